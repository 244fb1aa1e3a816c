import type { ScheduleDay, ScheduledExercise } from '~/db/schema/plans';
import type { BodyPart, Equipment, Exercise, FocusArea } from '~/features/exercise-library/types';
import { questionByName } from '~/features/questionnaire/questions';
import type { LocaleCode } from '~/i18n/locales';
import { bmiOf } from './energy';
import type { Library } from './library';
import { readBody, readWorkoutAnswers, WEEK, type DurationOption, type Weekday } from './profile';
import { jitter, seedOf } from './seed';
import { fill, L, minutesText, weekdayName, type Localized } from './text';
import type { CommentIntent, PlannerInput } from './types';

export const DURATIONS: readonly DurationOption[] = ['Quick', 'Short', 'Average', 'Long'];

/** Spec 000 section 9 in minutes, rest between sets included; Long is capped at 75 minutes. */
export const DURATION_MINUTES: Readonly<Record<DurationOption, { min: number; max: number; aim: number }>> = {
  Quick: { min: 10, max: 20, aim: 18 },
  Short: { min: 20, max: 40, aim: 35 },
  Average: { min: 40, max: 60, aim: 55 },
  Long: { min: 60, max: 75, aim: 70 },
};

/** Workouts start at this time of day; each exercise starts when the one before it ends. */
const START_MINUTE = 18 * 60;
/** About three seconds per repetition (a controlled two-up, one-down tempo). */
const SECONDS_PER_REP = 3;
const MAX_SETS = 5;

/** The library never holds them, but the spec forbids them outright: checked by name as well. */
const FORBIDDEN = /yoga|meditat/i;

export function isForbidden(exercise: Exercise): boolean {
  return FORBIDDEN.test(exercise.id) || FORBIDDEN.test(exercise.name.en);
}

export type WorkoutWishes = {
  dayCount: { change: 'fewer' | 'more' | 'exact'; count?: number } | null;
  avoid: BodyPart[];
  length: 'shorter' | 'longer' | null;
};

export function workoutWishesOf(comments: readonly CommentIntent[][]): WorkoutWishes {
  const wishes: WorkoutWishes = { dayCount: null, avoid: [], length: null };
  for (const intent of comments.flat()) {
    if (intent.kind === 'workout-days') wishes.dayCount = { change: intent.change, count: intent.count };
    else if (intent.kind === 'avoid-body-part' && !wishes.avoid.includes(intent.part))
      wishes.avoid.push(intent.part);
    else if (intent.kind === 'session-length') wishes.length = intent.change;
  }
  return wishes;
}

const circularGap = (a: number, b: number) => Math.min(Math.abs(a - b), 7 - Math.abs(a - b));

/** The week's workout days: the chosen ones, or as many as a comment asked for, spread out. */
export function workoutDaysOf(chosen: readonly Weekday[], wish: WorkoutWishes['dayCount']): Weekday[] {
  if (!wish) return [...chosen];
  const wanted =
    wish.change === 'exact'
      ? (wish.count ?? chosen.length)
      : chosen.length + (wish.change === 'more' ? 1 : -1);
  const n = Math.min(7, Math.max(1, wanted));
  if (n <= chosen.length) {
    const picked = new Set<Weekday>();
    for (let i = 0; i < n; i++) picked.add(chosen[Math.floor(((i + 0.5) * chosen.length) / n)]!);
    return WEEK.filter((day) => picked.has(day));
  }
  const days = new Set(chosen);
  while (days.size < n) {
    const indexes = [...days].map((d) => WEEK.indexOf(d));
    let best = -1;
    let bestGap = -1;
    WEEK.forEach((day, i) => {
      if (days.has(day)) return;
      const gap = Math.min(...indexes.map((j) => circularGap(i, j)));
      if (gap > bestGap) [best, bestGap] = [i, gap];
    });
    days.add(WEEK[best]!);
  }
  return WEEK.filter((day) => days.has(day));
}

export function durationOf(answer: DurationOption, length: WorkoutWishes['length']): DurationOption {
  const index = DURATIONS.indexOf(answer) + (length === 'shorter' ? -1 : length === 'longer' ? 1 : 0);
  return DURATIONS[Math.min(DURATIONS.length - 1, Math.max(0, index))]!;
}

/** Minutes an exercise takes: its sets, and the rest between them, rounded up to whole minutes. */
export function minutesOf(exercise: Exercise, sets: number): number {
  const work = exercise.measure === 'reps' ? exercise.defaultCount * SECONDS_PER_REP : exercise.defaultCount;
  return Math.ceil((sets * work + (sets - 1) * exercise.restSeconds) / 60);
}

const FOCUS_OPTION: Readonly<Record<FocusArea, string>> = {
  'full-body': 'Full Body',
  biceps: 'Massive Biceps',
  back: 'Wider Back',
  glutes: 'Tight Glutes',
  shoulders: 'Boulder Shoulders',
  chest: 'Broad Chest',
  abs: 'Six-pack',
  legs: 'Strong Legs',
};

export function focusLabel(focus: FocusArea, locale: LocaleCode): string {
  const question = questionByName('workout_focus');
  const option =
    question?.answerType === 'select'
      ? question.options.find((o) => o.en === FOCUS_OPTION[focus])
      : undefined;
  return option?.[locale] ?? focus;
}

export function bodyPartLabel(part: BodyPart, locale: LocaleCode): string {
  const question = questionByName('workout_restrictions');
  const option =
    question?.answerType === 'select' ? question.options.find((o) => o.en.toLowerCase() === part) : undefined;
  return option?.[locale] ?? part;
}

const REASONS = {
  warmUp: L(
    'Warms up your joints and muscles first',
    'Önce eklem ve kaslarınızı ısıtır',
    'Primero calienta articulaciones y músculos',
    'يُحمّي مفاصلك وعضلاتك أولًا',
    'ابتدا مفاصل و عضلات را گرم می‌کند',
  ),
  coolDown: L(
    'Cools down and stretches what you worked',
    'Soğuma ve çalıştırdığınız kasların esnetilmesi',
    'Enfría y estira lo que has trabajado',
    'تهدئة وإطالة للعضلات التي عملت عليها',
    'سرد کردن و کشش عضلاتی که کار کردید',
  ),
  focus: L(
    'Works your focus area: {focus}',
    'Odak alanınızı çalıştırır: {focus}',
    'Trabaja tu zona de enfoque: {focus}',
    'يعمل على منطقة تركيزك: {focus}',
    'ناحیه مورد تمرکز شما را کار می‌کند: {focus}',
  ),
  cardio: L(
    'Burns energy for your weight-loss goal',
    'Kilo verme hedefiniz için enerji yakar',
    'Quema energía para tu objetivo de perder peso',
    'يحرق الطاقة لهدف إنقاص الوزن',
    'برای هدف کاهش وزن انرژی می‌سوزاند',
  ),
  round: L(
    'Another round of the circuit, to fill your workout time',
    'Antrenman sürenizi doldurmak için devrenin bir turu daha',
    'Otra vuelta del circuito para completar tu tiempo',
    'جولة أخرى من الدائرة لإكمال وقت تمرينك',
    'یک دور دیگر از مدار برای کامل کردن زمان تمرین',
  ),
  balance: L(
    'Rounds out a balanced workout, sparing what you restricted',
    'Dengeli bir antrenmanı tamamlar, kısıtladığınız bölgeleri korur',
    'Completa un entrenamiento equilibrado y respeta tus límites',
    'يكمل تمرينًا متوازنًا ويحمي ما قيّدته',
    'تمرینی متعادل را کامل می‌کند و محدودیت‌هایتان را رعایت می‌کند',
  ),
};

const REST: Localized = L(
  '{day} · Rest',
  '{day} · Dinlenme',
  '{day} · Descanso',
  '{day} · راحة',
  '{day} · استراحت',
);

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

type Planned = { exercise: Exercise; sets: number; reason: Localized; focus?: FocusArea };

export type WorkoutContext = {
  days: Weekday[];
  duration: DurationOption;
  restricted: BodyPart[];
  focus: FocusArea[];
  equipment: Equipment[];
  loseWeight: boolean;
  gentle: boolean;
  seed: number;
};

export function workoutContextOf(input: PlannerInput, comments: readonly CommentIntent[][]): WorkoutContext {
  const answers = readWorkoutAnswers(input.answers);
  const wishes = workoutWishesOf(comments);
  let loseWeight = false;
  let gentle = false;
  try {
    const body = readBody(input.answers);
    loseWeight = body.loseWeight;
    // Beginners' and intermediate moves only for the inactive, over-65s and a BMI of 35 or more.
    gentle = body.activity === 'Sedentary' || body.age >= 65 || bmiOf(body.weightKg, body.heightCm) >= 35;
  } catch {
    // Body answers are optional for a workout: without them the plan is not made gentler.
  }
  return {
    days: workoutDaysOf(answers.days, wishes.dayCount),
    duration: durationOf(answers.duration, wishes.length),
    restricted: [...new Set([...answers.restricted, ...wishes.avoid])],
    focus: answers.focus,
    equipment: answers.equipment,
    loseWeight,
    gentle,
    seed: seedOf(input.answers, ...input.comments),
  };
}

/** Whether the workout may hold this exercise: equipment at hand, nothing restricted loaded. */
export function isUsable(
  exercise: Exercise,
  context: Pick<WorkoutContext, 'restricted' | 'equipment' | 'gentle'>,
) {
  if (isForbidden(exercise)) return false;
  if (exercise.loads.some((part) => context.restricted.includes(part))) return false;
  if (context.gentle && exercise.level === 'advanced') return false;
  // A gym has every piece of equipment; 'none' (body weight) is always at hand.
  return context.equipment.includes('gym') || exercise.equipment.some((e) => context.equipment.includes(e));
}

function planDay(dayIndex: number, pool: readonly Exercise[], context: WorkoutContext): Planned[] {
  const { min, aim, max } = DURATION_MINUTES[context.duration];
  const dayFocus = context.focus[dayIndex % context.focus.length]!;
  const key = (e: Exercise) => `${dayIndex}:${e.id}`;
  const byScore = (score: (e: Exercise) => number) => (a: Exercise, b: Exercise) =>
    score(b) - score(a) || a.id.localeCompare(b.id);
  const planned: Planned[] = [];
  let total = 0;
  const add = (exercise: Exercise, sets: number, reason: Localized, focus?: FocusArea) => {
    planned.push({ exercise, sets, reason, focus });
    total += minutesOf(exercise, sets);
  };

  const warmUp = pool
    .filter((e) => e.category === 'warm-up')
    .sort(byScore((e) => jitter(context.seed, key(e))))[0];
  if (warmUp && minutesOf(warmUp, warmUp.defaultSets) <= aim / 3)
    add(warmUp, warmUp.defaultSets, REASONS.warmUp);
  const coolDown = pool
    .filter((e) => e.category === 'stretching')
    .sort(byScore((e) => jitter(context.seed, key(e))))[0];
  const coolMinutes = coolDown ? minutesOf(coolDown, coolDown.defaultSets) : 0;
  const reserve = coolDown && coolMinutes <= aim / 4 ? coolMinutes : 0;

  const score = (e: Exercise) => {
    let s = jitter(context.seed, key(e));
    if (e.focus.includes(dayFocus)) s += 3;
    s += e.focus.filter((f) => context.focus.includes(f)).length;
    if (context.focus.includes('full-body') && e.focus.includes('full-body')) s += 1;
    if (context.loseWeight && e.category === 'cardio') s += 1.5;
    return s;
  };
  const main = pool
    .filter((e) => e.category !== 'warm-up' && e.category !== 'stretching')
    .sort(byScore(score));
  for (const exercise of main) {
    if (total + reserve >= aim) break;
    const minutes = minutesOf(exercise, exercise.defaultSets);
    if (total + reserve + minutes > max) continue;
    const focus = exercise.focus.find((f) => context.focus.includes(f));
    const reason = focus
      ? REASONS.focus
      : context.loseWeight && exercise.category === 'cardio'
        ? REASONS.cardio
        : REASONS.balance;
    add(exercise, exercise.defaultSets, reason, focus);
  }
  // Too few usable exercises for the time (many restrictions, little equipment): more sets of the
  // main ones, then further rounds of the circuit, while the day still fits.
  const mainPlanned = planned.filter((p) => p.exercise.category !== 'warm-up');
  let grew = true;
  while (total + reserve < min && grew) {
    grew = false;
    for (const p of mainPlanned) {
      if (total + reserve >= min || p.sets >= MAX_SETS) continue;
      const extra = minutesOf(p.exercise, p.sets + 1) - minutesOf(p.exercise, p.sets);
      if (total + reserve + extra > max) continue;
      p.sets += 1;
      total += extra;
      grew = true;
    }
  }
  const firstRound = [...mainPlanned];
  for (let round = 0; round < 6 && total + reserve < min && firstRound.length > 0; round++) {
    for (const p of firstRound) {
      const minutes = minutesOf(p.exercise, p.exercise.defaultSets);
      if (total + reserve >= min || total + reserve + minutes > max) continue;
      add(p.exercise, p.exercise.defaultSets, REASONS.round);
    }
  }
  if (reserve > 0 && coolDown) add(coolDown, coolDown.defaultSets, REASONS.coolDown);
  return planned;
}

function toScheduled(p: Planned, start: number, locale: LocaleCode): ScheduledExercise {
  const minutes = minutesOf(p.exercise, p.sets);
  return {
    id: p.exercise.id,
    name: p.exercise.name[locale],
    description: p.exercise.instructions[locale],
    time: hhmm(start),
    duration: minutesText(minutes, locale),
    counts: Array.from({ length: p.sets }, () => p.exercise.defaultCount),
    reason: fill(p.reason, locale, { focus: p.focus ? focusLabel(p.focus, locale) : '' }),
  };
}

export type WorkoutResult = { schedule: ScheduleDay[]; context: WorkoutContext; minutes: number[] };

export function buildWorkout(
  input: PlannerInput,
  comments: readonly CommentIntent[][],
  library: Library,
): WorkoutResult {
  const context = workoutContextOf(input, comments);
  const pool = library.exercises.filter((e) => isUsable(e, context));
  const minutes: number[] = [];
  const schedule = WEEK.map((day, index): ScheduleDay => {
    const name = weekdayName(day, input.locale);
    if (!context.days.includes(day)) return { name: fill(REST, input.locale, { day: name }), exercises: [] };
    const planned = planDay(context.days.indexOf(day) + index, pool, context);
    let start = START_MINUTE;
    const exercises = planned.map((p) => {
      const scheduled = toScheduled(p, start, input.locale);
      start += minutesOf(p.exercise, p.sets);
      return scheduled;
    });
    minutes.push(start - START_MINUTE);
    return { name, exercises };
  });
  return { schedule, context, minutes };
}

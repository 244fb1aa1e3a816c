import type { ScheduleDay, ScheduledExercise } from '~/db/schema/plans';
import type { BodyPart, Equipment, Exercise, FocusArea } from '~/features/exercise-library/types';
import { questionByName } from '~/features/questionnaire/questions';
import type { LocaleCode } from '~/i18n/locales';
import { limitsFor, type WorkoutLimits } from './guardrails';
import type { Library } from './library';
import { readBody, readWorkoutAnswers, WEEK, type DurationOption, type Weekday } from './profile';
import { seedOf } from './seed';
import { fill, joinList, minutesText, weekdayName } from './text';
import type { CommentIntent, PlannerInput } from './types';
import {
  ALL_GROUPS,
  fitsGroups,
  FOCUS_GROUP,
  minutesOf,
  planSession,
  type Planned,
  type SessionGroups,
} from './workout-session';
import { CONDITIONING_NOTE, GLUCOSE_CHECK, GROUP_NAMES, REST, SPLIT_NOTE } from './workout-texts';

export { DURATION_MINUTES, minutesOf } from './workout-session';

export const DURATIONS: readonly DurationOption[] = ['Quick', 'Short', 'Average', 'Long'];

/** Workouts start at this time of day; each exercise starts when the one before it ends. */
const START_MINUTE = 18 * 60;

/**
 * Vigorous from here: ACSM and the WHO 2020 guidelines call 3 to 5.9 METs moderate and 6 or more
 * vigorous. "Moderate only" (pregnancy, 65 and over, a heart condition, the young or underweight who
 * want to lose weight) therefore leaves out every exercise of 6 METs or more: the Compendium's
 * vigorous calisthenics (7.5: high knees, shadow boxing, mountain climbers), high-intensity body-weight
 * work (6.5), vigorous lifting (6.0) and the stair climber (9.3). A threshold of 8 would let all of
 * those but the stair climber through.
 */
export const VIGOROUS_MET = 6;

/** The library never holds them, but the spec forbids them outright: checked by name as well. */
const FORBIDDEN = /yoga|meditat/i;

export function isForbidden(exercise: Exercise): boolean {
  return FORBIDDEN.test(exercise.id) || FORBIDDEN.test(exercise.name.en);
}

export type WorkoutWishes = {
  dayCount: { change: 'fewer' | 'more' | 'exact'; count?: number } | null;
  /** The days a comment named to train on (null: the answers' days) and the days to keep free. */
  weekdays: { train: Weekday[] | null; free: Weekday[] };
  avoid: BodyPart[];
  length: 'shorter' | 'longer' | null;
};

export function workoutWishesOf(comments: readonly CommentIntent[][]): WorkoutWishes {
  const wishes: WorkoutWishes = {
    dayCount: null,
    weekdays: { train: null, free: [] },
    avoid: [],
    length: null,
  };
  for (const intent of comments.flat()) {
    if (intent.kind === 'workout-days') wishes.dayCount = { change: intent.change, count: intent.count };
    else if (intent.kind === 'workout-weekdays') {
      const { train, free } = wishes.weekdays;
      // Days to train on replace the ones before; days to keep free add up and win over them.
      wishes.weekdays = intent.avoid
        ? {
            train: train?.filter((day) => !intent.days.includes(day)) ?? null,
            free: [...new Set([...free, ...intent.days])],
          }
        : { train: intent.days, free: free.filter((day) => !intent.days.includes(day)) };
    } else if (intent.kind === 'avoid-body-part' && !wishes.avoid.includes(intent.part))
      wishes.avoid.push(intent.part);
    else if (intent.kind === 'session-length') wishes.length = intent.change;
  }
  return wishes;
}

const circularGap = (a: number, b: number) => Math.min(Math.abs(a - b), 7 - Math.abs(a - b));

/**
 * The week's workout days: the chosen ones, or the ones a comment named, without the ones it keeps
 * free (as many days as before, moved to free ones spread out), or as many as a comment asked for.
 */
export function workoutDaysOf(
  answered: readonly Weekday[],
  wish: WorkoutWishes['dayCount'],
  weekdays: WorkoutWishes['weekdays'] = { train: null, free: [] },
): Weekday[] {
  // Every day kept free cannot be meant: the comment is read as naming no free day.
  const free = weekdays.free.length >= WEEK.length ? [] : weekdays.free;
  const named = weekdays.train ?? answered;
  const chosen = named.filter((day) => !free.includes(day));
  const open = WEEK.length - free.length;
  const wanted = !wish
    ? weekdays.train
      ? chosen.length
      : named.length
    : wish.change === 'exact'
      ? (wish.count ?? chosen.length)
      : chosen.length + (wish.change === 'more' ? 1 : -1);
  const n = Math.min(open, Math.max(1, wanted));
  if (chosen.length === 0) chosen.push(WEEK.find((day) => !free.includes(day))!);
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
      if (days.has(day) || free.includes(day)) return;
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

export type WorkoutContext = {
  days: Weekday[];
  duration: DurationOption;
  restricted: BodyPart[];
  focus: FocusArea[];
  equipment: Equipment[];
  loseWeight: boolean;
  /** The clinical safety layer's workout limits (guardrails.ts). */
  limits: WorkoutLimits;
  seed: number;
};

export function workoutContextOf(input: PlannerInput, comments: readonly CommentIntent[][]): WorkoutContext {
  const answers = readWorkoutAnswers(input.answers);
  const wishes = workoutWishesOf(comments);
  let loseWeight = false;
  try {
    loseWeight = readBody(input.answers).loseWeight;
  } catch {
    // Body answers are optional for a workout; the limits that need them wait for them.
  }
  return {
    days: workoutDaysOf(answers.days, wishes.dayCount, wishes.weekdays),
    duration: durationOf(answers.duration, wishes.length),
    restricted: [...new Set([...answers.restricted, ...wishes.avoid])],
    focus: answers.focus,
    equipment: answers.equipment,
    loseWeight,
    limits: limitsFor(input.answers).workout,
    seed: seedOf(input.answers, ...input.comments),
  };
}

/**
 * Whether the workout may hold this exercise: equipment at hand, nothing restricted loaded, and the
 * clinical limits kept. Under the low-impact rule (sedentary, 65 and over, a BMI of 35 or more,
 * pregnancy) advanced moves are left out as well as jumps, as they were before the limits existed.
 */
export function isUsable(
  exercise: Exercise,
  context: Pick<WorkoutContext, 'restricted' | 'equipment' | 'limits'>,
) {
  const { limits } = context;
  if (isForbidden(exercise)) return false;
  if (exercise.loads.some((part) => context.restricted.includes(part))) return false;
  if (limits.noImpact && exercise.impact === 'high') return false;
  // After the first trimester: not on the back (ACOG 804), nor on the front over the belly.
  if (limits.noSupine && (exercise.position === 'supine' || exercise.position === 'prone')) return false;
  if ((limits.moderateOnly || limits.noImpact) && exercise.level === 'advanced') return false;
  if (limits.moderateOnly && exercise.met >= VIGOROUS_MET) return false;
  // A gym has every piece of equipment; 'none' (body weight) is always at hand.
  return context.equipment.includes('gym') || exercise.equipment.some((e) => context.equipment.includes(e));
}

/**
 * The ways to split the body between consecutive days; of equally good ones the earlier wins: upper
 * body against legs and trunk first, the whole body against a day without strength work last.
 */
const SPLITS: readonly [SessionGroups, SessionGroups][] = [
  [['upper'], ['lower', 'core']],
  [['upper', 'core'], ['lower']],
  [['upper', 'lower'], ['core']],
  [ALL_GROUPS, []],
];

/**
 * The muscle groups each workout day may load. A day with rest on both sides trains the whole body.
 * Runs of consecutive days alternate the two halves of a split: the split whose weaker half still
 * has the most usable strength exercises (restrictions and equipment decide), starting with the
 * half the focus leans to. An every-day week ends on a day without strength work, so that Friday
 * and Saturday differ too.
 */
export function sessionGroupsOf(
  days: readonly Weekday[],
  focus: readonly FocusArea[],
  pool: readonly Exercise[],
): Map<Weekday, SessionGroups> {
  const strength = pool.filter((e) => e.category === 'strength');
  const count = (groups: SessionGroups) => strength.filter((e) => fitsGroups(e, groups)).length;
  let split = SPLITS[0]!;
  let best = -1;
  for (const candidate of SPLITS) {
    const weaker = Math.min(count(candidate[0]), count(candidate[1]));
    if (weaker > best) [split, best] = [candidate, weaker];
  }
  const lean = (groups: SessionGroups) =>
    focus.filter((f) => FOCUS_GROUP[f] !== null && groups.includes(FOCUS_GROUP[f])).length;
  const [first, second] = lean(split[1]) > lean(split[0]) ? [split[1], split[0]] : split;
  const alternate = (k: number) => (k % 2 === 0 ? first : second);

  const on = WEEK.map((day) => days.includes(day));
  const groups = new Map<Weekday, SessionGroups>();
  if (on.every(Boolean)) {
    WEEK.forEach((day, i) => groups.set(day, i === WEEK.length - 1 ? [] : alternate(i)));
    return groups;
  }
  WEEK.forEach((_, start) => {
    if (!on[start] || on[(start + 6) % 7]) return;
    let length = 0;
    while (on[(start + length) % 7]) length += 1;
    for (let k = 0; k < length; k++)
      groups.set(WEEK[(start + k) % 7]!, length === 1 ? ALL_GROUPS : alternate(k));
  });
  return groups;
}

/** The day's note with its warm-up: what it trains beside the days around it. */
function sessionNote(groups: SessionGroups, locale: LocaleCode): string {
  if (groups.length === ALL_GROUPS.length) return '';
  if (groups.length === 0) return fill(CONDITIONING_NOTE, locale);
  return fill(SPLIT_NOTE, locale, {
    groups: joinList(
      groups.map((g) => GROUP_NAMES[g][locale]),
      locale,
    ),
  });
}

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60) % 24).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

function toScheduled(p: Planned, start: number, locale: LocaleCode, note: string): ScheduledExercise {
  const minutes = minutesOf(p.exercise, p.sets);
  const reason = fill(p.reason, locale, { focus: p.focus ? focusLabel(p.focus, locale) : '' });
  return {
    id: p.exercise.id,
    name: p.exercise.name[locale],
    description: p.exercise.instructions[locale],
    time: hhmm(start),
    duration: minutesText(minutes, locale),
    counts: Array.from({ length: p.sets }, () => p.exercise.defaultCount),
    reason: note ? `${reason} ${note}` : reason,
  };
}

export type WorkoutResult = {
  schedule: ScheduleDay[];
  context: WorkoutContext;
  minutes: number[];
  /** The muscle groups each workout day may load, by weekday. */
  groups: Map<Weekday, SessionGroups>;
};

export function buildWorkout(
  input: PlannerInput,
  comments: readonly CommentIntent[][],
  library: Library,
): WorkoutResult {
  const context = workoutContextOf(input, comments);
  const pool = library.exercises.filter((e) => isUsable(e, context));
  const groupsOf = sessionGroupsOf(context.days, context.focus, pool);
  const minutes: number[] = [];
  const schedule = WEEK.map((day, index): ScheduleDay => {
    const name = weekdayName(day, input.locale);
    const groups = groupsOf.get(day);
    if (!groups) return { name: fill(REST, input.locale, { day: name }), exercises: [] };
    const planned = planSession(groups, index, context.days.indexOf(day), pool, context);
    const note = sessionNote(groups, input.locale);
    let start = START_MINUTE;
    const exercises = planned.map((p, n) => {
      const scheduled = toScheduled(p, start, input.locale, n === 0 ? note : '');
      start += minutesOf(p.exercise, p.sets);
      return scheduled;
    });
    // Before the first exercise, where the workout player shows it too: the description, not the reason.
    if (context.limits.glucoseCheck && exercises[0])
      exercises[0].description = `${fill(GLUCOSE_CHECK, input.locale)} ${exercises[0].description}`;
    minutes.push(start - START_MINUTE);
    return { name, exercises };
  });
  return { schedule, context, minutes, groups: groupsOf };
}

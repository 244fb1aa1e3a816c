// One workout session as a physiotherapist would write it: a 5 to 10 minute warm-up, 5 to 8
// exercises in all, balance first while fresh, strength before cardio, a cool-down, and time filled
// with sets rather than with more exercises.
import type { BodyPart, Exercise, FocusArea, MuscleGroup } from '~/features/exercise-library/types';
import type { WorkoutLimits } from './guardrails';
import type { DurationOption } from './profile';
import { jitter } from './seed';
import type { Localized } from './text';
import { REASONS, THERAPY_REASONS } from './workout-texts';

/** Spec 000 section 9 in minutes, rest between sets included; Long is capped at 75 minutes. */
export const DURATION_MINUTES: Readonly<Record<DurationOption, { min: number; max: number; aim: number }>> = {
  Quick: { min: 10, max: 20, aim: 18 },
  Short: { min: 20, max: 40, aim: 35 },
  Average: { min: 40, max: 60, aim: 55 },
  Long: { min: 60, max: 75, aim: 70 },
};

/** About three seconds per repetition (a controlled two-up, one-down tempo). */
const SECONDS_PER_REP = 3;

/** Minutes an exercise takes: its sets, and the rest between them, rounded up to whole minutes. */
export function minutesOf(exercise: Exercise, sets: number): number {
  const work = exercise.measure === 'reps' ? exercise.defaultCount * SECONDS_PER_REP : exercise.defaultCount;
  return Math.ceil((sets * work + (sets - 1) * exercise.restSeconds) / 60);
}

/**
 * The muscle groups a day's strength work may load. Two consecutive calendar days never share one, so
 * no group is loaded again within 48 hours (ACSM's Guidelines for Exercise Testing and Prescription,
 * 11th ed.); all three on a day with rest on both sides; none on a day of cardio and balance only.
 */
export type SessionGroups = readonly MuscleGroup[];

export const ALL_GROUPS: SessionGroups = ['upper', 'lower', 'core'];

/** Exercises in a session, warm-up and cool-down included. */
export const SESSION_EXERCISES = { min: 5, max: 8 } as const;
/** ACSM: a warm-up of 5 to 10 minutes of light to moderate activity. */
export const WARM_UP_MINUTES = { min: 5, max: 10 } as const;
const WARM_UP_AIM: Readonly<Record<DurationOption, number>> = { Quick: 5, Short: 6, Average: 8, Long: 10 };
const COOL_DOWN_AIM: Readonly<Record<DurationOption, number>> = { Quick: 2, Short: 3, Average: 4, Long: 5 };
/** ACSM: a cool-down of 5 to 10 minutes; shorter sessions keep theirs shorter. */
const COOL_DOWN_MAX = 10;
/** Exercises between warm-up and cool-down; fewer when the session's exercises would pass eight. */
const MAIN_COUNT: Readonly<Record<DurationOption, number>> = { Quick: 3, Short: 4, Average: 5, Long: 5 };

/**
 * Sets an exercise grows to while the session fills towards its aim: intervals of low-impact cardio
 * go furthest; jumps stop at five sets, as plyometric volume should stay low.
 */
const SET_CAP: Readonly<Record<string, number>> = { strength: 5, balance: 6, mobility: 4, cardio: 10 };
const HIGH_IMPACT_SET_CAP = 5;
const setCap = (e: Exercise) => (e.impact === 'high' ? HIGH_IMPACT_SET_CAP : (SET_CAP[e.category] ?? 1));
/** Beyond the usual caps, only to reach the session's least length when little else is usable. */
const FALLBACK_SET_CAP = 12;
/** One cardio block lasts at most this long (a 20-minute walk, intervals on the spot). */
const CARDIO_MAX_MINUTES = 20;

/**
 * The order within a session: balance while fresh; resistance before aerobic work, which also lowers
 * the risk of a low in type 1 diabetes (ADA position statement, Colberg et al., Diabetes Care 2016).
 */
const CATEGORY_ORDER: Readonly<Record<string, number>> = { balance: 0, strength: 1, cardio: 2, mobility: 3 };
const MAIN_CATEGORIES = new Set(Object.keys(CATEGORY_ORDER));

/** Body parts a guideline treats with strengthening when they hurt, in the order they are served. */
const THERAPY_PARTS: readonly BodyPart[] = ['knees', 'back'];

/** The muscle group a focus area trains; the whole body is every group. */
export const FOCUS_GROUP: Readonly<Record<FocusArea, MuscleGroup | null>> = {
  'full-body': null,
  biceps: 'upper',
  back: 'upper',
  shoulders: 'upper',
  chest: 'upper',
  abs: 'core',
  glutes: 'lower',
  legs: 'lower',
};

export type SessionContext = {
  duration: DurationOption;
  restricted: readonly BodyPart[];
  focus: readonly FocusArea[];
  loseWeight: boolean;
  limits: WorkoutLimits;
  seed: number;
};

export type Role = 'warm-up' | 'main' | 'cool-down';
export type Planned = { exercise: Exercise; sets: number; reason: Localized; role: Role; focus?: FocusArea };

/** Whether strength work on this exercise stays within the day's muscle groups. */
export function fitsGroups(exercise: Exercise, groups: SessionGroups): boolean {
  if (exercise.category !== 'strength') return true;
  return exercise.muscles.length > 0 && exercise.muscles.every((g) => groups.includes(g));
}

/** A focus area the day can serve: the whole body any day, a muscle group on its own days. */
const servesFocus = (focus: FocusArea, groups: SessionGroups) =>
  FOCUS_GROUP[focus] === null || groups.includes(FOCUS_GROUP[focus]!);

/** The day's groups lean the warm-up's mobiliser and the cool-down's stretch to the muscles it trains. */
function relevance(exercise: Exercise, groups: SessionGroups): number {
  if (groups.length === 0 || groups.length === ALL_GROUPS.length)
    return exercise.focus.includes('full-body') ? 1 : 0;
  return exercise.focus.some((f) => FOCUS_GROUP[f] !== null && groups.includes(FOCUS_GROUP[f]!)) ? 1 : 0;
}

function chooseMain(
  groups: SessionGroups,
  order: number,
  pool: readonly Exercise[],
  context: SessionContext,
  slots: number,
  luck: (e: Exercise) => number,
): Planned[] {
  const usable = pool.filter((e) => MAIN_CATEGORIES.has(e.category) && fitsGroups(e, groups));
  const served = context.focus.filter((f) => servesFocus(f, groups));
  const dayFocus = served.length > 0 ? served[order % served.length] : undefined;
  const score = (e: Exercise) => {
    let s = luck(e);
    if (dayFocus && e.focus.includes(dayFocus)) s += 3;
    s += e.focus.filter((f) => served.includes(f)).length;
    if (context.focus.includes('full-body') && e.focus.includes('full-body')) s += 1;
    if (context.loseWeight && e.category === 'cardio') s += 1.5;
    return s;
  };
  const chosen: Planned[] = [];
  const taken = new Set<string>();
  const reasonOf = (e: Exercise): Pick<Planned, 'reason' | 'focus'> => {
    const focus = e.focus.find((f) => served.includes(f));
    if (e.category === 'strength')
      return focus ? { reason: REASONS.focus, focus } : { reason: REASONS.rounded };
    if (e.category === 'cardio') return { reason: context.loseWeight ? REASONS.cardio : REASONS.heart };
    if (e.category === 'balance') return { reason: REASONS.balance };
    return { reason: REASONS.mobility };
  };
  const take = (e: Exercise | undefined, reason?: Localized) => {
    if (!e || chosen.length >= slots) return;
    chosen.push({
      exercise: e,
      sets: e.defaultSets,
      role: 'main',
      ...reasonOf(e),
      ...(reason ? { reason } : {}),
    });
    taken.add(e.id);
  };
  const best = (filter: (e: Exercise) => boolean, by: (e: Exercise) => number = score) =>
    highest(
      usable.filter((e) => !taken.has(e.id) && filter(e)),
      by,
    );
  const fill = (filter: (e: Exercise) => boolean, count: number) => {
    for (let n = 0; n < count; n++) take(best(filter));
  };

  // What the guidelines ask for comes first: balance for the over-65s, strengthening for a knee or
  // back that hurts (only on days whose muscle groups it belongs to).
  if (context.limits.balance)
    take(
      best((e) => e.category === 'balance', luck),
      REASONS.balanceFalls,
    );
  for (const part of THERAPY_PARTS) {
    if (!context.restricted.includes(part)) continue;
    take(
      best((e) => e.category === 'strength' && (e.therapyFor ?? []).includes(part), luck),
      THERAPY_REASONS[part],
    );
  }

  const isCardio = (e: Exercise) => e.category === 'cardio';
  if (groups.length === 0) {
    fill(isCardio, Math.max(1, slots - 2));
    fill((e) => e.category === 'balance', 1);
    fill((e) => e.category === 'mobility', 1);
  } else {
    // One cardio block in longer sessions and for a full-body focus; two when losing weight.
    const long = context.duration === 'Average' || context.duration === 'Long';
    let wanted = long || context.focus.includes('full-body') ? 1 : 0;
    if (context.loseWeight) wanted = slots >= 4 ? 2 : 1;
    fill(isCardio, Math.min(wanted, Math.max(0, slots - chosen.length - 1)));
    fill((e) => e.category === 'strength', slots);
  }
  // Too few of the day's own kind (restrictions, little equipment): whatever else the day allows.
  fill(() => true, slots);
  return chosen.sort((a, b) => CATEGORY_ORDER[a.exercise.category]! - CATEGORY_ORDER[b.exercise.category]!);
}

/** The exercise with the highest score; ties go to the first id in alphabetical order. */
function highest(list: readonly Exercise[], score: (e: Exercise) => number): Exercise | undefined {
  let best: Exercise | undefined;
  let bestScore = -Infinity;
  for (const e of list) {
    const s = score(e);
    if (s > bestScore || (s === bestScore && best && e.id < best.id)) [best, bestScore] = [e, s];
  }
  return best;
}

/** The fewest sets an exercise is cut to: one block of cardio, two sets of anything else. */
const leastSets = (e: Exercise) => (e.category === 'cardio' ? 1 : Math.min(2, e.defaultSets));

/**
 * Adds sets to these items one at a time, in turn, while `total` is under `until` and stays within
 * `limit`, and `allowed` says the item may take one more.
 */
function grow(
  items: readonly Planned[],
  total: () => number,
  { until, limit, allowed }: { until: number; limit: number; allowed: (p: Planned) => boolean },
) {
  let grew = true;
  while (grew && total() < until) {
    grew = false;
    for (const p of items) {
      if (total() >= until || !allowed(p)) continue;
      const extra = minutesOf(p.exercise, p.sets + 1) - minutesOf(p.exercise, p.sets);
      if (total() + extra > limit) continue;
      p.sets += 1;
      grew = true;
    }
  }
}

export function planSession(
  groups: SessionGroups,
  day: number,
  order: number,
  pool: readonly Exercise[],
  context: SessionContext,
): Planned[] {
  const { min, aim, max } = DURATION_MINUTES[context.duration];
  const lucky = new Map<string, number>();
  const luck = (e: Exercise) => {
    let value = lucky.get(e.id);
    if (value === undefined) lucky.set(e.id, (value = jitter(context.seed, `${day}:${e.id}`)));
    return value;
  };

  // A pulse raiser, then a mobiliser for the day's muscles.
  const warmPool = pool.filter((e) => e.category === 'warm-up');
  const pulse = highest(warmPool, (e) => (e.focus.includes('full-body') ? 2 : 0) + luck(e));
  const mobiliser = highest(
    warmPool.filter((e) => e !== pulse),
    (e) => relevance(e, groups) + luck(e),
  );
  const warm: Planned[] = [pulse, mobiliser].flatMap((e) =>
    e ? [{ exercise: e, sets: e.defaultSets, reason: REASONS.warmUp, role: 'warm-up' as const }] : [],
  );
  const stretch = highest(
    pool.filter((e) => e.category === 'stretching'),
    (e) => relevance(e, groups) + luck(e),
  );
  const cool: Planned[] = stretch
    ? [{ exercise: stretch, sets: stretch.defaultSets, reason: REASONS.coolDown, role: 'cool-down' }]
    : [];
  const frame = warm.length + cool.length;
  const slots = Math.min(
    SESSION_EXERCISES.max - frame,
    Math.max(MAIN_COUNT[context.duration], SESSION_EXERCISES.min - frame),
  );
  // An exercise whose shortest form takes more than half the time between warm-up and cool-down
  // (a 15-minute treadmill block in a quick session) leaves no room for the others.
  const between = aim - WARM_UP_AIM[context.duration] - COOL_DOWN_AIM[context.duration];
  const fits = (e: Exercise) => minutesOf(e, leastSets(e)) <= between / 2;
  const main = chooseMain(groups, order, pool.filter(fits), context, slots, luck);

  const minutes = (items: readonly Planned[]) =>
    items.reduce((sum, p) => sum + minutesOf(p.exercise, p.sets), 0);
  const total = () => minutes(warm) + minutes(main) + minutes(cool);

  // The warm-up and the cool-down first reach their own length.
  const warmRoom = (p: Planned) =>
    minutes(warm) - minutesOf(p.exercise, p.sets) + minutesOf(p.exercise, p.sets + 1) <= WARM_UP_MINUTES.max;
  const coolRoom = (p: Planned) =>
    minutes(cool) - minutesOf(p.exercise, p.sets) + minutesOf(p.exercise, p.sets + 1) <= COOL_DOWN_MAX;
  grow(warm, () => minutes(warm), {
    until: WARM_UP_AIM[context.duration],
    limit: Infinity,
    allowed: warmRoom,
  });
  grow(cool, () => minutes(cool), {
    until: COOL_DOWN_AIM[context.duration],
    limit: Infinity,
    allowed: coolRoom,
  });

  // Over the aim with the usual sets (a short session): fewer sets of the longest, down to two.
  while (total() > aim) {
    const longest = [...main]
      .filter((p) => p.sets > leastSets(p.exercise))
      .sort((a, b) => minutesOf(b.exercise, b.sets) - minutesOf(a.exercise, a.sets))[0];
    if (!longest) break;
    longest.sets -= 1;
  }
  // Still over the most: a shorter cool-down, a warm-up of its least, then fewer exercises.
  const shorten = (items: Planned[], least: number) => {
    for (const p of items) {
      while (
        total() > max &&
        p.sets > 1 &&
        minutes(items) - minutesOf(p.exercise, p.sets) + minutesOf(p.exercise, p.sets - 1) >= least
      )
        p.sets -= 1;
    }
  };
  shorten(cool, 0);
  shorten(warm, WARM_UP_MINUTES.min);
  while (total() > max && main.length > Math.max(1, SESSION_EXERCISES.min - frame)) main.pop();
  while (total() > max && main.length > 0) main.pop();

  // Time left: more sets, not more exercises.
  const room = (cap: (p: Planned) => number) => (p: Planned) =>
    p.sets < cap(p) &&
    !(p.exercise.category === 'cardio' && minutesOf(p.exercise, p.sets + 1) > CARDIO_MAX_MINUTES);
  grow(main, total, { until: aim, limit: aim, allowed: room((p) => setCap(p.exercise)) });
  // Under the option's least (a pool that restrictions and equipment left small): further sets, a
  // longer warm-up and cool-down, within the most. The length the user chose (spec 000 section 9)
  // wins over variety: as a last resort the few usable exercises take as many sets as it needs.
  grow(main, total, {
    until: min,
    limit: max,
    allowed: room((p) => (p.exercise.impact === 'high' ? HIGH_IMPACT_SET_CAP : FALLBACK_SET_CAP)),
  });
  grow(warm, total, { until: min, limit: max, allowed: warmRoom });
  grow(cool, total, { until: min, limit: max, allowed: coolRoom });
  grow(main, total, { until: min, limit: max, allowed: (p) => p.exercise.impact === 'low' });
  return [...warm, ...main, ...cool];
}

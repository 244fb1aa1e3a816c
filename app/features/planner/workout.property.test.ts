// The physiotherapist's review of the workout planner (issue 20), as properties over thousands of
// generated people: every rule of the clinical limits, the session shape and the 48 hours between
// two loadings of a muscle group, over the reference exercise library.
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { exerciseById } from '~/features/exercise-library';
import type { LocaleCode } from '~/i18n/locales';
import { workoutScheduleSchema, type PlannerInput } from '.';
import { understandInAnyLanguage } from './comments/understand';
import { limitsFor } from './guardrails';
import { WEEK } from './profile';
import { REFERENCE } from './reference';
import { healthArb, localeArb, realisticAnswersArb } from './test-support/arbitraries';
import { fill } from './text';
import { buildWorkout, DURATION_MINUTES, isUsable, minutesOf, VIGOROUS_MET } from './workout';
import { fitsGroups, SESSION_EXERCISES, WARM_UP_MINUTES } from './workout-session';
import { GLUCOSE_CHECK } from './workout-texts';

// CPU-bound over many generated people: the time follows the machine's load (30 s was passed on a
// busy 2-core machine), so these files allow more than the suite's default.
vi.setConfig({ testTimeout: 120_000 });

const RUNS = 2000;

/** Comments that change the workout, in several languages. */
const COMMENTS = [
  'only three days a week',
  'one more day please',
  'my knees hurt',
  'dizlerim ağrıyor',
  'my back hurts',
  'shorter sessions',
  'sesiones más largas',
  'hello there',
];

const inputArb: fc.Arbitrary<PlannerInput> = fc.record({
  answers: realisticAnswersArb,
  health: healthArb,
  locale: localeArb,
  comments: fc.array(fc.constantFrom(...COMMENTS), { maxLength: 2 }),
});

const tally = (map: Map<number, number>, key: number) => map.set(key, (map.get(key) ?? 0) + 1);
const perSession = new Map<number, number>();
const warmUpMinutes = new Map<number, number>();
const mostSets = new Map<number, number>();
const flags = { noImpact: 0, noSupine: 0, balance: 0, moderateOnly: 0, glucoseCheck: 0, sessions: 0 };

afterAll(() => {
  const show = (map: Map<number, number>) =>
    [...map]
      .sort((a, b) => a[0] - b[0])
      .map(([key, n]) => `${key}: ${n}`)
      .join(', ');
  console.log(`Workout sessions over ${RUNS} generated people: ${flags.sessions}`);
  console.log(`  exercises per session (warm-up and cool-down included): ${show(perSession)}`);
  console.log(`  warm-up minutes: ${show(warmUpMinutes)}`);
  console.log(`  most sets of one exercise in a session: ${show(mostSets)}`);
  console.log(
    `  profiles with noImpact ${flags.noImpact}, noSupine ${flags.noSupine}, balance ${flags.balance}, moderateOnly ${flags.moderateOnly}, glucoseCheck ${flags.glucoseCheck}`,
  );
});

describe('workouts a physiotherapist would sign, over generated people', () => {
  it('keeps every clinical limit, the session shape and 48 hours between loads of a muscle group', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const intents = input.comments.map((c) => understandInAnyLanguage(c, input.locale));
        const { schedule, context, groups } = buildWorkout(input, intents, REFERENCE);
        const limits = limitsFor(input.answers).workout;
        expect(context.limits).toEqual(limits);
        for (const key of ['noImpact', 'noSupine', 'balance', 'moderateOnly', 'glucoseCheck'] as const)
          if (limits[key]) flags[key] += 1;
        expect(workoutScheduleSchema.safeParse(schedule).success).toBe(true);
        expect(schedule).toHaveLength(7);
        const check = fill(GLUCOSE_CHECK, input.locale as LocaleCode);
        const { min, max } = DURATION_MINUTES[context.duration];

        const strengthGroups = schedule.map((day, index) => {
          const chosen = context.days.includes(WEEK[index]!);
          expect(day.exercises.length > 0, `${WEEK[index]}`).toBe(chosen);
          if (!chosen) return new Set<string>();
          flags.sessions += 1;
          const items = day.exercises.map((s) => ({ s, e: exerciseById(s.id!)!, sets: s.counts!.length }));
          for (const { s, e } of items) {
            expect(e, s.id).toBeDefined();
            // Nothing restricted is loaded, nor anything the limits leave out.
            for (const part of e.loads) expect(context.restricted, e.id).not.toContain(part);
            if (limits.noImpact) expect(e.impact, e.id).toBe('low');
            if (limits.noSupine) expect(['supine', 'prone'], e.id).not.toContain(e.position);
            if (limits.moderateOnly) {
              expect(e.level, e.id).not.toBe('advanced');
              expect(e.met, e.id).toBeLessThan(VIGOROUS_MET);
            }
            expect(s.counts!.every((n) => n === e.defaultCount)).toBe(true);
            expect(s.reason).toBeTruthy();
          }
          // 5 to 8 different exercises; a 5 to 10 minute warm-up first, a stretch last.
          tally(perSession, items.length);
          expect(items.length).toBeGreaterThanOrEqual(SESSION_EXERCISES.min);
          expect(items.length).toBeLessThanOrEqual(SESSION_EXERCISES.max);
          expect(new Set(items.map((i) => i.e.id)).size).toBe(items.length);
          const warm = items.filter((i) => i.e.category === 'warm-up');
          expect(items.slice(0, warm.length).every((i) => i.e.category === 'warm-up')).toBe(true);
          const warmMinutes = warm.reduce((sum, i) => sum + minutesOf(i.e, i.sets), 0);
          tally(warmUpMinutes, warmMinutes);
          expect(warmMinutes).toBeGreaterThanOrEqual(WARM_UP_MINUTES.min);
          expect(warmMinutes).toBeLessThanOrEqual(WARM_UP_MINUTES.max);
          expect(items.at(-1)!.e.category).toBe('stretching');
          tally(mostSets, Math.max(...items.map((i) => i.sets)));
          // Within the duration the user chose.
          const minutes = items.reduce((sum, i) => sum + minutesOf(i.e, i.sets), 0);
          expect(minutes).toBeGreaterThanOrEqual(min);
          expect(minutes).toBeLessThanOrEqual(max);
          // Balance in every session from 65.
          if (limits.balance) expect(items.some((i) => i.e.category === 'balance')).toBe(true);
          // The glucose check comes before the first exercise, and only there.
          items.forEach(({ s }, n) =>
            expect(s.description.startsWith(check)).toBe(limits.glucoseCheck && n === 0),
          );
          // A restricted knee or back gets the strengthening its guideline recommends, whenever the
          // day's muscle groups allow one that the limits and equipment leave.
          const today = groups.get(WEEK[index]!)!;
          for (const part of ['knees', 'back'] as const) {
            if (!context.restricted.includes(part)) continue;
            const offered = REFERENCE.exercises.some(
              (e) => (e.therapyFor ?? []).includes(part) && fitsGroups(e, today) && isUsable(e, context),
            );
            if (offered)
              expect(
                items.some((i) => (i.e.therapyFor ?? []).includes(part)),
                part,
              ).toBe(true);
          }
          return new Set(items.flatMap((i) => (i.e.category === 'strength' ? i.e.muscles : [])));
        });
        // No muscle group loaded by strength work on two consecutive calendar days (Friday to Saturday too).
        strengthGroups.forEach((today, i) => {
          const tomorrow = strengthGroups[(i + 1) % 7]!;
          expect(
            [...today].filter((g) => tomorrow.has(g)),
            `${WEEK[i]} and the day after`,
          ).toEqual([]);
        });
      }),
      { numRuns: RUNS },
    );
  });
});

import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAiProvider } from '~/ai/openai.server';
import type { ChatProvider } from '~/ai/types';
import type { Actor } from '~/auth/actor';
import type { Database, DatabaseHandle } from '~/db/client.server';
import { profiles } from '~/db/schema/accounts';
import { planJobs } from '~/db/schema/plan-jobs';
import { questionAnswers, userExercises, userMeals } from '~/db/schema/plans';
import { healthProfileOf } from '~/features/lab-tests/health-profile.server';
import { translate } from '~/i18n/translate.server';
import { testDatabases } from '../../../tests/support/databases';
import { FakeLlm } from '../../../tests/support/fake-llm';
import {
  fixtureMeals,
  fixtureSchedule,
  planScript,
  scriptedProvider,
} from '../../../tests/support/plan-fixtures';
import { claimJob, enqueuePlanJob, jobOf, runClaimedJob, runDueJobs, type JobDeps } from './jobs.server';
import { commentOnPlan, planPage } from './plans.server';
import { loadDiet, savePlan } from './records.server';

const ANSWERS: Record<string, (string | number | boolean)[]> = {
  age: [34],
  sex: ['Female'],
  weight: [82, 'kg'],
  height: [168, 'cm'],
  activity_level: ['Lightly active'],
  workout_days: ['Saturday', 'Monday', 'Wednesday'],
  workout_duration: ['Short'],
  sleep_hours: [6],
  stress_level: ['High'],
};

const deps = (provider: ChatProvider): JobDeps => ({ provider, health: healthProfileOf, timeoutMs: 2_000 });

describe.each(testDatabases())('plans on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  async function newUser(answers = ANSWERS): Promise<Actor> {
    const [row] = await db
      .insert(profiles)
      .values({ first_name: 'Maya', last_name: 'Sol', email: `${randomUUID()}@example.com` })
      .returning({ id: profiles.id });
    const actor: Actor = { id: row!.id, type: 'user' };
    for (const [name, values] of Object.entries(answers)) {
      await db.insert(questionAnswers).values({ user_id: actor.id, question_name: name, values });
    }
    return actor;
  }

  const mealsRow = async (actor: Actor) =>
    (await db.select().from(userMeals).where(eq(userMeals.user_id, actor.id)))[0];
  const jobsOf = async (actor: Actor) => db.select().from(planJobs).where(eq(planJobs.user_id, actor.id));

  it('asks for the missing answers first and writes nothing', async () => {
    const actor = await newUser({ age: [30], sex: ['Male'] });
    const { provider, asked } = scriptedProvider(planScript({ fish: true }));
    const page = await planPage(db, actor, 'diet', 'en', deps(provider));
    expect(page).toEqual({ state: 'missing-answers', missing: ['weight', 'height', 'activity_level'] });
    expect(asked).toEqual([]);
    expect(await mealsRow(actor)).toBeUndefined();
  });

  it('makes the diet on the first visit, stores it with need_regenerate false, and reuses it after', async () => {
    const actor = await newUser();
    const { provider, asked } = scriptedProvider(planScript({ fish: true }));
    const page = await planPage(db, actor, 'diet', 'en', deps(provider));
    expect(page.state === 'ready' && page.plan && 'meals' in page.plan ? page.plan.meals : null).toEqual(
      fixtureMeals(true),
    );
    expect(asked).toEqual(['generate-diet', 'generate-threats']);
    expect((await mealsRow(actor))?.need_regenerate).toBe(false);
    await planPage(db, actor, 'diet', 'en', deps(provider));
    expect(asked).toHaveLength(2);
  });

  it('refuses a model’s diet that breaks a rule of care like a Wrong Format answer, and stores nothing', async () => {
    // Week 30, asking to lose weight: the model's 1,800 kcal day is a deficit the rules forbid.
    const actor = await newUser({
      ...ANSWERS,
      pregnancy: ['Pregnant'],
      pregnancy_trimester: ['Week 28 or later'],
      priorities: ['Lose weight'],
    });
    const { provider } = scriptedProvider(planScript({ fish: true }), 'remote');
    // The first visit starts the job; a Wrong Format answer is tried again, then the page says so.
    await planPage(db, actor, 'diet', 'en', deps(provider));
    await runDueJobs(db, deps(provider));
    const page = await planPage(db, actor, 'diet', 'en', deps(provider));
    expect(page.state === 'ready' ? page.failure : null).toBe('plans:errors.wrong_format');
    expect((await mealsRow(actor))?.meals ?? []).toEqual([]);
  });

  it('writes the plan again in the language of a reader of another language', async () => {
    const actor = await newUser();
    const { provider, asked } = scriptedProvider(planScript({ fish: true }));
    await planPage(db, actor, 'meditation', 'en', deps(provider));
    await planPage(db, actor, 'meditation', 'en', deps(provider));
    expect(asked).toEqual(['generate-meditation']);
    await planPage(db, actor, 'meditation', 'ar', deps(provider));
    expect(asked).toEqual(['generate-meditation', 'generate-meditation']);
    await planPage(db, actor, 'meditation', 'ar', deps(provider));
    expect(asked).toHaveLength(2);
  });

  it('regenerates when an answer marked the plan, and saving updates the one row', async () => {
    const actor = await newUser();
    const { provider, asked } = scriptedProvider(planScript({ fish: true }));
    await planPage(db, actor, 'diet', 'en', deps(provider));
    await db.update(userMeals).set({ need_regenerate: true }).where(eq(userMeals.user_id, actor.id));
    await planPage(db, actor, 'diet', 'en', deps(provider));
    expect(asked).toHaveLength(4);
    await savePlan(db, actor, { kind: 'diet', meals: fixtureMeals(false), threats: [] });
    const rows = await db.select().from(userMeals).where(eq(userMeals.user_id, actor.id));
    expect(rows).toHaveLength(1);
    // Threats missing: the record needs regenerating (spec 000 section 4).
    expect((await loadDiet(db, actor))?.needRegenerate).toBe(true);
  });

  it('treats a stored plan of the wrong shape as empty', async () => {
    const actor = await newUser();
    await db.insert(userExercises).values({
      user_id: actor.id,
      schedule: [{ name: 'Saturday', exercises: [{ name: 'Squat' }] }] as never,
      need_regenerate: false,
    });
    const { provider, asked } = scriptedProvider(planScript({ fish: true }));
    const page = await planPage(db, actor, 'workout', 'en', deps(provider));
    expect(asked).toEqual(['generate-workout']);
    expect(
      page.state === 'ready' && page.plan && 'schedule' in page.plan ? page.plan.schedule : null,
    ).toEqual(fixtureSchedule(3));
  });

  it('runs the comment flow: comment saved, plan regenerated, plan and reply stored, change shown', async () => {
    const actor = await newUser();
    await planPage(db, actor, 'diet', 'en', deps(scriptedProvider(planScript({ fish: true })).provider));
    const { provider } = scriptedProvider(planScript({ fish: false, reply: 'No fish, lighter dinners.' }));
    const outcome = await commentOnPlan(
      db,
      actor,
      'diet',
      'no fish, and lighter dinners',
      'en',
      deps(provider),
    );
    expect(outcome).toEqual({ ok: true, status: 'done', reply: 'No fish, lighter dinners.' });
    const row = await mealsRow(actor);
    expect(row?.user_comments).toEqual(['no fish, and lighter dinners']);
    expect(row?.agent_comments).toEqual(['No fish, lighter dinners.']);
    expect(row?.meals).toEqual(fixtureMeals(false));
    const page = await planPage(db, actor, 'diet', 'en', deps(provider));
    expect(page.state === 'ready' ? page.previous : null).toEqual({ meals: fixtureMeals(true) });
  });

  /** A user with a diet plan, who comments on it, and the answers whose names hold `fragment`. */
  async function commenter(fragment: string) {
    const actor = await newUser();
    await planPage(db, actor, 'diet', 'en', deps(scriptedProvider(planScript({ fish: true })).provider));
    const provider = () => deps(scriptedProvider(planScript({ fish: false })).provider);
    return {
      comment: async (text: string, locale: 'en' | 'ar') =>
        (await commentOnPlan(db, actor, 'diet', text, locale, provider())).ok,
      answers: async () =>
        Object.fromEntries(
          (await db.select().from(questionAnswers).where(eq(questionAnswers.user_id, actor.id)))
            .filter((row) => row.question_name.includes(fragment))
            .map((row) => [row.question_name, row.values]),
        ),
    };
  }

  it('saves an allergy a comment states as an answer, and never removes one a comment denies', async () => {
    const { comment, answers } = await commenter('allerg');
    expect(await comment('I am allergic to peanuts', 'en')).toBe(true);
    expect(await answers()).toEqual({ has_allergies: [true], allergies: ['Peanuts'] });
    expect(await comment('عندي حساسية من السمك', 'ar')).toBe(true);
    expect(await answers()).toEqual({ has_allergies: [true], allergies: ['Peanuts', 'Fish'] });
    expect(await comment('I am not allergic to fish', 'en')).toBe(true);
    expect(await answers()).toEqual({ has_allergies: [true], allergies: ['Peanuts', 'Fish'] });
  });

  it('saves a condition a comment states to the "other conditions" answer, and never removes it', async () => {
    const { comment, answers } = await commenter('other_conditions');
    // (A pregnancy saved would make the scripted remote plan's weight-loss day a broken rule of care.)
    expect(await comment('I work night shifts, no fish please', 'en')).toBe(true);
    expect(await answers()).toEqual({ has_other_conditions: [true], other_conditions: ['shift work'] });
    expect(await comment('عندي مرض الكلى', 'ar')).toBe(true);
    const both = { has_other_conditions: [true], other_conditions: ['shift work، مرض الكلى'] };
    expect(await answers()).toEqual(both);
    expect(await comment('I do not work shifts', 'en')).toBe(true);
    expect(await comment('more kidney beans', 'en')).toBe(true);
    expect(await answers()).toEqual(both);
  });

  it('runs a comment in its own request even when the background worker passes right after it is queued', async () => {
    const actor = await newUser();
    await planPage(db, actor, 'diet', 'en', deps(scriptedProvider(planScript({ fish: true })).provider));
    const { provider } = scriptedProvider(planScript({ fish: false, reply: 'No fish, lighter dinners.' }));
    // The worker's pass (every few seconds) lands just after the comment's transaction commits.
    let takenByWorker: unknown = 'no pass';
    const racing = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'transaction') return Reflect.get(target, property, receiver);
        return async (...args: Parameters<Database['transaction']>) => {
          const result = await target.transaction(...args);
          takenByWorker = await claimJob(target, 2_000);
          return result;
        };
      },
    });
    const outcome = await commentOnPlan(racing, actor, 'diet', 'no fish', 'en', deps(provider));
    expect(takenByWorker).toBeNull();
    expect(outcome).toEqual({ ok: true, status: 'done', reply: 'No fish, lighter dinners.' });
    expect((await mealsRow(actor))?.meals).toEqual(fixtureMeals(false));
  });

  it('takes the comment back and keeps the plan when the generation fails', async () => {
    const actor = await newUser();
    await planPage(db, actor, 'diet', 'en', deps(scriptedProvider(planScript({ fish: true })).provider));
    const before = await mealsRow(actor);
    const { provider } = scriptedProvider({ ...planScript({ fish: false }), 'generate-diet': 'Sorry, no.' });
    const outcome = await commentOnPlan(db, actor, 'diet', 'no fish', 'en', deps(provider));
    expect(outcome).toEqual({ ok: false, status: 422, error: 'plans:errors.wrong_format' });
    expect(await mealsRow(actor)).toEqual(before);
    expect(await jobsOf(actor)).toHaveLength(1);
  });

  it('refuses a comment when there is no plan yet, writing nothing', async () => {
    const actor = await newUser();
    const { provider } = scriptedProvider(planScript({ fish: true }));
    const outcome = await commentOnPlan(db, actor, 'workout', 'only three days', 'en', deps(provider));
    expect(outcome).toMatchObject({ ok: false, error: 'plans:errors.no_plan' });
    expect(await jobsOf(actor)).toEqual([]);
  });

  it('with a remote model queues the comment, shows the steps, and the worker finishes it', async () => {
    const actor = await newUser();
    await planPage(db, actor, 'diet', 'en', deps(scriptedProvider(planScript({ fish: true })).provider));
    const { provider } = scriptedProvider(planScript({ fish: false }), 'remote');
    expect(await commentOnPlan(db, actor, 'diet', 'no fish', 'en', deps(provider))).toEqual({
      ok: true,
      status: 'queued',
    });
    const waiting = await planPage(db, actor, 'diet', 'en', deps(provider));
    expect(waiting.state === 'ready' ? waiting.job : null).toMatchObject({
      status: 'queued',
      steps: ['diet', 'threats', 'reply'],
      doneSteps: [],
    });
    // The comment waits for its answer: it is not dropped while its job is open.
    expect((await mealsRow(actor))?.user_comments).toEqual(['no fish']);
    await runDueJobs(db, deps(provider));
    const done = await planPage(db, actor, 'diet', 'en', deps(provider));
    expect(done.state === 'ready' ? done.job : 'x').toBeNull();
    expect((await mealsRow(actor))?.agent_comments).toHaveLength(1);
  });

  it('keeps the plan a model made when its reply runs long, with the reply cut to 16 words', async () => {
    const actor = await newUser();
    await planPage(db, actor, 'diet', 'en', deps(scriptedProvider(planScript({ fish: true })).provider));
    const { provider } = scriptedProvider(
      { ...planScript({ fish: false }), 'planner-reply': 'Fish is gone from every meal '.repeat(6) },
      'remote',
    );
    await commentOnPlan(db, actor, 'diet', 'no fish', 'en', deps(provider));
    await runDueJobs(db, deps(provider));
    const page = await planPage(db, actor, 'diet', 'en', deps(provider));
    expect(page.state === 'ready' ? page.failure : 'x').toBeNull();
    const row = await mealsRow(actor);
    expect(row?.meals).toEqual(fixtureMeals(false));
    expect(row?.user_comments).toEqual(['no fish']);
    expect(row?.agent_comments).toEqual([
      'Fish is gone from every meal Fish is gone from every meal Fish is gone from',
    ]);
  });

  it('shows a background failure once, with the comment taken back', async () => {
    const actor = await newUser();
    await planPage(db, actor, 'diet', 'en', deps(scriptedProvider(planScript({ fish: true })).provider));
    const { provider } = scriptedProvider(
      // A blank reply fails the format check (a long one is cut to 16 words instead).
      { ...planScript({ fish: false }), 'planner-reply': '   ' },
      'remote',
    );
    await commentOnPlan(db, actor, 'diet', 'no fish', 'en', deps(provider));
    await runDueJobs(db, deps(provider));
    const first = await planPage(db, actor, 'diet', 'en', deps(provider));
    expect(first.state === 'ready' ? first.failure : null).toBe('plans:errors.wrong_format');
    expect((await mealsRow(actor))?.user_comments).toEqual([]);
    expect((await mealsRow(actor))?.meals).toEqual(fixtureMeals(true));
    const second = await planPage(db, actor, 'diet', 'en', deps(provider));
    expect(second.state === 'ready' ? second.failure : 'x').toBeNull();
  });

  it('drops an unanswered last comment on load (spec 000 section 4, step 5)', async () => {
    const actor = await newUser();
    await planPage(db, actor, 'diet', 'en', deps(scriptedProvider(planScript({ fish: true })).provider));
    await db
      .update(userMeals)
      .set({ user_comments: ['no fish'], agent_comments: [] })
      .where(eq(userMeals.user_id, actor.id));
    const page = await planPage(db, actor, 'diet', 'en', deps(scriptedProvider({}).provider));
    expect(page.state === 'ready' ? page.plan?.userComments : null).toEqual([]);
  });

  it('stores a remote schedule of the wrong shape nowhere: Wrong Format, previous plan kept', async () => {
    const llm = new FakeLlm();
    const baseURL = await llm.start();
    try {
      const actor = await newUser();
      await planPage(db, actor, 'workout', 'en', deps(scriptedProvider(planScript({ fish: true })).provider));
      const before = (await db.select().from(userExercises).where(eq(userExercises.user_id, actor.id)))[0];
      const remote = openAiProvider({ baseURL, apiKey: 'k', model: 'gpt-4', timeoutMs: 2_000 });
      llm.answer({
        content: JSON.stringify([{ name: 'Saturday', exercises: [{ name: 'Squat', counts: ['ten'] }] }]),
      });
      await commentOnPlan(db, actor, 'workout', 'only three days a week', 'en', deps(remote));
      await runDueJobs(db, deps(remote));
      const after = (await db.select().from(userExercises).where(eq(userExercises.user_id, actor.id)))[0];
      expect(after).toEqual(before);
      const page = await planPage(db, actor, 'workout', 'en', deps(remote));
      const failure = page.state === 'ready' ? page.failure : null;
      expect(failure).toBe('plans:errors.wrong_format');
      expect(translate('en', failure!)).toContain('Wrong Format');
      expect(translate('ar', failure!)).not.toContain('Wrong Format');
    } finally {
      await llm.stop();
    }
  });

  // Issue 8, bad input: whatever goes wrong at the remote model, the stored plan and the comments stay
  // as they were and the page says what happened, once.
  it.each([
    ['times out', { hang: true }, 'plans:errors.timeout'],
    ['answers 500', { status: 500 }, 'plans:errors.unavailable'],
    [
      'answers prose',
      { content: 'I would suggest more vegetables and less fish this week.' },
      'plans:errors.wrong_format',
    ],
    [
      'answers half a JSON',
      { content: '[{"name": "Morning", "range": {"start": 6, "end": 12}, "foods": [' },
      'plans:errors.wrong_format',
    ],
  ] as const)('keeps the diet and its comments when the remote model %s', async (_, answer, key) => {
    const llm = new FakeLlm();
    const baseURL = await llm.start();
    try {
      const actor = await newUser();
      await planPage(db, actor, 'diet', 'en', deps(scriptedProvider(planScript({ fish: true })).provider));
      const before = await mealsRow(actor);
      const remote = openAiProvider({ baseURL, apiKey: 'k', model: 'gpt-4', timeoutMs: 500 });
      llm.answer(answer);
      await commentOnPlan(db, actor, 'diet', 'no fish', 'en', deps(remote));
      await runDueJobs(db, deps(remote));
      const after = await mealsRow(actor);
      expect({ ...after, updated_at: null }).toEqual({ ...before, updated_at: null });
      const page = await planPage(db, actor, 'diet', 'en', deps(remote));
      expect(page.state === 'ready' ? page.failure : null).toBe(key);
      const again = await planPage(db, actor, 'diet', 'en', deps(remote));
      expect(again.state === 'ready' ? again.failure : 'x').toBeNull();
    } finally {
      await llm.stop();
    }
  });

  it('tells a remote model only the answers each plan is made from', async () => {
    const llm = new FakeLlm();
    const baseURL = await llm.start();
    try {
      const actor = await newUser();
      const remote = openAiProvider({ baseURL, apiKey: 'k', model: 'gpt-4', timeoutMs: 2_000 });
      llm.answerTasks({
        'generate-diet': { content: JSON.stringify(fixtureMeals(true)) },
        'generate-threats': { content: JSON.stringify([]) },
        'generate-meditation': { content: JSON.stringify(fixtureSchedule(7)) },
      });
      const answersSent = () =>
        llm.requests.map((request) =>
          Object.keys(
            (JSON.parse(request.messages.at(-1)!.content) as { input: { answers: object } }).input.answers,
          ),
        );
      await planPage(db, actor, 'diet', 'en', deps(remote));
      await runDueJobs(db, deps(remote));
      for (const names of answersSent()) {
        expect(names).toContain('weight');
        expect(names).not.toContain('workout_days');
        expect(names).not.toContain('sleep_hours');
      }
      llm.answerTasks({ 'generate-meditation': { content: JSON.stringify(fixtureSchedule(7)) } });
      await planPage(db, actor, 'meditation', 'en', deps(remote));
      await runDueJobs(db, deps(remote));
      expect(answersSent()[0]).toContain('sleep_hours');
      expect(answersSent()[0]).not.toContain('weight');
    } finally {
      await llm.stop();
    }
  });

  it('never lets two claimers take the same job', async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => newUser()));
    const ids = await Promise.all(
      users.map(
        async (actor) =>
          (await enqueuePlanJob(db, actor, 'meditation', { locale: 'en', answersComment: false })).id,
      ),
    );
    const claimer = async () => {
      const mine: number[] = [];
      for (;;) {
        const job = await claimJob(db, 2_000);
        if (!job) return mine;
        mine.push(job.id);
      }
    };
    const [a, b] = await Promise.all([claimer(), claimer()]);
    const claimed = [...a!, ...b!];
    expect(new Set(claimed).size).toBe(claimed.length);
    for (const id of ids) expect(claimed).toContain(id);
  });

  it('lets only the holder of a live lease store its result', async () => {
    const actor = await newUser();
    const { id } = await enqueuePlanJob(db, actor, 'workout', { locale: 'en', answersComment: false });
    const first = await claimJob(db, 2_000, id);
    expect(await claimJob(db, 2_000, id)).toBeNull();
    // The first server stops answering: its lease runs out and a second server takes the job.
    await db
      .update(planJobs)
      .set({ claimed_until: sql`now() - interval '1 second'` })
      .where(eq(planJobs.id, id));
    const second = await claimJob(db, 2_000, id);
    expect(second?.claimToken).not.toBe(first?.claimToken);
    const late = await runClaimedJob(
      db,
      first!,
      deps(scriptedProvider({ 'generate-workout': JSON.stringify(fixtureSchedule(5)) }).provider),
    );
    expect(late.status).toBe('running');
    expect(await db.select().from(userExercises).where(eq(userExercises.user_id, actor.id))).toEqual([]);
    await runClaimedJob(db, second!, deps(scriptedProvider(planScript({ fish: true })).provider));
    const rows = await db.select().from(userExercises).where(eq(userExercises.user_id, actor.id));
    expect(rows.map((row) => row.schedule)).toEqual([fixtureSchedule(3)]);
  });

  it('keeps every user to their own plan and jobs', async () => {
    const owner = await newUser();
    const stranger = await newUser({});
    await planPage(db, owner, 'diet', 'en', deps(scriptedProvider(planScript({ fish: true })).provider));
    const [job] = await jobsOf(owner);
    expect(await jobOf(db, stranger, job!.id)).toBeNull();
    const page = await planPage(db, stranger, 'diet', 'en', deps(scriptedProvider({}).provider));
    expect(page.state).toBe('missing-answers');
    const outcome = await commentOnPlan(
      db,
      stranger,
      'diet',
      'no fish',
      'en',
      deps(scriptedProvider({}).provider),
    );
    expect(outcome.ok).toBe(false);
    expect((await mealsRow(owner))?.user_comments).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { runTask } from '~/ai/gateway.server';
import { ChatError, CHAT_FAILURE_KEYS, type ChatProvider } from '~/ai/types';
import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import {
  planJobs,
  type PlanJobKind,
  type PlanJobStatus,
  type PlanJobStep,
  type PreviousPlan,
} from '~/db/schema/plan-jobs';
import type { HealthProfile } from '~/features/lab-tests/types';
import { MissingAnswersError, type PlannerInput } from '~/features/planner';
import { listOwnAnswers } from '~/features/questionnaire/answers.server';
import { questionByName } from '~/features/questionnaire/questions';
import type { PlanKind } from '~/features/questionnaire/questions/types';
import { isLocaleCode, type LocaleCode } from '~/i18n/locales';
import { errorForLog, logger } from '~/logger.server';
import { dropUnansweredComment, loadPlan, savePlan, type GeneratedPlan, type Writer } from './records.server';
import {
  generateDiet,
  generateMeditation,
  generateThreats,
  generateWorkout,
  plannerReply,
} from './tasks.server';

const PLAN_OF_JOB: Record<PlanJobKind, PlanKind> = {
  diet: 'meals',
  workout: 'exercises',
  meditation: 'meditations',
};

/**
 * What a remote model is told of the answers: only those the question bank says this plan is made
 * from (a workout model never hears about medicines or HbA1c). The embedded planner, in process,
 * reads them all.
 */
export function answersFeeding<T>(kind: PlanJobKind, answers: Record<string, T>): Record<string, T> {
  return Object.fromEntries(
    Object.entries(answers).filter(([name]) => questionByName(name)?.plans.includes(PLAN_OF_JOB[kind])),
  );
}

/** A job whose server stopped is tried again after its lease; after this many tries it fails. */
export const MAX_JOB_ATTEMPTS = 3;
/** The lease covers one step (three tries of the model at most) and is renewed after each. */
const leaseMs = (timeoutMs: number) => 3 * timeoutMs + 30_000;

export const MISSING_ANSWERS_KEY = 'plans:errors.missing_answers';
const FAILED_KEY = 'plans:errors.generation_failed';

const STEPS: Record<PlanJobKind, PlanJobStep[]> = {
  diet: ['diet', 'threats'],
  workout: ['workout'],
  meditation: ['meditation'],
};

export type JobView = {
  id: number;
  kind: PlanJobKind;
  status: PlanJobStatus;
  steps: PlanJobStep[];
  doneSteps: PlanJobStep[];
  error: string | null;
};

export type ClaimedJob = JobView & {
  userId: string;
  locale: LocaleCode;
  answersComment: boolean;
  claimToken: string;
};

/** What running a job needs from outside: the model and the user's health profile. */
export type JobDeps = {
  provider: ChatProvider;
  health: (db: Database, userId: string) => Promise<HealthProfile>;
  /** The model's timeout, for the lease. */
  timeoutMs: number;
};

const view = {
  id: planJobs.id,
  kind: planJobs.kind,
  status: planJobs.status,
  steps: planJobs.steps,
  doneSteps: planJobs.done_steps,
  error: planJobs.error,
};

const open = sql`${planJobs.status} in ('queued', 'running')`;
const afterMs = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000}::double precision)`;

/**
 * Asks for a plan's generation. At most one is open per plan (a unique index): asking again while
 * one runs gives that one.
 */
export async function enqueuePlanJob(
  db: Writer,
  actor: Actor,
  kind: PlanJobKind,
  options: { locale: LocaleCode; answersComment: boolean },
): Promise<{ id: number; created: boolean }> {
  const [created] = await db
    .insert(planJobs)
    .values({
      user_id: actor.id,
      kind,
      locale: options.locale,
      answers_comment: options.answersComment,
      steps: options.answersComment ? [...STEPS[kind], 'reply'] : STEPS[kind],
    })
    .onConflictDoNothing()
    .returning({ id: planJobs.id });
  if (created) return { id: created.id, created: true };
  const existing = await openJob(db, actor, kind);
  if (!existing) throw new Error('plan job neither created nor open');
  return { id: existing.id, created: false };
}

export async function openJob(db: Writer, actor: Actor, kind: PlanJobKind): Promise<JobView | null> {
  const [row] = await db
    .select(view)
    .from(planJobs)
    .where(and(eq(planJobs.user_id, actor.id), eq(planJobs.kind, kind), open));
  return row ?? null;
}

export async function jobOf(db: Writer, actor: Actor, id: number): Promise<JobView | null> {
  const [row] = await db
    .select(view)
    .from(planJobs)
    .where(and(eq(planJobs.user_id, actor.id), eq(planJobs.id, id)));
  return row ?? null;
}

/** A failure the owner has not been shown yet; it counts as shown from now on. */
export async function takeUnseenFailure(db: Writer, actor: Actor, kind: PlanJobKind): Promise<string | null> {
  const rows = await db
    .update(planJobs)
    .set({ error_seen: true })
    .where(
      and(
        eq(planJobs.user_id, actor.id),
        eq(planJobs.kind, kind),
        eq(planJobs.status, 'failed'),
        eq(planJobs.error_seen, false),
      ),
    )
    .returning({ error: planJobs.error, id: planJobs.id });
  const newest = rows.sort((a, b) => b.id - a.id)[0];
  return newest?.error ?? null;
}

/** The plan before the latest comment's regeneration, when that is the latest generation. */
export async function latestCommentChange(db: Writer, actor: Actor, kind: PlanJobKind) {
  const [row] = await db
    .select({ answersComment: planJobs.answers_comment, previous: planJobs.previous_plan })
    .from(planJobs)
    .where(and(eq(planJobs.user_id, actor.id), eq(planJobs.kind, kind), eq(planJobs.status, 'done')))
    .orderBy(desc(planJobs.id))
    .limit(1);
  return row?.answersComment && row.previous ? row.previous : null;
}

/** The language the current plan was written in (its latest generation), if the app made it. */
export async function planLocale(db: Writer, actor: Actor, kind: PlanJobKind): Promise<string | null> {
  const [row] = await db
    .select({ locale: planJobs.locale })
    .from(planJobs)
    .where(and(eq(planJobs.user_id, actor.id), eq(planJobs.kind, kind), eq(planJobs.status, 'done')))
    .orderBy(desc(planJobs.id))
    .limit(1);
  return row?.locale ?? null;
}

/**
 * Claims one due job (or the given one): open, with no live lease, tries left. SKIP LOCKED and
 * the lease let several servers share the queue without running a job twice at once.
 */
export async function claimJob(db: Writer, timeoutMs: number, id?: number): Promise<ClaimedJob | null> {
  const due = db
    .select({ id: planJobs.id })
    .from(planJobs)
    .where(
      and(
        open,
        id === undefined ? undefined : eq(planJobs.id, id),
        lt(planJobs.attempts, MAX_JOB_ATTEMPTS),
        or(isNull(planJobs.claimed_until), lt(planJobs.claimed_until, sql`now()`)),
      ),
    )
    .orderBy(asc(planJobs.created_at))
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(planJobs)
    .set({
      status: 'running',
      claim_token: randomUUID(),
      claimed_until: afterMs(leaseMs(timeoutMs)),
      attempts: sql`${planJobs.attempts} + 1`,
      done_steps: [],
      updated_at: new Date(),
    })
    .where(inArray(planJobs.id, due))
    .returning({
      ...view,
      userId: planJobs.user_id,
      locale: planJobs.locale,
      answersComment: planJobs.answers_comment,
      claimToken: planJobs.claim_token,
    });
  if (!row) return null;
  return { ...row, locale: isLocaleCode(row.locale) ? row.locale : 'en', claimToken: row.claimToken! };
}

/** Jobs whose every try ended with a lost lease fail, and take their comment back. */
export async function failAbandonedJobs(db: Database): Promise<number> {
  const rows = await db
    .update(planJobs)
    .set({
      status: 'failed',
      error: FAILED_KEY,
      claim_token: null,
      claimed_until: null,
      updated_at: new Date(),
    })
    .where(
      and(open, sql`${planJobs.attempts} >= ${MAX_JOB_ATTEMPTS}`, lt(planJobs.claimed_until, sql`now()`)),
    )
    .returning({ userId: planJobs.user_id, kind: planJobs.kind, answersComment: planJobs.answers_comment });
  for (const row of rows) {
    if (row.answersComment) await dropUnansweredComment(db, { id: row.userId, type: 'user' }, row.kind);
  }
  return rows.length;
}

const holds = (job: ClaimedJob) => and(eq(planJobs.id, job.id), eq(planJobs.claim_token, job.claimToken));

class LeaseLost extends Error {}

async function stepDone(db: Database, job: ClaimedJob, done: PlanJobStep[], timeoutMs: number) {
  await db
    .update(planJobs)
    .set({ done_steps: done, claimed_until: afterMs(leaseMs(timeoutMs)), updated_at: new Date() })
    .where(holds(job));
}

function failureKey(error: unknown): string {
  if (error instanceof ChatError) return CHAT_FAILURE_KEYS[error.failure];
  if (error instanceof MissingAnswersError) return MISSING_ANSWERS_KEY;
  return FAILED_KEY;
}

/**
 * Runs a claimed job: each step asks the model, then the plan, the reply and the job's end are
 * stored in one transaction, only while this runner still holds the lease. A failure keeps the
 * previous plan and takes back the comment it answered (spec 000 section 4, step 4).
 */
export async function runClaimedJob(db: Database, job: ClaimedJob, deps: JobDeps): Promise<JobView> {
  const actor: Actor = { id: job.userId, type: 'user' };
  try {
    const before = await loadPlan(db, actor, job.kind);
    const answers = await listOwnAnswers(db, actor);
    const input: PlannerInput = {
      answers: deps.provider.kind === 'remote' ? answersFeeding(job.kind, answers) : answers,
      health: await deps.health(db, job.userId),
      comments: before?.userComments ?? [],
      locale: job.locale,
    };
    const done: PlanJobStep[] = [];
    const step = async <T>(name: PlanJobStep, work: () => Promise<T>): Promise<T> => {
      const result = await work();
      done.push(name);
      await stepDone(db, job, [...done], deps.timeoutMs);
      return result;
    };
    let plan: GeneratedPlan;
    if (job.kind === 'diet') {
      const meals = await step('diet', () => runTask(deps.provider, generateDiet, input));
      const threats = await step('threats', () => runTask(deps.provider, generateThreats, input));
      plan = { kind: 'diet', meals, threats };
    } else {
      const task = job.kind === 'workout' ? generateWorkout : generateMeditation;
      const schedule = await step(job.kind, () => runTask(deps.provider, task, input));
      plan = { kind: job.kind, schedule };
    }
    const reply = job.answersComment
      ? await step('reply', () =>
          runTask(deps.provider, plannerReply, { kind: job.kind, planner: input, plan }),
        )
      : undefined;
    const previous: PreviousPlan | null =
      before && job.answersComment
        ? 'meals' in before
          ? { meals: before.meals }
          : { schedule: before.schedule }
        : null;
    await db.transaction(async (tx) => {
      const finished = await tx
        .update(planJobs)
        .set({
          status: 'done',
          done_steps: job.steps,
          claim_token: null,
          claimed_until: null,
          previous_plan: previous,
          updated_at: new Date(),
        })
        .where(holds(job))
        .returning({ id: planJobs.id });
      // Another server took the job over after this one's lease ran out: its result wins.
      if (finished.length === 0) throw new LeaseLost();
      await savePlan(tx, actor, plan, reply);
    });
    return { ...job, status: 'done', doneSteps: job.steps, error: null };
  } catch (error) {
    if (error instanceof LeaseLost) return { ...job, status: 'running' };
    const key = failureKey(error);
    if (key === FAILED_KEY) logger.error({ ...errorForLog(error), job: job.id }, 'plan generation failed');
    else logger.warn({ job: job.id, reason: key }, 'plan generation failed');
    await db.transaction(async (tx) => {
      const failed = await tx
        .update(planJobs)
        .set({ status: 'failed', error: key, claim_token: null, claimed_until: null, updated_at: new Date() })
        .where(holds(job))
        .returning({ id: planJobs.id });
      if (failed.length > 0 && job.answersComment) await dropUnansweredComment(tx, actor, job.kind);
    });
    return { ...job, status: 'failed', error: key };
  }
}

/** Runs every due job until none is left; what a worker does on each tick. */
export async function runDueJobs(db: Database, deps: JobDeps): Promise<number> {
  await failAbandonedJobs(db);
  let ran = 0;
  for (;;) {
    const job = await claimJob(db, deps.timeoutMs);
    if (!job) return ran;
    await runClaimedJob(db, job, deps);
    ran++;
  }
}

/** A job that failed in the request that asked for it was reported there; nothing of it stays. */
export async function forgetJob(db: Writer, id: number): Promise<void> {
  await db.delete(planJobs).where(eq(planJobs.id, id));
}

import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import type { PlanJobKind, PreviousPlan } from '~/db/schema/plan-jobs';
import { listOwnAnswers } from '~/features/questionnaire/answers.server';
import type { AnswerMap } from '~/features/questionnaire/questions';
import type { LocaleCode } from '~/i18n/locales';
import {
  claimJob,
  enqueuePlanJob,
  type ClaimedJob,
  forgetJob,
  latestCommentChange,
  openJob,
  planLocale,
  runClaimedJob,
  takeUnseenFailure,
  type JobDeps,
  type JobView,
} from './jobs.server';
import {
  appendComment,
  dropUnansweredComment,
  loadPlan,
  type PlanRecord,
  type Writer,
} from './records.server';
import { missingAnswers } from './required';
import { saveStatedAnswers } from './stated-answers.server';
import { nudgePlanWorker } from './worker.server';

export type PlanPage =
  | { state: 'missing-answers'; missing: string[] }
  | {
      state: 'ready';
      plan: PlanRecord | null;
      /** The generation under way, step by step; the page polls while it runs. */
      job: JobView | null;
      /** Why the last generation failed, shown once. */
      failure: string | null;
      /** The plan before the latest comment, to show what changed. */
      previous: PreviousPlan | null;
    };

const isEmpty = (plan: PlanRecord) =>
  'meals' in plan ? plan.meals.length === 0 : plan.schedule.length === 0;

type Queued = { id: number; created: boolean; claimed: ClaimedJob | null };

/**
 * Queues a generation. With the embedded planner (it answers at once) the request that asked runs
 * it, so the job is claimed in the transaction that queues it: the background worker, which makes a
 * pass every few seconds, cannot take it in between and leave this request with nothing to run.
 */
async function queueJob(
  tx: Writer,
  actor: Actor,
  kind: PlanJobKind,
  options: { locale: LocaleCode; answersComment: boolean },
  deps: JobDeps,
): Promise<Queued> {
  const job = await enqueuePlanJob(tx, actor, kind, options);
  const runsHere = job.created && deps.provider.kind === 'embedded';
  return { ...job, claimed: runsHere ? await claimJob(tx, deps.timeoutMs, job.id) : null };
}

/** Runs a job this request claimed; any other is the worker's, and the page follows its steps. */
async function runQueued(db: Database, queued: Queued, deps: JobDeps): Promise<JobView | null> {
  if (queued.claimed) return runClaimedJob(db, queued.claimed, deps);
  nudgePlanWorker();
  return null;
}

/**
 * A plan page: the plan, made first when there is none or an answer it depends on changed
 * (need_regenerate); the questions to answer first when it cannot be made yet.
 */
export async function planPage(
  db: Database,
  actor: Actor,
  kind: PlanJobKind,
  locale: LocaleCode,
  deps: JobDeps,
): Promise<PlanPage> {
  const missing = missingAnswers(kind, await listOwnAnswers(db, actor));
  if (missing.length > 0) return { state: 'missing-answers', missing };
  let job = await openJob(db, actor, kind);
  // Read after the job: one that ends in between leaves its failure to this read (read first, the
  // failure would be missed and the job gone, and the page would stop following it unaware).
  const failure = job ? null : await takeUnseenFailure(db, actor, kind);
  let plan = await loadPlan(db, actor, kind);
  // A plan is written in one language: a reader of another gets it again in theirs.
  const otherLanguage = async () => {
    const written = await planLocale(db, actor, kind);
    return written !== null && written !== locale;
  };
  // After a failure the page says so and keeps what it has; coming back tries again.
  if (!job && !failure && (!plan || plan.needRegenerate || (await otherLanguage()))) {
    const queued = await db.transaction((tx) =>
      queueJob(tx, actor, kind, { locale, answersComment: false }, deps),
    );
    const ran = await runQueued(db, queued, deps);
    job = ran?.status === 'done' || ran?.status === 'failed' ? null : await openJob(db, actor, kind);
    if (ran?.status === 'failed') {
      await forgetJob(db, queued.id);
      return { state: 'ready', plan, job: null, failure: ran.error, previous: null };
    }
    plan = await loadPlan(db, actor, kind);
  }
  if (!job && plan && plan.userComments.length > plan.agentComments.length) {
    // Spec 000 section 4, step 5: a comment nobody answered (its generation died) is dropped.
    await dropUnansweredComment(db, actor, kind);
    plan = await loadPlan(db, actor, kind);
  }
  const previous = await latestCommentChange(db, actor, kind);
  return { state: 'ready', plan, job, failure, previous };
}

/**
 * Whether opening the plan's page would make the plan now: its answers are in, nothing is being
 * made, and there is no plan or one an answer has changed under (need_regenerate).
 */
export async function planDue(
  db: Database,
  actor: Actor,
  kind: PlanJobKind,
  answers?: AnswerMap,
): Promise<boolean> {
  if (missingAnswers(kind, answers ?? (await listOwnAnswers(db, actor))).length > 0) return false;
  if (await openJob(db, actor, kind)) return false;
  const plan = await loadPlan(db, actor, kind);
  return !plan || plan.needRegenerate;
}

export type CommentOutcome =
  | { ok: true; status: 'done'; reply: string | null }
  | { ok: true; status: 'queued' }
  | { ok: false; error: string; status: 400 | 409 | 422 };

/**
 * The comment flow of spec 000 section 4: the comment is saved, the plan regenerated with it, the
 * plan and a planner reply stored; when that fails the comment is taken back and the plan stays.
 */
export async function commentOnPlan(
  db: Database,
  actor: Actor,
  kind: PlanJobKind,
  comment: string,
  locale: LocaleCode,
  deps: JobDeps,
): Promise<CommentOutcome> {
  const missing = missingAnswers(kind, await listOwnAnswers(db, actor));
  if (missing.length > 0) return { ok: false, error: 'plans:errors.missing_answers', status: 400 };
  const plan = await loadPlan(db, actor, kind);
  if (!plan || isEmpty(plan)) return { ok: false, error: 'plans:errors.no_plan', status: 400 };
  if (await openJob(db, actor, kind)) return { ok: false, error: 'plans:errors.busy', status: 409 };
  await saveStatedAnswers(db, actor, kind, comment, locale);
  const job = await db.transaction(async (tx) => {
    if (!(await appendComment(tx, actor, kind, comment))) return null;
    return queueJob(tx, actor, kind, { locale, answersComment: true }, deps);
  });
  if (!job?.created) return { ok: false, error: 'plans:errors.busy', status: 409 };
  const ran = await runQueued(db, job, deps);
  if (!ran) return { ok: true, status: 'queued' };
  if (ran.status === 'failed') {
    // Reported in this answer: neither the comment (taken back by the job) nor the job stays.
    await forgetJob(db, job.id);
    return { ok: false, error: ran.error ?? 'plans:errors.generation_failed', status: 422 };
  }
  if (ran.status !== 'done') return { ok: true, status: 'queued' };
  const after = await loadPlan(db, actor, kind);
  return { ok: true, status: 'done', reply: after?.agentComments.at(-1) ?? null };
}

import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import type { PlanJobKind, PreviousPlan } from '~/db/schema/plan-jobs';
import { listOwnAnswers } from '~/features/questionnaire/answers.server';
import type { LocaleCode } from '~/i18n/locales';
import {
  claimJob,
  enqueuePlanJob,
  forgetJob,
  latestCommentChange,
  openJob,
  planLocale,
  runClaimedJob,
  takeUnseenFailure,
  type JobDeps,
  type JobView,
} from './jobs.server';
import { appendComment, dropUnansweredComment, loadPlan, type PlanRecord } from './records.server';
import { missingAnswers } from './required';
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

/**
 * Runs a job in the request that asked for it when the embedded planner answers (at once); with a
 * remote model the worker runs it and the page follows its steps.
 */
async function runNowIfEmbedded(db: Database, id: number, deps: JobDeps): Promise<JobView | null> {
  if (deps.provider.kind !== 'embedded') {
    nudgePlanWorker();
    return null;
  }
  const job = await claimJob(db, deps.timeoutMs, id);
  return job ? runClaimedJob(db, job, deps) : null;
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
  const failure = await takeUnseenFailure(db, actor, kind);
  let job = await openJob(db, actor, kind);
  let plan = await loadPlan(db, actor, kind);
  // A plan is written in one language: a reader of another gets it again in theirs.
  const otherLanguage = async () => {
    const written = await planLocale(db, actor, kind);
    return written !== null && written !== locale;
  };
  // After a failure the page says so and keeps what it has; coming back tries again.
  if (!job && !failure && (!plan || plan.needRegenerate || (await otherLanguage()))) {
    const { id } = await enqueuePlanJob(db, actor, kind, { locale, answersComment: false });
    const ran = await runNowIfEmbedded(db, id, deps);
    job = ran?.status === 'done' || ran?.status === 'failed' ? null : await openJob(db, actor, kind);
    if (ran?.status === 'failed') {
      await forgetJob(db, id);
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
  const job = await db.transaction(async (tx) => {
    if (!(await appendComment(tx, actor, kind, comment))) return null;
    return enqueuePlanJob(tx, actor, kind, { locale, answersComment: true });
  });
  if (!job?.created) return { ok: false, error: 'plans:errors.busy', status: 409 };
  const ran = await runNowIfEmbedded(db, job.id, deps);
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

import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, ownerId, updatedAt } from './columns';
import type { Meal, ScheduleDay } from './plans';

export type PreviousPlan = { meals: Meal[] } | { schedule: ScheduleDay[] };

export const planJobKinds = ['diet', 'workout', 'meditation'] as const;
export type PlanJobKind = (typeof planJobKinds)[number];

/** The steps a job goes through, in order; the page shows each as waiting, running or done. */
export const planJobSteps = ['diet', 'threats', 'workout', 'meditation', 'reply'] as const;
export type PlanJobStep = (typeof planJobSteps)[number];

export const planJobStatuses = ['queued', 'running', 'done', 'failed'] as const;
export type PlanJobStatus = (typeof planJobStatuses)[number];

/**
 * One generation of one plan (decision 035): claimed with SKIP LOCKED and a lease, so a restart or
 * a second server neither loses nor doubles it.
 */
export const planJobs = pgTable(
  'plan_jobs',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: ownerId(),
    kind: varchar('kind', { length: 20 }).$type<PlanJobKind>().notNull(),
    /** The language the plan is written in. */
    locale: varchar('locale', { length: 5 }).notNull(),
    /** Whether it answers a user comment: then a planner reply is stored with the plan. */
    answers_comment: boolean('answers_comment').notNull().default(false),
    steps: jsonb('steps').$type<PlanJobStep[]>().notNull(),
    done_steps: jsonb('done_steps').$type<PlanJobStep[]>().notNull().default([]),
    status: varchar('status', { length: 10 }).$type<PlanJobStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    claimed_until: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    /** Who holds the lease: only the holder may store the result. */
    claim_token: uuid('claim_token'),
    /** The plan before a comment's regeneration, so that the page can show what changed. */
    previous_plan: jsonb('previous_plan').$type<PreviousPlan>(),
    /** The i18n key of why it failed. */
    error: varchar('error', { length: 100 }),
    /** Whether the owner has been shown the failure. */
    error_seen: boolean('error_seen').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    // At most one open generation per plan: asking twice joins the running one.
    uniqueIndex('plan_jobs_open_key')
      .on(t.user_id, t.kind)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('plan_jobs_due_idx')
      .on(t.created_at)
      .where(sql`${t.status} in ('queued', 'running')`),
  ],
);

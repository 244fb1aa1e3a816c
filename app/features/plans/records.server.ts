import { eq, sql } from 'drizzle-orm';
import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import type { PlanJobKind } from '~/db/schema/plan-jobs';
import { userExercises, userMeals, userMeditations } from '~/db/schema/plans';
import {
  mealsSchema,
  meditationScheduleSchema,
  threatsSchema,
  workoutScheduleSchema,
  type DiseaseThreat,
  type Meal,
  type ScheduleDay,
} from '~/features/planner';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Writer = Database | Transaction;

const scheduleTables = { workout: userExercises, meditation: userMeditations } as const;
const scheduleSchemas = { workout: workoutScheduleSchema, meditation: meditationScheduleSchema } as const;

export type Conversation = { userComments: string[]; agentComments: string[] };

export type DietRecord = Conversation & {
  meals: Meal[];
  threats: DiseaseThreat[];
  needRegenerate: boolean;
};

export type ScheduleRecord = Conversation & { schedule: ScheduleDay[]; needRegenerate: boolean };

export type PlanRecord = DietRecord | ScheduleRecord;

function tableOf(kind: PlanJobKind) {
  return kind === 'diet' ? userMeals : scheduleTables[kind];
}

/** A stored plan failing its schema (spec 000 section 5) is treated as empty. */
function checked<T>(schema: { safeParse(value: unknown): { success: boolean } }, value: T[]): T[] {
  return schema.safeParse(value).success ? value : [];
}

export async function loadDiet(db: Writer, actor: Actor): Promise<DietRecord | null> {
  const [row] = await db
    .select({
      meals: userMeals.meals,
      threats: userMeals.disease_threats,
      userComments: userMeals.user_comments,
      agentComments: userMeals.agent_comments,
      needRegenerate: userMeals.need_regenerate,
    })
    .from(userMeals)
    .where(eq(userMeals.user_id, actor.id));
  if (!row) return null;
  const meals = checked(mealsSchema, row.meals);
  const threats = checked(threatsSchema, row.threats);
  // Spec 000 section 4: true when meals or threats are missing.
  const needRegenerate = row.needRegenerate || meals.length === 0 || threats.length === 0;
  return { ...row, meals, threats, needRegenerate };
}

export async function loadSchedule(
  db: Writer,
  actor: Actor,
  kind: 'workout' | 'meditation',
): Promise<ScheduleRecord | null> {
  const table = scheduleTables[kind];
  const [row] = await db
    .select({
      schedule: table.schedule,
      userComments: table.user_comments,
      agentComments: table.agent_comments,
      needRegenerate: table.need_regenerate,
    })
    .from(table)
    .where(eq(table.user_id, actor.id));
  if (!row) return null;
  const schedule = checked(scheduleSchemas[kind], row.schedule);
  return { ...row, schedule, needRegenerate: row.needRegenerate || schedule.length === 0 };
}

export function loadPlan(db: Writer, actor: Actor, kind: PlanJobKind): Promise<PlanRecord | null> {
  return kind === 'diet' ? loadDiet(db, actor) : loadSchedule(db, actor, kind);
}

export type GeneratedPlan =
  | { kind: 'diet'; meals: Meal[]; threats: DiseaseThreat[] }
  | { kind: 'workout' | 'meditation'; schedule: ScheduleDay[] };

/**
 * Stores a generated plan and, for a comment, the planner's reply (spec 000 section 4): an update
 * when the user has a row, else an insert. need_regenerate is false after generation.
 */
export async function savePlan(db: Writer, actor: Actor, plan: GeneratedPlan, reply?: string): Promise<void> {
  const table = tableOf(plan.kind);
  const content =
    plan.kind === 'diet' ? { meals: plan.meals, disease_threats: plan.threats } : { schedule: plan.schedule };
  const replies = reply === undefined ? [] : [reply];
  await db
    .insert(table)
    .values({ user_id: actor.id, ...content, agent_comments: replies, need_regenerate: false })
    .onConflictDoUpdate({
      target: table.user_id,
      set: {
        ...content,
        agent_comments: sql`${table.agent_comments} || ${JSON.stringify(replies)}::jsonb`,
        need_regenerate: false,
        updated_at: new Date(),
      },
    });
}

/**
 * Step 1 of the comment flow: the comment is saved first. It leaves updated_at alone (that tells
 * when the plan was stored), so taking a failed comment back leaves the row as it was.
 */
export async function appendComment(db: Writer, actor: Actor, kind: PlanJobKind, comment: string) {
  const table = tableOf(kind);
  const rows = await db
    .update(table)
    .set({ user_comments: sql`${table.user_comments} || ${JSON.stringify([comment])}::jsonb` })
    .where(eq(table.user_id, actor.id))
    .returning({ id: table.id });
  return rows.length > 0;
}

/**
 * Step 4 (and 5): the newest user comment goes when user comments outnumber planner replies, that
 * is when it was never answered.
 */
export async function dropUnansweredComment(db: Writer, actor: Actor, kind: PlanJobKind): Promise<void> {
  const table = tableOf(kind);
  await db
    .update(table)
    .set({ user_comments: sql`${table.user_comments} - -1` })
    .where(
      sql`${table.user_id} = ${actor.id} and jsonb_array_length(${table.user_comments}) > jsonb_array_length(${table.agent_comments})`,
    );
}

/** Marks a plan as needing generation, making its row if there is none. */
export async function ensurePlanRow(db: Writer, actor: Actor, kind: PlanJobKind): Promise<void> {
  const table = tableOf(kind);
  await db.insert(table).values({ user_id: actor.id }).onConflictDoNothing({ target: table.user_id });
}

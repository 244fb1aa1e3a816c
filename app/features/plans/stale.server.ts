import { eq } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { userExercises, userMeals, userMeditations } from '~/db/schema/plans';
import type { PlanKind } from '~/features/questionnaire/questions/types';

const planTables = { meals: userMeals, exercises: userExercises, meditations: userMeditations } as const;

/** Every plan: a new genetic profile or microbiome can change each of them. */
export const ALL_PLANS: ReadonlySet<PlanKind> = new Set(['meals', 'exercises', 'meditations']);

/**
 * Plans made from data that has since changed (an answer, a finished test) are made again on
 * their next visit (decision 022). Runs in the caller's transaction, with the change itself.
 */
export async function markPlansStale(db: Database, userId: string, plans: ReadonlySet<PlanKind>) {
  for (const plan of plans) {
    const table = planTables[plan];
    await db
      .update(table)
      .set({ need_regenerate: true, updated_at: new Date() })
      .where(eq(table.user_id, userId));
  }
}

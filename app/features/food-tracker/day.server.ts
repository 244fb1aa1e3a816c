import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { userTrackerFoods } from '~/db/schema/tracking';
import { loadDiet } from '~/features/plans/records.server';
import { planTargets } from './day';

export type FoodDay = {
  eatenKcal: number;
  eatenCarbohydrate: number;
  targetKcal: number | null;
  targetCarbohydrate: number | null;
};

/**
 * What the actor ate on a day (YYYY-MM-DD in their time zone) against their diet plan's targets
 * (null without a plan), for the home page: one round of two queries run side by side.
 */
export async function ownFoodDay(db: Database, actor: Actor, day: string): Promise<FoodDay> {
  const [[eaten], diet] = await Promise.all([
    db
      .select({
        kcal: sql<number>`coalesce(sum(${userTrackerFoods.eaten_calories}), 0)`.mapWith(Number),
        carbohydrate: sql<number>`coalesce(sum(${userTrackerFoods.eaten_carbohydrate}), 0)`.mapWith(Number),
      })
      .from(userTrackerFoods)
      .where(and(eq(userTrackerFoods.user_id, actor.id), eq(userTrackerFoods.eaten_at, day))),
    loadDiet(db, actor),
  ]);
  const targets = planTargets(diet?.meals ?? []);
  return {
    eatenKcal: Math.round(eaten?.kcal ?? 0),
    eatenCarbohydrate: Math.round((eaten?.carbohydrate ?? 0) * 10) / 10,
    targetKcal: targets.kcal,
    targetCarbohydrate: targets.carbohydrate,
  };
}

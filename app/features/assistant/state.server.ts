import { eq } from 'drizzle-orm';
import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { assistantStates } from '~/db/schema/assistant';
import { keptStateSchema, MAX_FOREVER_COUNTS, NEW_USER_STATE, type KeptState } from './state';

/** The assistant's kept state of the signed-in user; a user it never met gets the new user's. */
export async function getKeptState(db: Database, actor: Actor): Promise<KeptState> {
  const [row] = await db
    .select({
      introduced: assistantStates.introduced,
      activeGroup: assistantStates.active_group,
      forever: assistantStates.forever_counts,
    })
    .from(assistantStates)
    .where(eq(assistantStates.user_id, actor.id));
  const kept = keptStateSchema.safeParse(row);
  return kept.success ? kept.data : NEW_USER_STATE;
}

/**
 * Saves what a device learnt. Two devices may save in turn: once introduced stays introduced and a
 * count never goes down, so the later save cannot undo the earlier one.
 */
export async function saveKeptState(db: Database, actor: Actor, state: KeptState): Promise<KeptState> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ introduced: assistantStates.introduced, forever: assistantStates.forever_counts })
      .from(assistantStates)
      .where(eq(assistantStates.user_id, actor.id))
      .for('update');
    const forever = { ...row?.forever };
    for (const [key, runs] of Object.entries(state.forever)) forever[key] = Math.max(forever[key] ?? 0, runs);
    // Nodes renamed or removed over time leave keys behind; past the bound the device's own list wins.
    if (Object.keys(forever).length > MAX_FOREVER_COUNTS) {
      for (const key of Object.keys(forever)) if (!(key in state.forever)) delete forever[key];
    }
    const merged: KeptState = {
      introduced: state.introduced || Boolean(row?.introduced),
      activeGroup: state.activeGroup,
      forever,
    };
    const values = {
      introduced: merged.introduced,
      active_group: merged.activeGroup,
      forever_counts: merged.forever,
      updated_at: new Date(),
    };
    await tx
      .insert(assistantStates)
      .values({ user_id: actor.id, ...values })
      .onConflictDoUpdate({ target: assistantStates.user_id, set: values });
    return merged;
  });
}

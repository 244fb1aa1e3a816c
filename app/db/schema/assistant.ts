import { boolean, jsonb, pgTable, uuid, varchar } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';
import { updatedAt } from './columns';

/**
 * What the voice assistant keeps of a user beyond a session (spec 001 section 9: introduced, the
 * active question group, the run counts kept for good), so a second device does not introduce
 * itself again.
 */
export const assistantStates = pgTable('assistant_states', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  introduced: boolean('introduced').notNull().default(false),
  active_group: varchar('active_group', { length: 40 }).notNull().default('onboarding'),
  /** Runs of each node counted for good, by "conversation/node". */
  forever_counts: jsonb('forever_counts').$type<Record<string, number>>().notNull().default({}),
  updated_at: updatedAt(),
});

import { timestamp, uuid } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull();

/** The owner of a row; deleting an account deletes everything it owns. */
export const ownerId = () =>
  uuid('user_id')
    .notNull()
    .references(() => profiles.id, { onDelete: 'cascade' });

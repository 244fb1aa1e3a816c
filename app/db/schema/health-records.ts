import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  pgEnum,
  pgTable,
  real,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { profiles } from './accounts';
import { createdAt, ownerId } from './columns';
import { userMedicines } from './tracking';

export const doseMarkStatuses = ['taken', 'skipped'] as const;
export type DoseMarkStatus = (typeof doseMarkStatuses)[number];
export const doseMarkStatus = pgEnum('dose_mark_status', doseMarkStatuses);

/** What the user said about one scheduled dose; a dose with no mark is due, upcoming or missed. */
export const medicineDoseMarks = pgTable(
  'medicine_dose_marks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: ownerId(),
    medicine_id: bigint('medicine_id', { mode: 'number' })
      .notNull()
      .references(() => userMedicines.id, { onDelete: 'cascade' }),
    scheduled_at: timestamp('scheduled_at', { withTimezone: true, mode: 'date' }).notNull(),
    status: doseMarkStatus('status').notNull(),
    taken_at: timestamp('taken_at', { withTimezone: true, mode: 'date' }),
    /**
     * Units this taken dose took off the medicine's amount on hand; null when none did, or when the
     * user has typed a new amount since (their count already holds this dose). See decision 043.
     */
    counted_units: real('counted_units'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('medicine_dose_marks_medicine_scheduled_key').on(t.medicine_id, t.scheduled_at),
    index('medicine_dose_marks_user_id_scheduled_at_idx').on(t.user_id, t.scheduled_at),
  ],
);

/**
 * The user's settings for health records: the time zone doses are scheduled in, and the calendar
 * feed (on while a token hash is stored; only the SHA-256 of the token is kept).
 */
export const healthSettings = pgTable(
  'health_settings',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** An IANA zone the user chose; null until they do (the schedule then uses UTC). */
    time_zone: varchar('time_zone', { length: 64 }),
    calendar_token_hash: varchar('calendar_token_hash', { length: 64 }),
    calendar_enabled_at: timestamp('calendar_enabled_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('health_settings_calendar_token_hash_key')
      .on(t.calendar_token_hash)
      .where(sql`${t.calendar_token_hash} is not null`),
  ],
);

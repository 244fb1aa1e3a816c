import { bigint, index, pgEnum, pgTable, real, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, ownerId, updatedAt } from './columns';

export const glucoseUnit = pgEnum('glucose_unit', ['mg/dL', 'mmol/L']);
export const glucoseContext = pgEnum('glucose_context', [
  'fasting',
  'before_meal',
  'after_meal',
  'bedtime',
  'other',
]);

/** One glucose reading; the value is kept in mg/dL, the unit says how the user typed it. */
export const userGlucoseReadings = pgTable(
  'user_glucose_readings',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: ownerId(),
    value_mg_dl: real('value_mg_dl').notNull(),
    unit: glucoseUnit('unit').notNull(),
    context: glucoseContext('context').notNull(),
    measured_at: timestamp('measured_at', { withTimezone: true, mode: 'date' }).notNull(),
    note: varchar('note', { length: 300 }).notNull().default(''),
    created_at: createdAt(),
  },
  (t) => [index('user_glucose_readings_user_id_measured_at_idx').on(t.user_id, t.measured_at)],
);

/** The user's own target range (mg/dL); no row means the consensus 70–180. */
export const userGlucoseTargets = pgTable('user_glucose_targets', {
  user_id: ownerId().primaryKey(),
  low_mg_dl: real('low_mg_dl').notNull(),
  high_mg_dl: real('high_mg_dl').notNull(),
  updated_at: updatedAt(),
});

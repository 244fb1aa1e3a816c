import { index, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { profiles } from './accounts';
import { createdAt, updatedAt } from './columns';

export const expertProfiles = pgTable(
  'expert_profiles',
  {
    user_id: uuid('user_id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    specialty: varchar('specialty', { length: 120 }).notNull(),
    bio: text('bio').notNull().default(''),
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    location: varchar('location', { length: 120 }).notNull().default(''),
    contact_email: varchar('contact_email', { length: 254 }).notNull().default(''),
    /** One name of the app's icon set (app/ui/icon-names.ts), shown as the expert's picture. */
    photo: varchar('photo', { length: 40 }).notNull().default('stethoscope'),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('expert_profiles_specialty_idx').on(t.specialty)],
);

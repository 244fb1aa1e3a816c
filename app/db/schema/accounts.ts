import {
  bigint,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const profileTypes = ['user', 'expert', 'admin'] as const;
export const profileStatuses = ['enable', 'disable', 'block'] as const;
export const profileType = pgEnum('profile_type', profileTypes);
export const profileStatus = pgEnum('profile_status', profileStatuses);

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull();

export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    first_name: varchar('first_name', { length: 100 }).notNull(),
    last_name: varchar('last_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    type: profileType('type').notNull().default('user'),
    status: profileStatus('status').notNull().default('enable'),
    email_confirmed_at: timestamp('email_confirmed_at', { withTimezone: true, mode: 'date' }),
    created_at: createdAt(),
    updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
  },
  (t) => [
    uniqueIndex('profiles_email_key').on(sql`lower(${t.email})`),
    index('profiles_type_created_at_idx').on(t.type, t.created_at),
    index('profiles_status_idx').on(t.status),
  ],
);

export const passwords = pgTable('passwords', {
  user_id: uuid('user_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  hash: text('hash').notNull(),
  updated_at: timestamp('updated_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
});

/** The cookie holds a random token; only its SHA-256 is stored, so a leaked table opens no session. */
export const sessions = pgTable(
  'sessions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    created_at: createdAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.user_id), index('sessions_expires_at_idx').on(t.expires_at)],
);

export const verificationPurposes = ['confirm_email', 'reset_password'] as const;
export const verificationPurpose = pgEnum('verification_purpose', verificationPurposes);

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    purpose: verificationPurpose('purpose').notNull(),
    token_hash: varchar('token_hash', { length: 64 }).notNull(),
    expires_at: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('verifications_token_hash_key').on(t.token_hash),
    index('verifications_user_id_purpose_idx').on(t.user_id, t.purpose),
  ],
);

/**
 * Counters behind every rate limit (sign-in, password reset, registration, mails per recipient),
 * kept in the database so that every server instance agrees. A key names the limit and hashes of
 * the address or e-mail it counts, never the address or e-mail itself.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: varchar('key', { length: 160 }).primaryKey(),
    hits: integer('hits').notNull(),
    resets_at: timestamp('resets_at', { withTimezone: true, mode: 'date' }).notNull(),
    blocked_until: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('rate_limits_resets_at_idx').on(t.resets_at)],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to_address: varchar('to_address', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    /** The text with a placeholder where the link goes: the link's token is made only when the mail is sent. */
    body_text: text('body_text').notNull(),
    link_purpose: verificationPurpose('link_purpose'),
    user_id: uuid('user_id').references(() => profiles.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    next_attempt_at: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' })
      .defaultNow()
      .notNull(),
    claimed_until: timestamp('claimed_until', { withTimezone: true, mode: 'date' }),
    last_error: varchar('last_error', { length: 200 }),
    sent_at: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    created_at: createdAt(),
  },
  (t) => [
    index('mail_outbox_created_at_idx').on(t.created_at),
    index('mail_outbox_due_idx')
      .on(t.next_attempt_at)
      .where(sql`${t.sent_at} is null`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    actor_id: uuid('actor_id').references(() => profiles.id, { onDelete: 'set null' }),
    action: varchar('action', { length: 100 }).notNull(),
    target_type: varchar('target_type', { length: 50 }).notNull(),
    target_id: varchar('target_id', { length: 100 }).notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    created_at: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.created_at),
    index('audit_log_target_idx').on(t.target_type, t.target_id),
  ],
);

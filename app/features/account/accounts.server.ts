import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { passwords, profiles } from '~/db/schema/accounts';
import { getDecoyHash, hashPassword, verifyPassword } from '~/auth/password.server';
import { weakPasswordReasons, type WeakPasswordReason } from '~/auth/password-strength';
import { createSession, deleteUserSessions } from '~/auth/session.server';
import { translate } from '~/i18n/translate.server';
import type { LocaleCode } from '~/i18n/locales';
import { sendMail } from '~/mail/mailer.server';
import { attemptKeys, isSignInLimited, recordSignInAttempt } from './rate-limit.server';
import { consumeVerification, createVerification } from './verification.server';

export type RegisterInput = { firstName: string; lastName: string; email: string; password: string };

export type RegisterResult =
  | { ok: true; userId: string }
  | { ok: false; error: 'email_taken' }
  | { ok: false; error: 'weak_password'; reasons: WeakPasswordReason[] };

async function findProfileIdByEmail(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(sql`lower(${profiles.email})`, email.toLowerCase()));
  return row?.id;
}

function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
  return code === '23505';
}

/** Creates a profile and its password in one transaction and mails the confirm link. */
export async function registerAccount(
  db: Database,
  input: RegisterInput,
  mail: { origin: string; locale: LocaleCode },
): Promise<RegisterResult> {
  const reasons = weakPasswordReasons(input.password, input.email);
  if (reasons.length > 0) return { ok: false, error: 'weak_password', reasons };
  if (await findProfileIdByEmail(db, input.email)) return { ok: false, error: 'email_taken' };
  const hash = await hashPassword(input.password);
  let userId: string;
  try {
    userId = await db.transaction(async (tx) => {
      const [profile] = await tx
        .insert(profiles)
        .values({ first_name: input.firstName, last_name: input.lastName, email: input.email })
        .returning({ id: profiles.id });
      if (!profile) throw new Error('profile insert returned nothing');
      await tx.insert(passwords).values({ user_id: profile.id, hash });
      return profile.id;
    });
  } catch (error) {
    // Two registrations of one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) return { ok: false, error: 'email_taken' };
    throw error;
  }
  await sendConfirmation(db, userId, input.email, mail);
  return { ok: true, userId };
}

async function sendConfirmation(
  db: Database,
  userId: string,
  email: string,
  { origin, locale }: { origin: string; locale: LocaleCode },
): Promise<void> {
  const token = await createVerification(db, userId, 'confirm_email');
  const link = `${origin}/auth/confirm?token=${token}`;
  await sendMail(db, {
    to: email,
    subject: translate(locale, 'auth:mail.confirm_subject'),
    text: translate(locale, 'auth:mail.confirm_body', { link }),
  });
}

export type ConfirmResult = { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

export async function confirmEmail(db: Database, token: string): Promise<ConfirmResult> {
  const result = await consumeVerification(db, token, 'confirm_email');
  if (!result.ok) return result;
  await db
    .update(profiles)
    .set({ email_confirmed_at: new Date(), updated_at: new Date() })
    .where(eq(profiles.id, result.userId));
  return { ok: true };
}

export type SignInResult =
  | { ok: true; token: string; expiresAt: Date; type: 'user' | 'expert' | 'admin' }
  | { ok: false; error: 'invalid_credentials' | 'rate_limited' | 'email_not_confirmed' | 'account_disabled' };

/** A wrong password and an unknown e-mail get the same answer, in about the same time. */
export async function signIn(
  db: Database,
  input: { email: string; password: string; ip: string },
): Promise<SignInResult> {
  const keys = attemptKeys(input.email, input.ip);
  if (await isSignInLimited(db, keys)) return { ok: false, error: 'rate_limited' };
  const [row] = await db
    .select({
      id: profiles.id,
      type: profiles.type,
      status: profiles.status,
      confirmedAt: profiles.email_confirmed_at,
      hash: passwords.hash,
    })
    .from(profiles)
    .innerJoin(passwords, eq(passwords.user_id, profiles.id))
    .where(eq(sql`lower(${profiles.email})`, input.email));
  const matches = await verifyPassword(row?.hash ?? (await getDecoyHash()), input.password);
  await recordSignInAttempt(db, keys, Boolean(row && matches));
  if (!row || !matches) return { ok: false, error: 'invalid_credentials' };
  if (row.status !== 'enable') return { ok: false, error: 'account_disabled' };
  if (!row.confirmedAt) return { ok: false, error: 'email_not_confirmed' };
  const session = await createSession(db, row.id);
  return { ok: true, token: session.token, expiresAt: session.expiresAt, type: row.type };
}

/** Always looks the same to the caller, so it cannot be used to learn which addresses have accounts. */
export async function requestPasswordReset(
  db: Database,
  email: string,
  mail: { origin: string; locale: LocaleCode },
): Promise<void> {
  const userId = await findProfileIdByEmail(db, email);
  if (!userId) return;
  const token = await createVerification(db, userId, 'reset_password');
  const link = `${mail.origin}/auth/reset-password?token=${token}`;
  await sendMail(db, {
    to: email,
    subject: translate(mail.locale, 'auth:mail.reset_subject'),
    text: translate(mail.locale, 'auth:mail.reset_body', { link }),
  });
}

export type ResetResult =
  | { ok: true }
  | { ok: false; error: 'invalid_link' }
  | { ok: false; error: 'weak_password'; reasons: WeakPasswordReason[] };

/** Sets a new password from a reset link; every open session of the account ends. */
export async function resetPassword(db: Database, token: string, password: string): Promise<ResetResult> {
  const reasons = weakPasswordReasons(password);
  if (reasons.length > 0) return { ok: false, error: 'weak_password', reasons };
  const result = await consumeVerification(db, token, 'reset_password');
  if (!result.ok) return { ok: false, error: 'invalid_link' };
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await tx
      .update(passwords)
      .set({ hash, updated_at: new Date() })
      .where(eq(passwords.user_id, result.userId));
    // Following a reset link proves the address too.
    await tx
      .update(profiles)
      .set({ email_confirmed_at: sql`coalesce(${profiles.email_confirmed_at}, now())` })
      .where(eq(profiles.id, result.userId));
    await deleteUserSessions(tx, result.userId);
  });
  return { ok: true };
}

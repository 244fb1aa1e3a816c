import { eq, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { passwords, profiles } from '~/db/schema/accounts';
import { getDecoyHash, hashPassword, verifyPassword } from '~/auth/password.server';
import { weakPasswordReasons, type WeakPasswordReason } from '~/auth/password-strength';
import { createSession, deleteUserSessions } from '~/auth/session.server';
import type { LocaleCode } from '~/i18n/locales';
import { queueLinkMail } from './mail.server';
import { BUDGETS, forgetSignInFailures, limitKeys, refund, spend, takeSignInTry } from './rate-limit.server';
import { consumeVerification, endVerifications } from './verification.server';

export type RegisterInput = { firstName: string; lastName: string; email: string; password: string };

export type RegisterResult =
  | { ok: true; userId: string }
  | { ok: false; error: 'email_taken' }
  | { ok: false; error: 'rate_limited' }
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

export type MailContext = { locale: LocaleCode; ip: string };

/**
 * Creates a profile and its password in one transaction and queues the confirm mail. Accounts that
 * one client address makes and nobody confirms are limited, so the form cannot mail strangers.
 */
export async function registerAccount(
  db: Database,
  input: RegisterInput,
  context: MailContext,
): Promise<RegisterResult> {
  const reasons = weakPasswordReasons(input.password, input.email);
  if (reasons.length > 0) return { ok: false, error: 'weak_password', reasons };
  if (await findProfileIdByEmail(db, input.email)) return { ok: false, error: 'email_taken' };
  const budgetKey = limitKeys.address('register', context.ip);
  if (!(await spend(db, budgetKey, BUDGETS.unconfirmedRegistrationsPerAddress))) {
    return { ok: false, error: 'rate_limited' };
  }
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
    await refund(db, budgetKey);
    // Two registrations of one address at the same moment: the unique index decides.
    if (isUniqueViolation(error)) return { ok: false, error: 'email_taken' };
    throw error;
  }
  await queueLinkMail(db, { to: input.email, userId, purpose: 'confirm_email', locale: context.locale });
  return { ok: true, userId };
}

export type ConfirmResult = { ok: true } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/** A confirmation gives the confirming address back its registration budget: that account was wanted. */
export async function confirmEmail(db: Database, token: string, ip: string): Promise<ConfirmResult> {
  const result = await consumeVerification(db, token, 'confirm_email');
  if (!result.ok) return result;
  await refund(db, limitKeys.address('register', ip));
  await db
    .update(profiles)
    .set({ email_confirmed_at: new Date(), updated_at: new Date() })
    .where(eq(profiles.id, result.userId));
  return { ok: true };
}

export type SignInResult =
  | { ok: true; token: string; expiresAt: Date; type: 'user' | 'expert' | 'admin' }
  | { ok: false; error: 'invalid_credentials' | 'rate_limited' | 'email_not_confirmed' | 'account_disabled' };

/**
 * A wrong password and an unknown e-mail get the same answer, in about the same time. A try is
 * taken from the (account, client address) pair and from the address's budget before the password
 * is checked, so tries that arrive together cannot overspend either.
 */
export async function signIn(
  db: Database,
  input: { email: string; password: string; ip: string; locale?: LocaleCode },
): Promise<SignInResult> {
  if (!(await takeSignInTry(db, input.email, input.ip))) return { ok: false, error: 'rate_limited' };
  const addressKey = limitKeys.address('sign-in', input.ip);
  if (!(await spend(db, addressKey, BUDGETS.signInPerAddress))) return { ok: false, error: 'rate_limited' };
  const [row] = await db
    .select({
      id: profiles.id,
      email: profiles.email,
      type: profiles.type,
      status: profiles.status,
      confirmedAt: profiles.email_confirmed_at,
      hash: passwords.hash,
    })
    .from(profiles)
    .innerJoin(passwords, eq(passwords.user_id, profiles.id))
    .where(eq(sql`lower(${profiles.email})`, input.email.toLowerCase()));
  const matches = await verifyPassword(row?.hash ?? (await getDecoyHash()), input.password);
  if (!row || !matches) return { ok: false, error: 'invalid_credentials' };
  await forgetSignInFailures(db, input.email, input.ip);
  await refund(db, addressKey);
  if (row.status !== 'enable') return { ok: false, error: 'account_disabled' };
  if (!row.confirmedAt) {
    // Only the owner (who knows the password) can ask for a new confirm link, and no more often than the mail budget allows.
    await queueLinkMail(db, {
      to: row.email,
      userId: row.id,
      purpose: 'confirm_email',
      locale: input.locale ?? 'en',
    });
    return { ok: false, error: 'email_not_confirmed' };
  }
  const session = await createSession(db, row.id);
  return { ok: true, token: session.token, expiresAt: session.expiresAt, type: row.type };
}

/**
 * Always looks the same to the caller, so it cannot be used to learn which addresses have accounts:
 * the same budgets are spent for known and unknown addresses, and the mail is only queued here.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  context: MailContext,
): Promise<{ ok: true } | { ok: false; error: 'rate_limited' }> {
  if (!(await spend(db, limitKeys.address('reset', context.ip), BUDGETS.resetPerAddress))) {
    return { ok: false, error: 'rate_limited' };
  }
  const userId = await findProfileIdByEmail(db, email);
  if (userId)
    await queueLinkMail(db, { to: email, userId, purpose: 'reset_password', locale: context.locale });
  else await spend(db, limitKeys.account('mail-to', email), BUDGETS.mailsPerRecipient);
  return { ok: true };
}

export type ResetResult =
  | { ok: true }
  | { ok: false; error: 'invalid_link' }
  | { ok: false; error: 'weak_password'; reasons: WeakPasswordReason[] };

/** Sets a new password from a reset link; every open session and every other reset link of the account ends. */
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
    await endVerifications(tx, result.userId, 'reset_password');
    const [profile] = await tx
      .select({ email: profiles.email })
      .from(profiles)
      .where(eq(profiles.id, result.userId));
    // The owner proved the address: no throttle from failed sign-ins stays on the account.
    if (profile) await forgetSignInFailures(tx, profile.email);
  });
  return { ok: true };
}

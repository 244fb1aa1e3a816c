// Accounts for journeys that are not about signing up or signing in: made in one step through the
// app's own account functions on the e2e server's database, so a journey pays for no registration
// form, mail, confirm link or sign-in form it does not test (the account journeys test those).
import { drizzle } from 'drizzle-orm/node-postgres';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import type { ProfileType } from '~/auth/actor';
import { hashPassword } from '~/auth/password.server';
import { createSession, SESSION_COOKIE } from '~/auth/session.server';
import type { Database } from '~/db/client.server';
import { profiles } from '~/db/schema/accounts';
import { upsertConfirmedAccount } from '~/features/account/create-account.server';
import { LANGUAGE_COOKIE } from '~/i18n/locales';
import { connection } from './app-database';
import { baseUrl, newPage, STRONG_PASSWORD, uniqueEmail } from './browser';

type Names = { first: string; last: string };

/** Runs `work` with the app's own query builder on the e2e server's database, then disconnects. */
async function onAppDatabase<T>(work: (db: Database) => Promise<T>): Promise<T> {
  const client = new pg.Client(connection());
  await client.connect();
  try {
    return await work(drizzle(client));
  } finally {
    await client.end();
  }
}

let passwordHash: Promise<string> | undefined;

/**
 * A confirmed account with STRONG_PASSWORD, as an operator makes one (the password is hashed once per
 * test file, at the app's own cost). Returns its e-mail address and profile id.
 */
export async function confirmedAccount(
  names: Names = { first: 'Maya', last: 'Sol' },
  type: ProfileType = 'user',
): Promise<{ email: string; userId: string }> {
  passwordHash ??= hashPassword(STRONG_PASSWORD);
  const email = uniqueEmail();
  const userId = await onAppDatabase((db) =>
    upsertConfirmedAccount(db, {
      email,
      password: STRONG_PASSWORD,
      passwordHash,
      firstName: names.first,
      lastName: names.last,
      type,
    }),
  );
  return { email, userId };
}

/** Gives the browser context a session of the account, as the sign-in form's cookie would. */
export async function signInContext(context: BrowserContext, userId: string): Promise<void> {
  const session = await onAppDatabase((db) => createSession(db, userId));
  await context.addCookies([
    {
      name: SESSION_COOKIE,
      value: session.token,
      url: baseUrl(),
      httpOnly: true,
      sameSite: 'Lax',
      expires: Math.floor(session.expiresAt.getTime() / 1000),
    },
  ]);
}

/**
 * A new confirmed user signed in on the page's browser context, and the page on /home: where the
 * sign-in form would have left them.
 */
export async function signInNewUser(
  page: Page,
  options: { names?: Names; type?: ProfileType } = {},
): Promise<{ email: string; userId: string }> {
  const account = await confirmedAccount(options.names, options.type);
  await signInContext(page.context(), account.userId);
  await page.goto('/home');
  await languageSettled(page);
  return account;
}

/** A new browser context and page with a new confirmed user signed in, on /home. */
export async function signedInUser(
  browser: Browser,
  options: { names?: Names; type?: ProfileType; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page; email: string; userId: string }> {
  const { context, page } = await newPage(browser, { locale: options.locale });
  return { context, page, ...(await signInNewUser(page, options)) };
}

/** The e2e admin signed in on the page's browser context, and the page on the manager panel's dashboard. */
export async function signInAdmin(page: Page): Promise<void> {
  const email = inject('adminEmail').toLowerCase();
  const [admin] = await onAppDatabase((db) =>
    db
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(sql`lower(${profiles.email})`, email)),
  );
  if (!admin) throw new Error(`no admin account ${email}`);
  await signInContext(page.context(), admin.id);
  await page.goto('/admin');
  await languageSettled(page);
}

/**
 * Waits for the first page's language detection to save its cookie. A test that then sets another
 * language cannot be overwritten by a detection answer still on its way (the renderer's view of the
 * cookies lags a cookie set from outside, so the page would not see the test's choice).
 */
async function languageSettled(page: Page): Promise<void> {
  await page.waitForFunction((name) => document.cookie.includes(`${name}=`), LANGUAGE_COOKIE);
}

/** A new browser context and page with the e2e admin signed in, on the dashboard. */
export async function signedInAdmin(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const opened = await newPage(browser);
  await signInAdmin(opened.page);
  return opened;
}

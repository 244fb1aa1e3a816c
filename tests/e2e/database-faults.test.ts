import fs from 'node:fs';
import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { signInNewUser } from './support/accounts';
import { baseUrl, launchBrowser, newPage } from './support/browser';

// PostgreSQL restarts, failovers and an operator's pg_terminate_backend drop the app's connections;
// the journey a user is on must go on (on PGlite there is no backend to drop).
describe.runIf(process.env.E2E_DATABASE === 'postgres')(
  'database connections dropped',
  { tags: ['database-server'] },
  () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(() => browser.close());

    /** Ends every connection the server holds, as `pg_terminate_backend` from an operator does. */
    async function terminateAppBackends(): Promise<number> {
      const client = new pg.Client({ connectionString: inject('databaseUrl') });
      await client.connect();
      const others = 'datname = current_database() and pid <> pg_backend_pid()';
      const result = await client.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where ${others}`,
      );
      for (let attempt = 0; attempt < 50; attempt++) {
        const left = await client.query(`select count(*)::int as n from pg_stat_activity where ${others}`);
        if (left.rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.end();
      return result.rowCount ?? 0;
    }

    it('the next page and the next save work after the app’s backends are terminated', async () => {
      const { context, page } = await newPage(browser);
      await signInNewUser(page, { names: { first: 'Noor', last: 'Haddad' } });

      expect(await terminateAppBackends()).toBeGreaterThan(0);
      await page.getByRole('link', { name: 'Profile' }).first().click();
      await page.waitForURL('**/profile');
      expect(await page.getByLabel('First name').inputValue()).toBe('Noor');

      expect(await terminateAppBackends()).toBeGreaterThan(0);
      await page.getByLabel('First name').fill('Nour');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Your profile was saved.').waitFor();
      await page.reload();
      expect(await page.getByLabel('First name').inputValue()).toBe('Nour');

      expect((await fetch(`${baseUrl()}/healthz`)).status).toBe(200);
      expect(fs.readFileSync(inject('serverLog'), 'utf8')).toContain('database connection lost');
      await context.close();
    });
  },
);

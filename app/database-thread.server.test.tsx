import { sql } from 'drizzle-orm';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../tests/support/databases';
import { openWorkerDatabase } from '../tests/support/embedded-database';
import type { Database } from './db/client.server';
// The server's strings, every language (the root route loads them the same way).
import './i18n/bundled.server';
import { getI18n } from './i18n/instance';
import Landing from './routes/visitor/landing';

// The server renders pages on the main thread; the embedded database must not run there, or every
// request waits for every query (docs/decisions/008-embedded-database-thread.md).

function renderLanding(): string {
  return renderToString(
    <MemoryRouter initialEntries={['/']}>
      <I18nextProvider i18n={getI18n('en')}>
        <Landing />
      </I18nextProvider>
    </MemoryRouter>,
  );
}

/** Runs a two-second query and, while it runs, renders the landing page; returns what finished first. */
async function renderDuringSlowQuery(db: Database): Promise<string[]> {
  const order: string[] = [];
  const slow = db.execute(sql`select pg_sleep(2)`).then(() => order.push('slow query'));
  // A timer is the first thing a blocked thread cannot run; give the query time to reach the database.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(renderLanding()).toContain('/auth/login');
  order.push('landing page');
  await slow;
  return order;
}

describe('the embedded database, seen from the request thread', () => {
  it('keeps the request thread free: the landing page renders while a slow query runs', async () => {
    const { handle } = await openWorkerDatabase();
    expect(await renderDuringSlowQuery(handle.db)).toEqual(['landing page', 'slow query']);
    await handle.close();
  });

  it('is what the server needs: PGlite on the render thread blocks it for the whole query', async () => {
    const inProcess = await openPglite();
    expect(await renderDuringSlowQuery(inProcess.db)).toEqual(['slow query', 'landing page']);
    await inProcess.close();
  });
});

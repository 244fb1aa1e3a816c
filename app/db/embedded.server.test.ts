import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { testDatabases } from '../../tests/support/databases';
import { failOnCrash, openWorkerDatabase, tempDir } from '../../tests/support/embedded-database';
import { openDatabase, type Database } from './client.server';
import { startEmbeddedDatabase } from './embedded.server';
import { profiles, sessions } from './schema/accounts';
import { shopOrders } from './schema/shop';

async function writeAndRead(db: Database) {
  const [user] = await db
    .insert(profiles)
    .values({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@vivai.test' })
    .returning();
  if (!user) throw new Error('no profile');
  const expires = new Date('2030-01-02T03:04:05.678Z');
  await db.insert(sessions).values({ id: 'a'.repeat(64), user_id: user.id, expires_at: expires });
  await db.insert(shopOrders).values({
    user_id: user.id,
    address: 'Street 1',
    mobile: '+900000000',
    email: 'ada@vivai.test',
    items: [{ id: '1', title: 'Soup', image: '', unit_price: 1.8, category_title: 'Soup', quantity: 2 }],
    submission_key: 'k',
  });
  const [row] = await db
    .select({
      expires: sessions.expires_at,
      created: profiles.created_at,
      confirmed: profiles.email_confirmed_at,
      type: profiles.type,
      orderId: shopOrders.id,
      items: shopOrders.items,
      count: sql<number>`count(*) over ()`.mapWith(Number),
      total: sql<string>`(${shopOrders.items}->0->>'unit_price')::numeric * 2`,
      flag: sql<boolean>`true`,
    })
    .from(sessions)
    .innerJoin(profiles, sql`${profiles.id} = ${sessions.user_id}`)
    .innerJoin(shopOrders, sql`${shopOrders.user_id} = ${profiles.id}`);
  return row;
}

describe('the embedded database thread', () => {
  it.each(testDatabases())(
    'gives features the same values as $name in the tests (dates, json, numbers)',
    async ({ open }) => {
      const { handle } = await openWorkerDatabase();
      const other = await open();
      const viaSocket = await writeAndRead(handle.db);
      const direct = await writeAndRead(other.db);
      expect(viaSocket?.expires).toEqual(new Date('2030-01-02T03:04:05.678Z'));
      expect(viaSocket?.created).toBeInstanceOf(Date);
      expect(viaSocket?.items[0]?.unit_price).toBe(1.8);
      expect(viaSocket?.orderId).toBe(1);
      expect({ ...viaSocket, created: undefined }).toEqual({ ...direct, created: undefined });
      await Promise.all([handle.close(), other.close()]);
    },
  );

  it('keeps its data after a clean stop and starts again without the snapshot', async () => {
    const dataDir = tempDir();
    const first = await openWorkerDatabase(dataDir);
    expect(first.embedded.fresh).toBe(true);
    await first.handle.db.insert(profiles).values({ first_name: 'A', last_name: 'B', email: 'a@vivai.test' });
    await first.handle.close();
    expect(fs.existsSync(path.join(dataDir, '.s.PGSQL.5432'))).toBe(false);

    const again = await startEmbeddedDatabase(dataDir, failOnCrash, { readyDataDir: undefined });
    expect(again.fresh).toBe(false);
    const handle = await openDatabase({ embedded: again });
    expect(await handle.db.select({ email: profiles.email }).from(profiles)).toEqual([
      { email: 'a@vivai.test' },
    ]);
    await handle.close();
  });

  it('copies the ready database again over a copy that was cut short', async () => {
    const dataDir = tempDir();
    // A copy cut short: some of the files, but not the version file, which goes last.
    fs.cpSync(path.join(inject('pgliteReadyDir'), 'base'), path.join(dataDir, 'base'), { recursive: true });
    const { embedded, handle } = await openWorkerDatabase(dataDir);
    expect(embedded.fresh).toBe(true);
    expect(await handle.db.select({ email: profiles.email }).from(profiles)).toEqual([]);
    await handle.close();
  });

  it('answers a repeated query with the values of each call (one statement, parsed once)', async () => {
    const { handle } = await openWorkerDatabase();
    const emails = ['a@vivai.test', 'b@vivai.test', 'c@vivai.test'];
    for (const email of emails)
      await handle.db.insert(profiles).values({ first_name: 'A', last_name: 'B', email });
    const byEmail = (email: string) =>
      handle.db.select({ email: profiles.email }).from(profiles).where(eq(profiles.email, email));
    for (const email of [...emails, ...emails]) expect(await byEmail(email)).toEqual([{ email }]);
    expect(await byEmail('nobody@vivai.test')).toEqual([]);
    const among = (list: string[]) =>
      handle.db.select({ email: profiles.email }).from(profiles).where(inArray(profiles.email, list));
    expect(await among(emails.slice(0, 1))).toHaveLength(1);
    expect(await among(emails)).toHaveLength(3);
    const [prepared] = await handle.db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(sql`pg_prepared_statements`);
    expect(prepared?.count).toBeGreaterThanOrEqual(3);
    await handle.close();
  });

  it('serves on a loopback port when the data directory is too deep for a Unix socket', async () => {
    const deep = path.join(tempDir(), 'a-directory-name-long-enough'.repeat(4));
    const { embedded, handle } = await openWorkerDatabase(deep);
    expect(embedded.connection.host).toBe('127.0.0.1');
    expect(await handle.db.select({ email: profiles.email }).from(profiles)).toEqual([]);
    await handle.close();
  });

  it('refuses a data directory it cannot open', async () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'PG_VERSION'), '9\n');
    await expect(startEmbeddedDatabase(dataDir, failOnCrash, { readyDataDir: undefined })).rejects.toThrow(
      /PGlite failed to initialize/,
    );
  });

  it('reports a thread that dies after it started, so that the server can stop', async () => {
    const crash = new Promise<Error>((resolve) => {
      void startEmbeddedDatabase(tempDir(), resolve, {
        workerFile: path.resolve('tests/support/crashing-database-worker.ts'),
      });
    });
    expect((await crash).message).toBe('the database thread ran out of memory');
  });
});

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '~/auth/session.server';
import type { Database } from '~/db/client.server';
import { upsertConfirmedAccount } from '~/features/account/create-account.server';
import { placeOrder } from '~/features/shop/orders.server';
import { loadRouteTable, type TableRoute } from './app-handler';
import { FakeCatalogue, fakeProduct } from './fake-catalogue';

export const SITE = 'http://localhost:3000';
export const hostileCatalogue = new FakeCatalogue([fakeProduct('52017'), fakeProduct('52018')]);

export type RoleName = 'visitor' | 'user' | 'other user' | 'admin';
type Account = { id: string; orderIds: number[] };
export type World = { accounts: Record<Exclude<RoleName, 'visitor'>, Account> };

/** Three accounts with an order each, so that every role has someone else's ids to try. */
export async function seedWorld(db: Database): Promise<World> {
  const make = async (email: string, type: 'user' | 'admin'): Promise<Account> => {
    const id = await upsertConfirmedAccount(db, {
      email,
      password: 'Hostile-Pass-12345',
      firstName: 'Hostile',
      lastName: 'Test',
      type,
    });
    const order = await placeOrder(
      db,
      { id, type },
      {
        address: '1 Test Street',
        mobile: '+905551112233',
        email,
        submissionKey: `seed-${id}`.slice(0, 40).replace(/[^A-Za-z0-9_-]/g, '-'),
        items: [{ id: '52017', quantity: 1 }],
      },
      hostileCatalogue,
    );
    return { id, orderIds: order.ok ? [order.orderId] : [] };
  };
  return {
    accounts: {
      user: await make('hostile.user@vivai.test', 'user'),
      'other user': await make('hostile.other@vivai.test', 'user'),
      admin: await make('hostile.admin@vivai.test', 'admin'),
    },
  };
}

/** Both drivers answer raw statements with their rows. */
type Rows<T> = { rows: T[] };

const CHECKSUM_FUNCTION = 'vivai_test_checksum';
const checksumReady = new WeakMap<Database, Promise<unknown>>();

/**
 * Row counts and a checksum of every table of the app, in one statement. The statement lives in a
 * PL/pgSQL function made on the first call, which plans its union of every table once instead of
 * on every call (about 40 % of its time); the tables are the migrated schema's and do not change.
 */
export async function databaseChecksum(db: Database): Promise<string> {
  if (!checksumReady.has(db)) checksumReady.set(db, createChecksumFunction(db));
  await checksumReady.get(db);
  const result = (await db.execute(sql.raw(`select ${CHECKSUM_FUNCTION}() as sum`))) as unknown as Rows<{
    sum: string;
  }>;
  return result.rows[0]!.sum;
}

async function createChecksumFunction(db: Database): Promise<void> {
  const tables = (await db.execute(
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  )) as unknown as Rows<{ tablename: string }>;
  const parts = tables.rows.map(
    ({ tablename }) =>
      `select '${tablename}' as name, count(*)::text as n, coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as sum from "${tablename}" t`,
  );
  await db.execute(
    sql.raw(
      `create or replace function ${CHECKSUM_FUNCTION}() returns text language plpgsql as $body$ begin ` +
        `return (select string_agg(name || ':' || n || ':' || sum, ',' order by name) from (${parts.join(' union all ')}) tables); ` +
        `end $body$`,
    ),
  );
}

/** Every route module with an action, and every API endpoint, straight from app/routes.ts. */
export async function hostileTargets(): Promise<TableRoute[]> {
  const table = await loadRouteTable();
  return table.filter((route) => 'action' in route.module || route.file.startsWith('routes/api/'));
}

const FIELD_NAMES = [
  'email',
  'password',
  'firstName',
  'lastName',
  'token',
  'address',
  'mobile',
  'submissionKey',
  'items',
  'orderId',
  'status',
  'code',
  'redirectTo',
  'user_id',
  'type',
  'intent',
  '__proto__',
] as const;

function idsOf(world: World): string[] {
  return Object.values(world.accounts).flatMap((account) => [account.id, ...account.orderIds.map(String)]);
}

/** Values a hostile or careless client sends: anything from empty to huge, in every script. */
function valueArb(world: World): fc.Arbitrary<string> {
  return fc.oneof(
    fc.string(),
    fc.string({ unit: 'grapheme', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ maxLength: 10 }).map((text) => `${text}\u0000${text}`),
    {
      weight: 6,
      arbitrary: fc.constantFrom(
        '',
        ' ',
        '\u0000',
        'Ada\u0000',
        '\u200b\u200c\u200d',
        '\u202eevil\u202c',
        '\u2066x\u2069',
        'علي',
        'Zoë 🙂',
        '-1',
        '0',
        '1e999',
        'NaN',
        'null',
        'true',
        '[]',
        '{}',
        '[{"id":"52017","quantity":1}]',
        '[{"id":"52017","quantity":-5}]',
        '[{"id":"52017","quantity":"1"}]',
        'demo.user@vivai.local',
        'hostile.user@vivai.test',
        '+905551112233',
        'processing',
        'delivered',
        'canceled',
        'en',
        'ar',
        '/admin/login',
        '//evil.example',
        "' or 1=1 --",
        '<script>alert(1)</script>',
        'a'.repeat(20_000),
        'x\u0001y',
        'Ada\u0007',
      ),
    },
    fc.constantFrom(...idsOf(world)),
    fc.integer().map(String),
    fc.string({ minLength: 300, maxLength: 3_000 }),
  );
}

type BodyKind = 'urlencoded' | 'multipart' | 'json' | 'text' | 'none' | 'broken multipart' | 'file';

export type HostileCase = {
  method: string;
  dataRequest: boolean;
  body: BodyKind;
  fields: [string, string][];
  query: string;
  origin: 'same' | 'absent' | 'cross';
  repeat: boolean;
};

/** A plausible value for each field name, so that one hostile field can reach the code behind the others. */
function plausible(world: World): Record<string, string> {
  const orderId = String(world.accounts.user.orderIds[0] ?? 1);
  return {
    email: 'hostile.user@vivai.test',
    password: 'Hostile-Pass-12345',
    firstName: 'Ada',
    lastName: 'Lovelace',
    token: 'x'.repeat(43),
    address: '1 Test Street',
    mobile: '+905551112233',
    submissionKey: 'hostile-key-0000000001',
    items: '[{"id":"52017","quantity":1}]',
    orderId,
    status: 'processing',
    code: 'tr',
    redirectTo: '/admin/login',
  };
}

/**
 * A form for the route: its own fields (named by the action) with plausible values, then some of
 * them replaced by hostile values, some dropped, some unknown ones added; or a wholly random form.
 */
function fieldsArb(
  world: World,
  fieldNames: readonly string[] | undefined,
): fc.Arbitrary<[string, string][]> {
  const value = valueArb(world);
  const anyName = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) },
    fc.string({ maxLength: 12 }),
  );
  const random = fc.array(fc.tuple(anyName, value), { maxLength: 8 });
  if (!fieldNames?.length) return random;
  const names = [...fieldNames];
  const base = plausible(world);
  const targeted = fc
    .record({
      hostile: fc.array(fc.tuple(fc.constantFrom(...names), value), { minLength: 1, maxLength: 2 }),
      dropped: fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, fc.subarray(names, { maxLength: 1 })),
      extra: fc.array(fc.tuple(anyName, value), { maxLength: 2 }),
    })
    .map(({ hostile, dropped, extra }) => {
      const form = new Map(names.map((name) => [name, base[name] ?? 'x']));
      for (const [name, text] of hostile) form.set(name, text);
      for (const name of dropped) form.delete(name);
      return [...form, ...extra];
    });
  return fc.oneof({ weight: 3, arbitrary: targeted }, random);
}

/** Most cases are well-formed requests with hostile fields; the rest attack the request itself. */
const wellFormed = fc.record({
  method: fc.constant('POST'),
  dataRequest: fc.boolean(),
  body: fc.constantFrom<BodyKind>('urlencoded', 'urlencoded', 'multipart'),
  origin: fc.constant<HostileCase['origin']>('same'),
});

const malformed = fc.record({
  method: fc.constantFrom('POST', 'GET', 'PUT', 'PATCH', 'DELETE'),
  dataRequest: fc.boolean(),
  body: fc.constantFrom<BodyKind>(
    'urlencoded',
    'multipart',
    'json',
    'text',
    'none',
    'broken multipart',
    'file',
  ),
  origin: fc.constantFrom<HostileCase['origin']>('same', 'absent', 'cross'),
});

export function caseArb(world: World, fieldNames?: readonly string[]): fc.Arbitrary<HostileCase> {
  return fc
    .record({
      shape: fc.oneof({ weight: 3, arbitrary: wellFormed }, malformed),
      fields: fieldsArb(world, fieldNames),
      query: fc.oneof(
        { weight: 4, arbitrary: fc.constant('') },
        fc
          .string({ maxLength: 30 })
          .map((text) => `?${encodeURIComponent(text)}=${encodeURIComponent(text)}`),
        fc.constantFrom('?page=0', '?category=Soups', '?token=x', '?index'),
      ),
      repeat: fc.boolean(),
    })
    .map(({ shape, ...rest }) => ({ ...shape, ...rest }));
}

function actionFields(route: TableRoute): readonly string[] | undefined {
  const action = route.module.action as { fields?: readonly string[] } | undefined;
  return action?.fields;
}

/** The address of a table route with its parameters filled in. */
export function concretePath(route: TableRoute): string {
  const filled = route.path
    .replace(':productId', '52017')
    .replace(':page', '1')
    .replace('*', route.file.includes('catalogue') ? 'lookup.php' : 'no/such/page');
  return `/${filled}`;
}

export function buildRequest(path: string, hostile: HostileCase, sessionToken: string | null): Request {
  const target = hostile.dataRequest ? `${path === '/' ? '/_root' : path}.data` : path;
  const headers = new Headers();
  if (sessionToken) headers.set('Cookie', `${SESSION_COOKIE}=${sessionToken}`);
  if (hostile.origin === 'same') headers.set('Origin', SITE);
  if (hostile.origin === 'cross') headers.set('Origin', 'https://evil.example');
  const init: RequestInit = { method: hostile.method, headers };
  if (hostile.method !== 'GET') {
    const fields = hostile.fields;
    switch (hostile.body) {
      case 'urlencoded':
        init.body = new URLSearchParams(fields);
        break;
      case 'multipart': {
        const form = new FormData();
        for (const [name, value] of fields) form.append(name, value);
        init.body = form;
        break;
      }
      case 'file': {
        const form = new FormData();
        for (const [name, value] of fields) form.append(name, new Blob([value]), 'upload.bin');
        init.body = form;
        break;
      }
      case 'json':
        headers.set('Content-Type', 'application/json');
        init.body = JSON.stringify(Object.fromEntries(fields));
        break;
      case 'text':
        headers.set('Content-Type', 'text/plain');
        init.body = fields.map(([name, value]) => `${name}=${value}`).join('\n');
        break;
      case 'broken multipart':
        headers.set('Content-Type', 'multipart/form-data; boundary=nope');
        init.body = fields.map(([name, value]) => `${name}:${value}`).join('\r\n');
        break;
      case 'none':
        break;
    }
  }
  return new Request(`${SITE}${target}${hostile.query}`, init);
}

export async function signIn(db: Database, world: World, role: RoleName): Promise<string | null> {
  if (role === 'visitor') return null;
  return (await createSession(db, world.accounts[role].id)).token;
}

type SuiteOptions = {
  targets: TableRoute[];
  roles: RoleName[];
  runsPerTarget: number;
  /** Hands the test database to the mocked getDb of the test file. */
  useDatabase: (db: Database) => void;
  open: () => Promise<{ db: Database; close(): Promise<void> }>;
  handler: () => Promise<(request: Request) => Promise<Response>>;
};

/**
 * For every route with an action and every API endpoint, as each role: random hostile requests.
 * Every answer is a success, a redirect or a 4xx with a message, never a 5xx, and a refused
 * request (4xx) leaves every table as it was.
 */
export function defineHostileSuite({
  targets,
  roles,
  runsPerTarget,
  useDatabase,
  open,
  handler,
}: SuiteOptions) {
  let database: { db: Database; close(): Promise<void> };
  let world: World;
  let app: (request: Request) => Promise<Response>;

  beforeAll(async () => {
    database = await open();
    useDatabase(database.db);
    world = await seedWorld(database.db);
    app = await handler();
  });
  afterAll(() => database.close());

  describe.each(roles)('as %s', (role) => {
    it.each(targets.map((route) => [route.id, route] as const))('%s', async (_id, route) => {
      const path = concretePath(route);
      await fc.assert(
        fc.asyncProperty(caseArb(world, actionFields(route)), async (hostile) => {
          const token = await signIn(database.db, world, role);
          for (let send = 0; send < (hostile.repeat ? 2 : 1); send++) {
            const before = await databaseChecksum(database.db);
            const response = await app(buildRequest(path, hostile, token));
            const text = await response.text();
            const where = `${hostile.method} ${path} as ${role} -> ${response.status}`;
            expect(response.status, where).toBeLessThan(500);
            if (response.status >= 400) {
              expect(text.trim().length, `${where} has a message`).toBeGreaterThan(0);
              expect(await databaseChecksum(database.db), `${where} changed the database`).toBe(before);
            }
          }
        }),
        { numRuns: runsPerTarget },
      );
    });
  });
}

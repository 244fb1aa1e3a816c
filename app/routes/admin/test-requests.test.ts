// First: it mocks what the app reaches before the app's modules load.
import { appState } from '../../../tests/support/in-process-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as AdminOrders from '~/features/lab-tests/admin-orders.server';
import { createSession, SESSION_COOKIE } from '~/auth/session.server';
import type { DatabaseHandle } from '~/db/client.server';
import { auditLog } from '~/db/schema/accounts';
import { genomeTestOrders } from '~/db/schema/test-orders';
import { upsertConfirmedAccount } from '~/features/account/create-account.server';
import { createAppHandler } from '../../../tests/support/app-handler';
import { testDatabases } from '../../../tests/support/databases';
import { databaseChecksum, SITE } from '../../../tests/support/hostile';

type Role = 'visitor' | 'user' | 'expert' | 'admin';

/** Set to make the list's query fail, as a lost connection does, while sessions still work. */
const listing = vi.hoisted(() => ({ fails: false }));
vi.mock('~/features/lab-tests/admin-orders.server', async (importOriginal) => {
  const actual = await importOriginal<typeof AdminOrders>();
  return {
    ...actual,
    listTestOrdersForAdmin: (...args: Parameters<typeof actual.listTestOrdersForAdmin>) =>
      listing.fails
        ? Promise.reject(new Error('connection refused'))
        : actual.listTestOrdersForAdmin(...args),
  };
});

describe.each(testDatabases())('admin test-request actions on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let app: (request: Request) => Promise<Response>;
  const tokens: Partial<Record<Role, string>> = {};
  let genomeOrder: number;
  let metagenomeOrder: number;

  beforeAll(async () => {
    handle = await open();
    appState.db = handle.db;
    const ids: Partial<Record<Role, string>> = {};
    for (const type of ['user', 'expert', 'admin'] as const) {
      ids[type] = await upsertConfirmedAccount(handle.db, {
        email: `lab.${type}@vivai.test`,
        password: 'Lab-Tests-Pass-2026',
        firstName: 'Lab',
        lastName: type,
        type,
      });
      tokens[type] = (await createSession(handle.db, ids[type]!)).token;
    }
    const [genome, metagenome] = await handle.db
      .insert(genomeTestOrders)
      .values([
        { user_id: ids.user!, type: 'genome', address: '1 Lab Road' },
        { user_id: ids.user!, type: 'metagenome', address: '1 Lab Road' },
      ])
      .returning({ id: genomeTestOrders.id });
    genomeOrder = genome!.id;
    metagenomeOrder = metagenome!.id;
    app = await createAppHandler();
  }, 60_000);
  afterAll(() => handle.close());

  function post(role: Role, path: string, fields: Record<string, string>, asData = true) {
    const headers = new Headers({ Origin: SITE });
    if (role !== 'visitor') headers.set('Cookie', `${SESSION_COOKIE}=${tokens[role]}`);
    return app(
      new Request(`${SITE}${path}${asData ? '.data' : ''}`, {
        method: 'POST',
        headers,
        body: new URLSearchParams(fields),
      }),
    );
  }

  const levels = (rows: Record<string, [string, string, string, string][]>) =>
    JSON.stringify({
      Phylum: (rows.Phylum ?? []).map(([name, percent, min, max]) => ({ name, percent, min, max })),
      Genus: (rows.Genus ?? []).map(([name, percent, min, max]) => ({ name, percent, min, max })),
    });

  const everyAction = (): Record<string, string>[] => [
    { intent: 'status', orderId: String(genomeOrder), status: 'done' },
    {
      intent: 'genome',
      orderId: String(genomeOrder),
      description: 'Summary',
      candidateVariants: 'FTO rs9939609 A/A',
    },
    {
      intent: 'metagenome',
      orderId: String(metagenomeOrder),
      levels: levels({ Phylum: [['Firmicutes', '75', '30', '70']] }),
    },
  ];

  it.each(['user', 'expert'] as const)(
    'gives a signed-in %s the 404 page for every admin action and writes nothing',
    async (role) => {
      for (const path of ['/admin/test-requests', '/admin/test-requests/page/2']) {
        for (const fields of everyAction()) {
          for (const asData of [true, false]) {
            const before = await databaseChecksum(handle.db);
            const response = await post(role, path, fields, asData);
            expect(response.status, `${fields.intent} ${path}`).toBe(404);
            expect(await databaseChecksum(handle.db)).toBe(before);
          }
        }
      }
    },
  );

  it('sends a visitor to the admin sign-in and writes nothing', async () => {
    for (const fields of everyAction()) {
      const before = await databaseChecksum(handle.db);
      const response = await post('visitor', '/admin/test-requests', fields, false);
      expect(response.status).toBe(302);
      expect(response.headers.get('Location')).toBe('/admin/login');
      expect(await databaseChecksum(handle.db)).toBe(before);
    }
  });

  it.each([
    ['a status outside the list', { intent: 'status', orderId: 'G', status: 'lost' }],
    ['a status of another list', { intent: 'status', orderId: 'G', status: 'delivered' }],
    ['an unknown change', { intent: 'delete', orderId: 'G' }],
    ['an order id that is not a number', { intent: 'status', orderId: 'x', status: 'done' }],
    [
      'a blank description',
      { intent: 'genome', orderId: 'G', description: '  ', candidateVariants: 'A rs1 A/G' },
    ],
    [
      'only blank variants',
      { intent: 'genome', orderId: 'G', description: 'ok', candidateVariants: ' \n \n' },
    ],
    [
      'over 200 variants',
      {
        intent: 'genome',
        orderId: 'G',
        description: 'ok',
        candidateVariants: Array.from({ length: 201 }, (_, i) => `G rs${i} A/G`).join('\n'),
      },
    ],
    [
      'an over-long variant',
      { intent: 'genome', orderId: 'G', description: 'ok', candidateVariants: 'x'.repeat(101) },
    ],
    [
      'an over-long description',
      { intent: 'genome', orderId: 'G', description: 'x'.repeat(2001), candidateVariants: 'a' },
    ],
    [
      'genome details for a metagenome order',
      { intent: 'genome', orderId: 'M', description: 'ok', candidateVariants: 'a' },
    ],
    [
      'levels for a genome order',
      { intent: 'metagenome', orderId: 'G', levels: levels({ Genus: [['A', '1', '0', '2']] }) },
    ],
    ['malformed levels', { intent: 'metagenome', orderId: 'M', levels: '{"Phylum": "Firmicutes"}' }],
    ['levels that are not JSON', { intent: 'metagenome', orderId: 'M', levels: 'Firmicutes=75' }],
    [
      'a percent over 100',
      { intent: 'metagenome', orderId: 'M', levels: levels({ Phylum: [['A', '101', '0', '50']] }) },
    ],
    [
      'a negative range',
      { intent: 'metagenome', orderId: 'M', levels: levels({ Phylum: [['A', '1', '-1', '50']] }) },
    ],
    [
      'min above max',
      { intent: 'metagenome', orderId: 'M', levels: levels({ Genus: [['A', '1', '60', '50']] }) },
    ],
    [
      'a name twice in a list',
      {
        intent: 'metagenome',
        orderId: 'M',
        levels: levels({
          Genus: [
            ['A', '1', '0', '5'],
            ['a', '2', '0', '5'],
          ],
        }),
      },
    ],
    [
      'a list with no named level',
      { intent: 'metagenome', orderId: 'M', levels: levels({ Genus: [['', '1', '0', '5']] }) },
    ],
    [
      'over 100 levels',
      {
        intent: 'metagenome',
        orderId: 'M',
        levels: levels({
          Genus: Array.from(
            { length: 101 },
            (_, i) => [`g${i}`, '1', '0', '5'] as [string, string, string, string],
          ),
        }),
      },
    ],
    [
      'an over-long name',
      { intent: 'metagenome', orderId: 'M', levels: levels({ Genus: [['x'.repeat(101), '1', '0', '5']] }) },
    ],
  ])('refuses %s from the admin with a message and writes nothing', async (_name, fields) => {
    const concrete = Object.fromEntries(
      Object.entries(fields).map(([key, value]) => [
        key,
        key === 'orderId'
          ? value === 'G'
            ? String(genomeOrder)
            : value === 'M'
              ? String(metagenomeOrder)
              : value
          : value,
      ]),
    );
    const before = await databaseChecksum(handle.db);
    const response = await post('admin', '/admin/test-requests', concrete);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/lab-tests:errors\./);
    expect(await databaseChecksum(handle.db)).toBe(before);
  });

  it('answers 404 for an order that does not exist and writes nothing', async () => {
    const before = await databaseChecksum(handle.db);
    const response = await post('admin', '/admin/test-requests', {
      intent: 'status',
      orderId: '999999',
      status: 'done',
    });
    expect(response.status).toBe(404);
    expect(await databaseChecksum(handle.db)).toBe(before);
  });

  it('saves the admin’s valid changes, each with its audit row', async () => {
    for (const fields of everyAction()) {
      const response = await post('admin', '/admin/test-requests', fields);
      expect(response.status, fields.intent).toBe(200);
    }
    const [genome] = await handle.db
      .select()
      .from(genomeTestOrders)
      .where(eq(genomeTestOrders.id, genomeOrder));
    expect(genome).toMatchObject({
      status: 'done',
      description: 'Summary',
      candidate_variants: ['FTO rs9939609 A/A'],
    });
    const audits = await handle.db.select({ action: auditLog.action }).from(auditLog);
    expect(audits.map((row) => row.action).sort()).toEqual([
      'test_order.genome_details',
      'test_order.metagenome_details',
      'test_order.status',
    ]);
  });

  function get(role: Role, path: string) {
    const headers = new Headers();
    if (role !== 'visitor') headers.set('Cookie', `${SESSION_COOKIE}=${tokens[role]}`);
    return app(new Request(`${SITE}${path}`, { headers }));
  }

  it.each([
    '/admin/test-requests/page/0',
    '/admin/test-requests/page/abc',
    '/admin/test-requests/page/1.5',
    '/admin/test-requests?status=canceled',
    '/admin/test-requests?status=DONE',
  ])('gives the admin the 404 page for %s', async (path) => {
    expect((await get('admin', path)).status).toBe(404);
  });

  it('lists the orders with the user’s name and e-mail, and says nothing_found past the end', async () => {
    const page = await (await get('admin', '/admin/test-requests?status=done')).text();
    expect(page).toContain(`Genome test #${genomeOrder}`);
    expect(page).toContain('lab.user@vivai.test');
    expect(page).not.toContain(`Gut microbiome test #${metagenomeOrder}`);
    const empty = await get('admin', '/admin/test-requests/page/9');
    expect(empty.status).toBe(200);
    expect(await empty.text()).toContain('No test requests found.');
  });

  it('keeps the page up with an error and a try-again button when the list cannot load', async () => {
    listing.fails = true;
    try {
      const response = await get('admin', '/admin/test-requests');
      expect(response.status).toBe(200);
      const page = await response.text();
      expect(page).toContain('The test requests could not be loaded.');
      expect(page).toContain('Try again');
    } finally {
      listing.fails = false;
    }
  });
});

// First: it mocks what the app reaches before the app's modules load.
import { appState } from '../../../tests/support/in-process-app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '~/auth/session.server';
import type { DatabaseHandle } from '~/db/client.server';
import { auditLog, profiles } from '~/db/schema/accounts';
import { expertProfiles } from '~/db/schema/experts';
import { upsertConfirmedAccount } from '~/features/account/create-account.server';
import { createAppHandler } from '../../../tests/support/app-handler';
import { testDatabases } from '../../../tests/support/databases';
import { databaseChecksum, SITE } from '../../../tests/support/hostile';

// The admin-users pages, the expert pages and their actions, through the whole app: guards, routing, actions.

let handle: DatabaseHandle;
let app: Awaited<ReturnType<typeof createAppHandler>>;
const accounts: Record<'user' | 'expert' | 'admin' | 'target', string> = {
  user: '',
  expert: '',
  admin: '',
  target: '',
};
const tokens: Record<'user' | 'expert' | 'admin', string> = { user: '', expert: '', admin: '' };

beforeAll(async () => {
  handle = await testDatabases()[0]!.open();
  appState.db = handle.db;
  for (const role of ['user', 'expert', 'admin', 'target'] as const) {
    accounts[role] = await upsertConfirmedAccount(handle.db, {
      email: `${role}@guards.example`,
      password: 'Guard-Pass-12345',
      firstName: role,
      lastName: 'Guard',
      type: role === 'target' ? 'user' : role,
    });
  }
  for (const role of ['user', 'expert', 'admin'] as const) {
    tokens[role] = (await createSession(handle.db, accounts[role])).token;
  }
  app = await createAppHandler();
});
afterAll(() => handle.close());

function request(method: 'GET' | 'POST', path: string, role: keyof typeof tokens, fields = {}) {
  const headers = new Headers({ Origin: SITE, Cookie: `${SESSION_COOKIE}=${tokens[role]}` });
  const body = method === 'POST' ? new URLSearchParams(fields) : undefined;
  return app(new Request(`${SITE}${path}`, { method, headers, body }));
}

const target = () => accounts.target;
/** Every change the admin-users action accepts, each valid for an admin. */
const changes = () => [
  { intent: 'type', userId: target(), type: 'expert' },
  { intent: 'status', userId: target(), status: 'block' },
  { intent: 'name', userId: target(), firstName: 'Renamed', lastName: 'Person' },
];
const adminPaths = () => ['/admin/users', '/admin/users/page/2', `/admin/users/${target()}`];

describe('admin users for anyone but an admin', () => {
  it.each(['user', 'expert'] as const)(
    'every page and action is the 404 page for a signed-in %s',
    async (role) => {
      const before = await databaseChecksum(handle.db);
      for (const path of adminPaths()) {
        expect((await request('GET', path, role)).status, path).toBe(404);
        for (const fields of changes()) {
          for (const address of [path, `${path}.data`]) {
            const response = await request('POST', address, role, fields);
            expect(response.status, `${address} ${fields.intent}`).toBe(404);
          }
        }
      }
      expect(await databaseChecksum(handle.db)).toBe(before);
    },
  );
});

describe('admin users for the admin', () => {
  it('refuses bad input with a message and writes nothing', async () => {
    const before = await databaseChecksum(handle.db);
    const refused = [
      [{ intent: 'type', userId: target(), type: 'admin' }, 400, 'admin-users:errors.type_not_allowed'],
      [{ intent: 'status', userId: target(), status: 'gone' }, 400, 'admin-users:errors.status_not_allowed'],
      [
        { intent: 'name', userId: target(), firstName: '', lastName: 'X' },
        400,
        'admin-users:errors.name_required',
      ],
      [{ intent: 'type', userId: accounts.admin, type: 'user' }, 404, 'admin-users:errors.user_not_found'],
      [{ intent: 'wipe', userId: target() }, 400, 'admin-users:errors.unknown_change'],
    ] as const;
    for (const [fields, status, error] of refused) {
      const response = await request('POST', '/admin/users.data', 'admin', fields);
      expect(response.status).toBe(status);
      expect(await response.text()).toContain(error);
    }
    expect(await databaseChecksum(handle.db)).toBe(before);
  });

  it('gives the 404 page for an admin id, an unknown id, a bad page or type', async () => {
    for (const path of [
      `/admin/users/${accounts.admin}`,
      '/admin/users/00000000-0000-4000-8000-000000000000',
      '/admin/users/not-an-id',
      '/admin/users/page/0',
      '/admin/users?type=admin',
      `/admin/users?searchText=${'x'.repeat(101)}`,
    ]) {
      expect((await request('GET', path, 'admin')).status, path).toBe(404);
    }
  });

  it('makes a user an expert from the details page, audited', async () => {
    const response = await request('POST', `/admin/users/${target()}.data`, 'admin', changes()[0]);
    expect(response.status).toBe(200);
    const [row] = await handle.db.select().from(profiles).where(eq(profiles.id, target()));
    expect(row?.type).toBe('expert');
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.target_id, target()));
    expect(audit.map((a) => a.details)).toEqual([{ from: 'user', to: 'expert' }]);
    const page = await (await request('GET', `/admin/users/${target()}`, 'admin')).text();
    expect(page).toContain('Type changed');
  });

  it("corrects the user's name from the details page, with both names on the audit trail", async () => {
    const response = await request('POST', `/admin/users/${target()}.data`, 'admin', changes()[2]);
    expect(response.status).toBe(200);
    const [row] = await handle.db.select().from(profiles).where(eq(profiles.id, target()));
    expect(row).toMatchObject({ first_name: 'Renamed', last_name: 'Person' });
    const page = await (await request('GET', `/admin/users/${target()}`, 'admin')).text();
    expect(page).toContain('Name corrected');
    expect(page).toContain('target Guard');
    expect(page).toContain('Renamed Person');
  });
});

describe('the expert pages', () => {
  const profile = { specialty: 'Dietitian', photo: 'dna', languages: 'tr' };

  it('does not read search or edit-profile as an expert id', async () => {
    expect((await request('GET', '/experts/search?name=x', 'user')).status).toBe(200);
    expect((await request('GET', '/experts/edit-profile', 'expert')).status).toBe(200);
    expect((await request('GET', `/experts/${accounts.user}`, 'user')).status).toBe(404);
    expect((await request('GET', `/experts/${accounts.expert}`, 'user')).status).toBe(200);
    expect((await request('GET', '/experts/search?language=xx', 'user')).status).toBe(404);
  });

  it.each(['user', 'admin'] as const)(
    'edit-profile is the 404 page for a %s, and its action writes nothing',
    async (role) => {
      const before = await databaseChecksum(handle.db);
      expect((await request('GET', '/experts/edit-profile', role)).status).toBe(404);
      expect((await request('POST', '/experts/edit-profile', role, profile)).status).toBe(404);
      expect((await request('POST', '/experts/edit-profile', role, { specialty: '' })).status).toBe(404);
      expect(await databaseChecksum(handle.db)).toBe(before);
    },
  );

  it('saves the expert profile, refuses bad input, and lists the expert by language', async () => {
    const before = await databaseChecksum(handle.db);
    const bad = await request('POST', '/experts/edit-profile.data', 'expert', { ...profile, photo: 'skull' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('experts:errors.photo_unknown');
    expect(await databaseChecksum(handle.db)).toBe(before);

    const body = new URLSearchParams({ specialty: 'Dietitian', photo: 'dna' });
    body.append('languages', 'tr');
    body.append('languages', 'ar');
    const saved = await request('POST', '/experts/edit-profile.data', 'expert', body);
    expect(saved.status).toBe(200);
    const [row] = await handle.db
      .select()
      .from(expertProfiles)
      .where(eq(expertProfiles.user_id, accounts.expert));
    expect(row).toMatchObject({ specialty: 'Dietitian', photo: 'dna', languages: ['tr', 'ar'] });
    const found = await (await request('GET', '/experts/search?language=ar', 'user')).text();
    expect(found).toContain(`/experts/${accounts.expert}`);
  });
});

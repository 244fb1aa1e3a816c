import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '~/db/client.server';
import { auditLog } from '~/db/schema/accounts';
import { createSession, findSession } from '~/auth/session.server';
import { upsertConfirmedAccount } from '~/features/account/create-account.server';
import { signIn } from '~/features/account/accounts.server';
import { testDatabases } from '../../../tests/support/databases';
import { setProfileStatus } from './profile-status.server';

describe.each(testDatabases())('profile status on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  it('a disabled or blocked profile loses its sessions and cannot sign in; the change is audited', async () => {
    const password = 'Healthy-Day-2026';
    const adminId = await upsertConfirmedAccount(db, {
      email: 'boss@example.com',
      password,
      firstName: 'A',
      lastName: 'B',
      type: 'admin',
    });
    const admin = { id: adminId, type: 'admin' as const };
    const userId = await upsertConfirmedAccount(db, {
      email: 'member@example.com',
      password,
      firstName: 'M',
      lastName: 'N',
      type: 'user',
    });
    const session = await createSession(db, userId);
    for (const status of ['disable', 'block'] as const) {
      expect(await setProfileStatus(db, admin, userId, status)).toBe(true);
      expect(await findSession(db, session.token)).toBeNull();
      expect(await signIn(db, { email: 'member@example.com', password, ip: '10.3.0.1' })).toEqual({
        ok: false,
        error: 'account_disabled',
      });
    }
    expect(await setProfileStatus(db, admin, userId, 'enable')).toBe(true);
    expect((await signIn(db, { email: 'member@example.com', password, ip: '10.3.0.1' })).ok).toBe(true);
    // Saving the status the profile already has is no change: no trail entry, the session stays.
    const kept = await createSession(db, userId);
    expect(await setProfileStatus(db, admin, userId, 'enable')).toBe(true);
    expect(await findSession(db, kept.token)).not.toBeNull();
    const audit = await db.select().from(auditLog).where(eq(auditLog.target_id, userId));
    expect(audit.map((row) => row.details)).toEqual([
      { from: 'enable', to: 'disable' },
      { from: 'disable', to: 'block' },
      { from: 'block', to: 'enable' },
    ]);
    expect(await setProfileStatus(db, admin, adminId, 'block')).toBe(false);
  });
});

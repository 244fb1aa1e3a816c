import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Actor } from '~/auth/actor';
import type { Database, DatabaseHandle } from '~/db/client.server';
import { profiles } from '~/db/schema/accounts';
import { expertProfiles } from '~/db/schema/experts';
import { eq } from 'drizzle-orm';
import { setProfileType } from '~/features/admin-users/admin-users.server';
import { testDatabases } from '../../../tests/support/databases';
import { getExpert, getOwnExpertProfile, listExperts, saveOwnExpertProfile } from './experts.server';
import { EXPERTS_PAGE_SIZE, expertProfileSchema } from './schema';

describe.each(testDatabases())('experts directory on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let db: Database;
  let reader: Actor;
  let admin: { id: string; type: 'admin' };
  const ids: Record<string, string> = {};

  async function person(key: string, first: string, last: string, type: Actor['type'], status = 'enable') {
    const [row] = await db
      .insert(profiles)
      .values({
        email: `${key}@example.com`,
        first_name: first,
        last_name: last,
        type,
        status: status as 'enable',
      })
      .returning({ id: profiles.id });
    ids[key] = row!.id;
    return { id: row!.id, type };
  }

  const profile = (specialty: string, languages: string[], extra: Partial<{ location: string }> = {}) =>
    expertProfileSchema.parse({ specialty, languages, photo: 'stethoscope', ...extra });

  const names = async (search: Partial<Parameters<typeof listExperts>[2]> = {}) =>
    (await listExperts(db, reader, { page: 1, ...search })).experts.map((e) => e.firstName);

  beforeAll(async () => {
    handle = await open();
    db = handle.db;
    reader = await person('reader', 'Rita', 'Reader', 'user');
    admin = { id: (await person('boss', 'Bo', 'Ss', 'admin')).id, type: 'admin' };
    const selin = await person('selin', 'Selin', 'Kaya', 'expert');
    const omar = await person('omar', 'Omar', 'Haddad', 'expert');
    const under = await person('under', 'Una_Score', 'Percent%', 'expert');
    await person('blank', 'Bora', 'Blank', 'expert');
    const off = await person('off', 'Oskar', 'Off', 'expert', 'disable');
    await saveOwnExpertProfile(db, selin, profile('Clinical dietitian', ['tr', 'en'], { location: 'Izmir' }));
    await saveOwnExpertProfile(db, omar, profile('Endocrinology, diabetes', ['ar', 'fa', 'en']));
    await saveOwnExpertProfile(db, under, profile('Sports medicine', ['es']));
    await saveOwnExpertProfile(db, off, profile('Clinical dietitian', ['tr']));
  });
  afterAll(() => handle.close());

  it('lists enabled experts only, by first name, with an unfilled profile listed by name', async () => {
    expect(await names()).toEqual(['Bora', 'Omar', 'Selin', 'Una_Score']);
    const bora = (await listExperts(db, reader, { page: 1 })).experts[0]!;
    expect(bora).toMatchObject({ specialty: '', languages: [], photo: 'stethoscope' });
  });

  it('searches by first or last name, any part, in any case', async () => {
    expect(await names({ name: 'sel' })).toEqual(['Selin']);
    expect(await names({ name: 'HADD' })).toEqual(['Omar']);
    expect(await names({ name: 'omar haddad' })).toEqual(['Omar']);
    expect(await names({ name: 'nobody' })).toEqual([]);
  });

  it('takes LIKE wildcards in a search literally', async () => {
    expect(await names({ name: '_' })).toEqual(['Una_Score']);
    expect(await names({ name: '%' })).toEqual(['Una_Score']);
    expect(await names({ name: 'a_s' })).toEqual(['Una_Score']);
  });

  it('searches by specialty and by a spoken language, and combines them', async () => {
    expect(await names({ specialty: 'DIET' })).toEqual(['Selin']);
    expect(await names({ specialty: 'diabetes' })).toEqual(['Omar']);
    expect(await names({ language: 'en' })).toEqual(['Omar', 'Selin']);
    expect(await names({ language: 'fa' })).toEqual(['Omar']);
    expect(await names({ language: 'en', specialty: 'diet' })).toEqual(['Selin']);
    expect(await names({ language: 'es', name: 'selin' })).toEqual([]);
  });

  it('shows one listed expert, and nothing for a user, an admin, a disabled expert or a bad id', async () => {
    expect(await getExpert(db, reader, ids.selin!)).toMatchObject({
      firstName: 'Selin',
      specialty: 'Clinical dietitian',
      languages: ['tr', 'en'],
      location: 'Izmir',
    });
    for (const id of [ids.reader!, ids.boss!, ids.off!, '00000000-0000-4000-8000-000000000000', 'x']) {
      expect(await getExpert(db, reader, id)).toBeNull();
    }
  });

  it('lets only an expert save their own profile', async () => {
    expect(await getOwnExpertProfile(db, reader)).toBeNull();
    expect(await saveOwnExpertProfile(db, reader, profile('Fake', []))).toBe(false);
    const rows = await db.select().from(expertProfiles).where(eq(expertProfiles.user_id, ids.reader!));
    expect(rows).toEqual([]);
  });

  it('drops an expert switched back to user from the directory, and brings them back as they were', async () => {
    expect(await setProfileType(db, admin, ids.selin!, 'user')).toBe(true);
    expect(await names()).not.toContain('Selin');
    expect(await getExpert(db, reader, ids.selin!)).toBeNull();
    // Their session still says expert until it is read again: the save checks the stored type.
    expect(await saveOwnExpertProfile(db, { id: ids.selin!, type: 'expert' }, profile('Changed', []))).toBe(
      false,
    );
    expect(await setProfileType(db, admin, ids.selin!, 'expert')).toBe(true);
    expect((await getExpert(db, reader, ids.selin!))?.specialty).toBe('Clinical dietitian');
  });

  it('pages the directory', async () => {
    for (let i = 0; i < EXPERTS_PAGE_SIZE; i++) {
      await person(`zz${i}`, `Zed${String(i).padStart(2, '0')}`, 'Paged', 'expert');
    }
    const first = await listExperts(db, reader, { page: 1 });
    const second = await listExperts(db, reader, { page: 2 });
    expect(first.total).toBe(4 + EXPERTS_PAGE_SIZE);
    expect(first.pageCount).toBe(2);
    expect(first.experts).toHaveLength(EXPERTS_PAGE_SIZE);
    // Sixteen by first name: the four above, then Zed00 to Zed11; the second page holds the last four.
    expect(second.experts.map((e) => e.firstName)).toEqual(['Zed08', 'Zed09', 'Zed10', 'Zed11']);
  });
});

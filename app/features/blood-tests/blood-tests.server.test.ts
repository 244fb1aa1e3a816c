import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '~/db/client.server';
import { questionAnswers } from '~/db/schema/plans';
import { testDatabases } from '../../../tests/support/databases';
import { newUser } from '../../../tests/support/users';
import {
  addBloodTest,
  deleteOwnBloodTest,
  getOwnBloodTest,
  listOwnBloodTests,
  updateOwnBloodTest,
} from './blood-tests.server';
import type { BloodTestInput } from './schema';

function test(overrides: Partial<BloodTestInput> = {}): BloodTestInput {
  return {
    title: 'Yearly check-up',
    takenOn: '2026-03-10',
    lab: 'Central lab',
    notes: '',
    results: [
      { marker: 'ldl', value: 3.9, unit: 'mmol/L', lab_low: null, lab_high: null },
      { marker: 'hdl', value: 45, unit: 'mg/dL', lab_low: null, lab_high: null },
    ],
    ...overrides,
  };
}

describe.each(testDatabases())('blood tests on $name', ({ open }) => {
  let handle: DatabaseHandle;
  let db: Database;
  beforeAll(async () => {
    handle = await open();
    db = handle.db;
  });
  afterAll(() => handle.close());

  it('lists only the owner’s tests, newest first, with each marker judged', async () => {
    const maya = await newUser(db);
    const other = await newUser(db, 'Omar');
    await addBloodTest(db, maya, test({ title: 'Older', takenOn: '2025-01-05' }));
    await addBloodTest(db, maya, test({ title: 'Newer', takenOn: '2026-02-01' }));
    await addBloodTest(db, other, test({ title: 'Not hers' }));

    const { tests, sex } = await listOwnBloodTests(db, maya);
    expect(sex).toBeNull();
    expect(tests.map((t) => t.title)).toEqual(['Newer', 'Older']);
    const [ldl, hdl] = tests[0]!.results;
    // 3.9 mmol/L is 151 mg/dL: above the optimal < 100 mg/dL.
    expect(ldl).toMatchObject({ value: 3.9, unit: 'mmol/L', flag: 'high', rangeFrom: 'published' });
    // Sex unknown: 45 mg/dL is normal for men, so it is not flagged.
    expect(hdl).toMatchObject({ flag: 'normal' });
  });

  it('uses the sex from the questionnaire for sex-specific ranges', async () => {
    const maya = await newUser(db);
    await db.insert(questionAnswers).values({ user_id: maya.id, question_name: 'sex', values: ['Female'] });
    await addBloodTest(db, maya, test());
    const { tests, sex } = await listOwnBloodTests(db, maya);
    expect(sex).toBe('female');
    expect(tests[0]!.results[1]).toMatchObject({ flag: 'low' });
  });

  it("treats another user's test as not found for reading, changing and deleting", async () => {
    const maya = await newUser(db);
    const other = await newUser(db, 'Omar');
    const id = await addBloodTest(db, maya, test());
    expect(await getOwnBloodTest(db, other, id)).toBeNull();
    expect(await updateOwnBloodTest(db, other, id, test({ title: 'Hijacked' }))).toBe(false);
    expect(await deleteOwnBloodTest(db, other, id)).toBe(false);
    expect((await getOwnBloodTest(db, maya, id))?.title).toBe('Yearly check-up');
  });

  it('updates and deletes the owner’s test', async () => {
    const maya = await newUser(db);
    const id = await addBloodTest(db, maya, test());
    expect(await updateOwnBloodTest(db, maya, id, test({ title: 'Renamed', lab: '' }))).toBe(true);
    expect(await getOwnBloodTest(db, maya, id)).toMatchObject({ title: 'Renamed', lab: '' });
    expect(await deleteOwnBloodTest(db, maya, id)).toBe(true);
    expect(await getOwnBloodTest(db, maya, id)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { profiles } from '~/db/schema/accounts';
import { genomeTestOrders } from '~/db/schema/test-orders';
import { databaseForSuite, testDatabases } from '../../../tests/support/databases';
import { healthProfileOf } from './health-profile.server';
import { GENETIC_SAMPLES, sampleIdFor } from './samples';

describe.each(testDatabases())('a user’s health profile on $name', ({ open }) => {
  const suite = databaseForSuite(open);

  async function person(email: string) {
    const [row] = await suite.db
      .insert(profiles)
      .values({ email, first_name: 'Test', last_name: 'Person' })
      .returning({ id: profiles.id });
    return row!.id;
  }

  type NewOrder = typeof genomeTestOrders.$inferInsert;
  async function order(values: Omit<NewOrder, 'address'>) {
    const [row] = await suite.db
      .insert(genomeTestOrders)
      .values({ address: '1 Lab Road', ...values })
      .returning({ id: genomeTestOrders.id });
    return row!.id;
  }

  it('points at the sample of the user’s id while there is no finished test', async () => {
    const userId = await person('no-tests@example.com');
    await order({
      user_id: userId,
      type: 'genome',
      status: 'processing',
      candidate_variants: ['FTO rs9939609 A/A'],
    });
    const profile = await healthProfileOf(suite.db, userId);
    const sampleId = sampleIdFor(userId);
    expect(profile.genetic.source).toEqual({ kind: 'sample', sampleId });
    expect(profile.microbiome.source).toEqual({ kind: 'sample', sampleId });
    expect(profile.genetic.variants.map((variant) => variant.raw)).toEqual(
      GENETIC_SAMPLES[sampleId].candidateVariants,
    );
    expect(profile.microbiome.levels.length).toBeGreaterThanOrEqual(10);
  });

  it('replaces each sample by the newest finished test of its type, and only that type', async () => {
    const userId = await person('finished@example.com');
    await order({
      user_id: userId,
      type: 'genome',
      status: 'done',
      description: 'Older result',
      candidate_variants: ['TCF7L2 rs7903146 C/C'],
      finished_at: new Date('2026-01-01T10:00:00Z'),
    });
    const newest = await order({
      user_id: userId,
      type: 'genome',
      status: 'done',
      description: 'Newer result',
      candidate_variants: ['LCT rs4988235 C/C', 'TCF7L2 rs7903146 T/T'],
      finished_at: new Date('2026-02-01T10:00:00Z'),
    });
    // Done without results: a lab slip that must not hide the real result.
    await order({
      user_id: userId,
      type: 'genome',
      status: 'done',
      finished_at: new Date('2026-03-01T10:00:00Z'),
    });

    const profile = await healthProfileOf(suite.db, userId);
    expect(profile.genetic.source).toEqual({
      kind: 'test',
      orderId: newest,
      finishedAt: '2026-02-01T10:00:00.000Z',
    });
    expect(profile.genetic.description).toBe('Newer result');
    expect(profile.genetic.variants.flatMap((variant) => variant.traits)).toEqual([
      'lactose-intolerance',
      'type2-diabetes-risk',
    ]);
    expect(profile.microbiome.source).toEqual({ kind: 'sample', sampleId: sampleIdFor(userId) });
  });

  it('reads a finished metagenome test’s levels with their status against the normal range', async () => {
    const userId = await person('gut@example.com');
    const id = await order({
      user_id: userId,
      type: 'metagenome',
      status: 'done',
      taxonomic_levels: {
        Phylum: { Firmicutes: { percent: 75, normal_range: { min: 30, max: 70 } } },
        Genus: {
          Akkermansia: { percent: 0.05, normal_range: { min: 0.1, max: 5 } },
          Bacteroides: { percent: 20, normal_range: { min: 5, max: 35 } },
        },
      },
      finished_at: new Date('2026-02-01T10:00:00Z'),
    });
    const profile = await healthProfileOf(suite.db, userId);
    expect(profile.microbiome).toEqual({
      source: { kind: 'test', orderId: id, finishedAt: '2026-02-01T10:00:00.000Z' },
      levels: [
        { rank: 'Phylum', name: 'Firmicutes', percent: 75, min: 30, max: 70, status: 'high' },
        { rank: 'Genus', name: 'Bacteroides', percent: 20, min: 5, max: 35, status: 'normal' },
        { rank: 'Genus', name: 'Akkermansia', percent: 0.05, min: 0.1, max: 5, status: 'low' },
      ],
    });
  });

  it('never reads another user’s finished test', async () => {
    const owner = await person('owner@example.com');
    const other = await person('other@example.com');
    await order({
      user_id: owner,
      type: 'genome',
      status: 'done',
      candidate_variants: ['FTO rs9939609 A/A'],
      finished_at: new Date('2026-02-01T10:00:00Z'),
    });
    const profile = await healthProfileOf(suite.db, other);
    expect(profile.genetic.source.kind).toBe('sample');
  });
});

import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '~/db/client.server';
import { genomeTestOrders } from '~/db/schema/test-orders';
import { GENETIC_SAMPLES, MICROBIOME_SAMPLES, sampleIdFor } from './samples';
import { microbiomeLevels } from './taxonomy';
import type { GeneticProfile, HealthProfile, Microbiome, ProfileSource } from './types';
import { parseCandidateVariant } from './variant-parser';

const hasResults = {
  genome: sql`jsonb_array_length(${genomeTestOrders.candidate_variants}) > 0`,
  metagenome: sql`(${genomeTestOrders.taxonomic_levels}->'Phylum' <> '{}'::jsonb or ${genomeTestOrders.taxonomic_levels}->'Genus' <> '{}'::jsonb)`,
};

/** The user's newest finished test of a type; a done order without results (a lab slip) does not count. */
async function newestFinished(db: Database, userId: string, type: 'genome' | 'metagenome') {
  const [test] = await db
    .select({
      id: genomeTestOrders.id,
      description: genomeTestOrders.description,
      candidateVariants: genomeTestOrders.candidate_variants,
      taxonomicLevels: genomeTestOrders.taxonomic_levels,
      finishedAt: genomeTestOrders.finished_at,
    })
    .from(genomeTestOrders)
    .where(
      and(
        eq(genomeTestOrders.user_id, userId),
        eq(genomeTestOrders.type, type),
        eq(genomeTestOrders.status, 'done'),
        isNotNull(genomeTestOrders.finished_at),
        hasResults[type],
      ),
    )
    .orderBy(desc(genomeTestOrders.finished_at), desc(genomeTestOrders.id))
    .limit(1);
  if (!test?.finishedAt) return undefined;
  const source: ProfileSource = { kind: 'test', orderId: test.id, finishedAt: test.finishedAt.toISOString() };
  return { ...test, source };
}

/**
 * What the plans read about a user: their genetic profile and microbiome. Each comes from the user's
 * newest finished (status done) test of that type with results in it, or else from the built-in
 * sample their id points at (decision 024).
 */
export async function healthProfileOf(db: Database, userId: string): Promise<HealthProfile> {
  const [genome, metagenome] = await Promise.all([
    newestFinished(db, userId, 'genome'),
    newestFinished(db, userId, 'metagenome'),
  ]);
  const sampleId = sampleIdFor(userId);
  const sample: ProfileSource = { kind: 'sample', sampleId };

  const genetic: GeneticProfile = genome
    ? {
        source: genome.source,
        description: genome.description,
        variants: genome.candidateVariants.map(parseCandidateVariant),
      }
    : {
        source: sample,
        description: GENETIC_SAMPLES[sampleId].description,
        variants: GENETIC_SAMPLES[sampleId].candidateVariants.map(parseCandidateVariant),
      };

  const microbiome: Microbiome = metagenome
    ? { source: metagenome.source, levels: microbiomeLevels(metagenome.taxonomicLevels) }
    : { source: sample, levels: microbiomeLevels(MICROBIOME_SAMPLES[sampleId].levels) };

  return { genetic, microbiome };
}

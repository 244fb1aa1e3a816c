import { and, desc, eq } from 'drizzle-orm';
import type { Actor } from '~/auth/actor';
import type { Database } from '~/db/client.server';
import { genomeTestOrders, type TaxonomicLevels } from '~/db/schema/test-orders';
import type { RequestTestInput, TestOrderStatus, TestOrderType } from './schema';

export type OwnTestSummary = { id: number; type: TestOrderType; status: TestOrderStatus; createdAt: string };

export type OwnTest = OwnTestSummary & {
  address: string;
  note: string;
  description: string;
  candidateVariants: string[];
  taxonomicLevels: TaxonomicLevels;
  finishedAt: string | null;
};

/** A new request of the signed-in user, status created (spec 000 section 4). */
export async function requestTest(db: Database, actor: Actor, input: RequestTestInput): Promise<number> {
  const [row] = await db
    .insert(genomeTestOrders)
    .values({
      user_id: actor.id,
      status: 'created',
      type: input.type,
      address: input.address,
      note: input.note,
    })
    .returning({ id: genomeTestOrders.id });
  return row!.id;
}

/** The user's own requests, newest first (spec 000 section 7). */
export async function listOwnTests(db: Database, actor: Actor): Promise<OwnTestSummary[]> {
  const rows = await db
    .select({
      id: genomeTestOrders.id,
      type: genomeTestOrders.type,
      status: genomeTestOrders.status,
      createdAt: genomeTestOrders.created_at,
    })
    .from(genomeTestOrders)
    .where(eq(genomeTestOrders.user_id, actor.id))
    .orderBy(desc(genomeTestOrders.created_at), desc(genomeTestOrders.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** One of the user's own requests; someone else's id and no such id are both null. */
export async function getOwnTest(db: Database, actor: Actor, orderId: number): Promise<OwnTest | null> {
  const [row] = await db
    .select({
      id: genomeTestOrders.id,
      type: genomeTestOrders.type,
      status: genomeTestOrders.status,
      createdAt: genomeTestOrders.created_at,
      address: genomeTestOrders.address,
      note: genomeTestOrders.note,
      description: genomeTestOrders.description,
      candidateVariants: genomeTestOrders.candidate_variants,
      taxonomicLevels: genomeTestOrders.taxonomic_levels,
      finishedAt: genomeTestOrders.finished_at,
    })
    .from(genomeTestOrders)
    .where(and(eq(genomeTestOrders.id, orderId), eq(genomeTestOrders.user_id, actor.id)));
  if (!row) return null;
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

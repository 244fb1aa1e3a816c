import { bigint, index, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, ownerId } from './columns';

export const testOrderStatuses = ['created', 'processing', 'rejected', 'done'] as const;
export const testOrderTypes = ['genome', 'metagenome'] as const;
export const testOrderStatus = pgEnum('test_order_status', testOrderStatuses);
export const testOrderType = pgEnum('test_order_type', testOrderTypes);

export type TaxonomicLevel = Record<string, { percent: number; normal_range: { min: number; max: number } }>;
export type TaxonomicLevels = { Phylum: TaxonomicLevel; Genus: TaxonomicLevel };

export const genomeTestOrders = pgTable(
  'genome_test_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: ownerId(),
    status: testOrderStatus('status').notNull().default('created'),
    type: testOrderType('type').notNull(),
    address: text('address').notNull(),
    description: text('description').notNull().default(''),
    /** The user's optional note with the request; description is the lab's summary of the result. */
    note: text('note').notNull().default(''),
    candidate_variants: jsonb('candidate_variants').$type<string[]>().notNull().default([]),
    taxonomic_levels: jsonb('taxonomic_levels')
      .$type<TaxonomicLevels>()
      .notNull()
      .default({ Phylum: {}, Genus: {} }),
    created_at: createdAt(),
    /** When the order last became done; null while it is not. The newest finished test replaces the sample. */
    finished_at: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('genome_test_orders_user_id_created_at_idx').on(t.user_id, t.created_at),
    index('genome_test_orders_status_created_at_idx').on(t.status, t.created_at),
  ],
);

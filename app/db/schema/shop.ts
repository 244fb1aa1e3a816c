import { bigint, index, jsonb, pgEnum, pgTable, uniqueIndex, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, ownerId } from './columns';

export const shopOrderStatuses = [
  'created',
  'processing',
  'packaging',
  'shipping',
  'canceled',
  'rejected',
  'delivered',
] as const;
export type ShopOrderStatus = (typeof shopOrderStatuses)[number];

export const shopOrderStatus = pgEnum('shop_order_status', shopOrderStatuses);

export type ShopOrderItem = {
  id: string;
  title: string;
  image: string;
  unit_price: number;
  category_title: string;
  quantity: number;
};

export const shopOrders = pgTable(
  'shop_orders',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    user_id: ownerId(),
    status: shopOrderStatus('status').notNull().default('created'),
    address: text('address').notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    items: jsonb('items').$type<ShopOrderItem[]>().notNull(),
    /** One checkout submission makes one order, however often the browser sends it. */
    submission_key: varchar('submission_key', { length: 64 }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('shop_orders_user_id_created_at_idx').on(t.user_id, t.created_at),
    index('shop_orders_status_created_at_idx').on(t.status, t.created_at),
    index('shop_orders_created_at_idx').on(t.created_at),
    uniqueIndex('shop_orders_user_submission_key').on(t.user_id, t.submission_key),
  ],
);

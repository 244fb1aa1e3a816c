import { and, desc, eq, sql } from 'drizzle-orm';
import type { Actor } from '~/auth/actor';
import { UNIT_PRICE, type Product } from '~/catalogue/types';
import type { Database } from '~/db/client.server';
import { shopOrders, type ShopOrderItem, type ShopOrderStatus } from '~/db/schema/shop';
import { cartTotals, checkQuantity, type QuantityError } from './cart';
import type { PlaceOrderInput } from './schema';

/** Orders a user sees per page of /shop/orders (the spec leaves the user-side size open). */
export const OWN_ORDERS_PAGE_SIZE = 10;

/** The one catalogue call placing an order needs; the real client and test doubles both have it. */
export type ProductLookup = { getProduct(id: string): Promise<Product | null> };

export type PlaceOrderError = 'unknown_product' | 'duplicate_item' | QuantityError;

export type PlaceOrderResult =
  | { ok: true; orderId: number; repeated: boolean }
  | { ok: false; error: PlaceOrderError; productId?: string };

/**
 * Stores an order with status created. Every line is rebuilt from the catalogue (title, image,
 * price) so nothing the browser says about a dish but its id and weight is believed. A repeat of the
 * same submission key gives the order it already made.
 */
export async function placeOrder(
  db: Database,
  actor: Actor,
  input: PlaceOrderInput,
  catalogue: ProductLookup,
): Promise<PlaceOrderResult> {
  const existing = await findBySubmissionKey(db, actor, input.submissionKey);
  if (existing !== null) return { ok: true, orderId: existing, repeated: true };

  const seen = new Set<string>();
  const lines: Array<{ id: string; quantity: number }> = [];
  for (const line of input.items) {
    if (seen.has(line.id)) return { ok: false, error: 'duplicate_item', productId: line.id };
    seen.add(line.id);
    const check = checkQuantity(line.quantity);
    if (!check.ok) return { ok: false, error: check.error, productId: line.id };
    lines.push({ id: line.id, quantity: check.quantity });
  }

  const products = await Promise.all(lines.map((line) => catalogue.getProduct(line.id)));
  const items: ShopOrderItem[] = [];
  for (const [index, line] of lines.entries()) {
    const product = products[index];
    if (!product) return { ok: false, error: 'unknown_product', productId: line.id };
    items.push({
      id: product.id,
      title: product.title,
      image: product.image,
      unit_price: UNIT_PRICE,
      category_title: product.category_title,
      quantity: line.quantity,
    });
  }

  // One statement: a second submission racing this one inserts nothing and finds the first.
  const [inserted] = await db
    .insert(shopOrders)
    .values({
      user_id: actor.id,
      status: 'created',
      address: input.address,
      mobile: input.mobile,
      email: input.email,
      items,
      submission_key: input.submissionKey,
    })
    .onConflictDoNothing({ target: [shopOrders.user_id, shopOrders.submission_key] })
    .returning({ id: shopOrders.id });
  if (inserted) return { ok: true, orderId: inserted.id, repeated: false };
  const raced = await findBySubmissionKey(db, actor, input.submissionKey);
  if (raced === null) throw new Error('An order insert conflicted but no order has its key');
  return { ok: true, orderId: raced, repeated: true };
}

async function findBySubmissionKey(db: Database, actor: Actor, key: string): Promise<number | null> {
  const [row] = await db
    .select({ id: shopOrders.id })
    .from(shopOrders)
    .where(and(eq(shopOrders.user_id, actor.id), eq(shopOrders.submission_key, key)));
  return row?.id ?? null;
}

export type OwnOrder = {
  id: number;
  status: ShopOrderStatus;
  address: string;
  mobile: string;
  email: string;
  items: ShopOrderItem[];
  total: number;
  createdAt: Date;
};

const ownOrderColumns = {
  id: shopOrders.id,
  status: shopOrders.status,
  address: shopOrders.address,
  mobile: shopOrders.mobile,
  email: shopOrders.email,
  items: shopOrders.items,
  createdAt: shopOrders.created_at,
};

function withTotal(row: Omit<OwnOrder, 'total'>): OwnOrder {
  return { ...row, total: cartTotals(row.items).total };
}

/** The actor's own orders, newest first; `page` starts at 1. */
export async function listOwnOrders(
  db: Database,
  actor: Actor,
  { page, pageSize = OWN_ORDERS_PAGE_SIZE }: { page: number; pageSize?: number },
): Promise<{ orders: OwnOrder[]; total: number }> {
  // The total rides on the page's rows: one query. A page past the end has no rows, so its total
  // reads 0 and the caller answers it as a page that does not exist, as it would with the real count.
  const rows = await db
    .select({ ...ownOrderColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(shopOrders)
    .where(eq(shopOrders.user_id, actor.id))
    .orderBy(desc(shopOrders.created_at), desc(shopOrders.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { orders: rows.map(({ total: _total, ...row }) => withTotal(row)), total: rows[0]?.total ?? 0 };
}

/** One of the actor's orders, with its submission key so the checkout tab can tell it made it. */
export async function getOwnOrder(
  db: Database,
  actor: Actor,
  id: number,
): Promise<(OwnOrder & { submissionKey: string }) | null> {
  const [row] = await db
    .select({ ...ownOrderColumns, submissionKey: shopOrders.submission_key })
    .from(shopOrders)
    .where(and(eq(shopOrders.id, id), eq(shopOrders.user_id, actor.id)));
  return row ? { ...withTotal(row), submissionKey: row.submissionKey } : null;
}

export type CancelResult = 'canceled' | 'not_found' | 'not_cancelable';

/**
 * The one place an order becomes canceled: its owner, while it is still created. Another user's
 * order is "not found", so ids are never confirmed.
 */
export async function cancelOwnOrder(db: Database, actor: Actor, id: number): Promise<CancelResult> {
  const mine = and(eq(shopOrders.id, id), eq(shopOrders.user_id, actor.id));
  const [updated] = await db
    .update(shopOrders)
    .set({ status: 'canceled' })
    .where(and(mine, eq(shopOrders.status, 'created')))
    .returning({ id: shopOrders.id });
  if (updated) return 'canceled';
  const [row] = await db.select({ status: shopOrders.status }).from(shopOrders).where(mine);
  return row ? 'not_cancelable' : 'not_found';
}

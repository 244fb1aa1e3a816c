import type { Product } from '~/catalogue/types';

/** Spec section 4: "adding sets quantity 1" (kg). */
export const ADDED_QUANTITY_KG = 1;
/** Quantities are weights in kg; grams are the finest step a kitchen scale sells. */
export const QUANTITY_DECIMALS = 3;
/** Anything heavier is a typo, not a meal order. */
export const MAX_QUANTITY_KG = 100;
/** What the + and - buttons of the cart add or take away. */
export const QUANTITY_STEP_KG = 0.5;
/** More different dishes than this in one order is not a household order. */
export const MAX_CART_ITEMS = 50;

/** Spec section 3: "Cart item: product fields plus quantity." */
export type CartItem = Product & { quantity: number };

export type QuantityError =
  'quantity_not_number' | 'quantity_not_positive' | 'quantity_too_precise' | 'quantity_too_large';

export type QuantityCheck = { ok: true; quantity: number } | { ok: false; error: QuantityError };

const GRAMS_PER_KG = 10 ** QUANTITY_DECIMALS;

/** A weight the shop sells: above 0, at most grams of precision, at most MAX_QUANTITY_KG. */
export function checkQuantity(quantity: number): QuantityCheck {
  if (!Number.isFinite(quantity)) return { ok: false, error: 'quantity_not_number' };
  if (quantity <= 0) return { ok: false, error: 'quantity_not_positive' };
  const grams = quantity * GRAMS_PER_KG;
  // Binary floats: 1.005 * 1000 is 1004.9999999999999, which is still whole grams.
  if (Math.abs(grams - Math.round(grams)) > 1e-6) return { ok: false, error: 'quantity_too_precise' };
  if (quantity > MAX_QUANTITY_KG) return { ok: false, error: 'quantity_too_large' };
  return { ok: true, quantity: Math.round(grams) / GRAMS_PER_KG };
}

/**
 * What a person typed in a quantity box: '' means "no quantity" (the item goes, spec section 4);
 * a decimal comma is read like a point, as Turkish and Spanish write it.
 */
export function parseQuantityInput(input: string): QuantityCheck {
  const text = input.trim().replace(',', '.');
  if (text === '') return { ok: true, quantity: 0 };
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return { ok: false, error: 'quantity_not_number' };
  const quantity = Number(text);
  if (quantity === 0) return { ok: true, quantity: 0 };
  return checkQuantity(quantity);
}

/**
 * Spec section 4: adding sets quantity 1. A dish already in the cart keeps the weight chosen for it;
 * a full cart stays as it is (check with isInCart).
 */
export function addItem(items: readonly CartItem[], product: Product): CartItem[] {
  if (isInCart(items, product.id) || items.length >= MAX_CART_ITEMS) return [...items];
  return [...items, { ...product, quantity: ADDED_QUANTITY_KG }];
}

export function isInCart(items: readonly CartItem[], id: string): boolean {
  return items.some((item) => item.id === id);
}

export type SetQuantityResult = { ok: true; items: CartItem[] } | { ok: false; error: QuantityError };

/** Sets a dish's weight; 0 (no quantity) removes it, per spec section 4. */
export function setQuantity(items: readonly CartItem[], id: string, quantity: number): SetQuantityResult {
  if (quantity === 0) return { ok: true, items: removeItem(items, id) };
  const check = checkQuantity(quantity);
  if (!check.ok) return check;
  return {
    ok: true,
    items: items.map((item) => (item.id === id ? { ...item, quantity: check.quantity } : item)),
  };
}

/** One step up or down; stepping to nothing removes the dish, stepping past the maximum stops there. */
export function stepQuantity(items: readonly CartItem[], id: string, direction: 1 | -1): CartItem[] {
  const item = items.find((entry) => entry.id === id);
  if (!item) return [...items];
  const next = roundGrams(item.quantity + direction * QUANTITY_STEP_KG);
  if (next <= 0) return removeItem(items, id);
  const result = setQuantity(items, id, Math.min(next, MAX_QUANTITY_KG));
  return result.ok ? result.items : [...items];
}

export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((item) => item.id !== id);
}

export function roundCents(amount: number): number {
  return Math.round((amount + Number.EPSILON) * 100) / 100;
}

function roundGrams(quantity: number): number {
  return Math.round(quantity * GRAMS_PER_KG) / GRAMS_PER_KG;
}

export function lineTotal(item: Pick<CartItem, 'unit_price' | 'quantity'>): number {
  return roundCents(item.unit_price * item.quantity);
}

export type CartTotals = { subtotal: number; shipping: number; tax: number; total: number };

/** Spec section 9: the total is the sum of unit_price x quantity; shipping and tax are 0. */
export const SHIPPING = 0;
export const TAX = 0;

export function cartTotals(items: ReadonlyArray<Pick<CartItem, 'unit_price' | 'quantity'>>): CartTotals {
  const subtotal = roundCents(items.reduce((sum, item) => sum + item.unit_price * item.quantity, 0));
  return { subtotal, shipping: SHIPPING, tax: TAX, total: roundCents(subtotal + SHIPPING + TAX) };
}

/** The badge shows how many different dishes are in the cart (weights are not counts). */
export function itemCount(items: readonly CartItem[]): number {
  return items.length;
}

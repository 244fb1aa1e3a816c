import { useSyncExternalStore } from 'react';
import type { Product } from '~/catalogue/types';
import {
  addItem,
  checkQuantity,
  isInCart,
  MAX_CART_ITEMS,
  removeItem,
  setQuantity,
  stepQuantity,
  type CartItem,
  type SetQuantityResult,
} from './cart';

/** Spec section 9: the cart lives in local storage. The version lets a later shape start afresh. */
export const CART_STORAGE_KEY = 'vivai.cart.v1';

/** Text fields of a stored item and their longest allowed length. */
const TEXT_LIMITS = { id: 64, title: 500, image: 2000, category_title: 200 } as const;

function isText(value: unknown, max: number): value is string {
  return typeof value === 'string' && value.length <= max;
}

// Checked by hand rather than with zod: the header's cart badge reads the cart on every signed-in
// page, and zod would add 14 to 23 KB gzip to each of them.
function readStoredItem(entry: unknown): CartItem | null {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) return null;
  const { id, title, image, category_title, unit_price, instructions, quantity } = entry as Record<
    string,
    unknown
  >;
  if (!isText(id, TEXT_LIMITS.id) || id === '') return null;
  if (!isText(title, TEXT_LIMITS.title) || !isText(image, TEXT_LIMITS.image)) return null;
  if (!isText(category_title, TEXT_LIMITS.category_title)) return null;
  if (typeof unit_price !== 'number' || !Number.isFinite(unit_price) || unit_price <= 0) return null;
  if (typeof quantity !== 'number' || !checkQuantity(quantity).ok) return null;
  return {
    id,
    title,
    image,
    unit_price,
    category_title,
    instructions: isText(instructions, 20_000) ? instructions : '',
    quantity,
  };
}

const NO_ITEMS: readonly CartItem[] = Object.freeze([]);

/** Whatever another script or an old version left there: keep each valid item, drop the rest. */
export function readStoredCart(raw: string | null): readonly CartItem[] {
  if (!raw) return NO_ITEMS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return NO_ITEMS;
  }
  if (!Array.isArray(parsed)) return NO_ITEMS;
  const items: CartItem[] = [];
  for (const entry of parsed) {
    const item = readStoredItem(entry);
    if (item && !isInCart(items, item.id)) items.push(item);
  }
  return items.slice(0, MAX_CART_ITEMS);
}

type Listener = () => void;
const listeners = new Set<Listener>();
// One cached snapshot per stored string, so useSyncExternalStore sees a stable value.
let snapshot: { raw: string | null; items: readonly CartItem[] } | null = null;
// When the browser refuses storage (private mode, quota), the cart still works for this page.
let memory: { raw: string | null } | null = null;

function readRaw(): string | null {
  if (memory) return memory.raw;
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    memory = { raw: null };
    return null;
  }
}

function getSnapshot(): readonly CartItem[] {
  const raw = readRaw();
  if (!snapshot || snapshot.raw !== raw) snapshot = { raw, items: readStoredCart(raw) };
  return snapshot.items;
}

function getServerSnapshot(): null {
  return null;
}

function notify() {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  if (event.key === CART_STORAGE_KEY || event.key === null) notify();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

function write(items: readonly CartItem[]) {
  const raw = JSON.stringify(items);
  if (!memory) {
    try {
      window.localStorage.setItem(CART_STORAGE_KEY, raw);
    } catch {
      memory = { raw };
    }
  } else memory.raw = raw;
  notify();
}

/**
 * The cart, or null while the page is server-rendered and hydrating: the server cannot know what
 * this browser stored, so callers show a neutral placeholder instead of a wrong cart. Other tabs'
 * changes arrive through the storage event.
 */
export function useCart(): readonly CartItem[] | null {
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** Adds a dish with 1 kg; true when the dish is in the cart afterwards (false when the cart is full). */
export function addToCart(product: Product): boolean {
  // The cart needs no cooking instructions; they would only fill the browser's storage.
  const items = addItem(getSnapshot(), { ...product, instructions: '' });
  write(items);
  return isInCart(items, product.id);
}

export function setCartQuantity(id: string, quantity: number): SetQuantityResult {
  const result = setQuantity(getSnapshot(), id, quantity);
  if (result.ok) write(result.items);
  return result;
}

export function stepCartQuantity(id: string, direction: 1 | -1): void {
  write(stepQuantity(getSnapshot(), id, direction));
}

export function removeFromCart(id: string): void {
  write(removeItem(getSnapshot(), id));
}

export function clearCart(): void {
  write(NO_ITEMS);
}

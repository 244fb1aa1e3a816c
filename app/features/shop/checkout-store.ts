import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { paymentSchema, submissionKeyField } from './schema';

/**
 * The payment step's answers travel to the confirmation step in this tab's session storage (they
 * are the tab's checkout, not a lasting setting). The submission key is made once per checkout, so
 * pressing "Place order" twice, or resending it, makes one order.
 */
export const CHECKOUT_STORAGE_KEY = 'vivai.checkout.v1';

const storedSchema = z.object({
  address: z.string(),
  mobile: z.string(),
  email: z.string(),
  submissionKey: z.string().optional(),
});

export type CheckoutDetails = { address: string; mobile: string; email: string; submissionKey?: string };

/** Stored details, or null when there are none or they no longer pass the payment rules. */
export function readStoredCheckout(raw: string | null): CheckoutDetails | null {
  if (!raw) return null;
  try {
    const stored = storedSchema.safeParse(JSON.parse(raw));
    if (!stored.success) return null;
    const valid = paymentSchema.safeParse(stored.data);
    if (!valid.success) return null;
    const key = submissionKeyField.safeParse(stored.data.submissionKey);
    return { ...valid.data, ...(key.success ? { submissionKey: key.data } : {}) };
  } catch {
    return null;
  }
}

/** 32 random characters of [A-Za-z0-9_-]. */
export function newSubmissionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_');
}

type Snapshot = { raw: string | null; details: CheckoutDetails | null };
let snapshot: Snapshot | null = null;
const listeners = new Set<() => void>();

function readRaw(): string | null {
  try {
    return window.sessionStorage.getItem(CHECKOUT_STORAGE_KEY);
  } catch {
    return null;
  }
}

function getSnapshot(): CheckoutDetails | null {
  const raw = readRaw();
  if (!snapshot || snapshot.raw !== raw) snapshot = { raw, details: readStoredCheckout(raw) };
  return snapshot.details;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function write(details: CheckoutDetails | null) {
  try {
    if (details) window.sessionStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(details));
    else window.sessionStorage.removeItem(CHECKOUT_STORAGE_KEY);
  } catch {
    // Without session storage the confirmation step sends the reader back to the payment form.
  }
  for (const listener of listeners) listener();
}

/**
 * `undefined` while server-rendering and hydrating (the server cannot see this tab's storage),
 * then the stored details or null.
 */
export function useCheckoutDetails(): CheckoutDetails | null | undefined {
  return useSyncExternalStore(subscribe, getSnapshot, () => undefined);
}

/** Saves the payment answers, keeping the submission key of a checkout already under way. */
export function saveCheckoutDetails(details: Omit<CheckoutDetails, 'submissionKey'>): void {
  const submissionKey = getSnapshot()?.submissionKey ?? newSubmissionKey();
  write({ ...details, submissionKey });
}

/** After an order is stored, the next checkout needs a new key; the address may stay for it. */
export function finishCheckout(submissionKey: string): boolean {
  const current = getSnapshot();
  if (current?.submissionKey !== submissionKey) return false;
  write({ address: current.address, mobile: current.mobile, email: current.email });
  return true;
}

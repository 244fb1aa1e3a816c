import { formatNumber } from '~/i18n/locales';

/** Spec section 9: prices are shown with a dollar sign; thousands with commas in every language. */
export function formatMoney(amount: number): string {
  return `$${formatNumber(amount, 2)}`;
}

/** A weight in kg with at most gram precision: 1 → "1", 1.25 → "1.25". */
export function formatKg(quantity: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }).format(quantity);
}

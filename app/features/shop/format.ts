import { dateFormat } from '~/i18n/dates';
import { formatNumber } from '~/i18n/locales';

/** Spec section 9: prices are shown with a dollar sign; thousands with commas in every language. */
export function formatMoney(amount: number): string {
  return `$${formatNumber(amount, 2)}`;
}

/** A weight in kg with at most gram precision: 1 → "1", 1.25 → "1.25". */
export function formatKg(quantity: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 }).format(quantity);
}

/**
 * Server and browser must print the same text, so the time zone is fixed and named. Digits stay
 * Latin and the calendar Gregorian in every language, so admins compare dates the same way.
 */
export function formatOrderDate(date: Date | string, locale: string): string {
  return dateFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
    numberingSystem: 'latn',
    calendar: 'gregory',
  }).format(new Date(date));
}

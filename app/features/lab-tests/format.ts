import { dateFormat } from '~/i18n/dates';

/**
 * Dates of test requests: the same text on server and browser (a fixed, named time zone), Latin
 * digits and the Gregorian calendar in every language, like the shop's orders.
 */
export function formatTestDate(date: string, locale: string): string {
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

/** A percent with up to two decimals, e.g. 0.05 → "0.05", 55.5 → "55.5". */
export function formatPercent(value: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(value);
}

import { dateFormat } from '~/i18n/dates';

/** Dose times in the reader's language, on the user's clock (24-hour, like the spec's HH:mm). */
export function formatDoseTime(iso: string, locale: string, timeZone: string): string {
  return dateFormat(locale, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

export function formatDay(iso: string, locale: string, timeZone: string): string {
  return dateFormat(locale, { timeZone, weekday: 'long', day: 'numeric', month: 'long' }).format(
    new Date(iso),
  );
}

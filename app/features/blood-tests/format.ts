import type { TFunction } from 'i18next';
import { formatNumber } from '~/i18n/locales';
import { unitOf, type Marker, type Range } from './markers';

/** A converted value, with the decimals its unit is usually given with. */
export function formatConverted(marker: Marker, unitId: string, value: number): string {
  const decimals = unitOf(marker, unitId)?.decimals ?? 1;
  return formatNumber(Number(value.toFixed(decimals)), decimals);
}

/** A range as the user reads it: a lab's range as typed, a published one converted to the unit. */
export function formatRange(
  t: TFunction,
  marker: Marker,
  unit: string,
  range: Range,
  asTyped: boolean,
): string {
  const show = (value: number) => (asTyped ? formatNumber(value) : formatConverted(marker, unit, value));
  if (range.low !== null && range.high !== null) {
    return t('blood-tests:range.between', { low: show(range.low), high: show(range.high), unit });
  }
  if (range.low !== null) return t('blood-tests:range.at_least', { low: show(range.low), unit });
  if (range.high !== null) {
    const key = range.highExclusive ? 'blood-tests:range.below' : 'blood-tests:range.at_most';
    return t(key, { high: show(range.high), unit });
  }
  return t('blood-tests:range.none');
}

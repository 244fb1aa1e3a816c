import type { LocaleCode } from '~/i18n/locales';
import { L } from './text';
import type { DayPart } from './types';

/** Spec 000 section 3: the day-part table. */
export const DAY_PARTS: readonly { part: DayPart; start: number; end: number; name: ReturnType<typeof L> }[] =
  [
    { part: 'morning', start: 6, end: 12, name: L('Morning', 'Sabah', 'Mañana', 'الصباح', 'صبح') },
    { part: 'noon', start: 12, end: 14, name: L('Noon', 'Öğle', 'Mediodía', 'الظهر', 'ظهر') },
    { part: 'evening', start: 14, end: 20, name: L('Evening', 'Akşam', 'Tarde', 'المساء', 'عصر') },
    { part: 'night', start: 20, end: 6, name: L('Night', 'Gece', 'Noche', 'الليل', 'شب') },
  ];

export const dayPartName = (part: DayPart, locale: LocaleCode) =>
  DAY_PARTS.find((p) => p.part === part)?.name[locale] ?? part;

export type Shares = Record<DayPart, number>;

/**
 * Shares of the day's energy. Without diabetes medication that can cause lows the night stays
 * empty; with insulin or sulfonylureas a bedtime snack guards against night-time hypoglycaemia
 * (ADA Standards of Care, section 6), and carbohydrate is spread over all four parts.
 */
export const USUAL_SHARES: Shares = { morning: 0.3, noon: 0.35, evening: 0.35, night: 0 };
export const SNACK_SHARES: Shares = { morning: 0.27, noon: 0.32, evening: 0.31, night: 0.1 };

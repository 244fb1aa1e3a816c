import type { LocaleCode } from '~/i18n/locales';
import { normaliseUtterance } from './normalise';
import { parseNumberWords } from './when/parse';

type IntervalWords = {
  hour: string[];
  times: string[];
  /** Words that are themselves a count of times: "twice", "مرتين". */
  counts: Record<string, number>;
  /** Words that mean once a day. */
  daily: string[];
  /** Words that make the count one of a week: "once a week", "haftada bir", "هفته‌ای یک بار". */
  weekly: string[];
};

// How often a medicine is taken, as people say it: "every 12 hours", "twice a day", "günde iki kez",
// "cada 8 horas", "مرتين في اليوم", "روزی دو بار".
const WORDS: Record<LocaleCode, IntervalWords> = {
  en: {
    hour: ['hour', 'hours', 'hr', 'hrs', 'h'],
    times: ['times', 'time', 'x'],
    counts: { once: 1, twice: 2, thrice: 3 },
    daily: ['daily', 'nightly', 'day'],
    weekly: ['week', 'weekly'],
  },
  tr: {
    hour: ['saat', 'saatte', 'saatlik'],
    times: ['kez', 'kere', 'defa', 'sefer'],
    counts: {},
    daily: ['gunluk', 'gunde'],
    weekly: ['hafta', 'haftada', 'haftalik', 'haftalık'],
  },
  es: {
    hour: ['hora', 'horas', 'h'],
    times: ['vez', 'veces'],
    counts: {},
    daily: ['diario', 'diaria', 'diariamente', 'dia'],
    weekly: ['semana', 'semanal', 'semanalmente'],
  },
  ar: {
    hour: ['ساعة', 'ساعات'],
    times: ['مرة', 'مرات'],
    counts: { مرة: 1, مرتين: 2, مرتان: 2 },
    daily: ['يوميا', 'يوم', 'اليوم'],
    weekly: ['اسبوع', 'الاسبوع', 'اسبوعيا', 'بالاسبوع', 'اسبوعي'],
  },
  fa: {
    hour: ['ساعت'],
    times: ['بار', 'دفعه', 'مرتبه'],
    counts: {},
    daily: ['روزانه', 'روزی', 'روز'],
    weekly: ['هفته', 'هفتگی', 'هفتهای'],
  },
};

const HOURS_A_DAY = 24;
const HOURS_A_WEEK = 7 * HOURS_A_DAY;
const folded = new Map<
  LocaleCode,
  {
    hour: Set<string>;
    times: Set<string>;
    counts: Map<string, number>;
    daily: Set<string>;
    weekly: Set<string>;
  }
>();

function wordsOf(locale: LocaleCode) {
  let words = folded.get(locale);
  if (!words) {
    const fold = (list: string[]) => new Set(list.map((word) => normaliseUtterance(word, locale)));
    const raw = WORDS[locale];
    words = {
      hour: fold(raw.hour),
      times: fold(raw.times),
      counts: new Map(Object.entries(raw.counts).map(([word, n]) => [normaliseUtterance(word, locale), n])),
      daily: fold(raw.daily),
      weekly: fold(raw.weekly),
    };
    folded.set(locale, words);
  }
  return words;
}

/** The number said just before position `at`: digits or words, of one or two words. */
function numberBefore(tokens: string[], at: number, locale: LocaleCode): number | null {
  for (const length of [2, 1]) {
    if (at - length < 0) continue;
    const said = tokens.slice(at - length, at).join(' ');
    const number = /^\d+([.,]\d+)?$/.test(said)
      ? Number(said.replace(',', '.'))
      : parseNumberWords(said, locale);
    if (number !== null) return number;
  }
  return null;
}

/**
 * Hours between doses from how often the user said they take it, or null when no rate was said. A
 * count is per day unless a week is named: "once a week" is 168 hours, never a daily dose.
 */
export function intervalHours(text: string, locale: LocaleCode): number | null {
  const tokens = normaliseUtterance(text, locale).split(' ').filter(Boolean);
  const words = wordsOf(locale);
  for (let i = 0; i < tokens.length; i++) {
    if (words.hour.has(tokens[i]!)) {
      const hours = numberBefore(tokens, i, locale);
      if (hours !== null) return hours;
    }
  }
  // "Three times a day for a week" is daily: a week counts only when no day is named.
  const daily = tokens.some((token) => words.daily.has(token));
  const weekly = !daily && tokens.some((token) => words.weekly.has(token));
  const period = weekly ? HOURS_A_WEEK : HOURS_A_DAY;
  for (let i = 0; i < tokens.length; i++) {
    if (words.times.has(tokens[i]!)) {
      const count = numberBefore(tokens, i, locale) ?? words.counts.get(tokens[i - 1] ?? '') ?? null;
      if (count !== null) return period / count;
    }
    const count = words.counts.get(tokens[i]!);
    if (count !== undefined) return period / count;
  }
  if (weekly) return HOURS_A_WEEK;
  return daily ? HOURS_A_DAY : null;
}

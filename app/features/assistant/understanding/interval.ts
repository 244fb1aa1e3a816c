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
};

// How often a medicine is taken, as people say it: "every 12 hours", "twice a day", "günde iki kez",
// "cada 8 horas", "مرتين في اليوم", "روزی دو بار".
const WORDS: Record<LocaleCode, IntervalWords> = {
  en: {
    hour: ['hour', 'hours', 'hr', 'hrs', 'h'],
    times: ['times', 'time', 'x'],
    counts: { once: 1, twice: 2, thrice: 3 },
    daily: ['daily', 'nightly', 'day'],
  },
  tr: {
    hour: ['saat', 'saatte', 'saatlik'],
    times: ['kez', 'kere', 'defa', 'sefer'],
    counts: {},
    daily: ['gunluk', 'gunde'],
  },
  es: {
    hour: ['hora', 'horas', 'h'],
    times: ['vez', 'veces'],
    counts: {},
    daily: ['diario', 'diaria', 'diariamente', 'dia'],
  },
  ar: {
    hour: ['ساعة', 'ساعات'],
    times: ['مرة', 'مرات'],
    counts: { مرتين: 2, مرتان: 2 },
    daily: ['يوميا', 'يوم', 'اليوم'],
  },
  fa: {
    hour: ['ساعت'],
    times: ['بار', 'دفعه', 'مرتبه'],
    counts: {},
    daily: ['روزانه', 'روزی', 'روز'],
  },
};

const HOURS_A_DAY = 24;
const folded = new Map<
  LocaleCode,
  { hour: Set<string>; times: Set<string>; counts: Map<string, number>; daily: Set<string> }
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

/** Hours between doses from how often the user said they take it, or null when no rate was said. */
export function intervalHours(text: string, locale: LocaleCode): number | null {
  const tokens = normaliseUtterance(text, locale).split(' ').filter(Boolean);
  const words = wordsOf(locale);
  for (let i = 0; i < tokens.length; i++) {
    if (words.hour.has(tokens[i]!)) {
      const hours = numberBefore(tokens, i, locale);
      if (hours !== null) return hours;
    }
  }
  for (let i = 0; i < tokens.length; i++) {
    if (words.times.has(tokens[i]!)) {
      const count = numberBefore(tokens, i, locale) ?? words.counts.get(tokens[i - 1] ?? '') ?? null;
      if (count !== null) return HOURS_A_DAY / count;
    }
    const count = words.counts.get(tokens[i]!);
    if (count !== undefined) return HOURS_A_DAY / count;
  }
  return tokens.some((token) => words.daily.has(token)) ? HOURS_A_DAY : null;
}

import { westernDigits } from '~/features/questionnaire/extract';
import type { NumberQuestion, Question, SelectQuestion } from '~/features/questionnaire/questions/types';
import type { LocaleCode } from '~/i18n/locales';
import { normaliseUtterance } from './normalise';
import { understand } from './sentences.server';
import { parseNumberWords } from './when/parse';

// A spoken answer is a sentence ("I weigh about seventy kilos", "I'm allergic to nuts and gluten"),
// while the questionnaire reads the bare answer ("70 kg", "Nuts, Gluten"). This finds the bare
// answer inside the sentence; the questionnaire's own reader then checks it against the question.

/** The ways people name each unit of the question bank, beside its label, per language. */
const UNIT_WORDS: Record<string, Record<LocaleCode, readonly string[]>> = {
  kg: {
    en: ['kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes', 'kgs'],
    tr: ['kilo', 'kilogram'],
    es: ['kilo', 'kilos', 'kilogramo', 'kilogramos'],
    ar: ['كيلو', 'كيلوغرام', 'كيلوجرام', 'كجم', 'كغم'],
    fa: ['کیلو', 'کیلوگرم', 'کیلو گرم'],
  },
  lb: {
    en: ['pound', 'pounds', 'lbs'],
    tr: ['pound', 'libre'],
    es: ['libra', 'libras'],
    ar: ['رطل', 'أرطال', 'باوند'],
    fa: ['پوند'],
  },
  cm: {
    en: ['centimetre', 'centimetres', 'centimeter', 'centimeters', 'cms'],
    tr: ['santim', 'santimetre'],
    es: ['centímetro', 'centímetros'],
    ar: ['سنتيمتر', 'سنتيمترا', 'سنتي', 'سنتمتر'],
    fa: ['سانت', 'سانتیمتر', 'سانتی متر'],
  },
  in: {
    en: ['inch', 'inches'],
    tr: ['inç', 'inc'],
    es: ['pulgada', 'pulgadas'],
    ar: ['بوصة', 'بوصات', 'إنش', 'انش'],
    fa: ['اینچ'],
  },
  '%': {
    en: ['percent', 'per cent'],
    tr: ['yüzde'],
    es: ['por ciento'],
    ar: ['بالمئة', 'بالمائة', 'في المئة', 'في المائة'],
    fa: ['درصد'],
  },
  'mmol/mol': {
    en: ['millimoles per mole'],
    tr: ['milimol bölü mol'],
    es: ['milimoles por mol'],
    ar: ['ملي مول لكل مول'],
    fa: ['میلی مول بر مول'],
  },
  'mg/dL': {
    en: ['milligrams per decilitre', 'milligrams per deciliter', 'mg per dl'],
    tr: ['miligram bölü desilitre'],
    es: ['miligramos por decilitro'],
    ar: ['ملغ لكل دل', 'مليغرام لكل ديسيلتر'],
    fa: ['میلی گرم بر دسی لیتر'],
  },
  'mmol/L': {
    en: ['millimoles per litre', 'millimoles per liter', 'mmol per l'],
    tr: ['milimol bölü litre'],
    es: ['milimoles por litro'],
    ar: ['ملي مول لكل لتر'],
    fa: ['میلی مول بر لیتر'],
  },
};

/** Longest run of words read as one number ("two hundred and fifteen"). */
const MAX_NUMBER_WORDS = 6;

/** Languages that join endings to a word ("kiloyum", "کیلوه"): a word said may go on after the phrase. */
const SUFFIXING: ReadonlySet<LocaleCode> = new Set(['tr', 'fa']);

/** Whether the normalised phrase is said, as whole words (or with an ending), in the normalised sentence. */
function says(sentence: string, phrase: string, locale: LocaleCode): boolean {
  if (phrase === '') return false;
  const words = ` ${sentence} `;
  if (words.includes(` ${phrase} `)) return true;
  return SUFFIXING.has(locale) && phrase.length >= 3 && words.includes(` ${phrase}`);
}

/** The numbers said, as digits first and as words when there are none. */
function numbersSaid(said: string, locale: LocaleCode): number[] {
  const digits = [...westernDigits(said).matchAll(/\d+(?:[.,]\d+)?/g)].map((match) =>
    Number(match[0].replace(',', '.')),
  );
  if (digits.length > 0) return digits;
  const words = said.split(/[\s,،.?!؟]+/).filter(Boolean);
  const found: number[] = [];
  for (let start = 0; start < words.length;) {
    let taken = 0;
    for (let end = Math.min(words.length, start + MAX_NUMBER_WORDS); end > start && taken === 0; end--) {
      const value = parseNumberWords(words.slice(start, end).join(' '), locale);
      if (value !== null) {
        found.push(value);
        taken = end - start;
      }
    }
    start += Math.max(taken, 1);
  }
  return found;
}

function spokenNumber(question: NumberQuestion, said: string, locale: LocaleCode): string | null {
  const numbers = [...new Set(numbersSaid(said, locale))];
  if (numbers.length !== 1) return null;
  const [value] = numbers as [number];
  if (!question.units) return String(value);
  const sentence = normaliseUtterance(said, locale);
  const named = question.units.filter(
    (unit) =>
      (unit.label.en === '%' && /[%٪]/.test(said)) ||
      [unit.label[locale], unit.label.en, ...(UNIT_WORDS[unit.label.en]?.[locale] ?? [])].some((word) =>
        says(sentence, normaliseUtterance(word, locale), locale),
      ),
  );
  // With no unit said, the number's size tells which is meant when only one unit's range holds it.
  const fitting = question.units.filter((unit) => value >= unit.min && value <= unit.max);
  const unit = named.length === 1 ? named[0] : named.length === 0 && fitting.length === 1 ? fitting[0] : null;
  return unit ? `${value} ${unit.label[locale]}` : String(value);
}

function spokenOptions(question: SelectQuestion, said: string, locale: LocaleCode): string[] | null {
  const sentence = normaliseUtterance(said, locale);
  const named = question.options.filter((option) =>
    says(sentence, normaliseUtterance(option[locale], locale), locale),
  );
  // "Type 2 diabetes" also names "diabetes": an option inside a longer one named is not meant.
  const meant = named.filter(
    (option) =>
      !named.some(
        (other) =>
          other !== option &&
          says(normaliseUtterance(other[locale], locale), normaliseUtterance(option[locale], locale), locale),
      ),
  );
  if (meant.length === 0 || (!question.multiple && meant.length > 1)) return null;
  return meant.map((option) => option[locale]);
}

/**
 * The bare answer inside a spoken one, as the questionnaire's reader takes it: a number (with its
 * unit), the options named, or yes or no; null when the sentence does not say one clearly.
 */
export function spokenAnswer(question: Question, said: string, locale: LocaleCode): string | string[] | null {
  switch (question.answerType) {
    case 'number':
      return spokenNumber(question, said, locale);
    case 'select':
      return spokenOptions(question, said, locale);
    case 'boolean': {
      const intent = understand(said, locale)?.intent;
      return intent === 'yes' ? 'true' : intent === 'no' ? 'false' : null;
    }
    case 'text':
      return null;
  }
}

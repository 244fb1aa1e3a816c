import { normalise } from '~/features/planner/comments/match';
import type { LocaleCode } from '~/i18n/locales';
import { FEELING_WORDS, type FeelingWords } from './feeling-words';

const NEUTRAL = 3;
/** How many words either side of a word a negation reaches ("I am not feeling good"). */
const NEGATION_REACH = 3;

// Arabic joins "and", "the" and "with" to the word: والتعب, بالألم.
const ARABIC_PREFIX = /^(?:وال|بال|فال|لل|ال|و|ف|ب)(?=..)/;

/** Words folded as `normalise` does, punctuation dropped, Arabic prefixes taken off. */
function tokensOf(text: string, locale: LocaleCode): string[] {
  const tokens = normalise(text, locale)
    .replace(/[.,;:!?؟،]/g, ' ')
    .split(' ')
    .filter(Boolean);
  return locale === 'ar' ? tokens.map((token) => token.replace(ARABIC_PREFIX, '')) : tokens;
}

type Phrases = { [K in keyof FeelingWords]: string[][] };
const phrasesByLocale = new Map<LocaleCode, Phrases>();

function phrasesOf(locale: LocaleCode): Phrases {
  let phrases = phrasesByLocale.get(locale);
  if (!phrases) {
    const words = FEELING_WORDS[locale];
    const fold = (list: readonly string[]) => list.map((phrase) => tokensOf(phrase, locale));
    phrases = {
      crisis: fold(words.crisis),
      severe: fold(words.severe),
      moderate: fold(words.moderate),
      positive: fold(words.positive),
      negations: fold(words.negations),
    };
    phrasesByLocale.set(locale, phrases);
  }
  return phrases;
}

/** Where a phrase begins in the tokens; each of its words matches the start of a word. */
function positionsOf(tokens: readonly string[], phrase: readonly string[]): number[] {
  const found: number[] = [];
  for (let i = 0; i + phrase.length <= tokens.length; i++) {
    if (phrase.every((part, k) => tokens[i + k]!.startsWith(part))) found.push(i);
  }
  return found;
}

/**
 * How much what the user said about today suggests they should talk to an expert, from 1 (doing
 * well) to 10 (now): the embedded stand-in for the model's rating (spec 001: today-feeling).
 * Crisis words give 10. Each severe word adds 3 and each bad word 1.5; each good word takes 1.5
 * away. A negation near a good word makes it a bad one ("not good"), near a bad one cancels it
 * ("not sad"). Nothing recognised is 3: no sign either way, well below the expert threshold.
 */
export function rateFeeling(said: string, locale: LocaleCode): number {
  const tokens = tokensOf(said, locale);
  const phrases = phrasesOf(locale);
  if (phrases.crisis.some((phrase) => positionsOf(tokens, phrase).length > 0)) return 10;
  const negations = phrases.negations.map((phrase) => phrase.join(' '));
  const negated = (at: number) =>
    tokens
      .slice(Math.max(0, at - NEGATION_REACH), at + NEGATION_REACH + 1)
      .some((token) => negations.some((neg) => token === neg || (neg.length > 2 && token.startsWith(neg))));
  const weigh = (list: string[][], weight: number, whenNegated: number) =>
    list.reduce(
      (sum, phrase) =>
        sum +
        positionsOf(tokens, phrase).reduce((part, at) => part + (negated(at) ? whenNegated : weight), 0),
      0,
    );
  const score =
    NEUTRAL +
    weigh(phrases.severe, 3, 0) +
    weigh(phrases.moderate, 1.5, 0) +
    weigh(phrases.positive, -1.5, 1.5);
  return Math.min(10, Math.max(1, Math.round(score)));
}

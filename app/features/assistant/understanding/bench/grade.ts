import type { LocaleCode } from '~/i18n/locales';
import type { AssistantReply } from '../../reply';
import { normaliseUtterance } from '../normalise';
import type { Expectation } from './format';

/** What a reply did, as the bench names it: its intent and the fields it filled. */
export type Understood = { intent: string; fields: Record<string, unknown> };

const ACTIONS = [
  'add_event',
  'edit_event',
  'cancel_event',
  'add_medication',
  'edit_medication',
  'cancel_medication',
  'send_email',
  'comment_plan',
] as const;

/** Words a title or a name may start with that are not part of it ("my dentist appointment"). */
const LEADING: Record<LocaleCode, readonly string[]> = {
  en: ['the', 'a', 'an', 'my', 'our'],
  es: ['el', 'la', 'los', 'las', 'un', 'una', 'mi', 'mis'],
  tr: [],
  ar: [],
  fa: [],
};

const TEXT_FIELDS = new Set([
  'title',
  'name',
  'body',
  'subject',
  'comment',
  'dosage',
  'usage_amount',
  'recipient',
]);

function text(value: unknown, locale: LocaleCode): string {
  const words = normaliseUtterance(String(value ?? ''), locale).split(' ');
  while (words.length > 1 && LEADING[locale].includes(words[0]!)) words.shift();
  return words.join(' ');
}

/** The intent and fields of a reply (yes and no come from the matcher, as the flows read them). */
export function understood(reply: AssistantReply, matchedIntent: string | null): Understood {
  for (const action of ACTIONS) {
    const fields = reply[action];
    if (fields)
      return {
        intent: action,
        fields: Object.fromEntries(Object.entries(fields).filter(([, v]) => v != null)),
      };
  }
  if (reply.page) return { intent: 'page', fields: { page: reply.page } };
  for (const flag of ['exit', 'help', 'tour'] as const) if (reply[flag]) return { intent: flag, fields: {} };
  // Until the tour exists (issue 23) the reply says so instead of setting `tour`: understood all the same.
  if (matchedIntent === 'tour') return { intent: 'tour', fields: {} };
  return { intent: 'none', fields: {} };
}

export type Grade = { intentRight: boolean; allRight: boolean; wrong: string[] };

/**
 * Whether the reply did what the case expects: the same intent and every expected field the same
 * (texts compared folded, leading articles and possessives aside). An added event or medicine may
 * not hold a field the user did not say: a date assumed is a wrong date.
 */
export function grade(expectation: Expectation, got: Understood, locale: LocaleCode): Grade {
  const [intent, value] = Object.entries(expectation)[0] as [string, unknown];
  if (got.intent !== intent) return { intentRight: false, allRight: false, wrong: [`intent ${got.intent}`] };
  const expected: Record<string, unknown> =
    intent === 'page'
      ? { page: value }
      : typeof value === 'object' && value
        ? (value as Record<string, unknown>)
        : {};
  const wrong: string[] = [];
  for (const [field, want] of Object.entries(expected)) {
    const have = got.fields[field];
    const same = TEXT_FIELDS.has(field) ? text(have, locale) === text(want, locale) : have === want;
    if (!same) wrong.push(`${field} ${JSON.stringify(have ?? null)}`);
  }
  if (intent === 'add_event' || intent === 'add_medication') {
    for (const field of Object.keys(got.fields)) if (!(field in expected)) wrong.push(`${field} assumed`);
  }
  return { intentRight: true, allRight: wrong.length === 0, wrong };
}

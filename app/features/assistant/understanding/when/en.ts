import { indexed, inverted, type Form, type LangSpec } from './grammar';

const UNITS = 'zero|oh, one, two, three, four, five, six, seven, eight, nine';
const TEENS = 'ten, eleven, twelve, thirteen, fourteen, fifteen, sixteen, seventeen, eighteen, nineteen';
const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ORDINAL_UNITS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const ORDINAL_TEENS =
  'tenth, eleventh, twelfth, thirteenth, fourteenth, fifteenth, sixteenth, seventeenth, eighteenth, nineteenth';

const cardinals = { ...indexed(UNITS, 0), ...indexed(TEENS, 10), ...indexed(TENS.join(','), 20, 10) };
const ordinals: Record<string, number> = {
  ...indexed(ORDINAL_UNITS.join(',')),
  ...indexed(ORDINAL_TEENS, 10),
  twentieth: 20,
  thirtieth: 30,
};
// Hyphenated compounds ("twenty-one", "thirty-first") are single tokens.
TENS.forEach((ten, t) =>
  ORDINAL_UNITS.forEach((ordinal, u) => {
    cardinals[`${ten}-${UNITS.split(', ')[u + 1]}`] = (t + 2) * 10 + u + 1;
    ordinals[`${ten}-${ordinal}`] = (t + 2) * 10 + u + 1;
  }),
);

function forms(f: string): Form[] {
  const ordinal = /^(\d+)(st|nd|rd|th)$/.exec(f);
  return ordinal ? [{ f: ordinal[1]!, tag: 'ord' }] : [];
}

export const en: LangSpec = {
  locale: 'en',
  monthFirst: true,
  weekStart: 1,
  cardinals,
  ordinals,
  hundred: ['hundred'],
  thousand: ['thousand'],
  connectors: ['and'],
  forms,
  words: {
    month: indexed(
      'january|jan, february|feb, march|mar, april|apr, may, june|jun, july|jul, august|aug, ' +
        'september|sep|sept, october|oct, november|nov, december|dec',
    ),
    // Short forms that are also common words ("sat", "sun", "wed") are left out on purpose.
    wd: indexed(
      'sunday, monday|mon, tuesday|tue|tues, wednesday, thursday|thu|thurs, friday|fri, saturday',
      0,
    ),
    rel: inverted({ 0: 'today', 1: 'tomorrow|tmrw', 2: 'day after tomorrow|the day after tomorrow' }),
    relpart: {
      tonight: [0, 'night'],
      'this morning': [0, 'morning'],
      'this afternoon': [0, 'afternoon'],
      'this evening': [0, 'evening'],
    },
    part: inverted({
      morning: 'morning|in the morning',
      afternoon: 'afternoon|in the afternoon',
      evening: 'evening|in the evening',
      night: 'night|at night',
      noon: 'noon|midday',
      midnight: 'midnight',
    }),
    ampm: inverted({ am: 'am|a.m', pm: 'pm|p.m' }),
    frac: inverted({ 30: 'half', 15: 'quarter|a quarter' }),
    past: 'past|after',
    to: 'to|before',
    at: 'at|around|about|at around|at about',
    on: 'on|for',
    the: 'the',
    of: 'of',
    this: 'this',
    next: 'next|coming|this coming',
    nextweek: 'next week|of next week',
    oclock: "o'clock|oclock|o clock",
    minutes: 'minutes|minute|mins|min',
    monthword: 'of the month|of this month',
  },
  notBare: ['one'],
  patterns: [
    'on? the? month D of? Y?',
    'part? at? frac|MIN5 past|to H oclock? ampm|part?',
    'part? at? MIN minutes past|to H oclock? ampm|part?',
  ],
};

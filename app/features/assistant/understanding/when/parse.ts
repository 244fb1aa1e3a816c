import {
  addDays,
  compareYmd,
  daysInMonth,
  formatYmd,
  fromPersian,
  isValidDate,
  parseYmd,
  toPersian,
  weekday,
  type Ymd,
} from './calendar';
import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { fa } from './fa';
import { compile, readNumbers, tokenize, type Caps, type Lang, type Locale, type Part } from './grammar';
import { scan } from './match';
import { tr } from './tr';

export type WhenProblem = 'past' | 'no_such_date' | 'ambiguous_hour' | 'not_understood';

export interface When {
  /** YYYY-MM-DD, only when a date was said. */
  date?: string;
  /** HH:mm, 24-hour. */
  time?: string;
  problem?: WhenProblem;
  /** The words not used, for the caller to find the event's title in. */
  rest: string;
}

/** Patterns every language shares; each language's own patterns come first and win ties. */
const COMMON = [
  'on? DATE',
  'on? the? dayword? D of? month of? Y?',
  'on? the? dayword? D of? jmonth Y?',
  'on? the? dayword? DORD monthword?',
  'on? dayword D monthword?',
  'on? rel',
  'relpart',
  'on? dayword? this? wd dayword?',
  'on? dayword? next wd dayword?',
  'on? dayword? wd dayword? next',
  'on? dayword? wd dayword? nextweek',
  'nextweek on? dayword? wd dayword?',
  'part? at? CLOCK oclock? ampm|part?',
  'part? at? H oclock? ampm|part?',
  // After the bare hour, so that "الحادية عشرة" is 11 rather than 1:10.
  'part? at? H MM minutes? oclock? ampm|part?',
  'at? part',
];

const LANGS: Record<Locale, Lang> = {
  en: compile(en, COMMON),
  tr: compile(tr, COMMON),
  es: compile(es, COMMON),
  ar: compile(ar, COMMON),
  fa: compile(fa, COMMON),
};

interface DateOut {
  rank: number;
  ymd?: Ymd;
  problem?: 'no_such_date' | 'past';
}

interface TimeSpec {
  h: number;
  min: number;
  to: boolean;
  h24: boolean;
  part?: Part;
}

interface Piece {
  start: number;
  end: number;
  date?: DateOut;
  time?: TimeSpec;
  weak?: boolean;
  part?: Part;
}

const NO_SUCH_DATE: DateOut = { rank: 3, problem: 'no_such_date' };

/** A day and month said with or without a year; without one, the next such day from today on. */
function absolute(y: number | undefined, m: number, d: number, persian: boolean, today: Ymd): DateOut {
  const convert = (year: number) =>
    persian ? fromPersian({ y: year, m, d }) : isValidDate(year, m, d) ? { y: year, m, d } : null;
  if (y !== undefined) {
    const ymd = convert(y);
    if (!ymd) return NO_SUCH_DATE;
    return compareYmd(ymd, today) < 0 ? { rank: 3, ymd, problem: 'past' } : { rank: 3, ymd };
  }
  if (m < 1 || m > 12 || d < 1 || d > 31) return NO_SUCH_DATE;
  const base = persian ? toPersian(today) : today;
  const ymd = convert(m < base.m || (m === base.m && d < base.d) ? base.y + 1 : base.y);
  return ymd ? { rank: 3, ymd } : NO_SUCH_DATE;
}

function fromToken(token: string, lang: Lang, today: Ymd): DateOut {
  const n = token.split(/[-/.]/).map(Number);
  if (n[0]! >= 1000) return absolute(n[0], n[1]!, n[2]!, lang.spec.locale === 'fa' && n[0]! < 1600, today);
  const [m, d] = lang.spec.monthFirst ? [n[0]!, n[1]!] : [n[1]!, n[0]!];
  const y = n[2] === undefined ? undefined : n[2] < 100 ? 2000 + n[2] : n[2];
  return absolute(y, m, d, false, today);
}

function dayOfMonth(d: number, today: Ymd): DateOut {
  if (d > 31) return { rank: 2, problem: 'no_such_date' };
  for (let k = 0; k < 13; k++) {
    const index = today.m - 1 + k;
    const y = today.y + Math.floor(index / 12);
    const m = (index % 12) + 1;
    if (d <= daysInMonth(y, m) && (k > 0 || d >= today.d)) return { rank: 2, ymd: { y, m, d } };
  }
  return { rank: 2, problem: 'no_such_date' };
}

function nextWeekday(wd: number, mode: Caps['mode'], lang: Lang, today: Ymd): DateOut {
  const now = weekday(today);
  const start = lang.spec.weekStart;
  const delta =
    mode === 'this'
      ? (wd - now + 7) % 7
      : mode === 'nextweek'
        ? 7 - ((now - start + 7) % 7) + ((wd - start + 7) % 7)
        : (wd - now + 7) % 7 || 7;
  return { rank: 1, ymd: addDays(today, delta) };
}

function dateOf(c: Caps, lang: Lang, today: Ymd): DateOut | undefined {
  if (c.dateToken) return fromToken(c.dateToken, lang, today);
  if (c.d !== undefined && c.jm !== undefined) return absolute(c.y, c.jm, c.d, true, today);
  if (c.d !== undefined && c.m !== undefined) return absolute(c.y, c.m, c.d, false, today);
  if (c.wd !== undefined) return nextWeekday(c.wd, c.mode, lang, today);
  if (c.rel !== undefined) return { rank: 1, ymd: addDays(today, c.rel) };
  if (c.d !== undefined && (c.anchored || !c.dWord)) return dayOfMonth(c.d, today);
  return undefined;
}

const MORNING: Part[] = ['am', 'morning', 'early'];

/** The 24-hour hour of an hour said with a part of the day, or null when they cannot go together. */
function withPart(h: number, part: Part): number | null {
  if (h === 0 || (h > 12 && MORNING.includes(part))) return null;
  if (h > 12) return h;
  switch (part) {
    case 'am':
    case 'morning':
    case 'early':
      return h % 12;
    case 'pm':
    case 'afternoon':
      return h === 12 ? 12 : h + 12;
    case 'evening':
      return h === 12 ? 0 : h + 12;
    case 'night':
      return h === 12 ? 0 : h <= 5 ? h : h + 12;
    case 'noon':
      return h <= 6 ? h + 12 : h;
    case 'midnight':
      return h % 12;
  }
}

const pad = (n: number) => String(n).padStart(2, '0');

function timeOf(t: TimeSpec, part: Part | undefined): { time?: string; problem?: WhenProblem } {
  if (t.h > 23 || t.min > 59) return { problem: 'not_understood' };
  let h: number | null = t.h;
  let ambiguous = false;
  if (part) h = withPart(t.h, part);
  // Said without a part of the day: 7-12 read as said, 1-6 as the afternoon, but the caller must ask.
  else if (!t.h24 && t.h >= 1 && t.h <= 6) [h, ambiguous] = [t.h + 12, true];
  if (h === null) return { problem: 'not_understood' };
  const total = (h * 60 + (t.to ? -t.min : t.min) + 1440) % 1440;
  return {
    time: `${pad(Math.floor(total / 60))}:${pad(total % 60)}`,
    problem: ambiguous ? 'ambiguous_hour' : undefined,
  };
}

function pieceOf(start: number, end: number, c: Caps, lang: Lang, today: Ymd): Piece {
  const piece: Piece = { start, end, date: dateOf(c, lang, today) };
  if (c.h !== undefined) {
    piece.time = { h: c.h, min: c.min ?? 0, to: c.to ?? false, h24: c.h24 ?? false, part: c.part };
    piece.weak = !piece.date && !c.strong && !c.part;
    if (piece.weak && (c.notBare || c.h > 24)) return { start, end };
  } else piece.part = c.part;
  return piece;
}

/** A date and/or time said in `text`, against `today` (YYYY-MM-DD, the user's calendar day). */
export function parseWhen(text: string, locale: Locale, today: string): When {
  const lang = LANGS[locale] ?? LANGS.en;
  const toks = tokenize(typeof text === 'string' ? text : '', lang);
  const day = parseYmd(today);
  if (!day) return { problem: 'not_understood', rest: toks.map((t) => t.raw).join(' ') };

  const found = scan(toks, lang)
    .map((m) => pieceOf(m.start, m.end, m.caps, lang, day))
    .filter((p) => p.date || p.time || p.part);
  const starts = new Set(found.map((p) => p.start));
  // A bare number is a time only at the end or before another date or time ("2 pills" is not), and
  // only when nothing else in the text is a time.
  const strongTime = found.find((p) => p.time && !p.weak);
  const pieces = found.filter(
    (p) => !p.weak || (!strongTime && (p.end === toks.length || starts.has(p.end))),
  );

  const dated = pieces.filter((p) => p.date).sort((a, b) => b.date!.rank - a.date!.rank)[0]?.date;
  const timed = strongTime ?? pieces.find((p) => p.time);
  const part = pieces.find((p) => p.part)?.part;
  const clock = timed?.time
    ? timeOf(timed.time, timed.time.part ?? part)
    : part === 'noon' || part === 'midnight'
      ? { time: part === 'noon' ? '12:00' : '00:00' }
      : {};

  const used = new Set(pieces.flatMap((p) => Array.from({ length: p.end - p.start }, (_, k) => p.start + k)));
  const rest = toks
    .filter((_, i) => !used.has(i))
    .map((t) => t.raw)
    .join(' ');
  const date = dated?.ymd ? formatYmd(dated.ymd) : undefined;
  const problem =
    dated?.problem === 'no_such_date'
      ? 'no_such_date'
      : clock.problem === 'not_understood'
        ? 'not_understood'
        : (dated?.problem ?? clock.problem ?? (date || clock.time ? undefined : 'not_understood'));
  return {
    ...(date && { date }),
    ...(clock.time && { time: clock.time }),
    ...(problem && { problem }),
    rest,
  };
}

/** A cardinal (0-1000 and beyond) or ordinal number said as words or digits, or null. */
export function parseNumberWords(text: string, locale: Locale): number | null {
  const lang = LANGS[locale] ?? LANGS.en;
  const toks = tokenize(typeof text === 'string' ? text : '', lang);
  const read = toks.length ? readNumbers(toks, 0, lang)[0] : undefined;
  return read && read.len === toks.length ? read.v : null;
}

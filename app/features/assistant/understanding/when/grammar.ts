/**
 * The engine the five languages share: text folding, tokens, number words, and a small pattern matcher.
 * A language is data (its words by kind) plus patterns such as 'at? H oclock? ampm|part?': lower-case names
 * are word kinds from the language's lists, upper-case names read numbers or digit tokens, `?` marks an
 * optional element and `|` alternatives.
 */

export type Locale = 'en' | 'tr' | 'es' | 'ar' | 'fa';
export type Part =
  'am' | 'pm' | 'morning' | 'afternoon' | 'evening' | 'night' | 'noon' | 'midnight' | 'early';

/** One spelling of a token to look up; the tag says what a stripped ending meant. */
export interface Form {
  f: string;
  tag?: 'ord' | 'loc' | 'day' | 'case';
}

/** Alternatives separated by "|". */
type Alts = string;

export interface Words {
  month: Record<string, number>;
  monthgen?: Record<string, number>;
  jmonth?: Record<string, number>;
  wd: Record<string, number>;
  rel: Record<string, number>;
  relpart?: Record<string, [number, Part]>;
  part: Record<string, Part>;
  ampm?: Record<string, Part>;
  frac: Record<string, number>;
  past?: Alts;
  to?: Alts;
  at?: Alts;
  on?: Alts;
  the?: Alts;
  of?: Alts;
  this?: Alts;
  next?: Alts;
  nextweek?: Alts;
  oclock?: Alts;
  minutes?: Alts;
  dayword?: Alts;
  monthword?: Alts;
}

/** 'january|jan, february|feb' → { january: 1, jan: 1, february: 2, feb: 2 }, counting from `first` by `step`. */
export function indexed(list: string, first = 1, step = 1): Record<string, number> {
  const out: Record<string, number> = {};
  list.split(',').forEach((alts, n) => {
    for (const word of alts.split('|')) if (word.trim()) out[word.trim()] = first + n * step;
  });
  return out;
}

/** { morning: 'morning|in the morning' } → { morning: 'morning', 'in the morning': 'morning' }. */
export function inverted<V extends string | number>(groups: Record<V, Alts>): Record<string, V> {
  const out: Record<string, V> = {};
  for (const [key, alts] of Object.entries<Alts>(groups)) {
    // Object keys are strings: numeric groups ({ 30: 'half' }) give their numbers back.
    const value = (/^\d+$/.test(key) ? Number(key) : key) as V;
    for (const word of alts.split('|')) out[word.trim()] = value;
  }
  return out;
}

export interface LangSpec {
  locale: Locale;
  words: Words;
  cardinals: Record<string, number>;
  ordinals: Record<string, number>;
  hundred: string[];
  thousand: string[];
  connectors: string[];
  /** Separate words that turn the number before them into an ordinal (Persian "سی ام"). */
  ordinalSuffixTokens?: string[];
  /** "on iki" = 12: ten takes a unit after it. */
  tenTakesUnit?: boolean;
  /** Arabic order: the unit comes first, "ثلاثة عشر", "واحد وعشرون". */
  unitFirst?: boolean;
  /** Numeric dates read month/day (en) rather than day/month. */
  monthFirst?: boolean;
  /** First day of the week (0 = Sunday), for "Tuesday of next week". */
  weekStart: number;
  /** Extra spellings of a folded token: endings or prefixes stripped. */
  forms?: (folded: string) => Form[];
  /** Number words that are also everyday words ("one", "una", "نه" = no), never a time on their own. */
  notBare?: string[];
  /** A conjunction written joined to the next word (Arabic "والنصف"), split off when the rest is known. */
  joinedPrefix?: string;
  patterns: string[];
}

/** What a match captured; parse.ts turns it into a date and/or a time. */
export interface Caps {
  h?: number;
  h24?: boolean;
  /** The hour was said in a form that is no time on its own: "ona" (to him), "una" (a), "نه" (no). */
  notBare?: boolean;
  min?: number;
  to?: boolean;
  strong?: boolean;
  d?: number;
  /** The day was an ordinal word ("third"): a day of the month only after "on", "day", "of the month". */
  dWord?: boolean;
  anchored?: boolean;
  m?: number;
  jm?: number;
  y?: number;
  dateToken?: string;
  wd?: number;
  mode?: 'this' | 'next' | 'nextweek';
  rel?: number;
  part?: Part;
}

export interface Tok {
  raw: string;
  forms: Form[];
}

interface LexEntry {
  toks: string[];
  kind: string;
  caps: Caps;
}

interface Element {
  opt: boolean;
  alts: string[];
}

export interface Lang {
  spec: LangSpec;
  lex: Map<string, LexEntry[]>;
  cardinals: Map<string, number>;
  ordinals: Map<string, number>;
  hundred: Set<string>;
  thousand: Set<string>;
  connectors: Set<string>;
  ordinalSuffixes: Set<string>;
  notBare: Set<string>;
  patterns: Element[][];
}

export function fold(text: string, locale: Locale): string {
  let s = text.normalize('NFC');
  s = locale === 'tr' ? s.toLocaleLowerCase('tr') : s.toLowerCase();
  s = s
    .replace(/[\u0660-\u0669]/g, (c) => String(c.charCodeAt(0) - 0x660))
    .replace(/[\u06f0-\u06f9]/g, (c) => String(c.charCodeAt(0) - 0x6f0))
    .replace(/[’‘`´]/g, "'");
  if (locale === 'ar' || locale === 'fa') {
    // Both sides of every comparison are folded alike, so the canonical letter chosen does not matter.
    s = s
      .replace(/[\u064b-\u065f\u0670\u0640\u200e\u200f]/g, '')
      .replace(/\u200c/g, '')
      .replace(/[أإآٱ]/g, 'ا')
      .replace(/[یى]/g, 'ي')
      .replace(/ک/g, 'ك')
      .replace(/[ةۀ]/g, 'ه')
      .replace(/٫/g, '.');
  } else if (locale === 'tr' || locale === 'es') {
    s = s
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/ı/g, 'i');
  }
  return s;
}

const EDGE_PUNCT = /^[,;!?¿¡،؛؟'"“”«»()[\]{}]+|[,;!?¿¡،؛؟'"“”«»()[\]{}.:]+$/g;

export function tokenize(text: string, lang: Lang): Tok[] {
  const out: Tok[] = [];
  const formsOf = (folded: string): Form[] => [{ f: folded }, ...(lang.spec.forms?.(folded) ?? [])];
  const known = (folded: string) =>
    formsOf(folded).some(({ f }) => lang.lex.has(f) || lang.cardinals.has(f) || lang.ordinals.has(f));
  const prefix = lang.spec.joinedPrefix;
  for (const word of text.split(/\s+/)) {
    const raw = word.replace(EDGE_PUNCT, '');
    const folded = fold(raw, lang.spec.locale);
    if (!folded) continue;
    // "10am", "8pm", "٨م": a number glued to a known word becomes two tokens.
    const glued = /^(\d{1,2}(?:[:.]\d{2})?)(\D.*)$/.exec(folded);
    const cut = glued && lang.lex.has(glued[2]!) ? glued[1]!.length : 0;
    if (cut) {
      out.push({ raw: raw.slice(0, cut), forms: formsOf(folded.slice(0, cut)) });
      out.push({ raw: raw.slice(cut), forms: formsOf(folded.slice(cut)) });
    } else if (
      prefix &&
      folded.startsWith(prefix) &&
      folded.length > prefix.length + 1 &&
      !known(folded) &&
      known(folded.slice(prefix.length))
    ) {
      out.push({ raw: raw.slice(0, prefix.length), forms: formsOf(prefix) });
      out.push({ raw: raw.slice(prefix.length), forms: formsOf(folded.slice(prefix.length)) });
    } else out.push({ raw, forms: formsOf(folded) });
  }
  return out;
}

const FLAG_CAPS: Record<string, Caps> = {
  to: { to: true },
  at: { strong: true },
  oclock: { strong: true },
  on: { anchored: true },
  dayword: { anchored: true },
  monthword: { anchored: true },
  this: { mode: 'this' },
  next: { mode: 'next' },
  nextweek: { mode: 'nextweek' },
};

function valueCaps(kind: string, value: unknown): Caps {
  switch (kind) {
    case 'month':
    case 'monthgen':
      return { m: value as number };
    case 'jmonth':
      return { jm: value as number };
    case 'wd':
      return { wd: value as number };
    case 'rel':
      return { rel: value as number };
    case 'relpart': {
      const [rel, part] = value as [number, Part];
      return { rel, part };
    }
    case 'ampm':
      return { part: value as Part, strong: true };
    case 'frac':
      return { min: value as number, strong: true };
    default:
      return { part: value as Part };
  }
}

export function compile(spec: LangSpec, common: string[]): Lang {
  const f = (text: string) => fold(text, spec.locale);
  const lex = new Map<string, LexEntry[]>();
  for (const [kind, list] of Object.entries(spec.words)) {
    const entries: [string, Caps][] =
      typeof list === 'string'
        ? list.split('|').map((phrase) => [phrase, FLAG_CAPS[kind] ?? {}])
        : Object.entries(list as Record<string, unknown>).map(([phrase, v]) => [phrase, valueCaps(kind, v)]);
    for (const [phrase, caps] of entries) {
      const toks = f(phrase).split(/\s+/);
      const key = toks[0]!;
      lex.set(key, [...(lex.get(key) ?? []), { toks, kind, caps }]);
    }
  }
  const map = (record: Record<string, number>) => new Map(Object.entries(record).map(([k, v]) => [f(k), v]));
  const compilePattern = (pattern: string) =>
    pattern.split(' ').map((el) => ({ opt: el.endsWith('?'), alts: el.replace('?', '').split('|') }));
  const set = (words: string[] = []) => new Set(words.map(f));
  return {
    spec,
    lex,
    cardinals: map(spec.cardinals),
    ordinals: map(spec.ordinals),
    hundred: set(spec.hundred),
    thousand: set(spec.thousand),
    connectors: set(spec.connectors),
    ordinalSuffixes: set(spec.ordinalSuffixTokens),
    notBare: set(spec.notBare),
    patterns: [...spec.patterns, ...common].map(compilePattern),
  };
}

export interface NumRead {
  v: number;
  len: number;
  ord: boolean;
  digits: number;
  lead0: boolean;
  tag?: Form['tag'];
}

type Atom =
  { v: number; ord: boolean; tag?: Form['tag']; digits?: string } | { mult: 100 | 1000 } | { conn: true };

function atomOf(tok: Tok, lang: Lang): Atom | null {
  for (const { f, tag } of tok.forms) {
    const ordTag = tag === 'ord' || tag === 'day';
    if (/^\d+$/.test(f)) return { v: Number(f), ord: ordTag, tag, digits: f };
    const card = lang.cardinals.get(f);
    if (card !== undefined) return { v: card, ord: ordTag, tag };
    const ord = lang.ordinals.get(f);
    if (ord !== undefined) return { v: ord, ord: true, tag };
    if (lang.hundred.has(f)) return { mult: 100 };
    if (lang.thousand.has(f)) return { mult: 1000 };
    if (lang.connectors.has(f)) return { conn: true };
  }
  return null;
}

const isUnit = (n: number | null) => n !== null && n >= 1 && n <= 9;
const isTens = (n: number | null) => n !== null && n >= 20 && n <= 90 && n % 10 === 0;

/** May the word worth v follow the last one: "twenty" "one", "on" "iki", Arabic "ثلاثة" "عشر"? */
function joins(last: number | null, v: number, afterOrdinal: boolean, spec: LangSpec): boolean {
  if (last === null) return true;
  if (spec.unitFirst && isUnit(last)) return v === 10 || isTens(v);
  if (afterOrdinal) return false;
  if (last >= 100 && last % 100 === 0) return v < last;
  if (isTens(last)) return isUnit(v);
  return !!spec.tenTakesUnit && last === 10 && isUnit(v);
}

/** Every number that starts at token i, longest first: a digit token, or number words by place value. */
export function readNumbers(toks: Tok[], i: number, lang: Lang): NumRead[] {
  const { spec } = lang;
  const first = toks[i] && atomOf(toks[i], lang);
  if (first && 'digits' in first && first.digits) {
    const { v, ord, tag, digits } = first;
    return [{ v, len: 1, ord, digits: digits.length, lead0: /^0\d/.test(digits), tag }];
  }
  const out: NumRead[] = [];
  let total = 0;
  let current = 0;
  let last: number | null = null;
  let ord = false;
  let closed = false;
  let pendingConn = false;
  for (let j = i; j < Math.min(toks.length, i + 10); j++) {
    const atom = atomOf(toks[j]!, lang);
    if (!atom || ('digits' in atom && atom.digits)) break;
    if ('conn' in atom) {
      // "one hundred and five", "treinta y uno", "بیست و یک", Arabic "واحد و عشرون".
      if (
        pendingConn ||
        !(isTens(last) || (last !== null && last >= 100) || (spec.unitFirst && isUnit(last)))
      )
        break;
      pendingConn = true;
      continue;
    }
    let tag: Form['tag'];
    if ('mult' in atom) {
      if (ord || current > 9 || (last !== null && last >= 100)) break;
      if (atom.mult === 100) current = (current || 1) * 100;
      else [total, current] = [total + (current || 1) * 1000, 0];
      last = atom.mult;
    } else {
      if (closed || !joins(last, atom.v, ord, spec)) break;
      // Arabic "ثلاثة عشر", "واحد وعشرون": nothing more comes after the tens.
      closed = !!spec.unitFirst && isUnit(last);
      current += atom.v;
      last = atom.v;
      ord ||= atom.ord;
      tag = atom.tag;
    }
    pendingConn = false;
    out.push({ v: total + current, len: j - i + 1, ord, digits: 0, lead0: false, tag });
  }
  const longest = out.at(-1);
  const next = longest && toks[i + longest.len];
  if (longest && !longest.ord && next && lang.ordinalSuffixes.has(next.forms[0]!.f))
    out.push({ ...longest, len: longest.len + 1, ord: true });
  return out.reverse();
}

import { readNumbers, type Caps, type Lang, type NumRead, type Tok } from './grammar';

/** Tokens [start, end) matched one pattern and captured `caps`. */
export interface Match {
  start: number;
  end: number;
  caps: Caps;
}

interface Suffix {
  end: number;
  caps: Caps;
}

interface Step {
  len: number;
  caps: Caps;
}

const DATE_TOKEN =
  /^(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}\/\d{1,2}(?:\/(?:\d{2}|\d{4}))?|\d{1,2}[.-]\d{1,2}[.-](?:\d{2}|\d{4}))$/;
const CLOCK_TOKEN = /^(\d{1,2})[:.h](\d{2})$/;

/** Captures add up; an absent or false capture never overrides one already made. */
function merge(a: Caps, b: Caps): Caps {
  const out: Record<string, unknown> = { ...a };
  for (const [key, value] of Object.entries(b)) if (value !== undefined && value !== false) out[key] = value;
  return out as Caps;
}

/** Left to right, the longest pattern match at each position (the earlier pattern on a tie). */
export function scan(toks: Tok[], lang: Lang): Match[] {
  const numbers = new Map<number, NumRead[]>();
  const memo = new Map<string, Step[][]>();

  const numbersAt = (i: number) => {
    if (!numbers.has(i)) numbers.set(i, i < toks.length ? readNumbers(toks, i, lang) : []);
    return numbers.get(i)!;
  };
  const single = (i: number, re: RegExp) => toks[i]?.forms.find((form) => re.test(form.f));

  function compute(alt: string, i: number): Step[] {
    const nums = () => numbersAt(i).filter((n) => n.digits <= 2);
    switch (alt) {
      case 'H':
        return nums()
          .filter((n) => !n.ord)
          .map((n) => ({
            len: n.len,
            caps: {
              h: n.v,
              h24: n.lead0 || n.v > 12,
              strong: n.tag === 'loc',
              notBare: n.tag === 'case' || (n.len === 1 && lang.notBare.has(toks[i]!.forms[0]!.f)),
            },
          }));
      // MM: the minutes of "ten thirty"; MIN5: of "five to ten" (so "from 9 to 5" is no time).
      case 'MIN':
      case 'MM':
      case 'MIN5':
        return nums()
          .filter(
            (n) => !n.ord && n.v <= 59 && (alt !== 'MM' || n.v >= 10) && (alt !== 'MIN5' || n.v % 5 === 0),
          )
          .map((n) => ({ len: n.len, caps: { min: n.v, strong: true } }));
      case 'D':
      case 'DORD':
        return nums()
          .filter((n) => n.v >= 1 && (alt === 'D' || n.ord))
          .map((n) => ({ len: n.len, caps: { d: n.v, dWord: !n.digits && n.tag !== 'day' } }));
      case 'Y': {
        const form = single(i, /^\d{4}$/);
        return form ? [{ len: 1, caps: { y: Number(form.f) } }] : [];
      }
      case 'CLOCK': {
        const match = CLOCK_TOKEN.exec(single(i, CLOCK_TOKEN)?.f ?? '');
        if (!match) return [];
        const h = Number(match[1]);
        const caps = { h, min: Number(match[2]), h24: match[1]!.startsWith('0') || h > 12, strong: true };
        return [{ len: 1, caps }];
      }
      case 'DATE': {
        const form = single(i, DATE_TOKEN);
        return form ? [{ len: 1, caps: { dateToken: form.f } }] : [];
      }
      default: {
        const out: Step[] = [];
        // A time marker is matched as written: Turkish "saatte" (per hour) is not "saat" (at).
        const spellings = alt === 'at' ? toks[i]?.forms.slice(0, 1) : toks[i]?.forms;
        for (const form of spellings ?? []) {
          for (const entry of lang.lex.get(form.f) ?? []) {
            if (entry.kind !== alt) continue;
            const rest = entry.toks.slice(1);
            if (rest.every((t, k) => toks[i + 1 + k]?.forms.some((x) => x.f === t)))
              out.push({ len: entry.toks.length, caps: entry.caps });
          }
        }
        return out;
      }
    }
  }

  function steps(alt: string, i: number): Step[] {
    const byToken = memo.get(alt) ?? [];
    memo.set(alt, byToken);
    return (byToken[i] ??= i < toks.length ? compute(alt, i) : []);
  }

  // The best way to finish pattern p from element k at token i does not depend on what came before, as
  // captures only ever add to each other, so it is worked out once.
  const suffixes = lang.patterns.map((pattern) => pattern.map(() => new Array<Suffix | null | undefined>()));
  function longest(p: number, k: number, i: number): Suffix | null {
    const pattern = lang.patterns[p]!;
    if (k === pattern.length) return { end: i, caps: {} };
    const known = suffixes[p]![k]![i];
    if (known !== undefined) return known;
    const element = pattern[k]!;
    let best: Suffix | null = null;
    for (const alt of element.alts) {
      for (const step of steps(alt, i)) {
        const found = longest(p, k + 1, i + step.len);
        if (found && (!best || found.end > best.end))
          best = { end: found.end, caps: merge(step.caps, found.caps) };
      }
    }
    if (element.opt) {
      const found = longest(p, k + 1, i);
      if (found && (!best || found.end > best.end)) best = found;
    }
    suffixes[p]![k]![i] = best;
    return best;
  }

  const out: Match[] = [];
  let i = 0;
  while (i < toks.length) {
    let best: Match | null = null;
    for (let p = 0; p < lang.patterns.length; p++) {
      const found = longest(p, 0, i);
      if (found && found.end > i && (!best || found.end > best.end)) best = { ...found, start: i };
    }
    if (best) {
      out.push(best);
      i = best.end;
    } else i++;
  }
  return out;
}

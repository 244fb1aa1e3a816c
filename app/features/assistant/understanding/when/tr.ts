import { indexed, inverted, type Form, type LangSpec } from './grammar';

// Turkish is matched after folding to ASCII (ç→c, ğ→g, ı→i, ö→o, ş→s, ü→u), so the endings below are
// written folded: "üçüncü" is "ucuncu", "geçe" (past) and "gece" (night) are the same word to us.
const UNITS = 'sıfır, bir, iki, üç, dört, beş, altı, yedi, sekiz, dokuz';
const TENS = 'on, yirmi, otuz, kırk, elli, altmış, yetmiş, seksen, doksan';

const cardinals = { ...indexed(UNITS, 0), ...indexed(TENS, 10, 10) };
// Compounds written as one word: "onbir", "yirmibeş".
TENS.split(', ').forEach((ten, t) =>
  UNITS.split(', ').forEach((unit, u) => u && (cardinals[ten + unit] = (t + 1) * 10 + u)),
);

const ENDINGS: [Form['tag'], string[]][] = [
  ['ord', ['uncu', 'unci', 'inci', 'incu', 'nci', 'ncu']],
  ['day', ['sinde', 'sinda', 'sunde', 'sunda', 'inde', 'inda', 'unde', 'unda']],
  ['loc', ['da', 'de', 'ta', 'te']],
  ['case', ['ndan', 'nden', 'dan', 'den', 'tan', 'ten', 'nin', 'nun', 'yi', 'yu', 'ya', 'ye']],
  ['case', ['in', 'un', 'nu', 'ni', 'a', 'e', 'i', 'u']],
];

function tagOf(ending: string): Form['tag'] {
  if (/^[iu]?nc[iu]/.test(ending)) return 'ord';
  if (/^s?[iu]?n[dt][ae]$/.test(ending)) return 'day';
  return /^[dt][ae]$/.test(ending) ? 'loc' : 'case';
}

/**
 * Case and ordinal endings: "10'da" and "onda" (at ten), "ona" / "onu" (in "ona çeyrek var", "onu çeyrek
 * geçe"), "3'ünde" and "üçünde" (on the 3rd), "üçüncü" (third), "aralığın" (of December).
 */
function forms(f: string): Form[] {
  const apostrophe = f.indexOf("'");
  if (apostrophe > 0) return [{ f: f.slice(0, apostrophe), tag: tagOf(f.slice(apostrophe + 1)) }];
  const out: Form[] = [];
  for (const [tag, endings] of ENDINGS) {
    for (const ending of endings) {
      if (!f.endsWith(ending) || f.length - ending.length < 2) continue;
      const stem = f.slice(0, -ending.length);
      out.push({ f: stem, tag });
      // Consonants soften before a vowel: aralık → aralığın, dört → dördüncü.
      const hard = { g: 'k', d: 't', b: 'p' }[stem.at(-1)!];
      if (hard) out.push({ f: stem.slice(0, -1) + hard, tag });
    }
  }
  return out;
}

export const tr: LangSpec = {
  locale: 'tr',
  weekStart: 1,
  tenTakesUnit: true,
  cardinals,
  ordinals: { ilk: 1 },
  notBare: ['bir'],
  hundred: ['yüz'],
  thousand: ['bin'],
  connectors: [],
  forms,
  words: {
    month: indexed('ocak, şubat, mart, nisan, mayıs, haziran, temmuz, ağustos, eylül, ekim, kasım, aralık'),
    monthgen: indexed(
      'ocağın, şubatın, martın, nisanın, mayısın, haziranın, temmuzun, ağustosun, eylülün, ekimin, kasımın, aralığın',
    ),
    wd: indexed('pazar, pazartesi, salı, çarşamba, perşembe, cuma, cumartesi', 0),
    rel: inverted({ 0: 'bugün', 1: 'yarın', 2: 'öbür gün|yarından sonra|yarından sonraki gün' }),
    relpart: {
      'bu sabah': [0, 'morning'],
      'bu öğleden sonra': [0, 'afternoon'],
      'bu akşam': [0, 'evening'],
      'bu gece': [0, 'night'],
    },
    part: inverted({
      morning: 'sabah|sabahleyin',
      early: 'sabaha karşı',
      noon: 'öğle|öğlen|öğleyin|öğle vakti|öğlen vakti',
      afternoon: 'öğleden sonra|ikindi',
      evening: 'akşam|akşamleyin',
      night: 'gece',
      midnight: 'gece yarısı',
    }),
    frac: inverted({ 30: 'buçuk', 15: 'çeyrek' }),
    past: 'geçe',
    to: 'var|kala',
    at: 'saat|saat tam',
    this: 'bu',
    next: 'gelecek|önümüzdeki|bir sonraki|sonraki',
    nextweek: 'haftaya|gelecek hafta|önümüzdeki hafta|gelecek haftaki|önümüzdeki haftaki',
    minutes: 'dakika',
    dayword: 'gün|ayın',
  },
  patterns: ['part? at? H frac|MIN minutes? past|to', 'part? at? H frac part?', 'on? monthgen D Y?'],
};

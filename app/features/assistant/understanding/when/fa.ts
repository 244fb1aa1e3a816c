import { indexed, inverted, type Form, type LangSpec } from './grammar';

// Words are folded before lookup (ی/ي and ک/ك alike, the zero-width non-joiner removed), so "سه‌شنبه" is
// one token "سهشنبه"; the spaced spelling "سه شنبه" is listed as a phrase beside it.
const cardinals: Record<string, number> = {
  ...indexed(
    'صفر, یک|یه, دو, سه, چهار, پنج, شش|شیش, هفت, هشت, نه, ده, یازده, دوازده, سیزده, چهارده, ' +
      'پانزده|پونزده, شانزده|شونزده, هفده|هیفده, هجده|هیجده|هژده, نوزده',
    0,
  ),
  ...indexed('بیست, سی, چهل, پنجاه, شصت, هفتاد, هشتاد, نود', 20, 10),
  ...indexed('صد|یکصد, دویست, سیصد, چهارصد, پانصد, ششصد, هفتصد, هشتصد, نهصد', 100, 100),
};

const ordinals: Record<string, number> = {
  ...indexed(
    'یکم|اول|نخست, دوم, سوم, چهارم, پنجم, ششم, هفتم, هشتم, نهم, دهم, یازدهم, دوازدهم, سیزدهم, چهاردهم, ' +
      'پانزدهم, شانزدهم, هفدهم, هجدهم|هیجدهم, نوزدهم, بیستم',
  ),
  سی‌ام: 30,
};
// "سومین", "اولین": the -ین form of every ordinal.
for (const [word, n] of Object.entries(ordinals)) ordinals[`${word}ین`] = n;

/** "۳ام", "۲۱م" (digits with an ordinal ending) and the ezafe "سه‌شنبه‌ی" (Tuesday of ...). */
function forms(f: string): Form[] {
  const out: Form[] = [];
  const ordinal = /^(\d+)(ام|م|ام[یي]ن|م[یي]ن)$/.exec(f);
  if (ordinal) out.push({ f: ordinal[1]!, tag: 'ord' });
  if (f.length > 3 && /ه[یي]$/.test(f)) out.push({ f: f.slice(0, -1) });
  return out;
}

export const fa: LangSpec = {
  locale: 'fa',
  weekStart: 6,
  cardinals,
  ordinals,
  ordinalSuffixTokens: ['ام', 'امین', 'مین'],
  notBare: ['نه', 'یک', 'یه'],
  hundred: [],
  thousand: ['هزار'],
  connectors: ['و'],
  forms,
  words: {
    month: indexed(
      'ژانویه, فوریه, مارس, آوریل, مه|می, ژوئن, ژوئیه|جولای, اوت|آگوست, سپتامبر, اکتبر, نوامبر, دسامبر',
    ),
    jmonth: indexed('فروردین, اردیبهشت, خرداد, تیر, مرداد|امرداد, شهریور, مهر, آبان, آذر, دی, بهمن, اسفند'),
    wd: indexed(
      'یکشنبه|یک شنبه, دوشنبه|دو شنبه, سه‌شنبه|سه شنبه, چهارشنبه|چهار شنبه, پنجشنبه|پنج شنبه, جمعه|آدینه, شنبه',
      0,
    ),
    rel: inverted({ 0: 'امروز', 1: 'فردا', 2: 'پس‌فردا|پس فردا' }),
    relpart: { امشب: [0, 'night'] },
    part: inverted({
      morning: 'صبح|قبل از ظهر',
      early: 'بامداد|صبح زود|سحر',
      noon: 'ظهر',
      afternoon: 'بعد از ظهر|بعدازظهر|عصر',
      evening: 'غروب',
      night: 'شب',
      midnight: 'نیمه شب|نیمه‌شب|نصف شب|نصفه شب',
    }),
    ampm: inverted({ am: 'ق.ظ', pm: 'ب.ظ' }),
    frac: inverted({ 30: 'نیم', 15: 'ربع|یک ربع' }),
    past: 'و',
    to: 'به|مانده به',
    at: 'ساعت|سر ساعت|رأس ساعت|حدود ساعت|حوالی ساعت',
    on: 'در|برای',
    this: 'این',
    next: 'آینده|بعد|بعدی|دیگه|دیگر',
    nextweek: 'هفته بعد|هفته آینده|هفته دیگر|هفته دیگه|هفته بعدی',
    minutes: 'دقیقه',
    dayword: 'روز',
    monthword: 'ماه|این ماه',
  },
  patterns: [
    'part? at? H past frac|MIN minutes? part?',
    // "یک ربع به ده" (a quarter to ten): the minutes come first.
    'part? at? frac|MIN5 to H part?',
    'part? at? MIN minutes to H part?',
    'on? month D Y?',
    'on? jmonth D Y?',
  ],
};

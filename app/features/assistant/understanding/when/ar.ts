import { indexed, inverted, type Form, type LangSpec } from './grammar';

// Words are folded before lookup (أ/إ/آ → ا, ة → ه, ى → ي, no tashkeel), so they are written here as usual.
const cardinals: Record<string, number> = {
  صفر: 0,
  ...indexed(
    'واحد|واحدة|أحد|إحدى|حادية, اثنان|اثنين|اثنتان|اثنتين|اثنا|اثني|اثنتا|اثنتي|اتنين|تنين|ثانية, ' +
      'ثلاثة|ثلاث|تلاتة|تلات|ثالثة, أربعة|أربع|رابعة, خمسة|خمس|خامسة, ستة|ست|سادسة, سبعة|سبع|سابعة, ' +
      'ثمانية|ثماني|ثمان|تمانية|تمان|ثامنة, تسعة|تسع|تاسعة, عشرة|عشر|عاشرة, حداشر|احداشر, اطناشر|اتناشر',
  ),
  ...indexed(
    'عشرون|عشرين, ثلاثون|ثلاثين, أربعون|أربعين, خمسون|خمسين, ستون|ستين, سبعون|سبعين, ثمانون|ثمانين, تسعون|تسعين',
    20,
    10,
  ),
  ...indexed('مئتان|مئتين|مائتان|مائتين', 200),
};
// The hours are said with feminine ordinals ("الثامنة"); they sit with the cardinals above, as an hour
// is never an ordinal. Days of the month use the masculine ones below ("الثالث من ديسمبر").
['ثلاث', 'أربع', 'خمس', 'ست', 'سبع', 'ثماني', 'تسع'].forEach((unit, n) => {
  cardinals[`${unit}مئة`] = cardinals[`${unit}مائة`] = (n + 3) * 100;
});

const ordinals = indexed('أول|حادي, ثاني, ثالث, رابع, خامس, سادس, سابع, ثامن, تاسع, عاشر');

/** "الثالث", "الساعة": the article ال is written joined to the word. */
function forms(f: string): Form[] {
  return f.length > 3 && f.startsWith('ال') ? [{ f: f.slice(2) }] : [];
}

export const ar: LangSpec = {
  locale: 'ar',
  weekStart: 0,
  unitFirst: true,
  cardinals,
  ordinals,
  hundred: ['مئة', 'مائة', 'مية'],
  thousand: ['ألف'],
  connectors: ['و'],
  forms,
  joinedPrefix: 'و',
  words: {
    // Egyptian and Gulf names, Levantine and Iraqi names, and the Maghrebi ones that differ.
    month: indexed(
      'يناير|كانون الثاني|جانفي, فبراير|شباط|فيفري, مارس|آذار, أبريل|إبريل|نيسان|أفريل, مايو|أيار|ماي, ' +
        'يونيو|يونيه|حزيران|جوان, يوليو|يوليه|تموز|جويلية, أغسطس|آب|أوت, سبتمبر|أيلول, أكتوبر|تشرين الأول, ' +
        'نوفمبر|تشرين الثاني, ديسمبر|كانون الأول',
    ),
    wd: indexed('الأحد, الاثنين|الإثنين, الثلاثاء, الأربعاء, الخميس, الجمعة, السبت', 0),
    rel: inverted({ 0: 'اليوم', 1: 'غدا|غد|الغد|بكرة|باكر', 2: 'بعد غد|بعد الغد|بعد بكرة' }),
    relpart: {
      الليلة: [0, 'night'],
      'هذه الليلة': [0, 'night'],
      'هذا المساء': [0, 'evening'],
      'صباح اليوم': [0, 'morning'],
      'مساء اليوم': [0, 'evening'],
      'صباح الغد': [1, 'morning'],
      'مساء الغد': [1, 'evening'],
    },
    part: inverted({
      morning: 'صباحا|صباح|الصباح|في الصباح|صبحا|الصبح|بالصباح',
      early: 'فجرا|الفجر',
      noon: 'ظهرا|الظهر|الظهيرة|في الظهر|منتصف النهار',
      afternoon: 'بعد الظهر|بعد الظهيرة|عصرا|العصر',
      evening: 'مساء|المساء|في المساء|مساءا',
      night: 'ليلا|الليل|في الليل|بالليل',
      midnight: 'منتصف الليل|نص الليل',
    }),
    ampm: inverted({ am: 'ص|am', pm: 'م|pm' }),
    frac: inverted({ 30: 'نصف|نص', 15: 'ربع|ربعا', 20: 'ثلث' }),
    past: 'و',
    to: 'إلا',
    at: 'الساعة|ساعة|في الساعة|عند الساعة|على الساعة|حوالي الساعة|حوالي',
    on: 'في',
    of: 'من',
    this: 'هذا|هذه',
    next: 'القادم|المقبل|الجاي|الجاية|اللي جاي|الآتي',
    nextweek:
      'الأسبوع القادم|من الأسبوع القادم|الأسبوع المقبل|من الأسبوع المقبل|الأسبوع الجاي|من الأسبوع الجاي',
    oclock: 'تماما|بالضبط|بالتمام',
    minutes: 'دقيقة|دقائق',
    dayword: 'يوم',
    monthword: 'من الشهر|من هذا الشهر',
  },
  // "العاشرة والنصف", "الساعة عشرة وربع", "التاسعة إلا ربع": minutes follow the hour, joined by و.
  patterns: [
    'part? at? H past frac|MIN minutes? oclock? ampm|part?',
    'part? at? H to frac|MIN minutes? ampm|part?',
  ],
};

import { describe, expect, it } from 'vitest';
import { parseNumberWords, parseWhen, type When } from './parse';

// A Friday.
const TODAY = '2026-11-27';

const cases: [string, Partial<When>][] = [
  [
    'موعد طبيب الأسنان في الثالث من ديسمبر الساعة العاشرة والنصف',
    { date: '2026-12-03', time: '10:30', rest: 'موعد طبيب الأسنان' },
  ],
  [
    'آخذ الدواء كل ١٢ ساعة من الغد الساعة ٨',
    { date: '2026-11-28', time: '08:00', rest: 'آخذ الدواء كل ١٢ ساعة من' },
  ],
  // Relative days (standard and spoken) and weekdays.
  ['اليوم', { date: '2026-11-27' }],
  ['غداً', { date: '2026-11-28' }],
  ['بكرة', { date: '2026-11-28' }],
  ['بعد غد', { date: '2026-11-29' }],
  ['بعد بكرة', { date: '2026-11-29' }],
  ['يوم الثلاثاء', { date: '2026-12-01' }],
  ['الثلاثاء القادم', { date: '2026-12-01' }],
  ['الجمعة', { date: '2026-12-04' }],
  ['هذا الجمعة', { date: '2026-11-27' }],
  ['الاثنين', { date: '2026-11-30' }],
  // Day of the month, day with month: Egyptian/Gulf and Levantine month names.
  ['في الثالث', { date: '2026-12-03' }],
  ['يوم 30', { date: '2026-11-30' }],
  ['٣ ديسمبر', { date: '2026-12-03' }],
  ['3 كانون الأول', { date: '2026-12-03' }],
  ['الحادي والثلاثين من ديسمبر', { date: '2026-12-31' }],
  ['الخامس والعشرين من كانون الثاني', { date: '2027-01-25' }],
  ['١٥ آب ٢٠٢٧', { date: '2027-08-15' }],
  ['5 مارس', { date: '2027-03-05' }],
  ['٣/١٢', { date: '2026-12-03' }],
  ['2026-12-03', { date: '2026-12-03' }],
  // Times: feminine ordinal hours, cardinal hours, و with half, quarter and third, إلا.
  ['الساعة ١٠', { time: '10:00' }],
  ['١٠:٣٠', { time: '10:30' }],
  ['العاشرة والنصف', { time: '10:30' }],
  ['العاشرة و النصف', { time: '10:30' }],
  ['الساعة عشرة وربع', { time: '10:15' }],
  ['العاشرة إلا ربع', { time: '09:45' }],
  ['التاسعة وثلث', { time: '09:20' }],
  ['الثامنة وعشر دقائق', { time: '08:10' }],
  ['الساعة ٨ مساء', { time: '20:00' }],
  ['الثامنة صباحاً', { time: '08:00' }],
  ['السابعة ونص مساءً', { time: '19:30' }],
  ['الساعة الحادية عشرة ليلا', { time: '23:00' }],
  ['الساعة الثانية عشرة ظهرا', { time: '12:00' }],
  ['الساعة الثانية ظهرا', { time: '14:00' }],
  ['بعد بكرة الساعة ٥ العصر', { date: '2026-11-29', time: '17:00' }],
  ['الساعه 8 م', { time: '20:00' }],
  ['الظهر', { time: '12:00' }],
  ['منتصف الليل', { time: '00:00' }],
  ['الليلة الساعة العاشرة', { date: '2026-11-27', time: '22:00' }],
  ['غدا الساعة التاسعة', { date: '2026-11-28', time: '09:00' }],
  ['الساعة الثالثة', { time: '15:00', problem: 'ambiguous_hour' }],
  // Raw text: tashkeel, alef forms, ي/ى and ة/ه spellings.
  ['غَدًا السّاعة الثّامنة', { date: '2026-11-28', time: '08:00' }],
  ['الساعه الحاديه عشره ليلا', { time: '23:00' }],
  // Problems.
  ['٣٠ فبراير', { problem: 'no_such_date' }],
  ['الحادي والثلاثين من أبريل', { problem: 'no_such_date' }],
  ['٣٢ ديسمبر', { problem: 'no_such_date' }],
  ['٣ ديسمبر ٢٠٢٥', { date: '2025-12-03', problem: 'past' }],
  ['الساعة ٢٥:٠٠', { problem: 'not_understood' }],
  ['الساعة 0 ص', { problem: 'not_understood' }],
  ['حبتان من الدواء', { problem: 'not_understood', rest: 'حبتان من الدواء' }],
];

describe('parseWhen in Arabic', () => {
  it.each(cases)('%s', (text, expected) => {
    expect(parseWhen(text, 'ar', TODAY)).toEqual({ rest: '', ...expected });
  });

  it('puts "of next week" in the next week, weeks starting on Sunday', () => {
    expect(parseWhen('الثلاثاء من الأسبوع القادم', 'ar', TODAY)).toEqual({ date: '2026-12-01', rest: '' });
    expect(parseWhen('الثلاثاء من الأسبوع القادم', 'ar', '2026-11-30')).toEqual({
      date: '2026-12-08',
      rest: '',
    });
  });

  it('rolls over the end of the year and knows leap years', () => {
    expect(parseWhen('بعد غد', 'ar', '2026-12-30')).toEqual({ date: '2027-01-01', rest: '' });
    expect(parseWhen('غدا', 'ar', '2028-02-28')).toEqual({ date: '2028-02-29', rest: '' });
    expect(parseWhen('30 شباط', 'ar', '2028-02-28')).toEqual({ problem: 'no_such_date', rest: '' });
  });

  it('reads number words and ordinals', () => {
    expect(parseNumberWords('اثنا عشر', 'ar')).toBe(12);
    expect(parseNumberWords('اثني عشر', 'ar')).toBe(12);
    expect(parseNumberWords('ثلاثة عشر', 'ar')).toBe(13);
    expect(parseNumberWords('واحد وعشرون', 'ar')).toBe(21);
    expect(parseNumberWords('مئة وعشرون', 'ar')).toBe(120);
    expect(parseNumberWords('ثلاثمائة', 'ar')).toBe(300);
    expect(parseNumberWords('ألف', 'ar')).toBe(1000);
    expect(parseNumberWords('الثالث', 'ar')).toBe(3);
    expect(parseNumberWords('الحادي والثلاثون', 'ar')).toBe(31);
    expect(parseNumberWords('١٢', 'ar')).toBe(12);
  });
});

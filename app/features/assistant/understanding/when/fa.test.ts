import { describe, expect, it } from 'vitest';
import { fromPersian, toPersian } from './calendar';
import { parseNumberWords, parseWhen, type When } from './parse';

// A Friday: 6 Azar 1405.
const TODAY = '2026-11-27';

const cases: [string, Partial<When>][] = [
  ['قرار دندانپزشکی ۱۲ آذر ساعت ده و نیم', { date: '2026-12-03', time: '10:30', rest: 'قرار دندانپزشکی' }],
  ['هر ۱۲ ساعت از فردا ساعت ۸', { date: '2026-11-28', time: '08:00', rest: 'هر ۱۲ ساعت از' }],
  // Relative days, weekdays (with and without the zero-width non-joiner), next week's weekday.
  ['امروز', { date: '2026-11-27' }],
  ['فردا', { date: '2026-11-28' }],
  ['پس‌فردا', { date: '2026-11-29' }],
  ['پس فردا', { date: '2026-11-29' }],
  ['سه‌شنبه', { date: '2026-12-01' }],
  ['سه شنبه آینده', { date: '2026-12-01' }],
  ['جمعه', { date: '2026-12-04' }],
  ['این جمعه', { date: '2026-11-27' }],
  ['شنبه', { date: '2026-11-28' }],
  ['سه‌شنبه‌ی هفته بعد', { date: '2026-12-01' }],
  // Day of the month; Gregorian and Solar Hijri months, either order, with a year.
  ['سوم ماه', { date: '2026-12-03' }],
  ['روز سوم', { date: '2026-12-03' }],
  ['۳ دسامبر', { date: '2026-12-03' }],
  ['۳ دسامبر ۲۰۲۷', { date: '2027-12-03' }],
  ['۱۲ آذر', { date: '2026-12-03' }],
  ['آذر ۱۲', { date: '2026-12-03' }],
  ['دوازدهم آذر', { date: '2026-12-03' }],
  ['۱۲ آذر ۱۴۰۵', { date: '2026-12-03' }],
  ['سی‌ام آذر', { date: '2026-12-21' }],
  ['سی ام آذر', { date: '2026-12-21' }],
  ['بیست و یکم دی', { date: '2027-01-11' }],
  ['۱ فروردین', { date: '2027-03-21' }],
  ['۱ آذر', { date: '2027-11-22' }],
  ['۱۴۰۵/۹/۱۲', { date: '2026-12-03' }],
  ['۳/۱۲', { date: '2026-12-03' }],
  ['2026-12-03', { date: '2026-12-03' }],
  // Times.
  ['ساعت ۱۰', { time: '10:00' }],
  ['۱۰:۳۰', { time: '10:30' }],
  ['ساعت ۸ صبح', { time: '08:00' }],
  ['هشت شب', { time: '20:00' }],
  ['ده و نیم', { time: '10:30' }],
  ['ده و ربع', { time: '10:15' }],
  ['یک ربع به ده', { time: '09:45' }],
  ['ده دقیقه به ده', { time: '09:50' }],
  ['ساعت ده و بیست دقیقه', { time: '10:20' }],
  ['پس فردا ساعت ۵ عصر', { date: '2026-11-29', time: '17:00' }],
  ['ساعت ۲ بعد از ظهر', { time: '14:00' }],
  ['دوازده ظهر', { time: '12:00' }],
  ['فردا ظهر', { date: '2026-11-28', time: '12:00' }],
  ['نیمه شب', { time: '00:00' }],
  ['امشب ساعت ۹', { date: '2026-11-27', time: '21:00' }],
  ['ساعت ۱۲', { time: '12:00' }],
  ['ساعت ۳', { time: '15:00', problem: 'ambiguous_hour' }],
  // Raw text: Arabic ي and ك for ی and ک, Persian and Arabic-Indic digits.
  ['يك ربع به ده', { time: '09:45' }],
  ['ساعت ٨ صبح', { time: '08:00' }],
  // Problems.
  ['۳۰ فوریه', { problem: 'no_such_date' }],
  ['۳۱ مهر', { problem: 'no_such_date' }],
  ['۳۰ اسفند', { problem: 'no_such_date' }],
  ['۳۲ دسامبر', { problem: 'no_such_date' }],
  ['۱ آذر ۱۴۰۵', { date: '2026-11-22', problem: 'past' }],
  ['ساعت ۲۵:۰۰', { problem: 'not_understood' }],
  ['ساعت ۰ صبح', { problem: 'not_understood' }],
  ['دو قرص', { problem: 'not_understood', rest: 'دو قرص' }],
  // "نه" is nine, and no.
  ['نه، پنجشنبه', { date: '2026-12-03', rest: 'نه' }],
];

describe('parseWhen in Persian', () => {
  it.each(cases)('%s', (text, expected) => {
    expect(parseWhen(text, 'fa', TODAY)).toEqual({ rest: '', ...expected });
  });

  it('rolls over the end of the year and knows leap years', () => {
    expect(parseWhen('پس فردا', 'fa', '2026-12-30')).toEqual({ date: '2027-01-01', rest: '' });
    expect(parseWhen('فردا', 'fa', '2028-02-28')).toEqual({ date: '2028-02-29', rest: '' });
    expect(parseWhen('۳۰ فوریه', 'fa', '2028-02-28')).toEqual({ problem: 'no_such_date', rest: '' });
    // 1403 was a leap year in the Solar Hijri calendar, 1404 was not.
    expect(parseWhen('۳۰ اسفند ۱۴۰۳', 'fa', '2025-01-01')).toEqual({ date: '2025-03-20', rest: '' });
    expect(parseWhen('۳۰ اسفند ۱۴۰۴', 'fa', '2025-01-01')).toEqual({ problem: 'no_such_date', rest: '' });
  });

  it('reads number words and ordinals', () => {
    expect(parseNumberWords('دوازده', 'fa')).toBe(12);
    expect(parseNumberWords('بیست و یک', 'fa')).toBe(21);
    expect(parseNumberWords('صد و بیست و سه', 'fa')).toBe(123);
    expect(parseNumberWords('هزار', 'fa')).toBe(1000);
    expect(parseNumberWords('سوم', 'fa')).toBe(3);
    expect(parseNumberWords('سومین', 'fa')).toBe(3);
    expect(parseNumberWords('سی و یکم', 'fa')).toBe(31);
    expect(parseNumberWords('۱۲', 'fa')).toBe(12);
  });
});

describe('Solar Hijri conversion', () => {
  const intl = new Intl.DateTimeFormat('fa-IR-u-ca-persian', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  // Around Nowruz in several years, a common and a leap year end, and the middle of the year.
  const days = [
    '2024-03-19',
    '2024-03-20',
    '2025-03-20',
    '2025-03-21',
    '2026-03-20',
    '2026-03-21',
    '2026-09-22',
    '2026-09-23',
    '2026-12-03',
    '2027-03-20',
    '2027-03-21',
    '2029-03-19',
    '2029-03-20',
  ];

  it.each(days)('reads back %s as Intl writes it', (day) => {
    const written = intl.format(new Date(`${day}T00:00:00Z`));
    expect(parseWhen(written, 'fa', '2024-01-01')).toEqual({ date: day, rest: '' });
  });

  it.each(days)('converts %s both ways', (day) => {
    const [y, m, d] = day.split('-').map(Number) as [number, number, number];
    const persian = toPersian({ y, m, d });
    const parts = new Intl.DateTimeFormat('en-US-u-ca-persian-nu-latn', {
      timeZone: 'UTC',
      dateStyle: 'short',
    })
      .format(new Date(`${day}T00:00:00Z`))
      .match(/\d+/g)!
      .map(Number);
    expect([persian.m, persian.d, persian.y]).toEqual(parts);
    expect(fromPersian(persian)).toEqual({ y, m, d });
  });

  it('refuses days that do not exist', () => {
    expect(fromPersian({ y: 1404, m: 12, d: 30 })).toBeNull();
    expect(fromPersian({ y: 1405, m: 7, d: 31 })).toBeNull();
    expect(fromPersian({ y: 1405, m: 13, d: 1 })).toBeNull();
  });
});

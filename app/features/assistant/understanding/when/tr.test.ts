import { describe, expect, it } from 'vitest';
import { parseNumberWords, parseWhen, type When } from './parse';

// A Friday.
const TODAY = '2026-11-27';

const cases: [string, Partial<When>][] = [
  ["yarın saat 10'da diş randevusu", { date: '2026-11-28', time: '10:00', rest: 'diş randevusu' }],
  [
    "her 12 saatte bir yarından itibaren saat 8'de",
    { date: '2026-11-28', time: '08:00', rest: 'her 12 saatte bir itibaren' },
  ],
  // Relative days, weekdays, "haftaya" (of next week, weeks starting on Monday).
  ['bugün', { date: '2026-11-27' }],
  ['öbür gün', { date: '2026-11-29' }],
  ['yarından sonraki gün', { date: '2026-11-29' }],
  ['salı', { date: '2026-12-01' }],
  ['Salı günü', { date: '2026-12-01' }],
  ['cuma', { date: '2026-12-04' }],
  ['bu cuma', { date: '2026-11-27' }],
  ['önümüzdeki pazartesi', { date: '2026-11-30' }],
  ['haftaya salı', { date: '2026-12-01' }],
  ['gelecek hafta cuma', { date: '2026-12-04' }],
  ['pazartesiye', { date: '2026-11-30' }],
  // Day of the month, and day with month, with case endings.
  ["ayın 3'ünde", { date: '2026-12-03' }],
  ['ayın üçünde', { date: '2026-12-03' }],
  ["ayın 30'u", { date: '2026-11-30' }],
  ['3 Aralık', { date: '2026-12-03' }],
  ["3 Aralık'ta", { date: '2026-12-03' }],
  ["aralığın 3'ü", { date: '2026-12-03' }],
  ['üç aralık 2027', { date: '2027-12-03' }],
  ['3 mart', { date: '2027-03-03' }],
  ['3/12', { date: '2026-12-03' }],
  ['3.12.2027', { date: '2027-12-03' }],
  ['2026-12-03', { date: '2026-12-03' }],
  // Times.
  ['saat 10', { time: '10:00' }],
  ['10:30', { time: '10:30' }],
  ['10.30', { time: '10:30' }],
  ['on buçuk', { time: '10:30' }],
  ['saat on buçukta', { time: '10:30' }],
  ['on iki buçuk', { time: '12:30' }],
  ['onu çeyrek geçe', { time: '10:15' }],
  ['ona çeyrek var', { time: '09:45' }],
  ['dokuzu yirmi geçe', { time: '09:20' }],
  ['ona beş kala', { time: '09:55' }],
  ['on otuz', { time: '10:30' }],
  ['sabah 8', { time: '08:00' }],
  ['akşam 7', { time: '19:00' }],
  ['akşam yedide', { time: '19:00' }],
  ["öğleden sonra 3'te", { time: '15:00' }],
  ['gece 11', { time: '23:00' }],
  ['öğlen', { time: '12:00' }],
  ['gece yarısı', { time: '00:00' }],
  ["bu akşam saat 8'de", { date: '2026-11-27', time: '20:00' }],
  ['saat 12', { time: '12:00' }],
  ['saat 3', { time: '15:00', problem: 'ambiguous_hour' }],
  ['saat 03:00', { time: '03:00' }],
  // Raw text: capitals (Turkish dotted and dotless I) and missing accents.
  ['YARIN SAAT 9', { date: '2026-11-28', time: '09:00' }],
  ['yarin ogleden sonra 4', { date: '2026-11-28', time: '16:00' }],
  // Problems.
  ['30 şubat', { problem: 'no_such_date' }],
  ['31 nisan', { problem: 'no_such_date' }],
  ['32 aralık', { problem: 'no_such_date' }],
  ['3 aralık 2025', { date: '2025-12-03', problem: 'past' }],
  ['saat 25:00', { problem: 'not_understood' }],
  ['sabah 0', { problem: 'not_understood' }],
  ['ona hatırlat', { problem: 'not_understood', rest: 'ona hatırlat' }],
  ['iki ilaç', { problem: 'not_understood', rest: 'iki ilaç' }],
];

describe('parseWhen in Turkish', () => {
  it.each(cases)('%s', (text, expected) => {
    expect(parseWhen(text, 'tr', TODAY)).toEqual({ rest: '', ...expected });
  });

  it('puts "haftaya" in the next week even from a Monday', () => {
    expect(parseWhen('haftaya salı', 'tr', '2026-11-30')).toEqual({ date: '2026-12-08', rest: '' });
    expect(parseWhen('salı', 'tr', '2026-11-30')).toEqual({ date: '2026-12-01', rest: '' });
  });

  it('rolls over the end of the year and knows leap years', () => {
    expect(parseWhen('öbür gün', 'tr', '2026-12-30')).toEqual({ date: '2027-01-01', rest: '' });
    expect(parseWhen('2 ocak', 'tr', '2026-12-30')).toEqual({ date: '2027-01-02', rest: '' });
    expect(parseWhen('yarın', 'tr', '2028-02-28')).toEqual({ date: '2028-02-29', rest: '' });
    expect(parseWhen('30 şubat', 'tr', '2028-02-28')).toEqual({ problem: 'no_such_date', rest: '' });
  });

  it('reads number words and ordinals', () => {
    expect(parseNumberWords('on iki', 'tr')).toBe(12);
    expect(parseNumberWords('oniki', 'tr')).toBe(12);
    expect(parseNumberWords('yirmi beş', 'tr')).toBe(25);
    expect(parseNumberWords('iki yüz otuz dört', 'tr')).toBe(234);
    expect(parseNumberWords('bin', 'tr')).toBe(1000);
    expect(parseNumberWords('üçüncü', 'tr')).toBe(3);
    expect(parseNumberWords('dördüncü', 'tr')).toBe(4);
    expect(parseNumberWords('otuz birinci', 'tr')).toBe(31);
    expect(parseNumberWords('on iki otuz', 'tr')).toBeNull();
  });
});

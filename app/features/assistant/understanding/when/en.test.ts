import { describe, expect, it } from 'vitest';
import { parseNumberWords, parseWhen, type When } from './parse';

// A Friday.
const TODAY = '2026-11-27';

const cases: [string, Partial<When>][] = [
  // The sentences of the brief, with the words left for the caller.
  [
    'add a dentist appointment on the 3rd of December at half past ten',
    { date: '2026-12-03', time: '10:30', rest: 'add a dentist appointment' },
  ],
  [
    'I take metformin every 12 hours from tomorrow at 8',
    { date: '2026-11-28', time: '08:00', rest: 'I take metformin every 12 hours from' },
  ],
  ['move it to 11', { time: '11:00', rest: 'move it to' }],
  ['next Tuesday at 9 pm', { date: '2026-12-01', time: '21:00' }],
  // Relative days and weekdays: a weekday is the coming one, never today, unless "this" is said.
  ['today', { date: '2026-11-27' }],
  ['Tomorrow', { date: '2026-11-28' }],
  ['the day after tomorrow', { date: '2026-11-29' }],
  ['friday', { date: '2026-12-04' }],
  ['next friday', { date: '2026-12-04' }],
  ['this friday', { date: '2026-11-27' }],
  ['on Monday', { date: '2026-11-30' }],
  ['this coming sunday', { date: '2026-11-29' }],
  ['Tuesday next week', { date: '2026-12-01' }],
  // Day of the month alone: the next such day, today included.
  ['on the 3rd', { date: '2026-12-03' }],
  ['on the 27th', { date: '2026-11-27' }],
  ['the 31st', { date: '2026-12-31' }],
  ['the third of the month', { date: '2026-12-03' }],
  ['on the third', { date: '2026-12-03' }],
  ['first dose tomorrow', { date: '2026-11-28', rest: 'first dose' }],
  // Day and month, with or without a year; before today without a year means next year.
  ['3 December', { date: '2026-12-03' }],
  ['December 3rd', { date: '2026-12-03' }],
  ['dec 3', { date: '2026-12-03' }],
  ['the twenty-first of march', { date: '2027-03-21' }],
  ['3 March', { date: '2027-03-03' }],
  ['December 3rd, 2027', { date: '2027-12-03' }],
  ['2026-12-03', { date: '2026-12-03' }],
  ['12/3', { date: '2026-12-03' }],
  ['3/12/2027', { date: '2027-03-12' }],
  // Times.
  ['10', { time: '10:00' }],
  ['at 10', { time: '10:00' }],
  ['10:30', { time: '10:30' }],
  ['10.30', { time: '10:30' }],
  ['quarter past ten', { time: '10:15' }],
  ['a quarter to ten', { time: '09:45' }],
  ['twenty past seven in the evening', { time: '19:20' }],
  ['five to ten', { time: '09:55' }],
  ['10 minutes to 10', { time: '09:50' }],
  ['ten thirty', { time: '10:30' }],
  ['10 am', { time: '10:00' }],
  ['10pm', { time: '22:00' }],
  ['10:15 p.m.', { time: '22:15' }],
  ['12 am', { time: '00:00' }],
  ['7 in the morning', { time: '07:00' }],
  ['3 in the afternoon', { time: '15:00' }],
  ['8 in the evening', { time: '20:00' }],
  ['11 at night', { time: '23:00' }],
  ['at noon', { time: '12:00' }],
  ['midnight', { time: '00:00' }],
  ["at nine o'clock", { time: '09:00' }],
  ['tomorrow morning at 8', { date: '2026-11-28', time: '08:00' }],
  ['tonight at 8', { date: '2026-11-27', time: '20:00' }],
  ['at 18:30 on Tuesday', { date: '2026-12-01', time: '18:30' }],
  // The bare-hour rule: 7-12 as said, 1-6 read as the afternoon but flagged; a leading zero is 24-hour.
  ['at 12', { time: '12:00' }],
  ['at 3', { time: '15:00', problem: 'ambiguous_hour' }],
  ['half past three', { time: '15:30', problem: 'ambiguous_hour' }],
  ['at 03:30', { time: '03:30' }],
  // Problems.
  ['30 February', { problem: 'no_such_date' }],
  ['31 April at 10', { time: '10:00', problem: 'no_such_date' }],
  ['32 December', { problem: 'no_such_date' }],
  ['3 December 2025', { date: '2025-12-03', problem: 'past' }],
  ['2025-01-01', { date: '2025-01-01', problem: 'past' }],
  ['13/25', { problem: 'no_such_date' }],
  ['25:00', { problem: 'not_understood' }],
  ['0 am', { problem: 'not_understood' }],
  ['15 am', { problem: 'not_understood' }],
  ['2 pills', { problem: 'not_understood', rest: '2 pills' }],
  ['one tomorrow', { date: '2026-11-28', rest: 'one' }],
  ['call the pharmacy', { problem: 'not_understood', rest: 'call the pharmacy' }],
];

describe('parseWhen in English', () => {
  it.each(cases)('%s', (text, expected) => {
    expect(parseWhen(text, 'en', TODAY)).toEqual({ rest: '', ...expected });
  });

  it('rolls over the end of the year', () => {
    const today = '2026-12-30';
    expect(parseWhen('the day after tomorrow', 'en', today)).toEqual({ date: '2027-01-01', rest: '' });
    expect(parseWhen('on the 1st', 'en', today)).toEqual({ date: '2027-01-01', rest: '' });
    expect(parseWhen('2 January', 'en', today)).toEqual({ date: '2027-01-02', rest: '' });
    expect(parseWhen('30 December', 'en', today)).toEqual({ date: '2026-12-30', rest: '' });
    expect(parseWhen('29 December', 'en', today)).toEqual({ date: '2027-12-29', rest: '' });
    expect(parseWhen('friday', 'en', today)).toEqual({ date: '2027-01-01', rest: '' });
  });

  it('knows leap years', () => {
    const today = '2028-02-28';
    expect(parseWhen('tomorrow', 'en', today)).toEqual({ date: '2028-02-29', rest: '' });
    expect(parseWhen('29 February', 'en', today)).toEqual({ date: '2028-02-29', rest: '' });
    expect(parseWhen('30 February', 'en', today)).toEqual({ problem: 'no_such_date', rest: '' });
    expect(parseWhen('29 February 2029', 'en', today)).toEqual({ problem: 'no_such_date', rest: '' });
    expect(parseWhen('the day after tomorrow', 'en', today)).toEqual({ date: '2028-03-01', rest: '' });
  });

  it('reads number words and ordinals', () => {
    expect(parseNumberWords('twelve', 'en')).toBe(12);
    expect(parseNumberWords('Twenty-one', 'en')).toBe(21);
    expect(parseNumberWords('one hundred and five', 'en')).toBe(105);
    expect(parseNumberWords('a thousand', 'en')).toBeNull();
    expect(parseNumberWords('one thousand', 'en')).toBe(1000);
    expect(parseNumberWords('0', 'en')).toBe(0);
    expect(parseNumberWords('third', 'en')).toBe(3);
    expect(parseNumberWords('3rd', 'en')).toBe(3);
    expect(parseNumberWords('thirty-first', 'en')).toBe(31);
    expect(parseNumberWords('two three', 'en')).toBeNull();
    expect(parseNumberWords('dentist', 'en')).toBeNull();
  });
});

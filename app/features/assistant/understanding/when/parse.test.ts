import { describe, expect, it } from 'vitest';
import type { Locale } from './grammar';
import { parseNumberWords, parseWhen } from './parse';

const LOCALES: Locale[] = ['en', 'tr', 'es', 'ar', 'fa'];
const TODAY = '2026-11-27';

const BAD = [
  '',
  '   ',
  'x'.repeat(5000),
  'tomorrow 1 '.repeat(455),
  '9 '.repeat(2500),
  '!!! ??? ... ,,, ::: ///',
  '25:00',
  '99:99',
  '1/2/3/4',
  '0000-00-00',
  '2026-13-45',
  '\u200c\u200c\u0640',
  '🦷🦷 🕙',
  'ـــ ً ٌ',
];

describe('parseWhen on bad input', () => {
  it.each(LOCALES)('answers a problem or a result, never throws (%s)', (locale) => {
    for (const text of BAD) {
      const when = parseWhen(text, locale, TODAY);
      expect(typeof when.rest).toBe('string');
      if (!when.date && !when.time) expect(when.problem).toBeDefined();
      if (when.date) expect(when.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (when.time) expect(when.time).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
    }
  });

  it.each(LOCALES)('does not understand garbage (%s)', (locale) => {
    expect(parseWhen('', locale, TODAY)).toEqual({ problem: 'not_understood', rest: '' });
    expect(parseWhen('x'.repeat(5000), locale, TODAY)).toEqual({
      problem: 'not_understood',
      rest: 'x'.repeat(5000),
    });
    expect(parseWhen('25:00', locale, TODAY)).toEqual({ problem: 'not_understood', rest: '' });
    expect(parseWhen('2026-13-45', locale, TODAY)).toEqual({ problem: 'no_such_date', rest: '' });
  });

  it('does not understand a today that is not a day', () => {
    expect(parseWhen('tomorrow', 'en', 'soon')).toEqual({ problem: 'not_understood', rest: 'tomorrow' });
    expect(parseWhen('tomorrow', 'en', '2026-02-30')).toEqual({
      problem: 'not_understood',
      rest: 'tomorrow',
    });
  });

  it('never assumes today when no date was said', () => {
    expect(parseWhen('at 10', 'en', TODAY)).toEqual({ time: '10:00', rest: '' });
  });

  it('keeps the unused words as written, without punctuation', () => {
    expect(parseWhen('Dentist, tomorrow at 10!', 'en', TODAY)).toEqual({
      date: '2026-11-28',
      time: '10:00',
      rest: 'Dentist',
    });
    expect(parseWhen('Diş randevusu yarın', 'tr', TODAY).rest).toBe('Diş randevusu');
  });

  it('takes a bare number for a time only when nothing else is one', () => {
    expect(parseWhen('2 pills tomorrow', 'en', TODAY)).toEqual({ date: '2026-11-28', rest: '2 pills' });
    expect(parseWhen('9 tomorrow', 'en', TODAY)).toEqual({ date: '2026-11-28', time: '09:00', rest: '' });
    expect(parseWhen('take 2 at 9', 'en', TODAY)).toEqual({ time: '09:00', rest: 'take 2' });
  });

  it('does not read number words that are not numbers', () => {
    for (const locale of LOCALES) {
      expect(parseNumberWords('', locale)).toBeNull();
      expect(parseNumberWords('x'.repeat(5000), locale)).toBeNull();
      expect(parseNumberWords('12', locale)).toBe(12);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { dateFormat, formatClock, formatLongDay, formatShortDay } from './dates';

describe('dates', () => {
  it('makes one formatter per language and options, and keeps them apart', () => {
    const options = { hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Tehran' } as const;
    expect(dateFormat('fa', options)).toBe(dateFormat('fa', { ...options }));
    expect(dateFormat('fa', options)).not.toBe(dateFormat('ar', options));
    expect(dateFormat('fa', options)).not.toBe(dateFormat('fa', { ...options, timeZone: 'UTC' }));
  });

  it('shows the clock in the given time zone with Latin digits in every language', () => {
    const instant = new Date('2026-03-10T06:15:00Z');
    expect(formatClock(instant, 'ar', 'Asia/Riyadh')).toBe('09:15');
    expect(formatClock(instant, 'fa', 'Asia/Tehran')).toBe('09:45');
    expect(formatClock(instant, 'en', 'UTC')).toBe('06:15');
  });

  it('names the calendar day whatever the language', () => {
    expect(formatShortDay('2026-03-10', 'en')).toBe('Mar 10');
  });

  it('says a day in full with its weekday in the reader’s language, whatever the server’s zone', () => {
    expect(formatLongDay('2026-05-12', 'en')).toBe('Tuesday, May 12, 2026');
    expect(formatLongDay('2026-12-03', 'en', { year: false })).toBe('Thursday, December 3');
    expect(formatLongDay('2026-05-12', 'tr')).toContain('Salı');
    expect(formatLongDay('2026-05-12', 'es')).toContain('martes');
    expect(formatLongDay('2026-05-12', 'ar')).toContain('الثلاثاء');
    // Gregorian with Latin digits in Persian too, as every other date on the pages.
    expect(formatLongDay('2026-05-12', 'fa')).toMatch(/^سه‌شنبه .*2026$/);
  });
});

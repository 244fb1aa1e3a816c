import { describe, expect, it } from 'vitest';
import { dateFormat, formatClock, formatShortDay } from './dates';

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
});

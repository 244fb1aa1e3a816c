import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildCalendar, escapeText, foldLine } from './ics';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('iCalendar text', () => {
  it('escapes backslashes, semicolons, commas and line breaks', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `SUMMARY:${'دواء '.repeat(30)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(parts.map((part, i) => (i ? part.slice(1) : part)).join('')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('round-trips through a real parser: escaped text, UTC times, stable UIDs', () => {
    const summary = 'Dr. Ayşe, room 3; bring \\ results\nand the list — '.repeat(3);
    const text = buildCalendar('Vivai', [
      { uid: 'event-7@vivai', start: Date.UTC(2026, 4, 10, 7, 30), durationMinutes: 60, summary, stamp: 0 },
    ]);
    expect(text.endsWith('\r\n')).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const [event] = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(event!.uid).toBe('event-7@vivai');
    expect(event!.summary).toBe(summary);
    expect(event!.startDate.toJSDate().toISOString()).toBe('2026-05-10T07:30:00.000Z');
    expect(event!.startDate.zone?.tzid).toBe('UTC');
    expect(event!.duration.toSeconds()).toBe(3600);
  });
});

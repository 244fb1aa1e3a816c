/** iCalendar (RFC 5545) writing: text escaping, line folding, and the calendar around the events. */

/** Section 3.3.11: backslash, semicolon, comma and line breaks are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

const MAX_LINE_OCTETS = 75;
const encoder = new TextEncoder();

/**
 * Section 3.1: lines longer than 75 octets are folded with CRLF and a space. Folds fall between
 * characters, never inside a UTF-8 sequence (a split letter would be garbage in the client).
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = pieces.length ? MAX_LINE_OCTETS - 1 : MAX_LINE_OCTETS;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

/** An instant as a UTC DATE-TIME: 20260510T220000Z. */
export function utcStamp(instant: number): string {
  return new Date(instant)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

export type CalendarEntry = {
  uid: string;
  start: number;
  durationMinutes: number;
  summary: string;
  description?: string;
  /** When the entry was made; DTSTAMP stays the same from fetch to fetch. */
  stamp: number;
};

/** A whole VCALENDAR with UTC times (no VTIMEZONE needed), lines folded, CRLF line ends. */
export function buildCalendar(name: string, entries: CalendarEntry[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vivai//Health records//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
  ];
  for (const entry of entries) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${entry.uid}`,
      `DTSTAMP:${utcStamp(entry.stamp)}`,
      `DTSTART:${utcStamp(entry.start)}`,
      `DURATION:PT${entry.durationMinutes}M`,
      `SUMMARY:${escapeText(entry.summary)}`,
    );
    if (entry.description) lines.push(`DESCRIPTION:${escapeText(entry.description)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

import { describe, expect, it } from 'vitest';
import { minutesText } from './text';

describe('durations', () => {
  it('read naturally in every language, with Arabic plurals', () => {
    expect(minutesText(12, 'en')).toBe('12 min');
    expect(minutesText(12, 'tr')).toBe('12 dk');
    expect(minutesText(12, 'fa')).toBe('12 دقیقه');
    expect(minutesText(1, 'ar')).toBe('1 دقيقة');
    expect(minutesText(2, 'ar')).toBe('2 دقيقتان');
    expect(minutesText(5, 'ar')).toBe('5 دقائق');
    expect(minutesText(15, 'ar')).toBe('15 دقيقة');
  });
});

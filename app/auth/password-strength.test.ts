import { describe, expect, it } from 'vitest';
import { weakPasswordReasons } from './password-strength';

describe('weakPasswordReasons', () => {
  it('accepts a long mixed password', () => {
    expect(weakPasswordReasons('Healthy-Day-2026', 'maya@example.com')).toEqual([]);
  });

  it('lists every reason a password is weak', () => {
    expect(weakPasswordReasons('abc')).toEqual(['too_short', 'needs_uppercase', 'needs_number']);
    expect(weakPasswordReasons('Password1')).toEqual(['too_common']);
    expect(weakPasswordReasons('Mayasol-2026', 'mayasol@example.com')).toEqual(['contains_email']);
    expect(weakPasswordReasons(`Aa1${'x'.repeat(200)}`)).toEqual(['too_long']);
  });

  it('counts letters of every script', () => {
    expect(weakPasswordReasons('Şifreİyi2026')).toEqual([]);
  });
});

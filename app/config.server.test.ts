import { describe, expect, it } from 'vitest';
import { mailLinkOrigin, parseConfig } from './config.server';

describe('the origin of mailed links', () => {
  it('is APP_ORIGIN when it is set, without any path', () => {
    const config = parseConfig({ NODE_ENV: 'production', APP_ORIGIN: 'https://vivai.example/app/' });
    expect(mailLinkOrigin(config)).toBe('https://vivai.example');
  });

  it('is the listening address in development', () => {
    expect(mailLinkOrigin(parseConfig({ NODE_ENV: 'development', PORT: '4123' }))).toBe(
      'http://localhost:4123',
    );
  });

  it('must be configured in production: the configuration is refused with a clear message', () => {
    expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(
      /APP_ORIGIN is required when NODE_ENV=production/,
    );
    expect(() => parseConfig({ NODE_ENV: 'production', APP_ORIGIN: '' })).toThrow(/APP_ORIGIN/);
  });
});

import { describe, expect, it } from 'vitest';
import { mailLinkOrigin, parseConfig, parseTrustProxy } from './config.server';

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

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
  });

  it('takes a hop count, true, or a list of addresses and subnets', () => {
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('true')).toBe(true);
    expect(parseTrustProxy('loopback, 10.0.0.0/8')).toEqual(['loopback', '10.0.0.0/8']);
  });
});

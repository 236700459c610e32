import { afterEach, describe, expect, it } from 'vitest';
import { clientKey } from '../../src/lib/client-address';
import { createSystemApp, type SystemTestApp } from './util';

describe('clientKey', () => {
  it('keeps an IPv4 address, also when it comes IPv4-mapped', () => {
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::FFFF:198.51.100.7')).toBe('198.51.100.7');
  });

  it('keys an IPv6 address on its /64, however it is written', () => {
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002:ffff:0:0:9')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8:1:3::1')).not.toBe(clientKey('2001:db8:1:2::1'));
  });
});

describe('per-address limits and the client address', () => {
  let t: SystemTestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const lookup = (app: SystemTestApp['app'], remoteAddress: string, forwardedFor?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/check-existing-user',
      payload: { email: 'someone@example.com' },
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });

  it('without TRUST_PROXY, ignores X-Forwarded-For even from 127.0.0.1: 35 lookups with rotating headers get 429 after 30', async () => {
    t = await createSystemApp();
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++)
      statuses.push((await lookup(t.app, '127.0.0.1', `198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([...Array(30).fill(200), ...Array(5).fill(429)]);
  });

  it('with TRUST_PROXY=1, believes the address the proxy forwards', async () => {
    t = await createSystemApp({ env: { TRUST_PROXY: '1' } });
    for (let i = 0; i < 35; i++) {
      expect((await lookup(t.app, '127.0.0.1', `198.51.100.${i}`)).statusCode).toBe(200);
    }
  });

  it('with TRUST_PROXY naming the proxy, believes only that proxy', async () => {
    t = await createSystemApp({ env: { TRUST_PROXY: '10.0.0.5' } });
    for (let i = 0; i < 31; i++) {
      expect((await lookup(t.app, '10.0.0.5', `198.51.100.${i}`)).statusCode).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await lookup(t.app, '10.0.0.6', `198.51.100.${i}`)).statusCode);
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts two IPv6 addresses of one /64 as one client, and another /64 apart', async () => {
    t = await createSystemApp();
    for (let i = 0; i < 30; i++) {
      expect((await lookup(t.app, `2001:db8:1:2::${(i + 1).toString(16)}`)).statusCode).toBe(200);
    }
    expect((await lookup(t.app, '2001:db8:1:2:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect((await lookup(t.app, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('applies the global per-address limit per IPv6 /64 too', async () => {
    // A multiplier of 0.01 brings the global limit down to 12 requests a minute.
    t = await createSystemApp({ env: { RATE_LIMIT_MULTIPLIER: '0.01' } });
    const get = (remoteAddress: string) =>
      t!.app.inject({ method: 'GET', url: '/api/config', remoteAddress });
    for (let i = 0; i < 12; i++) expect((await get(`2001:db8:5:6::${i + 1}`)).statusCode).toBe(200);
    const refused = await get('2001:db8:5:6::abcd');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: expect.any(String) });
    expect((await get('2001:db8:5:7::1')).statusCode).toBe(200);
  });
});

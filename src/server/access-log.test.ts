import { describe, expect, it } from 'vitest';
import { accessLevel, loggedPath, requestIdFrom } from './access-log';

describe('the access log', () => {
  it('keeps a path without its query, and masks what looks like a token', () => {
    expect(loggedPath('/contact?email=awa@example.ci#x')).toBe('/contact');
    expect(loggedPath('/auth?token=eyJhbGciOiJIUzI1NiJ9.abc')).toBe('/auth');
    // better-auth puts the reset token in the path itself.
    expect(loggedPath('/api/auth/reset-password/Xk3v9QmB2pL7tR8wZ1yN4cD6?callbackURL=/auth')).toBe(
      '/api/auth/reset-password/:token',
    );
    expect(loggedPath('/services/climatisation')).toBe('/services/climatisation');
    expect(loggedPath('/solutions/support-24-7')).toBe('/solutions/support-24-7');
    expect(loggedPath('/blog/climatisation-inverter-economies-energie')).toBe(
      '/blog/climatisation-inverter-economies-energie',
    );
    expect(loggedPath(`/${'a'.repeat(500)}`)).toHaveLength(200);
    expect(loggedPath(undefined)).toBe('/');
  });

  it('believes a request id only from a trusted proxy, and only a well-formed one', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    expect(requestIdFrom('proxy-id-12345', true)).toBe('proxy-id-12345');
    expect(requestIdFrom('proxy-id-12345', false)).toMatch(uuid);
    expect(requestIdFrom('bad id\nwith a line', true)).toMatch(uuid);
    expect(requestIdFrom('x'.repeat(65), true)).toMatch(uuid);
    expect(requestIdFrom(undefined, true)).toMatch(uuid);
    expect(requestIdFrom(undefined, true)).not.toBe(requestIdFrom(undefined, true));
  });

  it('logs build assets and probes at debug level, failures above info', () => {
    expect(accessLevel('/_next/static/chunks/a.js', 200)).toBe('debug');
    expect(accessLevel('/api/health', 200)).toBe('debug');
    expect(accessLevel('/api/ready', 503)).toBe('error');
    expect(accessLevel('/contact', 200)).toBe('info');
    expect(accessLevel('/nope', 404)).toBe('info');
    expect(accessLevel('/api/requests/quote', 429)).toBe('warn');
    expect(accessLevel('/api/requests/quote', 500)).toBe('error');
  });
});

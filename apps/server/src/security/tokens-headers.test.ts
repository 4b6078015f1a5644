import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

type Body = Record<string, any>;
type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let user: User;
beforeAll(async () => {
  t = await createTestApp();
  user = await t.createUser();
});
afterAll(() => t.close());

const sign = (secret: string, alg: string, { expiresIn = '15m', role = 'user' } = {}) =>
  new SignJWT({ role })
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setSubject(user.id)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(new TextEncoder().encode(secret));
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('access tokens', () => {
  it('accepts only HS256 tokens signed with the server secret and not expired', async () => {
    const me = (token: string) => t.request<Body>('GET', '/api/user/me', { token });
    expect((await me(user.token)).status).toBe(200);
    expect((await me(await sign(t.secret, 'HS256'))).status).toBe(200);

    const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: user.id, role: 'admin', exp: Date.now() / 1000 + 900 })}.`;
    const rejected = [
      unsigned,
      await sign(t.secret, 'HS512'),
      await sign('another-secret-of-at-least-32-characters!', 'HS256'),
      await sign(t.secret, 'HS256', { expiresIn: '-1m' }),
    ];
    for (const token of rejected) {
      const reply = await me(token);
      expect(reply.status).toBe(401);
      expect(reply.body.message).toBe('Authentication failed. Please log in again.');
    }
  });

  it('takes the role from the account, never from the token', async () => {
    const forged = await sign(t.secret, 'HS256', { role: 'admin' });
    const reply = await t.request<Body>('GET', '/api/admin/ads', { token: forged });
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe('Access denied. Admin privileges required.');
  });
});

describe('security headers', () => {
  it('are sent with the API and the static files', async () => {
    for (const path of ['/api/categories', '/health']) {
      const { headers } = await t.request('GET', path);
      expect(headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(headers.get('strict-transport-security')).toContain('max-age=');
      expect(headers.get('referrer-policy')).toBe('no-referrer');
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(headers.get('x-powered-by')).toBeNull();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';

const t = useTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '20' });

describe('rate limits', () => {
  it('limits each sign-in route per IP', async () => {
    for (const path of ['/api/send-verification', '/api/check-user-by-phone', '/api/auth/recover', '/api/user/auth/signup']) {
      const statuses: number[] = [];
      for (let i = 0; i < 21; i++) statuses.push((await t.request('POST', path, { body: {} })).status);
      expect(statuses.slice(0, 20)).not.toContain(429);
      const last = await t.request('POST', path, { body: {} });
      expect(last.status).toBe(429);
      expect(last.body).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' });
      expect(Number(last.headers.get('retry-after'))).toBeGreaterThan(0);
    }
  });

  it('limits password guesses per account, whether the guesses name it by e-mail or by phone', async () => {
    const user = await t.createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const emailOrPhone = i % 2 ? user.phone : user.email;
      statuses.push((await t.request('POST', '/api/user/auth/login', { body: { emailOrPhone, password: `guess-${i}` } })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.at(-1)).toBe(429);
    // Even the right password waits until the window ends.
    expect((await t.request('POST', '/api/user/auth/login', { body: { emailOrPhone: user.email, password: user.password } })).status).toBe(
      429,
    );
  });
});

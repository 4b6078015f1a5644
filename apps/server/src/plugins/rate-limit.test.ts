import { describe, expect, it } from 'vitest';
import { SERVER_PROCESS_TIMEOUT_MS } from '../test/server-process.js';
import { createTestApp, useTestApp } from '../test/test-app.js';

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

describe('rate limits in a shared Redis', () => {
  it(
    'are kept apart for deployments that share one Redis, and shared by the instances of one',
    async () => {
      const redis = { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', AUTH_RATE_LIMIT_PER_MINUTE: '3' };
      const [first, second] = await Promise.all([createTestApp(redis), createTestApp(redis)]);
      const other = await first.startAnotherProcess(redis);
      try {
        const statusesOf = async (baseUrl: string, times: number) => {
          const statuses: number[] = [];
          for (let i = 0; i < times; i++) {
            statuses.push(
              (
                await fetch(`${baseUrl}/api/check-user-by-phone`, {
                  method: 'POST',
                  body: '{}',
                  headers: { 'content-type': 'application/json' },
                })
              ).status,
            );
          }
          return statuses;
        };
        expect(await statusesOf(first.baseUrl, 3)).not.toContain(429);
        expect(await statusesOf(other.baseUrl, 1)).toEqual([429]);
        expect(await statusesOf(second.baseUrl, 3)).not.toContain(429);
      } finally {
        await Promise.all([other.stop(), first.close(), second.close()]);
      }
    },
    SERVER_PROCESS_TIMEOUT_MS,
  );
});

import type { TErrorReply } from '@gamesouq/core';
import { describe, expect, it } from 'vitest';
import { SESSION_READS_PER_MINUTE } from '../../lib/route-limits.js';
import { useTestApp } from '../../test/test-app.js';

const PER_MINUTE = 20;
// Each test speaks from its own address (X-Forwarded-For, trusted here), so the per-IP budgets do not mix.
const t = useTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE), TRUST_PROXY: 'true' });

let lastAddress = 0;
const newAddress = () => `10.0.0.${++lastAddress}`;
const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('per-IP limits of the sign-in routes', () => {
  it.each([
    // Each try names another account, so that only the per-IP limit can stop them.
    ['/api/user/auth/login', (i: number) => ({ emailOrPhone: `nobody-${i}@example.com`, password: 'guess' })],
    ['/api/user/auth/refresh', { refreshToken: 'not-a-token' }],
    ['/api/user/auth/logout', { refreshToken: 'not-a-token' }],
    ['/api/signin-with-otp', { phoneNumber: '+966511111111', code: '123456' }],
    ['/api/verify-code', { phoneNumber: '+966511111111', code: '123456' }],
    ['/api/auth/recover/verify', { emailOrPhone: 'nobody@example.com', code: '1234' }],
    ['/api/auth/recover/reset', { resetToken: 'not-a-token', password: 'Long#enough1' }],
  ])('%s answers 429 past its limit a minute from one address', async (path, bodyOf) => {
    const body = (i: number) => (typeof bodyOf === 'function' ? bodyOf(i) : bodyOf);
    const ip = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < PER_MINUTE; i++) statuses.push((await t.request('POST', path, { body: body(i), headers: from(ip) })).status);
    expect(statuses).not.toContain(429);
    const limited = await t.request<TErrorReply>('POST', path, { body: body(PER_MINUTE), headers: from(ip) });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many requests. Please try again later.' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another address still gets through.
    expect((await t.request('POST', path, { body: body(PER_MINUTE + 1), headers: from(newAddress()) })).status).not.toBe(429);
  });
});

describe('per-account limit of password guesses', () => {
  it('counts every spelling of a phone number, from any address, against one account', async () => {
    await t.createUser({ phone: '+966512345670', password: 'Right#pass1' });
    const spellings = ['+966512345670', '966512345670', '+966 51 234 5670', '(966) 512-345-670', ' +966-512-345-670 '];
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const body = { emailOrPhone: spellings[i % spellings.length], password: `guess-${i}` };
      statuses.push((await t.request('POST', '/api/user/auth/login', { body, headers: from(newAddress()) })).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    // Even the right password waits now, in any spelling.
    const after: Record<string, number> = {};
    for (const emailOrPhone of spellings) {
      const body = { emailOrPhone, password: 'Right#pass1' };
      after[emailOrPhone] = (await t.request('POST', '/api/user/auth/login', { body, headers: from(newAddress()) })).status;
    }
    expect(after).toEqual(Object.fromEntries(spellings.map((spelling) => [spelling, 429])));
  });

  it('counts an e-mail in any case against one account', async () => {
    const user = await t.createUser({ email: 'Mixed.Case@example.com' });
    for (let i = 0; i < 10; i++) {
      const emailOrPhone = i % 2 ? 'MIXED.CASE@EXAMPLE.COM' : ' mixed.case@example.com ';
      await t.request('POST', '/api/user/auth/login', { body: { emailOrPhone, password: 'nope' }, headers: from(newAddress()) });
    }
    const body = { emailOrPhone: 'Mixed.Case@Example.com', password: user.password };
    expect((await t.request('POST', '/api/user/auth/login', { body, headers: from(newAddress()) })).status).toBe(429);
  });
});

describe('session reads', () => {
  it('limits GET /api/user/me per user, not per address', async () => {
    const [user, colleague] = [await t.createUser(), await t.createUser()];
    const ip = newAddress();
    const statuses = await Promise.all(
      Array.from({ length: SESSION_READS_PER_MINUTE }, () => t.request('GET', '/api/user/me', { token: user.token, headers: from(ip) })),
    );
    expect(statuses.map((reply) => reply.status)).not.toContain(429);
    const limited = await t.request<TErrorReply>('GET', '/api/user/me', { token: user.token, headers: from(ip) });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'RATE_LIMITED' });
    // A colleague behind the same address is not held back.
    expect((await t.request('GET', '/api/user/me', { token: colleague.token, headers: from(ip) })).status).toBe(200);
  });
});

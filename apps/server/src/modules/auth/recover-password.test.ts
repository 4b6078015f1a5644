import type { TDoneReply, TErrorReply, TRecoveryVerifiedReply } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const post = <T = TDoneReply>(path: string, body: unknown) => t.request<T>('POST', path, { body });
const sentTo = async (to: string) =>
  (await t.request<{ messages: unknown[] }>('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.messages.length;

describe('password recovery', () => {
  it('resets the password with a 4-digit code sent by SMS and signs out everywhere', async () => {
    const user = await t.createUser({ password: 'Old#pass1' });
    expect((await post('/api/auth/recover', { emailOrPhone: user.phone })).body.success).toBe(true);
    const code = await t.lastCode(user.phone);
    expect(code).toMatch(/^\d{4}$/);
    const verified = await post<TRecoveryVerifiedReply>('/api/auth/recover/verify', { emailOrPhone: user.phone, code });
    expect(verified.status).toBe(200);
    const tooShort = await post<TErrorReply>('/api/auth/recover/reset', { resetToken: verified.body.resetToken, password: 'short' });
    expect(tooShort.body.message).toBe('Password must be at least 8 characters long');
    const reset = await post('/api/auth/recover/reset', { resetToken: verified.body.resetToken, password: 'New#pass22' });
    expect(reset.body).toMatchObject({ success: true });

    expect((await post('/api/user/auth/login', { emailOrPhone: user.email, password: 'Old#pass1' })).status).toBe(401);
    expect((await post('/api/user/auth/login', { emailOrPhone: user.email, password: 'New#pass22' })).status).toBe(200);
    expect((await post('/api/user/auth/refresh', { refreshToken: user.refreshToken })).status).toBe(401);
    const reused = await post<TErrorReply>('/api/auth/recover/reset', { resetToken: verified.body.resetToken, password: 'Another#33' });
    expect(reused.body.code).toBe('RESET_TOKEN_INVALID');
  });

  it('sends the code by e-mail when the user gives an e-mail', async () => {
    const user = await t.createUser();
    await post('/api/auth/recover', { emailOrPhone: user.email });
    const code = await t.lastCode(user.email);
    expect(code).toMatch(/^\d{4}$/);
    expect((await post<TRecoveryVerifiedReply>('/api/auth/recover/verify', { emailOrPhone: user.email, code })).body.resetToken).toEqual(
      expect.any(String),
    );
  });

  it('answers the same for an unknown account', async () => {
    const known = await t.createUser();
    const unknown = await post('/api/auth/recover', { emailOrPhone: 'ghost@example.com' });
    expect(unknown.status).toBe(200);
    expect(await t.lastCode('ghost@example.com')).toBe('');

    // A real account's second request within 60 s sends nothing new, and says so no differently.
    for (let i = 0; i < 2; i++) {
      const reply = await post('/api/auth/recover', { emailOrPhone: known.email });
      expect({ status: reply.status, body: reply.body }).toEqual({ status: unknown.status, body: unknown.body });
    }
    expect(await sentTo(known.email)).toBe(1);

    // Five codes an hour: the sixth request is held back, and still answered alike.
    for (let sent = 1; sent <= 5; sent++) {
      await t.db.execute(sql`update otp_codes set created_at = created_at - interval '2 minutes' where target = ${`account:${known.id}`}`);
      const reply = await post('/api/auth/recover', { emailOrPhone: known.email });
      expect({ status: reply.status, body: reply.body }).toEqual({ status: unknown.status, body: unknown.body });
    }
    expect(await sentTo(known.email)).toBe(5);
  });

  it("gives an account's e-mail and phone one budget of codes and of wrong tries", async () => {
    const user = await t.createUser();
    await post('/api/auth/recover', { emailOrPhone: user.email });
    const code = await t.lastCode(user.email);
    // The account has just been sent a code: asking again by its phone within the minute sends nothing.
    await post('/api/auth/recover', { emailOrPhone: user.phone });
    expect(await sentTo(user.phone)).toBe(0);

    const wrong = String((Number(code) + 1) % 10000).padStart(4, '0');
    const tries = [];
    for (const emailOrPhone of [user.email, user.phone, user.email, user.phone, user.phone]) {
      tries.push((await post<TErrorReply>('/api/auth/recover/verify', { emailOrPhone, code: wrong })).body.code);
    }
    expect(tries).toEqual(['INVALID_CODE', 'INVALID_CODE', 'INVALID_CODE', 'INVALID_CODE', 'CODE_ATTEMPTS_EXCEEDED']);
    // Five wrong tries in all ended the code, whichever identifier they came through.
    expect((await post<TErrorReply>('/api/auth/recover/verify', { emailOrPhone: user.email, code })).body.code).toBe(
      'CODE_ATTEMPTS_EXCEEDED',
    );
  });

  it('refuses a wrong code and a 6-digit code', async () => {
    const user = await t.createUser();
    await post('/api/auth/recover', { emailOrPhone: user.phone });
    const code = await t.lastCode(user.phone);
    const wrong = String((Number(code) + 1) % 10000).padStart(4, '0');
    expect((await post<TErrorReply>('/api/auth/recover/verify', { emailOrPhone: user.phone, code: wrong })).body.code).toBe('INVALID_CODE');
    expect((await post('/api/auth/recover/verify', { emailOrPhone: user.phone, code: '123456' })).status).toBe(400);
  });
});

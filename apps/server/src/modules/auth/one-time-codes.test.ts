import type { TAuthReply, TCodeSentReply, TDoneReply, TErrorReply, TUserExistsReply } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniquePhone, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const send = <T = TCodeSentReply>(phone: string) => t.request<T>('POST', '/api/send-verification-sms', { body: { phoneNumber: phone } });
const verify = <T = TDoneReply>(phone: string, code: string, sessionId?: string) =>
  t.request<T>('POST', '/api/verify-code', { body: { phoneNumber: phone, code, sessionId } });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** Moves a phone's codes back in time, as if the minutes had passed. */
const age = (phone: string, interval: string) =>
  t.db.execute(
    sql`update otp_codes set created_at = created_at - ${interval}::interval, expires_at = expires_at - ${interval}::interval where target = ${phone}`,
  );

describe('one-time codes', () => {
  it('sends a six-digit code that verifies once', async () => {
    const phone = uniquePhone();
    const sent = await send(phone);
    expect(sent.body).toMatchObject({ success: true });
    expect(sent.body.sessionId).toEqual(expect.any(String));
    const code = await t.lastCode(phone);
    expect(code).toMatch(/^\d{6}$/);
    expect((await verify(phone, code, sent.body.sessionId)).body).toMatchObject({ success: true });
    expect((await verify<TErrorReply>(phone, code, sent.body.sessionId)).body).toMatchObject({ success: false, code: 'INVALID_CODE' });
  });

  it('refuses a code from another session', async () => {
    const phone = uniquePhone();
    await send(phone);
    const reply = await verify<TErrorReply>(phone, await t.lastCode(phone), 'someone-elses-session');
    expect(reply.body).toMatchObject({ code: 'INVALID_CODE', message: 'Wrong code. Tries left: 4.' });
  });

  it('expires a code after five minutes', async () => {
    const phone = uniquePhone();
    await send(phone);
    const code = await t.lastCode(phone);
    await age(phone, '301 seconds');
    const reply = await verify<TErrorReply>(phone, code);
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('CODE_EXPIRED');
  });

  it('ends a code after five wrong tries, even if the right one comes next', async () => {
    const phone = uniquePhone();
    await send(phone);
    const code = await t.lastCode(phone);
    for (const triesLeft of [4, 3, 2, 1]) {
      const reply = await verify<TErrorReply>(phone, wrong(code));
      expect(reply.status).toBe(400);
      expect(reply.body).toMatchObject({ code: 'INVALID_CODE', messageKey: 'errors.codeWrongTries', messageParams: { triesLeft } });
    }
    const last = await verify<TErrorReply>(phone, wrong(code));
    expect(last.body).toMatchObject({ code: 'CODE_ATTEMPTS_EXCEEDED', messageKey: 'errors.CODE_ATTEMPTS_EXCEEDED' });
    expect(last.body.messageParams).toBeUndefined();
    expect((await verify<TErrorReply>(phone, code)).body.code).toBe('CODE_ATTEMPTS_EXCEEDED');
  });

  it('waits 60 seconds between codes and allows five an hour', async () => {
    const phone = uniquePhone();
    expect((await send(phone)).status).toBe(200);
    const tooSoon = await send<TErrorReply>(phone);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.code).toBe('CODE_RESEND_TOO_SOON');
    expect(tooSoon.body.retryAfter).toBeGreaterThan(50);
    for (let i = 0; i < 4; i++) {
      await age(phone, '61 seconds');
      expect((await send(phone)).status).toBe(200);
    }
    await age(phone, '61 seconds');
    const sixth = await send<TErrorReply>(phone);
    expect(sixth.status).toBe(429);
    expect(sixth.body.code).toBe('CODE_HOURLY_LIMIT');
  });

  it('keeps only the newest code valid', async () => {
    const phone = uniquePhone();
    await send(phone);
    const first = await t.lastCode(phone);
    await age(phone, '61 seconds');
    await send(phone);
    const second = await t.lastCode(phone);
    if (first !== second) expect((await verify<TErrorReply>(phone, first)).body.success).toBe(false);
    expect((await verify(phone, second)).body.success).toBe(true);
  });

  it('signs in with a code for a registered phone only', async () => {
    const user = await t.createUser();
    const sent = await send(user.phone);
    const reply = await t.request<TAuthReply>('POST', '/api/signin-with-otp', {
      body: { phoneNumber: user.phone, code: await t.lastCode(user.phone), sessionId: sent.body.sessionId },
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ success: true, message: 'Login successful', user: { id: user.id } });
    expect(reply.body.token).toBe(reply.body.access_token);

    const stranger = uniquePhone();
    expect((await t.request<TUserExistsReply>('POST', '/api/check-user-by-phone', { body: { phoneNumber: stranger } })).body).toEqual({
      exists: false,
    });
    expect((await t.request<TUserExistsReply>('POST', '/api/check-user-by-phone', { body: { phoneNumber: user.phone } })).body).toEqual({
      exists: true,
    });
    await send(stranger);
    const unknown = await t.request<TErrorReply>('POST', '/api/signin-with-otp', {
      body: { phoneNumber: stranger, code: await t.lastCode(stranger) },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('No account found with this phone number. Please sign up first.');
  });

  it('never accepts a fixed demo code', async () => {
    const phone = uniquePhone();
    await send(phone);
    const real = await t.lastCode(phone);
    for (const demo of ['123456', '000000', '111111'].filter((c) => c !== real)) {
      expect((await verify<TErrorReply>(phone, demo)).body.success).toBe(false);
    }
  });
});

import type {
  TAuthReply,
  TCodeSentReply,
  TDoneReply,
  TErrorReply,
  TLoginReply,
  TRecoveryVerifiedReply,
  TUserExistsReply,
  TUserProfileReply,
} from '@gamesouq/core';
import { describe, expect, it } from 'vitest';
import { uniquePhone, useTestApp } from '../../test/test-app.js';

const t = useTestApp();

const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
/** `+966551234567` as a Saudi types it: `0551234567`. */
const local = (phone: string) => `0${phone.slice(4)}`;
const arabicIndic = (text: string) => text.replace(/\d/g, (digit) => ARABIC_INDIC[Number(digit)]!);

/** Proves `phone` (E.164) with a code asked for and entered in the spelling `phoneNumber`. */
async function verify(phone: string, phoneNumber: string) {
  const sent = await t.request<TCodeSentReply>('POST', '/api/send-verification', { body: { phoneNumber } });
  expect(sent.status).toBe(200);
  // Whatever the spelling, the code went to the one E.164 number.
  const code = await t.lastCode(phone);
  const verified = await t.request<TDoneReply>('POST', '/api/verify-code', { body: { phoneNumber, code, sessionId: sent.body.sessionId } });
  expect(verified.status).toBe(200);
}

describe('phone numbers as people type them', () => {
  it('signs up with ٠٥٥… in Arabic-Indic digits and stores E.164', async () => {
    const phone = uniquePhone();
    await verify(phone, arabicIndic(local(phone)));
    const reply = await t.request<TAuthReply>('POST', '/api/user/auth/signup', {
      body: { name: 'Noura', password: 'secret1', phone: arabicIndic(local(phone)) },
    });
    expect(reply.status).toBe(201);
    expect(reply.body.user.phone).toBe(phone);
  });

  it('signs up with 05… verified as 05…', async () => {
    const phone = uniquePhone();
    await verify(phone, local(phone));
    const reply = await t.request<TAuthReply>('POST', '/api/user/auth/signup', {
      body: { name: 'Saad', password: 'secret1', phone: local(phone) },
    });
    expect([reply.status, reply.body.user.phone]).toEqual([201, phone]);
  });

  it('signs in with the right password whatever the spelling of the number', async () => {
    const user = await t.createUser();
    const digits = user.phone.slice(4);
    for (const emailOrPhone of [
      local(user.phone),
      digits,
      `00966${digits}`,
      `966${digits}`,
      `+966 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
      `(0${digits.slice(0, 2)}) ${digits.slice(2, 5)}-${digits.slice(5)}`,
      arabicIndic(local(user.phone)),
    ]) {
      const login = await t.request<TLoginReply>('POST', '/api/user/auth/login', { body: { emailOrPhone, password: user.password } });
      expect([emailOrPhone, login.status]).toEqual([emailOrPhone, 200]);
      expect(login.body).toMatchObject({ user: { id: user.id } });
    }
    const wrong = await t.request<TErrorReply>('POST', '/api/user/auth/login', {
      body: { emailOrPhone: local(user.phone), password: 'not-the-password' },
    });
    expect([wrong.status, wrong.body.code]).toEqual([401, 'INVALID_CREDENTIALS']);
  });

  it("keeps another country's number in international form", async () => {
    const phone = `+4479${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    const spaced = `00${phone.slice(1, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}`;
    await verify(phone, spaced);
    const reply = await t.request<TAuthReply>('POST', '/api/user/auth/signup', {
      body: { name: 'Oliver', password: 'secret1', phone: spaced },
    });
    expect([reply.status, reply.body.user.phone]).toEqual([201, phone]);
    const login = await t.request<TLoginReply>('POST', '/api/user/auth/login', {
      body: { emailOrPhone: phone.slice(1), password: 'secret1' },
    });
    expect(login.status).toBe(200);
  });

  it('finds the account by phone in any spelling', async () => {
    const user = await t.createUser();
    const digits = user.phone.slice(4);
    for (const phoneNumber of [
      `+966 ${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`,
      local(user.phone),
      `00966${digits}`,
    ]) {
      const reply = await t.request<TUserExistsReply>('POST', '/api/check-user-by-phone', { body: { phoneNumber } });
      expect([phoneNumber, reply.status, reply.body.exists]).toEqual([phoneNumber, 200, true]);
    }
  });

  it('signs in by a code sent to 05…', async () => {
    const user = await t.createUser();
    const sent = await t.request<TCodeSentReply>('POST', '/api/send-verification', { body: { phoneNumber: local(user.phone) } });
    const code = await t.lastCode(user.phone);
    const reply = await t.request<TAuthReply>('POST', '/api/signin-with-otp', {
      body: { phoneNumber: arabicIndic(local(user.phone)), code, sessionId: sent.body.sessionId },
    });
    expect([reply.status, reply.body.user?.id]).toEqual([200, user.id]);
  });

  it('recovers a password asked for with 05…', async () => {
    const user = await t.createUser();
    expect((await t.request<TDoneReply>('POST', '/api/auth/recover', { body: { emailOrPhone: local(user.phone) } })).status).toBe(200);
    const code = await t.lastCode(user.phone);
    expect(code).toMatch(/^\d{4}$/);
    const verified = await t.request<TRecoveryVerifiedReply>('POST', '/api/auth/recover/verify', {
      body: { emailOrPhone: `+966 ${user.phone.slice(4)}`, code },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.resetToken).toBeTruthy();
  });

  it('changes the profile phone typed in Arabic-Indic digits', async () => {
    const user = await t.createUser();
    const next = uniquePhone();
    await verify(next, local(next));
    const saved = await t.request<TUserProfileReply>('PUT', '/api/user/profile', {
      token: user.token,
      body: { phone: arabicIndic(`0${next.slice(4, 6)} ${next.slice(6, 9)} ${next.slice(9)}`) },
    });
    expect([saved.status, saved.body.profile?.phone]).toEqual([200, next]);
  });

  it('refuses junk with the phone message key, never a 5xx', async () => {
    for (const phoneNumber of ['055 12', '0551234567 ext 2', '+1 555 123 4567', 'phone', '٠٥٥']) {
      const reply = await t.request<TErrorReply>('POST', '/api/check-user-by-phone', { body: { phoneNumber } });
      expect([phoneNumber, reply.status, reply.body.code]).toEqual([phoneNumber, 400, 'VALIDATION_FAILED']);
      expect(reply.body.fieldKeys).toEqual({ phoneNumber: 'validation.phoneInvalid' });
    }
    const profile = await t.request<TErrorReply>('PUT', '/api/user/profile', {
      token: (await t.createUser()).token,
      body: { phone: '12' },
    });
    expect([profile.status, profile.body.fieldKeys]).toEqual([400, { phone: 'validation.phoneInvalid' }]);
  });
});

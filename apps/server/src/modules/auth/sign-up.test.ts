import type { TAuthReply, TCodeSentReply, TDoneReply, TErrorReply, TMeReply } from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uniquePhone, useTestApp } from '../../test/test-app.js';
import { phoneVerifications, users } from '../users/tables.js';

const t = useTestApp();

async function verifyPhone(phone: string, { isResend = false } = {}) {
  // A second code for one phone waits 60 s; a test moves the first one back in time instead.
  if (isResend) await t.db.execute(sql`update otp_codes set created_at = created_at - interval '2 minutes' where target = ${phone}`);
  const sent = await t.request<TCodeSentReply>('POST', '/api/send-verification', { body: { phoneNumber: phone } });
  expect(sent.status).toBe(200);
  const code = await t.lastCode(phone);
  const verified = await t.request<TDoneReply>('POST', '/api/verify-code', {
    body: { phoneNumber: phone, code, sessionId: sent.body.sessionId },
  });
  expect(verified.body).toMatchObject({ success: true });
}

const signup = <T = TAuthReply>(body: Record<string, unknown>) => t.request<T>('POST', '/api/user/auth/signup', { body });

describe('signup', () => {
  it('refuses a phone that was not verified', async () => {
    const reply = await signup<TErrorReply>({ name: 'Nora', email: '', password: 'secret1', phone: uniquePhone(), city: '', role: 'user' });
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ code: 'PHONE_NOT_VERIFIED', message: 'Please verify your phone number first.' });
  });

  it('creates a signed-in user after phone verification, whatever role the body asks for', async () => {
    const phone = uniquePhone();
    await verifyPhone(phone);
    const reply = await signup({ name: 'Nora', email: 'Nora@Example.com', password: 'secret1', phone, city: 'Riyadh', role: 'admin' });
    expect(reply.status).toBe(201);
    expect(reply.body.msg).toBe('Signup successful');
    expect(reply.body.user).toMatchObject({ name: 'Nora', email: 'nora@example.com', phone, role: 'user', city: 'Riyadh' });
    const me = await t.request<TMeReply>('GET', '/api/user/me', { token: reply.body.access_token });
    expect(me.body).toMatchObject({ id: reply.body.user.id, role: 'user' });
  });

  it('accepts the phone in local spelling and stores it in E.164', async () => {
    const phone = uniquePhone();
    await verifyPhone(phone);
    const spaced = `${phone.slice(0, 4)} (${phone.slice(4, 6)}) ${phone.slice(6, 9)}-${phone.slice(9)}`;
    const reply = await signup({ name: 'Omar', password: 'secret1', phone: spaced });
    expect(reply.status).toBe(201);
    expect(reply.body.user.phone).toBe(phone);
  });

  it('uses a verification once', async () => {
    const phone = uniquePhone();
    await verifyPhone(phone);
    const first = await signup({ name: 'A', password: 'secret1', phone });
    expect(first.status).toBe(201);
    // The account goes (as when an admin removes it), so the phone is free again: the old verification must not serve twice.
    await t.db.delete(users).where(eq(users.id, first.body.user.id));
    const again = await signup<TErrorReply>({ name: 'B', password: 'secret1', phone });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'PHONE_NOT_VERIFIED', message: 'Please verify your phone number first.' });
  });

  it('keeps a verification through a failed signup, for the retry', async () => {
    const [taken, phone] = [uniquePhone(), uniquePhone()];
    await verifyPhone(taken);
    expect((await signup({ name: 'A', email: 'first-come@example.com', password: 'secret1', phone: taken })).status).toBe(201);
    await verifyPhone(phone);
    const failed = await signup<TErrorReply>({ name: 'B', email: 'first-come@example.com', password: 'secret1', phone });
    expect(failed.body.code).toBe('EMAIL_TAKEN');
    expect((await signup({ name: 'B', email: 'second@example.com', password: 'secret1', phone })).status).toBe(201);
  });

  it('refuses a phone verified more than 15 minutes ago', async () => {
    const phone = uniquePhone();
    await verifyPhone(phone);
    await t.db
      .update(phoneVerifications)
      .set({ verifiedAt: sql`now() - interval '15 minutes 5 seconds'` })
      .where(eq(phoneVerifications.phone, phone));
    const late = await signup<TErrorReply>({ name: 'Late', password: 'secret1', phone });
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({ code: 'PHONE_NOT_VERIFIED', message: 'Please verify your phone number first.' });

    // Just inside the window it still counts.
    await verifyPhone(phone, { isResend: true });
    await t.db
      .update(phoneVerifications)
      .set({ verifiedAt: sql`now() - interval '14 minutes 50 seconds'` })
      .where(eq(phoneVerifications.phone, phone));
    expect((await signup({ name: 'In time', password: 'secret1', phone })).status).toBe(201);
  });

  it('refuses an e-mail that already has an account', async () => {
    const first = uniquePhone();
    const second = uniquePhone();
    await verifyPhone(first);
    await verifyPhone(second);
    expect((await signup({ name: 'A', email: 'same@example.com', password: 'secret1', phone: first })).status).toBe(201);
    const reply = await signup<TErrorReply>({ name: 'B', email: 'SAME@example.com', password: 'secret1', phone: second });
    expect(reply.status).toBe(409);
    expect(reply.body).toMatchObject({ code: 'EMAIL_TAKEN', message: 'An account with this email already exists.' });
  });

  it('answers bad input with the spec messages and no 500', async () => {
    const reply = await signup<TErrorReply>({ name: ' ', email: 'not-an-email', password: '123', phone: '0123' });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('VALIDATION_FAILED');
    expect(reply.body.fields).toEqual({
      name: 'Full name is required',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 6 characters',
      phone: 'Enter a valid phone number, such as 0501234567 or +966501234567',
    });
    for (const body of [
      '{',
      '[]',
      'null',
      JSON.stringify({ name: 1, phone: { a: 1 }, password: ['x'] }),
      JSON.stringify({ name: 'x'.repeat(100000) }),
    ]) {
      const weird = await t.request<TErrorReply>('POST', '/api/user/auth/signup', { body });
      expect(weird.status).toBeGreaterThanOrEqual(400);
      expect(weird.status).toBeLessThan(500);
      expect(weird.body).toHaveProperty('message');
    }
  });
});

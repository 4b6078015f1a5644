import type {
  TAuthReply,
  TCodeSentReply,
  TDoneReply,
  TErrorReply,
  TMeReply,
  TTraderProfileReply,
  TUserExistsReply,
  TUserProfileReply,
} from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type TestApp, uniquePhone, useTestApp } from '../../test/test-app.js';
import { phoneVerifications } from './tables.js';

type User = Awaited<ReturnType<TestApp['createUser']>>;
const t = useTestApp();

/** Proves `phone` as the profile form does: a code sent to it, then entered. */
async function verify(phone: string) {
  expect((await t.request<TCodeSentReply>('POST', '/api/send-verification', { body: { phoneNumber: phone } })).status).toBe(200);
  const verified = await t.request<TDoneReply>('POST', '/api/verify-code', { body: { phoneNumber: phone, code: await t.lastCode(phone) } });
  expect(verified.body).toMatchObject({ success: true, message: 'Phone number verified' });
}

const phoneOf = async (user: User) => (await t.request<TMeReply>('GET', '/api/user/me', { token: user.token })).body.phone;

describe('changing the phone number', () => {
  it.each([
    ['Account Settings', '/api/user/profile', 'user'],
    ['the trader profile', '/api/trader/profile', 'trader'],
  ] as const)('in %s needs a fresh verification of the new number, used once', async (_, path, role) => {
    const user = await t.createUser({ role });
    const save = <T = TUserProfileReply | TTraderProfileReply>(phone: string) =>
      t.request<T>('PUT', path, { token: user.token, body: { name: 'Renamed', phone } });
    const next = uniquePhone();

    const unverified = await save<TErrorReply>(next);
    expect([unverified.status, unverified.body.message]).toEqual([400, 'Please verify your phone number first.']);
    expect(await phoneOf(user)).toBe(user.phone);
    // A verification of another number does not count for this one.
    await verify(uniquePhone());
    expect((await save(next)).status).toBe(400);

    await verify(next);
    const saved = await save(` ${next.slice(0, 4)} ${next.slice(4)} `);
    expect([saved.status, saved.body.message]).toEqual([200, 'Profile updated successfully']);
    expect(saved.body.profile.phone).toBe(next);
    expect(await phoneOf(user)).toBe(next);
    // The new number signs in; the old one no longer names the account.
    const login = await t.request<TAuthReply>('POST', '/api/user/auth/login', { body: { emailOrPhone: next, password: user.password } });
    expect([login.status, login.body.user?.id]).toEqual([200, user.id]);
    expect((await t.request<TUserExistsReply>('POST', '/api/check-user-by-phone', { body: { phoneNumber: user.phone } })).body.exists).toBe(
      false,
    );

    // The verification was used up: going back to the old number needs its own code.
    expect((await save(user.phone)).status).toBe(400);
    // Saving the number the account already has, in any spelling, needs none.
    const same = await save(`${next.slice(0, 4)}-${next.slice(4)}`);
    expect(same.status).toBe(200);
  });

  it('refuses a number of another account with the existing message, verified or not, and a verification past 15 minutes', async () => {
    const [user, other] = [await t.createUser(), await t.createUser()];
    const save = <T = TUserProfileReply>(phone: string) => t.request<T>('PUT', '/api/user/profile', { token: user.token, body: { phone } });
    await verify(other.phone);
    const taken = await save<TErrorReply>(other.phone);
    expect([taken.status, taken.body.message]).toEqual([409, 'An account with this phone number already exists.']);
    expect(await phoneOf(other)).toBe(other.phone);

    const late = uniquePhone();
    await verify(late);
    await t.db.update(phoneVerifications).set({ verifiedAt: sql`now() - interval '16 minutes'` }).where(eq(phoneVerifications.phone, late));
    expect((await save<TErrorReply>(late)).body.message).toBe('Please verify your phone number first.');
    expect(await phoneOf(user)).toBe(user.phone);
  });
});

import type { TAuthReply, TCodeSentReply, TDoneReply, TPreferencesReply } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailNotifications } from '../../jobs/notification-mailer.js';
import { uniquePhone, useTestApp } from '../../test/test-app.js';
import { storeNotification } from '../notifications/notify.js';

const t = useTestApp();

const ARABIC_DEVICE = { 'accept-language': 'ar-SA,ar;q=0.9,en;q=0.8' };
const outbox = async (to: string) =>
  (await t.request<{ messages: { channel: string; text: string }[] }>('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.messages;

/** Signs up from a device whose requests carry `headers`, with the code sent to the phone. */
async function signUpFrom(headers: Record<string, string>) {
  const phone = uniquePhone();
  const sent = await t.request<TCodeSentReply>('POST', '/api/send-verification', { body: { phoneNumber: phone }, headers });
  const [sms] = await outbox(phone);
  const code = await t.lastCode(phone);
  await t.request<TDoneReply>('POST', '/api/verify-code', { body: { phoneNumber: phone, code, sessionId: sent.body.sessionId } });
  const reply = await t.request<TAuthReply>('POST', '/api/user/auth/signup', {
    body: { name: 'Reem', password: 'secret1', phone, email: `reem-${phone.slice(-8)}@example.com` },
    headers,
  });
  expect(reply.status).toBe(201);
  return { phone, sms: sms?.text ?? '', reply };
}

describe('the language of what we send', () => {
  it('writes the code to a new user on an Arabic phone in Arabic, and saves the new account as Arabic', async () => {
    const { sms, reply } = await signUpFrom(ARABIC_DEVICE);
    expect(sms).toMatch(/^رمز التحقق في جيم سوق هو \d{6}\./);
    expect(reply.body.user.language).toBe('ar');
    const preferences = await t.request<TPreferencesReply>('GET', '/api/user/preferences', { token: reply.body.access_token });
    expect(preferences.body.preferences.language).toBe('ar');
  });

  it('follows the language chosen on the site over the device, and writes in English to who names none', async () => {
    const chosen = await signUpFrom({ 'accept-language': 'ar-SA', cookie: 'lang=en' });
    expect(chosen.sms).toMatch(/^Your GameSouq verification code is \d{6}\./);
    expect(chosen.reply.body.user.language).toBe('en');
    // A client that names no language (`*` is what fetch sends) leaves the account's unset: its first screen decides.
    for (const headers of [{}, { 'accept-language': '*' }, { 'accept-language': 'fr-FR' }] as Record<string, string>[]) {
      const plain = await signUpFrom(headers);
      expect(plain.sms).toMatch(/^Your GameSouq verification code is \d{6}\./);
      expect(plain.reply.body.user.language ?? null).toBeNull();
    }
  });

  it("writes to an existing account in the account's language, whatever device asks", async () => {
    const { phone, reply } = await signUpFrom(ARABIC_DEVICE);
    // A sign-in code asked for from an English browser still reaches the Arabic account in Arabic.
    // A second code for one phone waits 60 s; the test moves the first one back in time instead.
    await t.db.execute(sql`update otp_codes set created_at = created_at - interval '2 minutes' where target = ${phone}`);
    const sent = await t.request('POST', '/api/send-verification-sms', {
      body: { phoneNumber: phone },
      headers: { 'accept-language': 'en-US' },
    });
    expect(sent.status).toBe(200);
    expect((await outbox(phone))[0]?.text).toMatch(/^رمز التحقق في جيم سوق هو \d{6}\./);

    const recover = await t.request('POST', '/api/auth/recover', { body: { emailOrPhone: reply.body.user.email } });
    expect(recover.status).toBe(200);
    const [mail] = await outbox(reply.body.user.email ?? '');
    expect(mail?.text).toMatch(/^إعادة تعيين كلمة مرور جيم سوق\nرمز إعادة تعيين كلمة المرور في جيم سوق هو \d{4}\./);
  });

  it("e-mails a notification in the account's language, worded by its event with its figures", async () => {
    const { reply } = await signUpFrom(ARABIC_DEVICE);
    const english = await signUpFrom({});
    for (const userId of [reply.body.user.id, english.reply.body.user.id])
      await storeNotification(t.db, {
        userId,
        type: 'withdrawal',
        title: 'Withdrawal approved',
        message: 'Your withdrawal of 1250.50 SAR is on its way.',
        data: { event: 'withdrawal_approved', amount: '1250.50', reason: '' },
      });
    await mailNotifications(t.db, t.messenger, () => undefined);
    const [arabic] = await outbox(reply.body.user.email ?? '');
    expect(arabic?.text).toBe('جيم سوق: تمت الموافقة على السحب\nسحبك بمبلغ 1,250.50 ر.س في الطريق إليك.\n\nافتح جيم سوق لتراه.');
    const [englishMail] = await outbox(english.reply.body.user.email ?? '');
    expect(englishMail?.text).toBe(
      'GameSouq: Withdrawal approved\nYour withdrawal of 1,250.50 SAR is on its way.\n\nOpen GameSouq to see it.',
    );
  });
});

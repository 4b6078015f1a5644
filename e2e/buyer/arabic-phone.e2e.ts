import type { TPreferencesReply } from '@gamesouq/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { codeFromOutbox, launchBrowser, snap, uniquePhone } from '../support/browser.js';
import { tr } from '../support/i18n.js';
import { api } from '../support/session.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const t = (key: string, params?: Record<string, unknown>) => tr('ar', key, params);
const ARABIC_INDIC = '٠١٢٣٤٥٦٧٨٩';
const arabicIndic = (text: string) => text.replace(/\d/g, (digit) => ARABIC_INDIC[Number(digit)]!);

/** A phone of an Arabic device at 390×844, signed out, as a new visitor arrives. */
const arabicPhone = () =>
  browser.newContext({ baseURL: inject('baseUrl'), locale: 'ar-SA', viewport: { width: 390, height: 844 }, isMobile: true });

describe('an Arabic phone, signed out', () => {
  it('gets the page in Arabic, right to left, before any script runs', async () => {
    const context = await arabicPhone();
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    // What the browser received, as it parsed it before any script: the server chose from the device's language.
    const response = await page.goto('/home', { waitUntil: 'commit' });
    const html = (await response?.text()) ?? '';
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(response?.headers()['content-language']).toBe('ar');
    await page.waitForLoadState('domcontentloaded');
    expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['ar', 'rtl']);
    // The app keeps it: Arabic words and the language menu labelled in words.
    await page
      .getByRole('button', { name: t('common.language') })
      .first()
      .waitFor();
    expect(
      await page
        .getByRole('button', { name: t('common.language') })
        .first()
        .textContent(),
    ).toContain('العربية');
    await snap(page, 'arabic-phone-home');
    await context.close();
  });

  it('signs up typing the number in Arabic-Indic digits, gets the code in Arabic, and is saved as Arabic', async () => {
    const context = await arabicPhone();
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    const phone = uniquePhone();
    const local = `0${phone.slice(4)}`;
    await page.goto('/auth');
    await page.getByRole('tab', { name: t('auth.tabs.signup') }).click();
    await page.getByLabel(t('auth.signup.fullName')).fill('نورة القحطاني');
    const phoneBox = page.getByLabel(t('auth.signup.phone'), { exact: true });
    await phoneBox.pressSequentially(arabicIndic(local));
    // Grouped as typed, in the digits every form of the number shares.
    expect(await phoneBox.inputValue()).toBe(`${local.slice(0, 3)} ${local.slice(3, 6)} ${local.slice(6)}`);
    await page.getByLabel(t('auth.signup.password'), { exact: true }).fill('secret12');
    await page.getByLabel(t('auth.signup.confirmPassword')).fill('secret12');
    await snap(page, 'arabic-phone-signup');
    const sentAfter = new Date(Date.now() - 1000).toISOString();
    await page.getByRole('button', { name: t('auth.signup.submit') }).click();
    await page.getByRole('heading', { name: t('verification.title') }).waitFor();
    const sms = await api<{ messages: { text: string }[] }>('GET', `/api/dev/outbox?to=${encodeURIComponent(phone)}`);
    expect(sms.body.messages[0]?.text).toMatch(/^رمز التحقق في جيم سوق هو \d{6}\./);
    await page.getByRole('textbox', { name: t('digitBoxes.digit', { n: 1 }) }).click();
    await page.keyboard.type(await codeFromOutbox(phone, { after: sentAfter }));
    await page.getByRole('button', { name: t('verification.submit') }).click();
    await page.waitForURL('**/home');
    await page.getByText(t('auth.signup.success')).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');

    // The account has the number in E.164 and speaks Arabic: signing in with 05… and its password works.
    const login = await api<{ access_token: string; user: { phone: string; language: string } }>('POST', '/api/user/auth/login', {
      body: { emailOrPhone: local, password: 'secret12' },
    });
    expect([login.status, login.body.user.phone, login.body.user.language]).toEqual([200, phone, 'ar']);
    const preferences = await api<TPreferencesReply>('GET', '/api/user/preferences', { token: login.body.access_token });
    expect(preferences.body.preferences.language).toBe('ar');
    await context.close();
  });
});

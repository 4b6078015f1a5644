import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromOutbox, launchBrowser, newPage, snap, uniquePhone } from '../support/browser.js';
import { LANGUAGES, tr } from '../support/i18n.js';
import { chooseLanguage } from '../support/journey.js';
import { api, DEMO, tokenOf } from '../support/session.js';

type Ad = { id: string; title: string; status: string; storeName: string; seller: { id: string; name: string } };
type Conversations = { conversations: { other_user: { id: string }; product: { id: string } | null }[] };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** An active listing of the demo trader, as the API shows it to anyone. */
async function tradersListing(): Promise<Ad> {
  const token = await tokenOf(DEMO.trader.email, DEMO.trader.password);
  const { body } = await api<{ ads: { id: string; status: string }[] }>('GET', '/api/user/ads?limit=50', { token });
  const active = body.ads.find((ad) => ad.status === 'active');
  expect(active).toBeDefined();
  return (await api<Ad>('GET', `/api/ads/${active!.id}`)).body;
}

describe.each(LANGUAGES)('a visitor with a shared product link (%s)', (lang) => {
  const t = (key: string, params?: Record<string, unknown>) => tr(lang, key, params);

  it('browses without an account, taps Chat, signs up with a verified phone and lands in the chat with the seller about that product', async () => {
    const ad = await tradersListing();
    const sellerName = ad.storeName || ad.seller.name;
    const run = Date.now().toString(36);
    const account = { name: `Visitor ${run}`, email: `visitor-${run}-${lang}@example.com`, password: 'Visitor#2026', phone: uniquePhone() };
    const page = await newPage(browser, lang === 'ar' ? { width: 390, height: 844, locale: 'ar-SA' } : {});

    // The link a friend sent opens the product itself, not a sign-in wall.
    await page.goto(`/product/${ad.id}`);
    await page.getByRole('heading', { level: 1, name: ad.title }).waitFor();
    if (lang === 'ar') await chooseLanguage(page, 'ar');
    expect(new URL(page.url()).pathname).toBe(`/product/${ad.id}`);

    // Browsing: the seller's page and back.
    await page.getByRole('link', { name: sellerName }).first().click();
    await page.waitForURL(`**/sellers/${ad.seller.id}`);
    await page.getByRole('heading', { level: 1, name: sellerName }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: ad.title }).waitFor();
    await snap(page, `visitor-product-${lang}`);

    // Chat needs an account: sign-in opens with the way back.
    await page
      .getByRole('button', { name: t('ad.chat'), exact: true })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('return') === `/product/${ad.id}`);

    await page.getByRole('tab', { name: t('auth.tabs.signup') }).click();
    await page.getByLabel(t('auth.signup.fullName')).fill(account.name);
    await page.getByLabel(t('auth.signup.phone'), { exact: true }).fill(account.phone);
    await page.getByLabel(t('auth.signup.city')).fill(lang === 'ar' ? 'الرياض' : 'Riyadh');
    await page.getByLabel(t('auth.signup.email')).fill(account.email);
    await page.getByLabel(t('auth.signup.password'), { exact: true }).fill(account.password);
    await page.getByLabel(t('auth.signup.confirmPassword')).fill(account.password);
    const sentAfter = new Date(Date.now() - 1000).toISOString();
    await page.getByRole('button', { name: t('auth.signup.submit') }).click();
    await page.getByRole('heading', { name: t('verification.title') }).waitFor();
    await page.getByRole('textbox', { name: t('digitBoxes.digit', { n: 1 }) }).click();
    await page.keyboard.type(await codeFromOutbox(account.phone, { after: sentAfter }));
    await page.getByRole('button', { name: t('verification.submit') }).click();

    // Back on the same product, with the chat the visitor asked for open with its seller and the product.
    await page.waitForURL((url) => url.pathname === `/product/${ad.id}`);
    const drawer = page.getByRole('dialog', { name: sellerName });
    await drawer.getByText(ad.title).first().waitFor();
    await drawer.getByText(t('chat.noMessages')).waitFor();
    await snap(page, `visitor-chat-after-signup-${lang}`);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');

    const token = await tokenOf(account.email, account.password);
    const { body } = await api<Conversations>('GET', '/api/user/chat/conversations', { token });
    expect(body.conversations.map((c) => ({ seller: c.other_user.id, product: c.product?.id }))).toEqual([
      { seller: ad.seller.id, product: ad.id },
    ]);
    // The action ran once: a reload does not open it again.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: ad.title }).waitFor();
    expect(await drawer.count()).toBe(0);
    await page.context().close();
  }, 120_000);
});

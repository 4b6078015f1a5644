import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, newUser } from '../support/accounts.js';
import { launchBrowser, newPage } from '../support/browser.js';
import { deposit } from '../support/fixtures.js';
import { LANGUAGES, type Lang, num, plain, sar } from '../support/i18n.js';
import { catalogueTexts, chooseLanguage, Journey, languageName } from '../support/journey.js';
import { api, DEMO, logIn, tokenOf } from '../support/session.js';

type Ad = { id: string; title: string; price: number };
type Order = { id: string; orderId: string; total: number; status: string; payment_status: string; items: { productId: string }[] };

let browser: Browser;
let psn: Ad;
/** The demo trader's preferences: signing in in a language saves it to the account, and the files after this one expect them. */
let traderPreferences: Record<string, unknown> = {};
beforeAll(async () => {
  browser = await launchBrowser();
  const trader = await tokenOf(DEMO.trader.email, DEMO.trader.password);
  traderPreferences = (await api<{ preferences: Record<string, unknown> }>('GET', '/api/user/preferences', { token: trader })).body
    .preferences;
  const { body } = await api<{ ads: Ad[] }>('GET', '/api/ads/home?limit=100');
  const found = body.ads.find((ad) => ad.title === 'PSN Gift Card 50 SAR (KSA)');
  if (!found) throw new Error('The demo data lacks the PSN code listing');
  psn = found;
});
afterAll(async () => {
  const trader = await tokenOf(DEMO.trader.email, DEMO.trader.password);
  await api('PUT', '/api/user/preferences', { token: trader, body: traderPreferences });
  await browser?.close();
});

/** A page in `lang`: English on a laptop, Arabic on a phone (ar-SA), signed in as `account`. */
async function signedIn(lang: Lang, account: { email: string; password: string }) {
  const page = await newPage(browser, lang === 'ar' ? { width: 390, height: 844, locale: 'ar-SA' } : { width: 1280, height: 800 });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  // The phone's ar-SA locale opens the sign-in screen in Arabic.
  await logIn(page, account.email, account.password, lang);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  if ((await page.evaluate(() => document.documentElement.lang)) !== lang) await chooseLanguage(page, lang);
  return page;
}

for (const lang of LANGUAGES) {
  describe(`digital codes in ${languageName(lang)}`, () => {
    const seller = new Journey('trader', lang);
    const buyer = new Journey('buyer', lang);
    const { t } = buyer;
    // Codes of this run only, so that each language's upload adds exactly 100.
    const batch = randomBytes(3).toString('hex').toUpperCase();
    const uploaded = Array.from({ length: 100 }, (_, i) => `PSN-${lang.toUpperCase()}${batch}-${String(i).padStart(4, '0')}`);
    let sellerPage: Page;
    let buyerPage: Page;
    let account: Account;
    let token: string;
    let sellerToken: string;

    const ordersOf = async (who: string) => (await api<{ orders: Order[] }>('GET', '/api/user/orders', { token: who })).body.orders;
    const stock = async () =>
      (await api<{ stock: { available: number } }>('GET', `/api/user/ads/${psn.id}/codes`, { token: sellerToken })).body.stock.available;

    /** The buyer pays the PSN card from the wallet at checkout and gets the new order. */
    async function buyWithWallet(): Promise<Order> {
      const before = new Set((await ordersOf(token)).map((order) => order.id));
      const balanceBefore = (await api<{ available: number }>('GET', '/api/user/wallet/balance', { token })).body.available;
      expect((await api('POST', '/api/user/cart', { token, body: { productId: psn.id, quantity: 1 } })).status).toBe(200);
      await buyerPage.goto('/cart');
      await buyerPage.getByRole('button', { name: t('cart.checkout') }).click();
      const dialog = buyerPage.getByRole('dialog', { name: t('cart.confirm.title') });
      await dialog.getByRole('radio', { name: t('cart.pay.wallet', { balance: sar(lang, balanceBefore) }) }).check();
      await dialog.getByRole('button', { name: t('cart.confirm.submit') }).click();
      let placed: Order | undefined;
      await expect
        .poll(async () => {
          placed = (await ordersOf(token)).find((order) => !before.has(order.id) && order.payment_status === 'paid');
          return placed;
        })
        .toBeTruthy();
      return placed!;
    }

    /** On the order page: Reveal, then the code shown, and Copy puts exactly it on the clipboard. */
    async function revealAndCopy(order: Order, screen?: string) {
      await buyerPage.goto(`/orders/${order.id}`);
      await buyerPage.getByRole('button', { name: t('digitalOrder.reveal') }).click();
      const shown = buyerPage.getByTestId('revealed-code');
      await shown.waitFor();
      const code = plain(await shown.textContent());
      if (screen) await buyer.screen(buyerPage, screen, t('digitalOrder.codeTitle'), { level: 2 });
      await buyerPage.getByRole('button', { name: t('digitalOrder.copy') }).click();
      await buyerPage.getByText(t('digitalOrder.copied')).waitFor();
      expect(await buyerPage.evaluate(() => navigator.clipboard.readText())).toBe(code);
      return code;
    }

    async function reportCode(order: Order, reason: 'already_used' | 'not_working') {
      await buyerPage.goto(`/orders/${order.id}`);
      await buyerPage.getByLabel(t('digitalOrder.reportReason')).selectOption(reason);
      await buyerPage.getByRole('button', { name: t('digitalOrder.report') }).click();
      await buyerPage.getByText(t('digitalOrder.reportStatus.open'), { exact: false }).first().waitFor();
    }

    beforeAll(async () => {
      account = await newUser({ name: lang === 'ar' ? 'سارة العتيبي' : 'Sara Al-Otaibi' });
      token = await tokenOf(account.email, account.password);
      sellerToken = await tokenOf(DEMO.trader.email, DEMO.trader.password);
      for (const text of await catalogueTexts(await tokenOf(DEMO.admin.email, DEMO.admin.password))) {
        seller.data.add(text);
        buyer.data.add(text);
      }
      await deposit(token, psn.price * 2);
      [sellerPage, buyerPage] = await Promise.all([signedIn(lang, DEMO.trader), signedIn(lang, account)]);
    });
    afterAll(async () => {
      await sellerPage?.context().close();
      await buyerPage?.context().close();
    });

    it('lets the seller upload 100 codes from a file and shows the new stock', async () => {
      const before = await stock();
      await sellerPage.goto(`/trader/products/edit/${psn.id}`);
      const available = sellerPage.getByTestId('codes-available');
      await expect.poll(async () => plain(await available.textContent())).toBe(num(lang, before));
      // English uploads a TXT file, Arabic a CSV one with a "code,note" line per code.
      const file =
        lang === 'en'
          ? { name: 'psn-codes.txt', mimeType: 'text/plain', buffer: Buffer.from(`${uploaded.join('\n')}\n`) }
          : { name: 'psn-codes.csv', mimeType: 'text/csv', buffer: Buffer.from(uploaded.map((code) => `${code},PSN 50`).join('\r\n')) };
      await sellerPage.getByLabel(seller.t('codes.file')).setInputFiles(file);
      await sellerPage.getByText(file.name, { exact: true }).waitFor();
      await sellerPage.getByRole('button', { name: seller.t('codes.add') }).click();
      const added = seller.t('codes.added', { added: num(lang, 100), duplicates: num(lang, 0), alreadySold: num(lang, 0) });
      await sellerPage.getByRole('status').filter({ hasText: added }).waitFor();
      await expect.poll(async () => plain(await available.textContent())).toBe(num(lang, before + 100));
      await seller.screen(sellerPage, 'codes-uploaded', seller.t('codes.title'), { level: 2 });
      expect(await stock()).toBe(before + 100);
    });

    let first: Order;
    let firstCode: string;
    it('gives the buyer a code after paying from the wallet, revealed and copied on the order page', async () => {
      first = await buyWithWallet();
      await buyerPage.goto(`/orders/${first.id}`);
      await buyerPage.getByText(t('digitalOrder.revealHint')).waitFor();
      expect(await buyerPage.getByTestId('revealed-code').count()).toBe(0);
      firstCode = await revealAndCopy(first, 'code-revealed');
      expect(firstCode).toMatch(/^[A-Z0-9-]{8,}$/);
    });

    it('gives a second buyer a different code', async () => {
      const other = await newUser({ name: 'Second Buyer' });
      const otherToken = await tokenOf(other.email, other.password);
      await deposit(otherToken, psn.price);
      expect((await api('POST', '/api/user/cart', { token: otherToken, body: { productId: psn.id, quantity: 1 } })).status).toBe(200);
      const paid = await api<{ orders: Order[] }>('POST', '/api/user/orders', {
        token: otherToken,
        body: { items: [{ productId: psn.id, quantity: 1 }] },
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(201);
      const [order] = paid.body.orders;
      const revealed = await api<{ codes: { code: string }[] }>('POST', `/api/user/orders/${order!.id}/codes/reveal`, {
        token: otherToken,
      });
      expect(revealed.status).toBe(200);
      expect(revealed.body.codes).toHaveLength(1);
      expect(revealed.body.codes[0]!.code).not.toBe(firstCode);
    });

    it('replaces a code the buyer reports as used: the seller sends the next one and the buyer sees it', async () => {
      await reportCode(first, 'already_used');
      await buyer.screen(buyerPage, 'code-reported', t('digitalOrder.codeTitle'), { level: 2 });

      await sellerPage.goto(`/orders/${first.id}`);
      await sellerPage.getByRole('button', { name: seller.t('digitalOrder.sendFromStock') }).click();
      await sellerPage.getByText(seller.t('digitalOrder.replaced')).first().waitFor();
      await seller.screen(sellerPage, 'code-replaced', seller.t('digitalOrder.codeTitle'), { level: 2 });

      await buyerPage.goto(`/orders/${first.id}`);
      await buyerPage.getByText(t('digitalOrder.reportStatus.replaced'), { exact: false }).first().waitFor();
      const replacement = await revealAndCopy(first);
      expect(replacement).not.toBe(firstCode);
    });

    it('refunds a reported code to the wallet when the seller chooses the refund', async () => {
      const second = await buyWithWallet();
      await revealAndCopy(second);
      await reportCode(second, 'not_working');

      await sellerPage.goto(`/orders/${second.id}`);
      await sellerPage.getByRole('button', { name: seller.t('digitalOrder.refund') }).click();
      await sellerPage.getByText(seller.t('digitalOrder.refunded')).first().waitFor();

      await buyerPage.goto(`/orders/${second.id}`);
      await buyerPage.getByText(t('digitalOrder.reportStatus.refunded'), { exact: false }).first().waitFor();
      const balance = (await api<{ available: number }>('GET', '/api/user/wallet/balance', { token })).body.available;
      expect(balance).toBeCloseTo(psn.price * 2 - first.total, 2);
      await buyerPage.goto('/wallet');
      await buyerPage.getByText(sar(lang, balance)).first().waitFor();
      await buyer.screen(buyerPage, 'wallet-refunded', /.+/);
    });
  });
}

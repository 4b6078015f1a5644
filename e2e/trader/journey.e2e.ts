import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Account, newTrader } from '../support/accounts.js';
import { launchBrowser, newPage } from '../support/browser.js';
import { LANGUAGES, num, plain, sar, trMessage } from '../support/i18n.js';
import { catalogueTexts, chooseLanguage, follow, Journey, languageName, messageSent } from '../support/journey.js';
import { api, DEMO, logIn, tokenOf } from '../support/session.js';

type Named = { id: string; name: string; nameAr: string };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const unique = () => Date.now().toString(36);
const photo = (color: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .png()
    .toBuffer();
const card = { cardNumber: '4242424242424242', expiry: '12/39', cvv: '123', cardHolder: 'Demo Buyer' };
const address = { fullName: 'Demo Buyer', phone: '+966500000003', city: 'Jeddah', address: 'Tahlia St 5' };

for (const lang of LANGUAGES) {
  describe(`the trader's journey in ${languageName(lang)}`, () => {
    const journey = new Journey('trader', lang);
    const { t } = journey;
    const product = `${lang === 'ar' ? 'جران توريزمو 7' : 'Gran Turismo 7'} ${unique()}`;
    const draft = `${lang === 'ar' ? 'تيكن 8' : 'Tekken 8'} ${unique()}`;
    let page: Page;
    let trader: Account & { id: string };
    let traderToken: string;
    let adminToken: string;
    let buyerToken: string;
    let categories: Named[];
    let order: { id: string; orderId: string; number: number };
    const categoryLabel = (name: string) => {
      const category = categories.find((item) => item.name === name)!;
      return lang === 'ar' ? category.nameAr : category.name;
    };
    const nav = (name: string) =>
      page.getByRole('navigation', { name: t('trader.area') }).getByRole('link', { name: t(`trader.nav.${name}`) });
    const buy = async (productId: string) => {
      expect((await api('POST', '/api/user/cart', { token: buyerToken, body: { productId, quantity: 1 } })).status).toBe(200);
      const placed = await api('POST', '/api/user/orders', {
        token: buyerToken,
        body: { items: [{ productId, quantity: 1 }], deliveryType: 'shipping', shippingAddress: address },
      });
      expect(placed.status).toBe(201);
      return placed.body.orders[0] as { id: string; orderId: string; number: number };
    };

    beforeAll(async () => {
      trader = await newTrader({ name: lang === 'ar' ? `متجر الألعاب ${unique()}` : `Level Up Games ${unique()}` });
      traderToken = await tokenOf(trader.email, trader.password);
      adminToken = await tokenOf(DEMO.admin.email, DEMO.admin.password);
      buyerToken = await tokenOf(DEMO.buyer.email, DEMO.buyer.password);
      expect((await api('POST', '/api/user/wallet/deposit', { token: buyerToken, body: { amount: 2000, ...card } })).status).toBe(200);
      categories = (await api<{ categories: Named[] }>('GET', '/api/categories')).body.categories;
      for (const text of await catalogueTexts(traderToken)) journey.data.add(text);
      page = await newPage(browser);
    });
    afterAll(() => page?.context().close());

    it('signs in to the trader panel', async () => {
      await page.goto('/auth');
      if (lang !== 'en') await chooseLanguage(page, lang);
      await logIn(page, trader.email, trader.password, lang);
      await page.waitForURL('**/trader/dashboard');
      await page.getByText(t('traderPanel.dashboard.financialOverview')).waitFor();
      await journey.screen(page, 'dashboard', t('trader.dashboard.title'));
    });

    it('adds a product with photos and sends it for admin review', async () => {
      await follow(nav('products'));
      await page.getByRole('link', { name: t('traderPanel.products.new') }).click();
      await page.waitForURL('**/trader/products/new');
      await page.getByText(t('traderPanel.form.coverHint')).waitFor();
      await page.getByLabel(t('traderPanel.form.name'), { exact: true }).fill(product);
      await page.getByLabel(t('traderPanel.form.price'), { exact: true }).fill('350');
      await page.getByLabel(t('traderPanel.form.quantity'), { exact: true }).fill('3');
      await page.getByLabel(t('traderPanel.form.category'), { exact: true }).selectOption({ label: categoryLabel('Racing') });
      await page
        .getByLabel(t('traderPanel.form.platform'), { exact: true })
        .selectOption({ label: lang === 'ar' ? 'بلايستيشن 5' : 'PlayStation 5' });
      await page.getByLabel(t('traderPanel.form.city'), { exact: true }).selectOption({ label: t('cities.Riyadh') });
      await page.getByLabel(t('traderPanel.form.location'), { exact: true }).fill(lang === 'ar' ? 'العليا' : 'Al Olaya');
      await page.getByLabel(t('traderPanel.form.phone'), { exact: true }).fill(trader.phone);
      const description = lang === 'ar' ? 'نسخة مغلّفة بغلاف عربي.' : 'Sealed copy, Arabic cover.';
      await page.getByLabel(t('traderPanel.form.description'), { exact: true }).fill(description);
      const count = (value: number) => num(lang, value, { useGrouping: false });
      await page.getByText(t('adForm.counter', { n: count(description.length), max: count(1000) })).waitFor();
      await page.getByLabel(t('traderPanel.form.edition'), { exact: true }).fill(lang === 'ar' ? 'إصدار الذكرى 25' : '25th Anniversary');
      await page.getByLabel(new RegExp(t('traderPanel.form.coverPhoto'))).setInputFiles([
        { name: 'cover.png', mimeType: 'image/png', buffer: await photo('#1e3a8a') },
        { name: 'back.png', mimeType: 'image/png', buffer: await photo('#7c3aed') },
      ]);
      await page.getByLabel(t('traderPanel.form.agree')).check();
      await journey.screen(page, 'new-product', t('pages.newProduct'));
      await page.getByRole('button', { name: t('traderPanel.form.sendForReview') }).click();
      await page.getByText(t('traderPanel.form.sentForReview')).first().waitFor();
      await page.waitForURL('**/trader/products');
      await page.getByRole('row').filter({ hasText: product }).getByText(t('listing.status.pending_review')).waitFor();

      const mine = (await api('GET', `/api/trader/products?search=${encodeURIComponent(product)}`, { token: traderToken })).body
        .products[0];
      expect(mine).toMatchObject({ name: product, status: 'pending_review' });
      expect(mine.images).toHaveLength(2);
    });

    it('saves a draft for later, completes it on the edit page and sends it for review', async () => {
      await page.getByRole('link', { name: t('traderPanel.products.new') }).click();
      await page.getByLabel(t('traderPanel.form.name'), { exact: true }).fill(draft);
      await page.getByLabel(t('traderPanel.form.price'), { exact: true }).fill('180');
      await page.getByRole('button', { name: t('traderPanel.form.saveForLater') }).click();
      await page.getByText(t('traderPanel.form.draftSaved')).first().waitFor();
      await page.waitForURL('**/trader/products');
      const row = page.getByRole('row').filter({ hasText: draft });
      await row.getByText(t('listing.status.draft'), { exact: true }).waitFor();
      await journey.screen(page, 'products', t('trader.nav.products'));

      await row.getByRole('link', { name: t('traderPanel.products.edit') }).click();
      await page.getByText(t('traderPanel.form.draftHint')).waitFor();
      await page.getByRole('button', { name: t('traderPanel.form.sendForReview') }).click();
      // The server's refusal, in the spec's English, on screen in the journey's language.
      await page.getByText(trMessage(lang, 'Please agree to the terms and conditions')).waitFor();
      await page.getByLabel(t('traderPanel.form.category'), { exact: true }).selectOption({ label: categoryLabel('Fighting') });
      await page
        .getByLabel(t('traderPanel.form.platform'), { exact: true })
        .selectOption({ label: lang === 'ar' ? 'بلايستيشن 5' : 'PlayStation 5' });
      await page.getByLabel(t('traderPanel.form.city'), { exact: true }).selectOption({ label: t('cities.Jeddah') });
      await page.getByLabel(t('traderPanel.form.location'), { exact: true }).fill(lang === 'ar' ? 'الروضة' : 'Al Rawdah');
      await page.getByLabel(t('traderPanel.form.phone'), { exact: true }).fill(trader.phone);
      await page
        .getByLabel(t('traderPanel.form.description'), { exact: true })
        .fill(lang === 'ar' ? 'جديد ومغلّف مع ترجمة عربية.' : 'New, sealed, Arabic subtitles.');
      await page.getByLabel(t('traderPanel.form.quantity'), { exact: true }).fill('3');
      await page
        .getByLabel(new RegExp(t('traderPanel.form.coverPhoto')))
        .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await photo('#b91c1c') });
      await page.getByLabel(t('traderPanel.form.agree')).check();
      await journey.screen(page, 'edit-product', t('traderPanel.form.editTitle'));
      await page.getByRole('button', { name: t('traderPanel.form.sendForReview') }).click();
      await page.getByText(t('traderPanel.form.sentForReview')).first().waitFor();
      await page.waitForURL('**/trader/products');
      await row.getByText(t('listing.status.pending_review')).waitFor();
      const sent = (await api('GET', `/api/trader/products?search=${encodeURIComponent(draft)}`, { token: traderToken })).body.products[0];
      expect(sent).toMatchObject({ status: 'pending_review', city: 'Jeddah', quantity: 3 });
    });

    it('reads the approval in the notifications and opens the product from it', async () => {
      const products = (await api('GET', '/api/trader/products?limit=50', { token: traderToken })).body.products as {
        id: string;
        name: string;
      }[];
      for (const item of products) expect((await api('POST', `/api/admin/ads/${item.id}/approve`, { token: adminToken })).status).toBe(200);
      const approved = products.find((item) => item.name === product)!;

      await follow(nav('notifications'));
      const approval = page.getByRole('button', {
        name: new RegExp(t('bell.events.listing_approved.message', { title: product }).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      });
      await approval.waitFor();
      await journey.screen(page, 'notifications', t('trader.nav.notifications'));
      await approval.click();
      await page.waitForURL((url) => url.pathname === '/trader/products' && url.searchParams.get('open') === approved.id);
      const details = page.getByRole('dialog', { name: product });
      await details.getByText(t('listing.status.active'), { exact: true }).waitFor();
      await details
        .getByRole('button', { name: t('common.close') })
        .first()
        .click();
    });

    it('ships an order, attaches the waybill and downloads the invoice', async () => {
      const approved = (await api('GET', `/api/trader/products?search=${encodeURIComponent(product)}`, { token: traderToken })).body
        .products[0];
      order = await buy(approved.id);

      await follow(nav('orders'));
      const orderRow = page.getByRole('row').filter({ hasText: order.orderId });
      await orderRow.waitFor();
      await journey.screen(page, 'orders', t('trader.nav.orders'));
      await orderRow.getByRole('button', { name: t('traderPanel.orders.manage') }).click();
      const dialog = page.getByRole('dialog', { name: t('traderPanel.orders.orderTitle', { id: order.orderId }) });
      await dialog.getByText(`${address.address}${t('common.listSeparator')}${t(`cities.${address.city}`)}`).waitFor();
      await dialog.getByRole('button', { name: t('traderPanel.orders.moveTo.processing') }).click();
      await dialog.getByRole('button', { name: t('traderPanel.orders.moveTo.shipped') }).click();
      const ship = page.getByRole('dialog', { name: t('orders.ship.title') });
      await ship.getByLabel(t('orders.ship.carrier')).selectOption({ label: t('orders.carriers.aramex') });
      await ship.getByLabel(t('orders.ship.trackingNumber')).fill('4578123456');
      // Without a photo of the parcel the order is not shipped: the dialog asks for one in the trader's language.
      await ship.getByRole('button', { name: t('orders.ship.submit') }).click();
      await ship.getByText(t('errors.shipmentProofRequired')).waitFor();
      await ship
        .getByLabel(t('orders.ship.addPhoto'))
        .setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: await photo('#a0764a') });
      await ship.getByRole('button', { name: t('orders.ship.submit') }).click();
      await dialog.getByText(t('orders.status.shipped'), { exact: true }).waitFor();
      await dialog.getByText(t('traderPanel.orders.noMoves')).waitFor();
      await dialog
        .getByLabel(t('traderPanel.orders.uploadProof'))
        .setInputFiles({ name: 'waybill.png', mimeType: 'image/png', buffer: await photo('#f59e0b') });
      await dialog.getByText('waybill.png').waitFor();
      await journey.screen(page, 'order-shipped', t('traderPanel.orders.orderTitle', { id: order.orderId }), { level: 2 });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        dialog.getByRole('button', { name: t('traderPanel.orders.downloadInvoice') }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`invoice-${order.id}.pdf`);
      await dialog
        .getByRole('button', { name: t('common.close') })
        .first()
        .click();
    });

    it('adds bank details to the profile and withdraws the released earnings', async () => {
      expect((await api('POST', `/api/user/wallet/confirm-delivery/${order.id}`, { token: buyerToken })).status).toBe(200);

      await follow(nav('profile'));
      await page.getByRole('button', { name: t('traderPanel.profile.edit') }).click();
      await page
        .getByLabel(t('traderPanel.profile.fields.bankName'), { exact: true })
        .fill(lang === 'ar' ? 'مصرف الراجحي' : 'Al Rajhi Bank');
      await page.getByLabel(t('traderPanel.profile.fields.iban'), { exact: true }).fill('SA03 8000 0000 6080 1016 7519');
      await page.getByLabel(t('traderPanel.profile.fields.accountNumber'), { exact: true }).fill('608010167519');
      await page.getByRole('button', { name: t('traderPanel.profile.save'), exact: true }).click();
      await page.getByText(t('traderPanel.profile.updated')).first().waitFor();
      await page.getByText('•••• 7519').waitFor();
      await journey.screen(page, 'profile', t('trader.nav.profile'));

      await follow(nav('wallet'));
      const before = (await api('GET', '/api/trader/wallet?period=all', { token: traderToken })).body;
      expect(before.balance.available).toBeGreaterThanOrEqual(350);
      await page
        .getByText(plain(sar(lang, before.balance.available)), { exact: false })
        .first()
        .waitFor();
      await page.getByLabel(t('traderPanel.wallet.amount'), { exact: true }).fill('100');
      await page.getByRole('button', { name: t('traderPanel.wallet.withdraw'), exact: true }).click();
      await page.getByText(t('traderPanel.wallet.withdrawn')).first().waitFor();
      const after = (await api('GET', '/api/trader/wallet?period=all', { token: traderToken })).body;
      expect(after.balance.available).toBeCloseTo(before.balance.available - 100, 2);
      expect(after.withdrawals[0]).toMatchObject({ amount: 100, status: 'pending' });
      await journey.screen(page, 'wallet', t('trader.nav.wallet'));
    });

    it('turns order updates off and on in the settings: only orders placed while on notify', async () => {
      const approved = (await api('GET', `/api/trader/products?search=${encodeURIComponent(draft)}`, { token: traderToken })).body
        .products[0];
      await follow(nav('settings'));
      const orderUpdates = page.getByRole('switch', { name: t('settingsPanel.preferences.orderUpdates') });
      await orderUpdates.click();
      await page.getByText(t('settingsPanel.preferenceUpdated')).first().waitFor();
      expect(await orderUpdates.getAttribute('aria-checked')).toBe('false');
      await journey.screen(page, 'settings', t('trader.nav.settings'));
      const quiet = await buy(approved.id);
      await orderUpdates.click();
      await expect.poll(() => orderUpdates.getAttribute('aria-checked')).toBe('true');
      const heard = await buy(approved.id);
      await follow(nav('notifications'));
      await page.getByText(t('bell.events.placed.message', { number: heard.number })).waitFor();
      expect(await page.getByText(t('bell.events.placed.message', { number: quiet.number })).count()).toBe(0);
    });

    it('answers a customer in the panel chat', async () => {
      const question = `${lang === 'ar' ? 'هل يصل إلى جدة غدًا؟' : 'Can it reach Jeddah tomorrow?'} ${unique()}`;
      const answer = `${lang === 'ar' ? 'نعم، نشحن اليوم' : 'Yes, we ship today'} ${unique()}`;
      const { body: started } = await api<{ chatId: string }>('POST', '/api/user/chat/start', {
        token: buyerToken,
        body: { other_user_id: trader.id },
      });
      expect((await api('POST', `/api/user/chat/${started.chatId}/send`, { token: buyerToken, body: { message: question } })).status).toBe(
        200,
      );

      await follow(nav('chat'));
      await page
        .getByRole('list', { name: t('chat.conversations') })
        .getByRole('button')
        .filter({ hasText: question })
        .click();
      const box = page.getByRole('textbox', { name: t('chat.messageLabel') });
      await box.fill(answer);
      await box.press('Enter');
      await messageSent(page.getByRole('log'), lang, answer);
      await journey.screen(page, 'chat', t('nav.chat'));
      const messages = await api<{ messages: { message?: string; text?: string }[] }>('GET', `/api/user/chat/${started.chatId}/messages`, {
        token: buyerToken,
      });
      expect(JSON.stringify(messages.body.messages)).toContain(answer);

      // Back on the dashboard, the recent activity tells the order's story.
      await follow(nav('dashboard'));
      await page
        .getByText(t('traderPanel.orders.orderTitle', { id: order.orderId }))
        .first()
        .waitFor();
      await journey.screen(page, 'dashboard-activity', t('trader.dashboard.title'));
    });
  });
}

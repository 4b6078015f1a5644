import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeFromOutbox, launchBrowser, newPage, snap, uniquePhone } from '../support/browser.js';
import { LANGUAGES, num, plain, sar, trMessage } from '../support/i18n.js';
import { catalogueTexts, chooseLanguage, expectLanguage, follow, Journey, languageName, messageSent } from '../support/journey.js';
import { api, DEMO, logIn, tokenOf } from '../support/session.js';

type Ad = { id: string; title: string; price: number; quantity: number; user_id: string; deliveryType: string; type: string };
type Order = { id: string; orderId: string; seller: { id: string }; status: string; total: number; discount: number };

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const unique = () => Date.now().toString(36).toUpperCase();
const photo = (color: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .png()
    .toBuffer();
const available = async (token: string) => (await api<{ available: number }>('GET', '/api/user/wallet/balance', { token })).body.available;

/** Two shippable listings in stock of two sellers, the first the demo trader's (who ships it in this journey). */
async function listingsOfTwoSellers(traderToken: string) {
  const me = await api<{ id: string }>('GET', '/api/user/me', { token: traderToken });
  const { body } = await api<{ ads: Ad[] }>('GET', '/api/ads/home?limit=50');
  const fit = body.ads.filter(
    (ad) => ad.type === 'physical' && ad.quantity > 2 && ad.price <= 500 && ad.deliveryType !== 'hand' && !/[\u0600-\u06FF]/.test(ad.title),
  );
  const fromTrader = fit.find((ad) => ad.user_id === me.body.id);
  const fromOther = fit.find((ad) => ad.user_id !== me.body.id);
  if (!fromTrader || !fromOther) throw new Error('The demo data lacks listings of two sellers');
  return { traderId: me.body.id, fromTrader, fromOther };
}

for (const lang of LANGUAGES) {
  describe(`the buyer's journey in ${languageName(lang)}`, () => {
    const journey = new Journey('buyer', lang);
    const { t } = journey;
    const account = {
      name: lang === 'ar' ? 'ريم الدوسري' : 'Reem Al-Dossari',
      phone: uniquePhone(),
      email: `journey-${lang}-${Date.now().toString(36)}@example.com`,
      password: 'Journey#2026',
    };
    const promo = `TRIP${lang.toUpperCase()}${unique()}`;
    let page: Page;
    let token: string;
    let traderToken: string;
    let listings: Awaited<ReturnType<typeof listingsOfTwoSellers>>;
    let sale: Order;
    let adTitle: string;
    let consoles: { name: string; nameAr: string };

    beforeAll(async () => {
      traderToken = await tokenOf(DEMO.trader.email, DEMO.trader.password);
      listings = await listingsOfTwoSellers(traderToken);
      const admin = await tokenOf(DEMO.admin.email, DEMO.admin.password);
      const created = await api('POST', '/api/admin/promo-codes', {
        token: admin,
        body: { code: promo, type: 'percentage', value: 10, expiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(), usageLimit: 5 },
      });
      expect(created.status).toBe(201);
      for (const text of await catalogueTexts(admin)) journey.data.add(text);
      const { body } = await api<{ categories: { name: string; nameAr: string }[] }>('GET', '/api/categories');
      consoles = body.categories.find((category) => category.name === 'Consoles')!;
      page = await newPage(browser);
    });
    afterAll(() => page?.context().close());

    it('reads the landing page, About, Terms, and writes to Contact Us', async () => {
      await page.goto('/');
      if (lang !== 'en') await chooseLanguage(page, lang);
      await journey.screen(page, 'landing', t('landing.welcome'));

      const header = page.getByRole('navigation', { name: t('nav.main') });
      await header.getByRole('link', { name: t('nav.about') }).click();
      await journey.screen(page, 'about', t('about.title'));
      await header.getByRole('link', { name: t('nav.terms') }).click();
      await journey.screen(page, 'terms', t('terms.title'));

      await header.getByRole('link', { name: t('nav.contact') }).click();
      await page.getByLabel(t('contact.fullName')).fill(account.name);
      await page.getByLabel(t('contact.email')).fill(account.email);
      await page.getByLabel(t('contact.message')).fill(lang === 'ar' ? 'هل تشحنون إلى جدة؟' : 'Do you ship to Jeddah?');
      await page.getByRole('button', { name: t('contact.send') }).click();
      await page.getByText(t('contact.success')).first().waitFor();
      await journey.screen(page, 'contact', t('contact.title'));
    });

    it('signs up from Home, where Start Shopping leads, with a verified phone and comes back to Home', async () => {
      await follow(page.getByRole('navigation', { name: t('nav.main') }).getByRole('link', { name: t('nav.home') }));
      await page
        .getByRole('button', { name: t('landing.startShopping') })
        .first()
        .click();
      await page.waitForURL('**/home');
      await page.getByRole('link', { name: t('nav.signIn') }).click();
      await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('return') === '/home');
      await page.getByRole('tab', { name: t('auth.tabs.signup') }).click();
      await page.getByLabel(t('auth.signup.fullName')).fill(account.name);
      await page.getByLabel(t('auth.signup.phone'), { exact: true }).fill(account.phone);
      await page.getByLabel(t('auth.signup.city')).fill(lang === 'ar' ? 'الرياض' : 'Riyadh');
      await page.getByLabel(t('auth.signup.email')).fill(account.email);
      await page.getByLabel(t('auth.signup.password'), { exact: true }).fill(account.password);
      await page.getByLabel(t('auth.signup.confirmPassword')).fill(account.password);
      await journey.screen(page, 'signup', t('auth.signup.title'));
      const sentAfter = new Date(Date.now() - 1000).toISOString();
      await page.getByRole('button', { name: t('auth.signup.submit') }).click();
      await page.getByRole('heading', { name: t('verification.title') }).waitFor();
      await page.getByRole('textbox', { name: t('digitBoxes.digit', { n: 1 }) }).click();
      await page.keyboard.type(await codeFromOutbox(account.phone, { after: sentAfter }));
      await journey.screen(page, 'phone-verification', t('verification.title'), { level: 2 });
      await page.getByRole('button', { name: t('verification.submit') }).click();
      await page.waitForURL('**/home');
      await page.getByText(t('auth.signup.success')).first().waitFor();
      token = await tokenOf(account.email, account.password);
    });

    it('searches and filters Home, opens a product, favourites it and visits its seller', async () => {
      const wanted = listings.fromOther;
      await page
        .getByRole('status')
        .filter({ hasText: /\d|[٠-٩]/ })
        .first()
        .waitFor();
      await journey.screen(page, 'home', t('home.title'));

      const searched = page.waitForResponse((r) => r.url().includes('/api/ads/home') && r.url().includes('search='));
      await page.getByRole('combobox', { name: t('home.searchLabel') }).fill(wanted.title);
      await searched;
      const card = page.getByRole('article', { name: wanted.title }).first();
      await card.waitFor();
      // A price range that holds the listing keeps it; one above its price leaves nothing.
      const filters = page.getByRole('complementary', { name: t('home.filters') });
      const priced = page.waitForResponse((r) => r.url().includes('/api/ads/home') && r.url().includes('priceMin='));
      await filters.getByRole('spinbutton', { name: t('home.minPrice') }).fill(String(Math.floor(wanted.price)));
      await filters.getByRole('spinbutton', { name: t('home.minPrice') }).press('Enter');
      await priced;
      await card.waitFor();
      await journey.screen(page, 'home-search-filters', t('home.title'));
      expect(
        await filters
          .getByRole('button', { name: t('home.clearAll'), exact: true })
          .first()
          .isEnabled(),
      ).toBe(true);

      await card.getByRole('link', { name: wanted.title }).first().click();
      await page.waitForURL(`**/product/${wanted.id}`);
      await page.getByRole('heading', { level: 1, name: wanted.title }).waitFor();
      // The product's own button comes first; the related ads below have theirs.
      const favourite = page.getByRole('button', { name: t('product.favourite'), exact: true }).first();
      await favourite.click();
      await page.getByText(t('favorites.added')).first().waitFor();
      expect(await favourite.getAttribute('aria-pressed')).toBe('true');
      await page.getByRole('button', { name: t('product.addToCart') }).click();
      await page
        .getByText(t('cart.addedTitle', { title: wanted.title }))
        .first()
        .waitFor();
      await journey.screen(page, 'product', wanted.title);

      // The seller's name leads to their public profile.
      const sellerLink = page.locator('main a[href^="/sellers/"]').first();
      const sellerName = plain(await sellerLink.textContent());
      await sellerLink.click();
      await page.waitForURL(`**/sellers/${wanted.user_id}`);
      await page.getByText(t('sellerProfile.sales')).waitFor();
      await journey.screen(page, 'seller-profile', new RegExp(sellerName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));

      await follow(page.getByRole('link', { name: t('nav.favorites') }));
      await page.getByRole('article', { name: wanted.title }).waitFor();
      await journey.screen(page, 'favorites', t('favorites.title'));
    });

    it("adds funds by card through the sandbox gateway's 3-D Secure page and downloads a statement", async () => {
      await follow(page.getByRole('link', { name: t('nav.wallet') }));
      await page
        .getByRole('button', { name: t('wallet.actions.addFunds') })
        .first()
        .click();
      const deposit = page.getByRole('dialog', { name: t('wallet.addFunds.title') });
      await deposit.getByLabel(t('wallet.amountSar')).fill('3000');
      await deposit.getByLabel(t('wallet.addFunds.methods.creditcard')).check();
      await deposit.getByRole('button', { name: t('wallet.addFunds.submit') }).click();
      // The gateway's own page (in the journey's language), then its 3-D Secure step with the code it shows.
      await page.waitForURL('**/pay/sandbox/**');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
      await page.locator('input[name=number]').fill('4242 4242 4242 4242');
      await page.locator('input[name=name]').fill(account.name);
      await page.locator('input[name=expiry]').fill('12/39');
      await page.locator('input[name=cvc]').fill('123');
      await page.locator('form[action*="/card"] button[type=submit]').click();
      const code = plain(await page.getByTestId('sandbox-code').textContent());
      await page.locator('input[name=code]').fill(code);
      await page.locator('form[action*="/code"] button[type=submit]').click();
      await page.waitForURL('**/wallet/return?payment=*');
      await page.getByText(t('wallet.payment.paid')).waitFor();
      await page.getByRole('link', { name: t('wallet.payment.toWallet') }).click();
      await page.waitForURL('**/wallet');
      const balances = page.getByRole('list', { name: t('wallet.overview.balances') });
      await expect.poll(async () => plain(await balances.textContent())).toContain(plain(sar(lang, 3000)));
      expect(await available(token)).toBe(3000);

      await page.getByRole('button', { name: t('wallet.actions.statement') }).click();
      const statement = page.getByRole('dialog', { name: t('wallet.statement.title') });
      await statement.getByLabel(t('wallet.statement.pdf')).check();
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        statement.getByRole('button', { name: t('wallet.statement.download'), exact: true }).click(),
      ]);
      expect(file.suggestedFilename()).toMatch(/^gamesouq-statement-\d{4}-\d{2}-01-to-\d{4}-\d{2}-\d{2}\.pdf$/);
      const pdf = Buffer.concat(await (await file.createReadStream()).toArray());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await page.getByText(t('wallet.statement.downloaded')).first().waitFor();
      await journey.screen(page, 'wallet', t('wallet.title'));
    });

    it('buys from two sellers with a promo code: one order per seller, paid from the wallet', async () => {
      await addToCart(listings.fromTrader);
      await follow(page.getByRole('link', { name: new RegExp(`^${t('nav.cart')}`) }));
      await page.getByText(t('cart.ordersNote', { count: 2, n: num(lang, 2) })).waitFor();
      // The server's refusal, in the spec's English, reaches the screen in the journey's language.
      await page.getByLabel(t('cart.promo.label')).fill('NOSUCHCODE');
      await page.getByRole('button', { name: t('cart.promo.apply') }).click();
      await page.getByText(trMessage(lang, 'This promo code is not valid.')).waitFor();
      await page.getByLabel(t('cart.promo.label')).fill(promo);
      await page.getByRole('button', { name: t('cart.promo.apply') }).click();
      await page.getByText(t('cart.promo.applied')).first().waitFor();
      await page.getByText(t('cart.summary.discount')).first().waitFor();
      await journey.screen(page, 'cart', t('cart.title'));

      await page.getByRole('button', { name: t('cart.checkout') }).click();
      const confirm = page.getByRole('dialog', { name: t('cart.confirm.title') });
      await confirm.getByLabel(t('cart.confirm.fullName')).fill(account.name);
      await confirm.getByLabel(t('cart.confirm.phone')).fill(account.phone);
      await confirm.getByLabel(t('cart.confirm.city')).selectOption({ label: t('cities.Riyadh') });
      await confirm
        .getByLabel(t('cart.confirm.address'))
        .fill(lang === 'ar' ? 'العليا، طريق الملك فهد، مبنى 12' : 'Al Olaya, King Fahd Road, building 12');
      await journey.screen(page, 'checkout', t('cart.confirm.title'), { level: 2 });
      await confirm.getByRole('button', { name: t('cart.confirm.submit') }).click();
      await page.getByText(t('cart.placed')).first().waitFor();
      await page.waitForURL('**/orders');

      const placed = (await api<{ orders: Order[] }>('GET', '/api/user/orders', { token })).body.orders;
      expect(placed).toHaveLength(2);
      expect(placed.every((order) => order.status === 'pending' && order.discount > 0)).toBe(true);
      expect(await available(token)).toBeCloseTo(3000 - placed.reduce((sum, order) => sum + order.total, 0), 2);
      sale = placed.find((order) => order.seller.id === listings.traderId)!;
      expect(sale).toBeDefined();
    });

    it('follows the order, which the seller ships from their Sales, confirms delivery and rates it', async () => {
      const orderTitle = t('orders.orderTitle', { id: sale.orderId });
      const purchase = page.getByRole('article', { name: orderTitle });
      await purchase.waitFor();
      await journey.screen(page, 'orders', t('orders.title'));
      await purchase.getByRole('link', { name: t('orders.actions.viewDetails') }).click();
      await page.waitForURL(`**/orders/${sale.id}`);
      await page.getByRole('heading', { level: 2, name: t('orders.summaryTitle') }).waitFor();
      await journey.screen(page, 'order-details', orderTitle);

      // The seller, in their own browser and language, prepares and ships the sale from the Sales view of My Orders.
      const seller = await newPage(browser);
      await logIn(seller, DEMO.trader.email, DEMO.trader.password);
      await seller.waitForURL('**/trader/dashboard');
      await seller.goto('/orders');
      const sellerLang = (await seller.evaluate(() => document.documentElement.lang)) === 'ar' ? 'ar' : 'en';
      const sellerJourney = new Journey('buyer', sellerLang);
      await seller.getByRole('button', { name: sellerJourney.t('orders.views.sales') }).click();
      const saleCard = seller.getByRole('article', { name: sellerJourney.t('orders.orderTitle', { id: sale.orderId }) });
      await saleCard.getByRole('button', { name: sellerJourney.t('orders.actions.markProcessing') }).click();
      await seller.getByText(sellerJourney.t('orders.statusUpdated')).first().waitFor();
      await saleCard.getByRole('button', { name: sellerJourney.t('orders.actions.markShipped') }).click();
      const ship = seller.getByRole('dialog', { name: sellerJourney.t('orders.ship.title') });
      await ship.getByLabel(sellerJourney.t('orders.ship.carrier')).selectOption({ label: sellerJourney.t('orders.carriers.spl') });
      // A number in another carrier's format is refused in the seller's language before anything is sent.
      await ship.getByLabel(sellerJourney.t('orders.ship.trackingNumber')).fill('290019315792');
      await ship.getByRole('button', { name: sellerJourney.t('orders.ship.submit') }).click();
      await ship.getByText(sellerJourney.t('validation.trackingNumberInvalid')).waitFor();
      await ship.getByLabel(sellerJourney.t('orders.ship.trackingNumber')).fill('RR123456789SA');
      await ship
        .getByLabel(sellerJourney.t('orders.ship.addPhoto'))
        .setInputFiles({ name: 'parcel.png', mimeType: 'image/png', buffer: await photo('#a0764a') });
      await ship.getByRole('button', { name: sellerJourney.t('orders.ship.submit') }).click();
      await saleCard.getByText(sellerJourney.t('orders.status.shipped'), { exact: true }).first().waitFor();
      await snap(seller, `buyer-${lang}-seller-sales`);
      await seller.context().close();

      const sellerBefore = await available(traderToken);
      await page.reload();
      const parcel = page.getByRole('region', { name: t('orders.parcel.title') });
      await parcel.getByText('RR123456789SA').waitFor();
      await parcel.getByText(t('orders.carriers.spl')).waitFor();
      // The seller's photo of the parcel, fetched with the buyer's session from the order's private route.
      await parcel.getByRole('heading', { name: t('orders.parcel.proof') }).waitFor();
      await parcel.locator('img[src^="blob:"]').waitFor();
      expect(await parcel.getByRole('link', { name: t('orders.parcel.track') }).getAttribute('href')).toContain('RR123456789SA');
      await journey.screen(page, 'order-parcel', orderTitle);
      await page.getByRole('button', { name: t('orders.actions.confirmDelivery') }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: t('orders.actions.confirmDelivery') })
        .click();
      await page.getByText(t('orders.deliveryConfirmed')).first().waitFor();
      expect(await available(traderToken)).toBeGreaterThan(sellerBefore);

      await page.getByRole('button', { name: t('orders.actions.rateReview') }).click();
      const review = page.getByRole('dialog', { name: t('orders.review.title') });
      await review.getByRole('radio', { name: t('orders.review.stars', { count: 5 }) }).check();
      await review
        .getByLabel(t('orders.review.review'))
        .fill(lang === 'ar' ? 'وصل بسرعة وكما هو موصوف تمامًا.' : 'Arrived quickly and exactly as described.');
      await review.getByRole('button', { name: t('orders.review.submit') }).click();
      await page.getByText(t('orders.review.success')).first().waitFor();
      await page.getByText(t('orders.status.completed'), { exact: true }).first().waitFor();
      await journey.screen(page, 'order-reviewed', orderTitle);
    });

    it('withdraws part of the balance, held until an admin decides', async () => {
      const before = await available(token);
      await follow(page.getByRole('link', { name: t('nav.wallet') }));
      await page
        .getByRole('button', { name: t('wallet.actions.withdraw') })
        .first()
        .click();
      const withdraw = page.getByRole('dialog', { name: t('wallet.withdraw.title') });
      await withdraw.getByLabel(t('wallet.amountSar')).fill('50');
      await fillCard(withdraw, account.name);
      await journey.screen(page, 'wallet-withdrawal', t('wallet.withdraw.title'), { level: 2 });
      await withdraw.getByRole('button', { name: t('wallet.withdraw.submit') }).click();
      await page.getByText(t('wallet.withdraw.success')).first().waitFor();
      await page.getByRole('tab', { name: t('wallet.tabs.withdrawals') }).click();
      const withdrawals = page.getByRole('tabpanel', { name: t('wallet.tabs.withdrawals') });
      await withdrawals.getByText(t('wallet.statuses.pending')).first().waitFor();
      // The card line is stored in English ("Card •••• 4242 (…)") and read in the journey's language.
      await withdrawals
        .getByText(t('wallet.ledger.card', { last4: '4242', holder: account.name }))
        .first()
        .waitFor();
      expect(await available(token)).toBeCloseTo(before - 50, 2);
      await journey.screen(page, 'wallet-withdrawals', t('wallet.title'));
    });

    it('posts an ad with photos, finds it in My Products waiting for review, and edits it', async () => {
      adTitle = `${lang === 'ar' ? 'حزمة بلايستيشن 4' : 'PS4 Slim Bundle'} ${unique()}`;
      await follow(page.getByRole('link', { name: t('nav.home') }));
      await page.getByRole('link', { name: t('home.postAd') }).click();
      await page.waitForURL('**/ads/new');
      await page.getByLabel(t('adForm.fields.title'), { exact: true }).fill(adTitle);
      await page.getByLabel(t('adForm.fields.price'), { exact: true }).fill('350');
      await page
        .getByLabel(t('adForm.fields.category'), { exact: true })
        .selectOption({ label: lang === 'ar' ? consoles.nameAr : consoles.name });
      await page
        .getByLabel(t('adForm.fields.platform'), { exact: true })
        .selectOption({ label: lang === 'ar' ? 'بلايستيشن 4' : 'PlayStation 4' });
      await page.getByLabel(t('adForm.fields.city'), { exact: true }).selectOption({ label: t('cities.Riyadh') });
      await page.getByLabel(t('adForm.fields.location'), { exact: true }).fill(lang === 'ar' ? 'الملقا' : 'Al Malqa');
      await page
        .getByLabel(t('adForm.fields.description'), { exact: true })
        .fill(
          lang === 'ar'
            ? 'بلايستيشن 4 سليم مع يدين وثلاث ألعاب، كلها تعمل.'
            : 'PS4 Slim with two controllers and three games, all working.',
        );
      await page
        .getByLabel(t('adForm.addPhotos'))
        .first()
        .setInputFiles([
          { name: 'front.png', mimeType: 'image/png', buffer: await photo('#1e3a8a') },
          { name: 'back.png', mimeType: 'image/png', buffer: await photo('#7c3aed') },
        ]);
      await page.getByLabel(t('adForm.agree')).check();
      await journey.screen(page, 'post-ad', t('pages.newAd'));
      await page.getByRole('button', { name: t('adForm.submit') }).click();
      await page.getByText(t('adForm.created')).first().waitFor();
      await page.waitForURL('**/ads');

      await page.getByRole('tab', { name: t('myAds.tabs.inactive') }).click();
      const mine = page.getByRole('article', { name: adTitle });
      await mine.getByText(t('myAds.pendingNote')).waitFor();
      await journey.screen(page, 'my-products', t('myAds.title'));

      await mine.getByRole('link', { name: t('myAds.edit') }).click();
      await page.getByText(t('myAds.pendingNote')).waitFor();
      await page.getByLabel(t('adForm.fields.price'), { exact: true }).fill('320');
      await journey.screen(page, 'edit-ad', t('pages.editAd'));
      await page.getByRole('button', { name: t('adForm.save') }).click();
      await page.getByText(t('adForm.updated')).first().waitFor();
      await page.waitForURL('**/ads');
      const ads = (await api<{ ads: { title: string; price: number }[] }>('GET', '/api/user/ads?limit=50', { token })).body.ads;
      expect(ads.find((ad) => ad.title === adTitle)?.price).toBe(320);
    });

    it('asks a seller a question from a product and reads the answer on the chat page', async () => {
      const question = `${lang === 'ar' ? 'هل ما زال متوفرًا؟' : 'Is it still available?'} ${unique()}`;
      const answer = `${lang === 'ar' ? 'نعم، جاهز للشحن اليوم' : 'Yes, ready to ship today'} ${unique()}`;
      const listing = listings.fromTrader;
      await page.goto(`/product/${listing.id}`);
      await page.getByRole('heading', { level: 1, name: listing.title }).waitFor();
      await page
        .getByRole('button', { name: t('ad.chat'), exact: true })
        .first()
        .click();
      const drawer = page.getByRole('dialog').filter({ has: page.getByRole('textbox', { name: t('chat.messageLabel') }) });
      await drawer.getByText(t('chat.noMessages')).waitFor();
      const box = drawer.getByRole('textbox', { name: t('chat.messageLabel') });
      await box.fill(question);
      await box.press('Enter');
      await messageSent(drawer.getByRole('log'), lang, question);
      await snap(page, `buyer-${lang}-chat-drawer`);
      await page.keyboard.press('Escape');

      // The seller answers from another client.
      const conversations = await api<{ conversations: { id: string; last_message?: string }[] }>('GET', '/api/user/chat/conversations', {
        token: traderToken,
      });
      const conversation = conversations.body.conversations.find((c) => JSON.stringify(c).includes(question));
      expect(conversation).toBeDefined();
      expect((await api('POST', `/api/user/chat/${conversation!.id}/send`, { token: traderToken, body: { message: answer } })).status).toBe(
        200,
      );

      await follow(page.getByRole('link', { name: new RegExp(`^${t('nav.chat')}`) }));
      await page
        .getByRole('list', { name: t('chat.conversations') })
        .getByRole('button')
        .filter({ hasText: answer })
        .click();
      await page.getByRole('log').getByText(question).waitFor();
      await page.getByRole('log').getByText(answer).waitFor();
      await journey.screen(page, 'chat', t('nav.chat'));
    });

    it('changes the profile in Account Settings', async () => {
      await journey.openFromUserMenu(page, t('nav.profile'));
      await page.waitForURL('**/profile');
      const bio = lang === 'ar' ? 'أجمع ألعاب السباقات القديمة.' : 'I collect retro racing games.';
      await page.getByLabel(t('accountSettings.fields.bio')).fill(bio);
      await page.getByRole('button', { name: t('accountSettings.save') }).click();
      await page.getByText(t('accountSettings.profileUpdated')).first().waitFor();
      await journey.screen(page, 'account-settings', t('accountSettings.title'));
      await page.getByRole('tab', { name: t('accountSettings.tabs.preferences') }).click();
      expect(await page.getByRole('combobox', { name: t('settingsPanel.preferences.language') }).inputValue()).toBe(lang);
      const me = (await api<{ bio?: string; language?: string }>('GET', '/api/user/me', { token })).body;
      expect(me.bio ?? bio).toBe(bio);
    });

    it('signs out, looks at the code sign-in, recovers the password by e-mail and signs in with the new one', async () => {
      await journey.openFromUserMenu(page, t('userMenu.signOut'));
      await page.waitForURL('**/auth');
      await journey.screen(page, 'login', t('auth.login.title'));
      await page.getByRole('button', { name: t('auth.login.withOtp') }).click();
      await page.waitForURL('**/auth/otp');
      await journey.screen(page, 'otp-sign-in', t('otp.title'));
      await page.getByRole('button', { name: t('otp.backToLogin') }).click();

      await page.getByRole('link', { name: t('auth.login.forgotPassword') }).click();
      await page.waitForURL('**/recover-password');
      await page.getByRole('textbox', { name: t('recovery.request.emailOrPhone') }).fill(account.email);
      await journey.screen(page, 'recover-password', t('recovery.request.title'));
      const sentAfter = new Date(Date.now() - 1000).toISOString();
      await page.getByRole('button', { name: t('common.continue'), exact: true }).click();
      await page.waitForURL('**/verify-code');
      await page.getByRole('textbox', { name: t('digitBoxes.digit', { n: 1 }) }).click();
      await page.keyboard.type(await codeFromOutbox(account.email, { after: sentAfter }));
      await journey.screen(page, 'verify-code', t('recovery.verify.title'), { level: 2 });
      await page.getByRole('button', { name: t('common.continue'), exact: true }).click();
      await page.waitForURL('**/new-password');
      const renewed = 'Renewed#2026';
      await page.getByLabel(t('recovery.reset.password'), { exact: true }).fill(renewed);
      await page.getByLabel(t('recovery.reset.confirmPassword'), { exact: true }).fill(renewed);
      await journey.screen(page, 'new-password', t('recovery.reset.title'));
      await page.getByRole('button', { name: t('recovery.reset.submit') }).click();
      await page.waitForURL('**/auth');
      await page.getByText(t('recovery.reset.success')).first().waitFor();

      // The new password opens the account, in the language saved on it.
      await logIn(page, account.email, renewed, lang);
      await page.waitForURL('**/home');
      await expectLanguage(page, lang);
    });

    async function addToCart(ad: Ad) {
      await page.goto(`/product/${ad.id}`);
      await page.getByRole('heading', { level: 1, name: ad.title }).waitFor();
      await page.getByRole('button', { name: t('product.addToCart') }).click();
      await page
        .getByText(t('cart.addedTitle', { title: ad.title }))
        .first()
        .waitFor();
    }

    async function fillCard(dialog: Locator, holder: string) {
      await dialog.getByLabel(t('wallet.card.number')).fill('4242 4242 4242 4242');
      await dialog.getByLabel(t('wallet.card.expiry')).fill('12/39');
      await dialog.getByLabel(t('wallet.card.cvv')).fill('123');
      await dialog.getByLabel(t('wallet.card.holder')).fill(holder);
    }
  });
}

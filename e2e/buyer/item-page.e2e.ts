import { describe, expect, it } from 'vitest';
import { newTrader, newUser } from '../support/accounts.js';
import { ARABIC_PHONE, snap, useBrowser } from '../support/browser.js';
import { deposit, postAd } from '../support/fixtures.js';
import { LANGUAGES, plain, sar, translator } from '../support/i18n.js';
import { waitForBellNotice } from '../support/journey.js';
import { api, DEMO, tokenOf } from '../support/session.js';

const openPage = useBrowser();

/** Issue 22's journey: one item, offered new by a shop, used by people, as codes; a visitor buys the cheapest used one. */
describe.each(LANGUAGES)('an item page with every offer, in %s', (language) => {
  const t = translator(language);

  it('groups new, used and digital offers with their totals to Jeddah, and the cheapest used one is bought through checkout', async () => {
    const stamp = Date.now().toString(36);
    const admin = await tokenOf(DEMO.admin.email, DEMO.admin.password);
    const { body: p } = await api('GET', '/api/platforms');
    const name = `Qorvex Racing ${stamp}`;
    const nameAr = `كورفكس ريسنج ${stamp}`;
    const created = await api('POST', '/api/admin/catalogue-items', {
      token: admin,
      body: {
        kind: 'game',
        name,
        nameAr,
        platformId: p.platforms.find((x: { name: string }) => x.name === 'PlayStation 5').id,
        searchTerms: `qorvex ${stamp}`,
      },
    });
    expect(created.status).toBe(201);
    const itemId: string = created.body.item.id;
    /** An offer of the item, reviewed by the admin (shipping cost first, as the review sets it), then approved. */
    const offer = async (token: string, fields: Record<string, string>, shippingCost?: number) => {
      const id = await postAd(token, { title: name, extra: { catalogueItemId: itemId, ...fields } });
      if (shippingCost !== undefined)
        expect((await api('POST', `/api/admin/ads/${id}/shipping-cost`, { token: admin, body: { shippingCost } })).status).toBe(200);
      expect((await api('POST', `/api/admin/ads/${id}/approve`, { token: admin })).status).toBe(200);
      return id;
    };

    // A shop lists it new (240 + 25 shipping); an individual lists it used in Riyadh (150 + 30 shipping, or by hand);
    // another used one ships from Dammam (190 + 20); a shop lists codes (230, delivered at once).
    const shop = await newTrader({ name: `Qorvex Shop ${stamp}` });
    const shopToken = await tokenOf(shop.email, shop.password);
    await offer(shopToken, { price: '240', condition: 'new', deliveryType: 'shipping', city: 'Riyadh' }, 25);
    const person = await newUser({ name: `Qorvex Owner ${stamp}` });
    const personToken = await tokenOf(person.email, person.password);
    const usedRiyadh = await offer(personToken, { price: '150', condition: 'good', deliveryType: 'both', city: 'Riyadh' }, 30);
    const other = await newUser({ name: `Dammam Owner ${stamp}` });
    await offer(
      await tokenOf(other.email, other.password),
      { price: '190', condition: 'like_new', deliveryType: 'shipping', city: 'Dammam' },
      20,
    );
    const codeShop = await newTrader({ name: `Qorvex Codes ${stamp}` });
    const codeToken = await tokenOf(codeShop.email, codeShop.password);
    const codes = await offer(codeToken, { price: '230', type: 'digital_code', region: 'SA', location: '', deliveryType: 'shipping' });
    const upload = await api('POST', `/api/user/ads/${codes}/codes`, {
      token: codeToken,
      body: { codes: [`QRV-${stamp}-0001-AAAA`, `QRV-${stamp}-0002-BBBB`] },
    });
    expect(upload.status).toBe(200);

    // The buyer-to-be has money in his wallet; he is a visitor until he buys.
    const buyer = await newUser({ name: `Jeddah Buyer ${stamp}`, city: 'Jeddah' });
    await deposit(await tokenOf(buyer.email, buyer.password), 500);

    const page = await openPage(language === 'ar' ? ARABIC_PHONE : { width: 1280, height: 800 });
    // Sellers' titles are the item's English name, which Arabic readers type too.
    await page.goto(`/home?search=${encodeURIComponent(name)}`);
    await page
      .getByRole('link', { name: t('listing.groupedOffers', { count: 4, price: sar(language, 150) }) })
      .first()
      .click();
    await page.waitForURL(`**/items/${itemId}`);
    await page.getByRole('heading', { level: 1, name: language === 'ar' ? nameAr : name }).waitFor();
    await page.getByLabel(t('itemPage.yourCity')).selectOption({ label: t('cities.Jeddah') });
    await page.waitForURL(`**/items/${itemId}?city=Jeddah`);

    // Three groups, each ranked by the total to Jeddah (price + shipping to Jeddah).
    const group = (key: 'new' | 'used' | 'digital') => page.getByRole('region', { name: new RegExp(`^${t(`itemPage.groups.${key}`)}`) });
    const offers = (key: 'new' | 'used' | 'digital') => group(key).locator(':scope > ul > li');
    await expect.poll(() => offers('used').count()).toBe(2);
    const addLabel = (total: number, seller: string) => t('itemPage.addOfferToCart', { total: sar(language, total), seller });
    await group('new')
      .getByRole('button', { name: addLabel(265, `Qorvex Shop ${stamp}`) })
      .waitFor();
    const used = offers('used');
    expect([await offers('new').count(), await offers('digital').count()]).toEqual([1, 1]);
    await used
      .nth(0)
      .getByRole('button', { name: addLabel(180, person.name) })
      .waitFor();
    await used
      .nth(1)
      .getByRole('button', { name: addLabel(210, other.name) })
      .waitFor();
    expect(plain(await used.nth(0).textContent())).toContain(plain(t('itemPage.bestOffer')));
    await group('digital')
      .getByRole('button', { name: addLabel(230, `Qorvex Codes ${stamp}`) })
      .waitFor();
    await snap(page, `item-page-${language}`);

    // The cheapest used offer: the visitor signs in on the way and comes back with it in his cart.
    await used
      .nth(0)
      .getByRole('button', { name: addLabel(180, person.name) })
      .click();
    await page.waitForURL('**/auth**');
    await page.getByRole('textbox', { name: t('auth.login.emailOrPhone') }).fill(buyer.email);
    await page.getByLabel(t('auth.login.password'), { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: t('auth.login.submit'), exact: true }).click();
    await page.waitForURL(`**/items/${itemId}?city=Jeddah`);
    await page
      .getByText(t('cart.addedTitle', { title: name }))
      .first()
      .waitFor();

    // The normal checkout, shipped to Jeddah, paid from the wallet.
    await page.goto('/cart');
    await page.getByRole('button', { name: t('cart.checkout') }).click();
    const confirm = page.getByRole('dialog', { name: t('cart.confirm.title') });
    await confirm.getByLabel(t('cart.confirm.fullName')).fill(buyer.name);
    await confirm.getByLabel(t('cart.confirm.phone')).fill(buyer.phone);
    await confirm.getByLabel(t('cart.confirm.city')).selectOption({ label: t('cities.Jeddah') });
    await confirm.getByLabel(t('cart.confirm.address')).fill(language === 'ar' ? 'شارع التحلية، مبنى 5' : 'Tahlia Street, building 5');
    await snap(page, `item-page-checkout-${language}`);
    await confirm.getByRole('button', { name: t('cart.confirm.submit') }).click();
    await page.getByText(t('cart.placed')).first().waitFor();
    await page.waitForURL('**/orders');

    const orders = (await api('GET', '/api/user/orders', { token: await tokenOf(buyer.email, buyer.password) })).body.orders as {
      total: number;
      items: { productId?: string; listingId?: string }[];
    }[];
    expect(orders).toHaveLength(1);
    expect(orders[0]!.total).toBe(180);
    expect(JSON.stringify(orders[0]!.items)).toContain(usedRiyadh);

    // Notify me: used offers for Jeddah. A new used offer reaches his bell, worded in his language.
    await page.goto(`/items/${itemId}?city=Jeddah`);
    await page.getByLabel(t('itemPage.notify.group')).selectOption({ label: t('itemPage.groups.used') });
    await page.getByRole('button', { name: t('itemPage.notify.start'), exact: true }).click();
    await page.getByText(t('itemPage.notify.watching', { group: t('itemPage.groups.used'), city: t('cities.Jeddah') })).waitFor();
    await snap(page, `item-page-notify-${language}`);
    const newcomer = await newUser({ name: `Jeddah Owner ${stamp}` });
    await offer(await tokenOf(newcomer.email, newcomer.password), {
      price: '140',
      condition: 'good',
      deliveryType: 'hand',
      city: 'Jeddah',
    });
    const alertTitle = t('bell.events.item_new_offer.title', { title: name });
    await waitForBellNotice(page, language, alertTitle);
    await page.keyboard.press('Escape');

    // He stops it from the saved-searches page, where the items he follows are listed.
    await page.goto('/saved-searches');
    await page.getByRole('link', { name: language === 'ar' ? nameAr : name }).waitFor();
    await snap(page, `item-watches-${language}`);
    await page.getByRole('button', { name: `${t('itemPage.notify.stop')}: ${language === 'ar' ? nameAr : name}` }).click();
    await page.getByText(t('itemPage.notify.listEmpty')).waitFor();
    await page.context().close();
  });
});

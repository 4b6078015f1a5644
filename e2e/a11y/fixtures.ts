import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { inject } from 'vitest';
import { uniquePhone } from '../support/browser.js';
import { parcelOf } from '../support/fixtures.js';
import { api, DEMO, tokenOf } from '../support/session.js';

export type Language = 'en' | 'ar';

const locales = Object.fromEntries(
  (['en', 'ar'] as const).map((language) => [
    language,
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../apps/web/src/locales/${language}.json`), 'utf8')),
  ]),
) as Record<Language, Record<string, unknown>>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The text a key of the web app's locale files shows: the tests find controls by what the user reads, in both languages. */
export function textOf(language: Language, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], locales[language]);
  if (typeof value !== 'string') throw new Error(`No text ${key} in ${language}.json`);
  return value;
}

/** A key whose text has placeholders ("Reject {{title}}"), as a pattern that matches any values. */
export function patternOf(language: Language, key: string): RegExp {
  return new RegExp(
    `^${textOf(language, key)
      .split(/\{\{\s*\w+\s*\}\}/)
      .map(escapeRegExp)
      .join('.+')}$`,
  );
}

const unique = () => randomBytes(4).toString('hex');
const card = { cardNumber: '4242424242424242', expiry: '12/39', cvv: '123', cardHolder: 'Noura Tester' };

async function call<T = Record<string, any>>(method: string, url: string, options: { token?: string; body?: unknown }) {
  const reply = await api<T>(method, url, options);
  if (reply.status >= 300) throw new Error(`${method} ${url} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body;
}

export type Account = { email: string; password: string; phone: string; token: string; id: string };

/** A new account made by the demo admin (Clients, "Add new member"), signed in through the API. */
export async function newAccount(role: 'user' | 'admin' = 'user', name = 'Noura Tester'): Promise<Account> {
  const admin = await tokenOf(DEMO.admin.email, DEMO.admin.password);
  const email = `a11y-${unique()}@example.com`;
  const password = 'Access#2026';
  const phone = uniquePhone();
  const { user } = await call<{ user: { id: string } }>('POST', '/api/admin/users', {
    token: admin,
    body: { name, email, phone, password, role },
  });
  return { email, password, phone, token: await tokenOf(email, password), id: user.id };
}

/** Posts an ad through the multipart form of Post Ad, with one photo; it waits for the admin's review. */
async function postAd(token: string): Promise<string> {
  const [{ categories }, { platforms }] = await Promise.all([
    call<{ categories: { id: string }[] }>('GET', '/api/categories', {}),
    call<{ platforms: { id: string }[] }>('GET', '/api/platforms', {}),
  ]);
  const fields = {
    title: 'Zelda Tears of the Kingdom',
    price: '180',
    description: 'Played once, the disc has no scratches.',
    city: 'Riyadh',
    location: 'Al Olaya',
    phone: '+966500000009',
    category: categories[0]?.id ?? '',
    platform: platforms[0]?.id ?? '',
    agreeToTerms: 'true',
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#1e3a8a' } })
    .png()
    .toBuffer();
  form.set('images', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'cover.png');
  const reply = await fetch(`${inject('baseUrl')}/api/user/ads`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await reply.json()) as { ad?: { id: string } };
  if (!body.ad) throw new Error(`Post Ad refused: ${JSON.stringify(body)}`);
  return body.ad.id;
}

type Ad = { id: string; price: number; quantity: number; user_id: string; deliveryType: string };

export type Fixtures = {
  buyer: Account;
  admin: Account;
  /** An active listing of the demo trader that the buyer ordered from. */
  productId: string;
  traderId: string;
  /** A paid order still pending, and one shipped and disputed; both of the buyer from the demo trader. */
  orderId: string;
  disputedOrderId: string;
  /** A listing of the demo buyer's own (My Ads, edit), a product of the demo trader's (Our Products, edit). */
  ownAdId: string;
  traderProductId: string;
  chatId: string;
  /** The demo admin's conversation with the demo trader. */
  adminChatId: string;
  /** A catalogue item with offers (issue 22): the item page of a demo listing linked to it. */
  itemId: string;
};

/**
 * Fills every list of the three areas, so that each screen is checked with rows rather than its empty state: a buyer
 * with money, a cart, orders (one disputed), a chat and a report; a withdrawal, a contact message, a deletion request,
 * a promo code and an admin chat for the back office.
 */
export async function prepareFixtures(): Promise<Fixtures> {
  const trader = await tokenOf(DEMO.trader.email, DEMO.trader.password);
  const traderId = (await call<{ id: string }>('GET', '/api/user/me', { token: trader })).id;
  const [buyer, admin, leaving] = await Promise.all([newAccount(), newAccount('admin', 'Faisal Admin'), newAccount()]);

  const { ads, items } = await call<{ ads: Ad[]; items: { id: string }[] }>('GET', '/api/ads/home?limit=50', {});
  const itemId = items[0]?.id;
  if (!itemId) throw new Error('No demo listing is linked to a catalogue item');
  const listing = ads.find((ad) => ad.user_id === traderId && ad.quantity > 3 && ad.price <= 1500 && ad.deliveryType !== 'hand');
  const other = ads.find((ad) => ad.user_id !== traderId);
  if (!listing || !other) throw new Error('The demo data lacks a shippable listing of the demo trader');

  await call('POST', '/api/user/wallet/deposit', { token: buyer.token, body: { amount: 5000, ...card } });
  const address = { fullName: 'Noura Tester', phone: buyer.phone, city: 'Riyadh', address: 'Al Olaya, King Fahd Road 12' };
  const order = async () => {
    const body = { items: [{ productId: listing.id, quantity: 1 }], deliveryType: 'shipping', shippingAddress: address };
    await call('POST', '/api/user/cart', { token: buyer.token, body: { productId: listing.id, quantity: 1 } });
    const placed = await call<{ orders: { id: string }[] }>('POST', '/api/user/orders', { token: buyer.token, body });
    return placed.orders[0]?.id ?? '';
  };
  const orderId = await order();
  const disputedOrderId = await order();
  for (const status of ['processing', 'shipped']) {
    await call('PATCH', `/api/trader/orders/${disputedOrderId}/status`, {
      token: trader,
      body: { status, ...(status === 'shipped' ? await parcelOf(trader, disputedOrderId) : {}) },
    });
  }
  await call('POST', `/api/user/orders/${disputedOrderId}/dispute`, {
    token: buyer.token,
    body: { reason: 'not_received', details: 'The parcel has not arrived after a week.' },
  });
  await call('POST', '/api/user/cart', { token: buyer.token, body: { productId: other.id, quantity: 1 } });
  await call('POST', '/api/user/favorites', { token: buyer.token, body: { productId: other.id } });
  await call('POST', '/api/user/saved-searches', {
    token: buyer.token,
    body: {
      name: 'PlayStation 5 in Riyadh under 2,500',
      filters: { search: 'بلايستيشن 5', city: 'Riyadh', priceMax: 2500 },
      frequency: 'daily',
    },
  });
  await call('POST', `/api/ads/${other.id}/report`, {
    token: buyer.token,
    body: { reason: 'counterfeit', details: 'The box looks fake.' },
  });
  await call('POST', '/api/user/wallet/withdraw', {
    token: buyer.token,
    body: { amount: 75, description: 'To my bank', account_info: 'SA0380000000608010167519' },
  });

  const { chat_id: chatId } = await call<{ chat_id: string }>('POST', '/api/user/chat/start', {
    token: buyer.token,
    body: { product_id: listing.id },
  });
  await call('POST', `/api/user/chat/${chatId}/send`, { token: buyer.token, body: { message: 'Is it still sealed?' } });
  await call('POST', `/api/trader/chats/${chatId}/messages`, { token: trader, body: { message: 'Yes, sealed and ready to ship.' } });
  const { chat_id: adminChatId } = await call<{ chat_id: string }>('POST', '/api/user/chats', {
    token: admin.token,
    body: { sellerId: traderId },
  });
  await call('POST', `/api/admin/chats/${adminChatId}/messages`, { token: admin.token, body: { message: 'Please check your IBAN.' } });

  await call('POST', '/api/contact', { body: { fullName: 'Sara Visitor', email: 'sara@example.com', message: 'Do you ship to Abha?' } });
  await call('POST', '/api/user/account-deletion', { token: leaving.token, body: { reason: 'Moving abroad' } });
  await call('POST', '/api/admin/promo-codes', {
    token: admin.token,
    body: { code: `A11Y${unique()}`, type: 'percentage', value: 10, expiresAt: '2039-12-31', usageLimit: 50 },
  });

  // My Ads: a listing of the buyer's own, posted with a photo as the form does and approved by the admin.
  const ownAdId = await postAd(buyer.token);
  await call('POST', `/api/admin/ads/${ownAdId}/approve`, { token: admin.token });
  const products = await call<{ products: { id: string }[] }>('GET', '/api/trader/products', { token: trader });
  const traderProductId = products.products[0]?.id;
  if (!traderProductId) throw new Error('The demo trader has no product');
  return { buyer, admin, productId: listing.id, traderId, orderId, disputedOrderId, ownAdId, traderProductId, chatId, adminChatId, itemId };
}

export type Role = 'visitor' | 'buyer' | 'trader' | 'admin';

/**
 * Screens checked one role at a time on that role's page, and the four roles side by side: most of a screen's check
 * is waiting for its network to go quiet (half a second at least), which the other roles' screens fill. Each call
 * waits for the role's previous screen, whether it passed or failed.
 */
export function turnsByRole() {
  const last = new Map<Role, Promise<unknown>>();
  return <T>(role: Role, check: () => Promise<T>): Promise<T> => {
    const turn = (last.get(role) ?? Promise.resolve()).then(check);
    last.set(
      role,
      turn.catch(() => undefined),
    );
    return turn;
  };
}

/**
 * The items of each list taken in turn (a1, b1, c1, a2, b2…): concurrent tests start in the order they are declared,
 * a few at a time, so each role's next screen is among them and no role's queue holds every slot.
 */
export function roundRobin<T>(lists: T[][]): T[] {
  const longest = Math.max(0, ...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, index) => index).flatMap((index) =>
    lists.flatMap((list) => (index < list.length ? [list[index]!] : [])),
  );
}

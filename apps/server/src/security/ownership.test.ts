import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAd } from '../test/listing-fixtures.js';
import { type ApiRoute, apiRoutes, bodyProperties, enumVariants, fillPath, validValue } from '../test/openapi-routes.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

type Body = Record<string, any>;
type User = Awaited<ReturnType<TestApp['createUser']>>;
let t: TestApp;
let admin: User;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

const card = { cardNumber: '4242424242424242', expiry: '12/39', cvv: '123', cardHolder: 'Owner' };
const SECRET_MESSAGE = 'secret-message-8c1f';
const SECRET_ADDRESS = 'secret-address-5d2e';

/** Everything a buyer-and-seller owns: listings, a cart, orders, a dispute, a chat, notifications, a withdrawal. */
async function ownerWithEverything() {
  const [owner, seller] = [await t.createUser(), await t.createUser()];
  const ownListing = await postAd(t, { token: owner.token, approveWith: admin.token, fields: { title: 'Owner active ad' } });
  const pendingListing = await postAd(t, { token: owner.token, fields: { title: 'Owner pending ad' } });
  const bought = await postAd(t, {
    token: seller.token,
    approveWith: admin.token,
    fields: { title: 'Bought game', price: '100', quantity: '5' },
  });
  await t.request('POST', '/api/user/wallet/deposit', { token: owner.token, body: { amount: 1000, ...card } });
  const checkout = async () =>
    (
      await t.request<Body>('POST', '/api/user/orders', {
        token: owner.token,
        body: { items: [{ productId: bought, quantity: 1 }], deliveryType: 'shipping', shippingAddress: { address: SECRET_ADDRESS } },
      })
    ).body.orders[0].id as string;
  const [pendingOrder, shippedOrder] = [await checkout(), await checkout()];
  for (const status of ['processing', 'shipped'])
    await t.request('PATCH', `/api/user/orders/${shippedOrder}/status`, { token: seller.token, body: { status } });
  const dispute = await t.request<Body>('POST', `/api/user/orders/${shippedOrder}/dispute`, {
    token: owner.token,
    body: { reason: 'damaged', details: 'The disc arrived cracked and does not load.' },
  });
  await t.request('POST', `/api/ads/${bought}/favorite`, { token: owner.token });
  await t.request('POST', '/api/user/cart', { token: owner.token, body: { productId: bought, quantity: 1 } });
  const cartItem = await t.db.execute(sql`select id from cart_items where user_id = ${owner.id}`);
  const chat = await t.request<Body>('POST', '/api/user/chat/start', {
    token: owner.token,
    body: { other_user_id: seller.id, product_id: bought },
  });
  await t.request('POST', `/api/user/chat/${chat.body.chat_id}/send`, { token: owner.token, body: { message: SECRET_MESSAGE } });
  const withdrawal = await t.request<Body>('POST', '/api/user/wallet/withdraw', {
    token: owner.token,
    body: { amount: 100, description: 'Payout', account_info: 'Card 4242 4242 4242 4242' },
  });
  const notifications = await t.request<Body>('GET', '/api/user/notifications', { token: owner.token });
  const privateIds = {
    pendingListing,
    pendingOrder,
    shippedOrder,
    dispute: dispute.body.dispute.id as string,
    cartItem: String((cartItem.rows[0] as { id: string } | undefined)?.id ?? ''),
    chat: chat.body.chat_id as string,
    withdrawal: (withdrawal.body.withdrawal?.id ?? withdrawal.body.id) as string,
    notification: (notifications.body.notifications?.[0]?.id ?? '') as string,
  };
  return { owner, seller, ownListing, bought, privateIds };
}

const VOLATILE = ['views', 'likes', 'updated_at', 'last_login_at', 'last_seen_at'];
const TABLES = [
  'users',
  'listings',
  'listing_images',
  'favorites',
  'cart_items',
  'conversations',
  'messages',
  'notifications',
  'orders',
  'order_items',
  'reviews',
  'disputes',
  'dispute_messages',
  'withdrawals',
  'ledger_accounts',
  'journal_entries',
];

/** Every row of the tables that hold users' things, by table and id, without counters that any visitor moves. */
async function snapshot() {
  const rows = new Map<string, string>();
  for (const table of TABLES) {
    const result = await t.db.execute(sql.raw(`select to_jsonb(x) as row from ${table} x`));
    for (const { row } of result.rows as { row: Record<string, unknown> }[]) {
      for (const key of VOLATILE) delete row[key];
      rows.set(`${table}:${row.id}`, JSON.stringify(row));
    }
  }
  return rows;
}

function bodyWithIds(route: ApiRoute, id: string, variant: number) {
  const body = validValue(route.body ?? undefined, variant) as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object') return body;
  for (const key of bodyProperties(route.body)) if (/id$/i.test(key)) body[key] = id;
  return body;
}

describe('objects of another user', () => {
  it('are never returned or changed through any route, whatever id an intruder puts in the path or the body', async () => {
    const { owner, seller, ownListing, bought, privateIds } = await ownerWithEverything();
    expect(Object.entries(privateIds).filter(([, id]) => !id)).toEqual([]);
    const intruders = [await t.createUser({ role: 'user' }), await t.createUser({ role: 'trader' })];
    const before = await snapshot();

    const secrets = [owner.email, owner.phone, SECRET_MESSAGE, SECRET_ADDRESS, ...Object.values(privateIds)];
    const ids = [...Object.values(privateIds), ownListing, bought, owner.id, seller.id];
    const routes = (await apiRoutes(t)).filter(
      (route) => route.params.length > 0 || bodyProperties(route.body).some((key) => /id$/i.test(key)),
    );
    const leaks: string[] = [];
    let requests = 0;
    for (const route of routes) {
      for (const intruder of intruders) {
        for (const id of ids) {
          for (let variant = 0; variant < enumVariants(route.body); variant++) {
            const reply = await t.request(
              route.method,
              fillPath(route, () => id),
              {
                token: intruder.token,
                body: route.method === 'GET' || route.method === 'DELETE' ? undefined : bodyWithIds(route, id, variant),
              },
            );
            requests++;
            const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
            const leaked = secrets.filter((secret) => text.includes(secret));
            if (leaked.length) leaks.push(`${route.method} ${route.path} with ${id}: ${reply.status} shows ${leaked.join(', ')}`);
          }
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(requests).toBeGreaterThan(500);

    const after = await snapshot();
    const changed = [...before].filter(([key, row]) => after.get(key) !== row).map(([key]) => key);
    expect(changed).toEqual([]);
  }, 300_000);

  it('keep the admin and trader route families closed to other roles with the spec texts', async () => {
    const [user, trader] = [await t.createUser({ role: 'user' }), await t.createUser({ role: 'trader' })];
    const routes = await apiRoutes(t);
    const wrong: string[] = [];
    for (const route of routes) {
      const path = fillPath(route, () => 'any-id');
      const callers = route.path.startsWith('/api/admin/')
        ? [
            { who: user, message: 'Access denied. Admin privileges required.' },
            { who: trader, message: 'Access denied. Admin privileges required.' },
          ]
        : route.path.startsWith('/api/trader/')
          ? [{ who: user, message: 'Access denied. Trader privileges required.' }]
          : [];
      for (const { who, message } of callers) {
        const reply = await t.request<Body>(route.method, path, { token: who.token, body: route.body ? {} : undefined });
        if (reply.status !== 403 || reply.body.message !== message) wrong.push(`${route.method} ${route.path}: ${reply.status}`);
      }
      if (route.path.startsWith('/api/admin/') || route.path.startsWith('/api/trader/')) {
        const anonymous = await t.request<Body>(route.method, path, { body: route.body ? {} : undefined });
        if (anonymous.status !== 401) wrong.push(`${route.method} ${route.path} anonymous: ${anonymous.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

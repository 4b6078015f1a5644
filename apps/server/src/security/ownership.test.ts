import { randomUUID } from 'node:crypto';
import type {
  TAccountDeletionRequestedReply,
  TCheckoutReply,
  TDisputeChangeReply,
  TErrorReply,
  TNotificationsReply,
  TOrderProofsReply,
  TPromoCodeReply,
  TReportListingReply,
  TSavedSearchReply,
  TSellerRequestSentReply,
  TStartChatReply,
  TWithdrawReply,
} from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postAd } from '../test/listing-fixtures.js';
import { type ApiRoute, apiRoutes, enumVariants, fillPath } from '../test/openapi-routes.js';
import { parcelFor, TEST_CARD } from '../test/order-fixtures.js';
import { hasIdKeys, validForm, validJson, withIds } from '../test/route-bodies.js';
import { type User, useAdmin, useTestApp } from '../test/test-app.js';
import { plainPdf } from '../test/upload-fixtures.js';

const t = useTestApp();
const admin = useAdmin(t);
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
  await t.request('POST', '/api/user/wallet/deposit', { token: owner.token, body: { amount: 1000, ...TEST_CARD } });
  const checkout = async () =>
    (
      await t.checkout<TCheckoutReply>({
        token: owner.token,
        body: { items: [{ productId: bought, quantity: 1 }], deliveryType: 'shipping', shippingAddress: { address: SECRET_ADDRESS } },
      })
    ).body.orders[0]!.id;
  const [pendingOrder, shippedOrder] = [await checkout(), await checkout()];
  for (const status of ['processing', 'shipped'])
    await t.request('PATCH', `/api/user/orders/${shippedOrder}/status`, {
      token: seller.token,
      body: { status, ...(await parcelFor(t, { status, orderId: shippedOrder, token: seller.token })) },
    });
  const dispute = await t.request<TDisputeChangeReply>('POST', `/api/user/orders/${shippedOrder}/dispute`, {
    token: owner.token,
    body: { reason: 'damaged', details: 'The disc arrived cracked and does not load.' },
  });
  await t.request('POST', `/api/ads/${bought}/favorite`, { token: owner.token });
  await t.request('POST', '/api/user/cart', { token: owner.token, body: { productId: bought, quantity: 1 } });
  const cartItem = await t.db.execute(sql`select id from cart_items where user_id = ${owner.id}`);
  const chat = await t.request<TStartChatReply>('POST', '/api/user/chat/start', {
    token: owner.token,
    body: { other_user_id: seller.id, product_id: bought },
  });
  await t.request('POST', `/api/user/chat/${chat.body.chat_id}/send`, { token: owner.token, body: { message: SECRET_MESSAGE } });
  const withdrawal = await t.request<TWithdrawReply>('POST', '/api/user/wallet/withdraw', {
    token: owner.token,
    body: { amount: 100, description: 'Payout', account_info: 'Card 4242 4242 4242 4242' },
  });
  const savedSearch = await t.request<TSavedSearchReply>('POST', '/api/user/saved-searches', {
    token: owner.token,
    body: { name: SECRET_MESSAGE, filters: { search: 'zelda' } },
  });
  await t.jobsSettled();
  const notifications = await t.request<TNotificationsReply>('GET', '/api/user/notifications', { token: owner.token });
  const privateIds = {
    pendingListing,
    pendingOrder,
    shippedOrder,
    dispute: dispute.body.dispute.id,
    cartItem: String((cartItem.rows[0] as { id: string } | undefined)?.id ?? ''),
    chat: chat.body.chat_id,
    withdrawal: withdrawal.body.id,
    notification: notifications.body.notifications[0]?.id ?? '',
    savedSearch: savedSearch.body.savedSearch.id,
  };
  return { owner, seller, ownListing, bought, privateIds };
}

const SECRET_IBAN = 'SA4420000001234567891234';
const SECRET_ACCOUNT = '1234567891234';

/**
 * A trader's private side: bank details, a sale with its proofs, an application to sell with its certificates,
 * a listing report and an account deletion request.
 */
async function traderWithPrivateThings(buyer: User) {
  const trader = await t.createUser({ role: 'trader' });
  await t.request('PUT', '/api/trader/profile', {
    token: trader.token,
    body: {
      store_name: 'Trader victim store',
      bankName: 'Al Rajhi',
      accountHolderName: 'Victim',
      accountNumber: SECRET_ACCOUNT,
      iban: SECRET_IBAN,
    },
  });
  const product = await postAd(t, { token: trader.token, approveWith: admin.token, fields: { title: 'Trader product', quantity: '5' } });
  const draft = await postAd(t, { token: trader.token, fields: { title: 'Trader draft', status: 'draft' } });
  const sale = await t.checkout<TCheckoutReply>({
    token: buyer.token,
    body: { items: [{ productId: product, quantity: 1 }], deliveryType: 'shipping', shippingAddress: { address: SECRET_ADDRESS } },
  });
  const saleId = sale.body.orders[0]!.id;
  const proofForm = new FormData();
  proofForm.append('proof', new Blob([new Uint8Array(await plainPdf('Waybill of the victim'))]), 'waybill.pdf');
  const proof = await t.request<TOrderProofsReply>('POST', `/api/trader/orders/${saleId}/proof`, { token: trader.token, body: proofForm });
  const application = new FormData();
  for (const [key, value] of Object.entries({ type: 'person', cityLocation: 'Dammam', civilId: '1122334455' }))
    application.append(key, value);
  application.append('registrationCertificate', new Blob([new Uint8Array(await plainPdf('Civil ID of the victim'))]), 'id.pdf');
  const applicant = await t.createUser();
  const sellerRequest = await t.request<TSellerRequestSentReply>('POST', '/api/user/seller-requests', {
    token: applicant.token,
    body: application,
  });
  const report = await t.request<TReportListingReply>('POST', `/api/ads/${product}/report`, {
    token: buyer.token,
    body: { reason: 'scam', details: 'Looks fake' },
  });
  const deletion = await t.request<TAccountDeletionRequestedReply>('POST', '/api/user/account-deletion', {
    token: applicant.token,
    body: { reason: 'Leaving' },
  });
  const promo = await t.request<TPromoCodeReply>('POST', '/api/admin/promo-codes', {
    token: admin.token,
    body: { code: 'VICTIM10', type: 'percentage', value: 10, expiresAt: '2099-01-01', usageLimit: 5 },
  });
  const privateIds = {
    draft,
    sale: saleId,
    proof: proof.body.proofs[0]!.id,
    sellerRequest: sellerRequest.body.request.id,
    report: report.body.reportId,
    deletion: deletion.body.request.id,
    promo: promo.body.promoCode.id,
  };
  return { trader, applicant, product, privateIds };
}

const VOLATILE = ['views', 'likes', 'updated_at', 'last_login_at', 'last_seen_at'];
const TABLES = [
  'users',
  'listings',
  'listing_images',
  'favorites',
  'saved_searches',
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
  'journal_lines',
  'user_settings',
  'user_profiles',
  'refresh_tokens',
  'seller_requests',
  'order_proofs',
  'listing_reports',
  'account_deletion_requests',
  'promo_codes',
];

/** Every row of the tables that hold users' things, by table and id, without counters that any visitor moves. */
async function snapshot() {
  const rows = new Map<string, string>();
  for (const table of TABLES) {
    const result = await t.db.execute(sql.raw(`select to_jsonb(x) as row from ${table} x`));
    for (const { row } of result.rows as { row: Record<string, unknown> }[]) {
      for (const key of VOLATILE) delete row[key];
      rows.set(`${table}:${row.id ?? row.user_id ?? JSON.stringify(row)}`, JSON.stringify(row));
    }
  }
  return rows;
}

/** A body the route accepts, with every id in it (nested ones too) replaced by `id`: a form for an upload route. */
async function bodyWithIds(route: ApiRoute, id: string, variant: number) {
  if (route.method === 'GET' || route.method === 'DELETE') return undefined;
  if (route.isForm) return validForm(route);
  return withIds(validJson(route, variant), id);
}

describe('objects of another user', () => {
  it('are never returned or changed through any route, whatever id an intruder puts in the path or the body', async () => {
    const { owner, seller, ownListing, bought, privateIds: ownerIds } = await ownerWithEverything();
    const { trader, applicant, product, privateIds: traderIds } = await traderWithPrivateThings(owner);
    const privateIds = { ...ownerIds, ...traderIds };
    expect(Object.entries(privateIds).filter(([, id]) => !id)).toEqual([]);
    const intruders = [await t.createUser({ role: 'user' }), await t.createUser({ role: 'trader' })];
    const callers: { name: string; token?: string; id?: string }[] = [
      { name: 'anonymous' },
      ...intruders.map((u, i) => ({ name: i ? 'trader' : 'user', token: u.token, id: u.id })),
    ];
    const before = await snapshot();

    const secrets = [owner.email, owner.phone, applicant.email, trader.email, SECRET_MESSAGE, SECRET_ADDRESS, SECRET_IBAN, SECRET_ACCOUNT];
    const ids = [...Object.values(privateIds), ownListing, bought, product, owner.id, seller.id, trader.id, applicant.id];
    const routes = (await apiRoutes(t)).filter((route) => route.params.length > 0 || hasIdKeys(validJson(route)));
    expect(routes.filter((r) => r.isForm).map((r) => `${r.method} ${r.path}`)).toContain('POST /api/trader/orders/{id}/proof');
    const leaks: string[] = [];
    const unchecked = new Set<string>();
    let requests = 0;
    for (const route of routes) {
      for (const caller of callers) {
        for (const id of ids) {
          for (let variant = 0; variant < enumVariants(route.body); variant++) {
            const path = fillPath(route, () => id);
            const reply = await t.request(route.method, path, { token: caller.token, body: await bodyWithIds(route, id, variant) });
            requests++;
            const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
            const leaked = secrets.filter((secret) => text.includes(secret));
            const label = `${route.method} ${route.path} as ${caller.name} with ${id}: ${reply.status}`;
            if (leaked.length) leaks.push(`${label} shows ${leaked.join(', ')}`);
            // The body was one the route accepts, so the answer came from the ownership check, not from validation.
            const code = (reply.body as { code?: string } | undefined)?.code;
            if (caller.token && route.params.length > 0 && (code === 'VALIDATION_FAILED' || code === 'BAD_REQUEST'))
              unchecked.add(`${route.method} ${route.path} as ${caller.name}: ${JSON.stringify(reply.body).slice(0, 120)}`);
            // A private object of someone else is not there for the intruder: the reply is the one an unknown id gets.
            if (caller.token && route.params.length > 0 && Object.values(privateIds).includes(id)) {
              const unknownId = randomUUID();
              const unknown = await t.request(
                route.method,
                fillPath(route, () => unknownId),
                {
                  token: caller.token,
                  body: await bodyWithIds(route, unknownId, variant),
                },
              );
              requests++;
              // Each reply names its own request (issue 21), so the request ids are not compared.
              const withoutRequestId = (body: unknown) =>
                body && typeof body === 'object' ? { ...(body as object), requestId: undefined } : body;
              const same = (a: unknown, b: unknown, idA: string, idB: string) =>
                JSON.stringify(withoutRequestId(a)).replaceAll(idA, 'ID') === JSON.stringify(withoutRequestId(b)).replaceAll(idB, 'ID');
              const isLimited = reply.status === 429 || unknown.status === 429;
              if (!isLimited && (reply.status !== unknown.status || !same(reply.body, unknown.body, id, unknownId)))
                leaks.push(`${label} but ${unknown.status} for an unknown id`);
            }
          }
        }
      }
    }
    expect(leaks).toEqual([]);
    expect([...unchecked]).toEqual([]);
    expect(requests).toBeGreaterThan(2000);

    // Nothing that existed before changed, except the intruders' own rows (their sessions, carts, favourites).
    const after = await snapshot();
    const intruderIds = intruders.map((u) => u.id);
    const changed = [...before]
      .filter(([key, row]) => after.get(key) !== row && !intruderIds.some((id) => row.includes(id)))
      .map(([key]) => key);
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
        const reply = await t.request<TErrorReply>(route.method, path, { token: who.token, body: route.body ? {} : undefined });
        if (reply.status !== 403 || reply.body.message !== message) wrong.push(`${route.method} ${route.path}: ${reply.status}`);
      }
      if (route.path.startsWith('/api/admin/') || route.path.startsWith('/api/trader/')) {
        const anonymous = await t.request(route.method, path, { body: route.body ? {} : undefined });
        if (anonymous.status !== 401) wrong.push(`${route.method} ${route.path} anonymous: ${anonymous.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

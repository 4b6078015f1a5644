import type { TCheckoutReply, TListingDetailReply, TPreferencesReply, TSellerReputationReply, TStartChatReply } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postAd } from '../../test/listing-fixtures.js';
import { parcelFor, TEST_CARD } from '../../test/order-fixtures.js';
import { type TestApp, useTestApp } from '../../test/test-app.js';
import { computeSellerLevels } from './compute-levels.js';

type User = Awaited<ReturnType<TestApp['createUser']>>;
const t = useTestApp();
let admin: User;
beforeAll(async () => {
  admin = await t.createUser({ role: 'admin' });
});

const reputationOf = (sellerId: string, viewer?: User) =>
  t.request<TSellerReputationReply>('GET', `/api/users/${sellerId}/reputation`, { token: viewer?.token });

/** A buyer buys one of `listingId` and it is shipped: the steps of a real sale. */
async function shippedSale(seller: User, listingId: string) {
  const buyer = await t.createUser();
  await t.request('POST', '/api/user/wallet/deposit', { token: buyer.token, body: { amount: 500, ...TEST_CARD } });
  const order = (await t.checkout<TCheckoutReply>({ token: buyer.token, body: { items: [{ productId: listingId, quantity: 1 }] } })).body
    .orders[0]!;
  await t.request('PATCH', `/api/user/orders/${order.id}/status`, { token: seller.token, body: { status: 'processing' } });
  await t.request('PATCH', `/api/user/orders/${order.id}/status`, {
    token: seller.token,
    body: { status: 'shipped', ...(await parcelFor(t, { status: 'shipped', orderId: order.id, token: seller.token })) },
  });
  return { buyer, orderId: order.id };
}

async function completedSale(seller: User, listingId: string, rating: number) {
  const { buyer, orderId } = await shippedSale(seller, listingId);
  await t.request('POST', `/api/user/wallet/confirm-delivery/${orderId}`, { token: buyer.token });
  const reviewed = await t.request('POST', `/api/user/orders/${orderId}/review`, { token: buyer.token, body: { rating } });
  expect(reviewed.status).toBe(200);
  return buyer;
}

const computeLevels = () => computeSellerLevels(t.db, { shipDays: t.app.config.SHIP_DEADLINE_DAYS });

describe('seller reputation and levels', () => {
  it('raises a seller with good completed sales to Rising, shown on their page and on their listings', async () => {
    const seller = await t.createUser();
    const listing = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Rated game', quantity: '5' } });
    expect((await reputationOf(seller.id)).body.reputation).toMatchObject({ level: 'new', completedSales: null, computedAt: null });

    const buyer = await completedSale(seller, listing, 5);
    await completedSale(seller, listing, 5);
    await completedSale(seller, listing, 4);
    // The buyer asked two hours ago; the seller answered half an hour later.
    const chat = await t.request<TStartChatReply>('POST', '/api/user/chat/start', {
      token: buyer.token,
      body: { other_user_id: seller.id, product_id: listing },
    });
    await t.request('POST', `/api/user/chat/${chat.body.chatId}/send`, { token: buyer.token, body: { message: 'Is it still sealed?' } });
    await t.request('POST', `/api/user/chat/${chat.body.chatId}/send`, { token: seller.token, body: { message: 'Yes, sealed.' } });
    await t.db.execute(sql`
      update messages set created_at = now() - case when sender_id = ${buyer.id} then interval '120 minutes' else interval '90 minutes' end
      where conversation_id = ${chat.body.chatId}`);

    await computeLevels();
    const { reputation } = (await reputationOf(seller.id)).body;
    expect(reputation).toMatchObject({
      level: 'rising',
      rating: 4.7,
      reviews: 3,
      ratingBreakdown: [2, 1, 0, 0, 0],
      completedSales: 3,
      responseMinutes: 30,
      onTimePercent: 100,
      disputePercent: 0,
    });
    expect(reputation.computedAt).not.toBeNull();
    const ad = (await t.request<TListingDetailReply>('GET', `/api/ads/${listing}`)).body;
    expect(ad.seller.level).toBe('rising');
  });

  it('keeps a seller whose orders end in disputes as New, and counts late parcels against on-time shipping', async () => {
    const seller = await t.createUser();
    const listing = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Disputed game', quantity: '5' } });
    for (const rating of [5, 5, 5]) await completedSale(seller, listing, rating);
    const { buyer, orderId } = await shippedSale(seller, listing);
    const opened = await t.request('POST', `/api/user/orders/${orderId}/dispute`, {
      token: buyer.token,
      body: { reason: 'damaged', details: 'The disc arrived cracked and does not load.' },
    });
    expect(opened.status).toBe(201);
    // A fifth order placed a week ago that the seller never shipped.
    const late = await t.createUser();
    await t.request('POST', '/api/user/wallet/deposit', { token: late.token, body: { amount: 500, ...TEST_CARD } });
    const unshipped = (await t.checkout<TCheckoutReply>({ token: late.token, body: { items: [{ productId: listing, quantity: 1 }] } })).body
      .orders[0]!;
    await t.db.execute(sql`update orders set created_at = now() - interval '7 days' where id = ${unshipped.id}`);

    await computeLevels();
    expect((await reputationOf(seller.id)).body.reputation).toMatchObject({
      level: 'new',
      completedSales: 3,
      onTimePercent: 80,
      disputePercent: 20,
    });
  });

  it('shows others only the level and rating of a private profile, and nothing of a suspended seller', async () => {
    const seller = await t.createUser();
    const listing = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Private seller', quantity: '5' } });
    await completedSale(seller, listing, 5);
    const current = await t.request<TPreferencesReply>('GET', '/api/user/preferences', { token: seller.token });
    await t.request('PUT', '/api/user/preferences', {
      token: seller.token,
      body: { ...current.body.preferences, profileVisibility: 'private' },
    });
    await computeLevels();
    expect((await reputationOf(seller.id)).body.reputation).toMatchObject({
      level: 'new',
      rating: 5,
      completedSales: null,
      onTimePercent: null,
    });
    expect((await reputationOf(seller.id, seller)).body.reputation).toMatchObject({ completedSales: 1, onTimePercent: 100 });

    await t.db.execute(sql`update users set suspended_at = now() where id = ${seller.id}`);
    expect((await reputationOf(seller.id)).status).toBe(404);
  });
});

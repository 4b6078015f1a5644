import type { TCartReply, TChatMessagesReply, TErrorReply, TListingDetailReply, TOfferReply, TOffersReply } from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../../test/ledger-invariants.js';
import { moneyHelpers, type User } from '../../test/money-fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { shop } from '../../test/vat-fixtures.js';
import { expireOffers } from './expire-offers.js';
import { offers } from './tables.js';

const t = useTestApp();
let admin: User;
beforeAll(async () => {
  admin = await t.createUser({ role: 'admin' });
});
const m = () => moneyHelpers(t, () => admin);

const offer = (buyer: User, productId: string, price: number) =>
  t.request<TOfferReply>('POST', '/api/user/offers', { token: buyer.token, body: { productId, price } });
const answer = (user: User, id: string, action: 'accept' | 'decline' | 'counter', price?: number) =>
  t.request<TOfferReply>('POST', `/api/user/offers/${id}/${action}`, { token: user.token, ...(price ? { body: { price } } : {}) });
const cartOf = async (user: User) => (await t.request<TCartReply>('GET', '/api/user/cart', { token: user.token })).body;
const listing = async (id: string, user: User) =>
  (await t.request<TListingDetailReply>('GET', `/api/user/ads/${id}`, { token: user.token })).body;
const thread = async (user: User, chatId: string) =>
  (await t.request<TChatMessagesReply>('GET', `/api/user/chat/${chatId}/messages`, { token: user.token })).body.messages;
/** Time passes: the offer's deadline (or its reservation's, which its cart line holds too) is a minute ago. */
async function timePasses(id: string, column: 'expires_at' | 'reserved_until') {
  await t.db.execute(sql`update offers set ${sql.raw(column)} = now() - interval '1 minute' where id = ${id}`);
  await t.db.execute(sql`update cart_items set reserved_until = now() - interval '1 minute' where offer_id = ${id}`);
}

async function offerListing(fields: Record<string, string> = {}) {
  const [seller, buyer] = [await t.createUser(), await t.createUser()];
  const item = await m().ad(seller, { title: 'Elden Ring', price: '200', acceptsOffers: 'true', ...fields });
  return { seller, buyer, item };
}

describe('offers', () => {
  it('go offer, counter, accept in the chat thread, and the accepted price is what checkout charges, VAT inside it', async () => {
    const seller = await shop(t, { vatRegistered: true });
    const buyer = await t.createUser();
    const item = await m().ad(seller, { title: 'PS5 Slim', price: '230', acceptsOffers: 'true', quantity: '2' });

    const above = await offer(buyer, item, 231);
    expect([above.status, (above.body as unknown as TErrorReply).code]).toEqual([400, 'OFFER_ABOVE_PRICE']);
    const made = await offer(buyer, item, 150);
    expect(made.status).toBe(200);
    expect(made.body.offer).toMatchObject({ price: 150, listPrice: 230, status: 'pending', turn: 'seller' });
    const again = await offer(buyer, item, 160);
    expect((again.body as unknown as TErrorReply).code).toBe('OFFER_OPEN');
    const id = made.body.offer.id;

    // Not the buyer's turn; the seller counters.
    expect((await answer(buyer, id, 'accept')).body).toMatchObject({ code: 'OFFER_NOT_YOUR_TURN' });
    const countered = await answer(seller, id, 'counter', 172.5);
    expect(countered.body.offer).toMatchObject({ price: 172.5, status: 'countered', turn: 'buyer' });
    const accepted = await answer(buyer, id, 'accept');
    expect(accepted.body.offer).toMatchObject({ status: 'accepted', turn: null });
    expect(accepted.body.offer.reservedUntil).not.toBeNull();

    const messages = await thread(seller, made.body.offer.chatId);
    expect(messages.map((message) => [message.offer?.action, message.offer?.price, message.sender_id])).toEqual([
      ['offered', 150, buyer.id],
      ['countered', 172.5, seller.id],
      ['accepted', 172.5, buyer.id],
    ]);
    expect(messages.every((message) => message.offer?.status === 'accepted')).toBe(true);

    // One item is held for the buyer at the agreed price; the other stays on sale.
    expect((await listing(item, seller)).quantity).toBe(1);
    const cart = await cartOf(buyer);
    expect(cart.cart[0]!.items[0]).toMatchObject({ productId: item, price: 172.5, quantity: 1, inStock: true });
    expect(cart.summary).toMatchObject({ subtotal: 172.5, vat: 22.5, total: 172.5 });
    const more = await t.request<TErrorReply>('PUT', `/api/user/cart/items/${cart.cart[0]!.items[0]!.id}`, {
      token: buyer.token,
      body: { quantity: 2 },
    });
    expect(more.body.code).toBe('OFFER_LINE_FIXED');

    await m().fund(buyer, 500);
    const paid = await m().checkout(buyer, {});
    expect(paid.status).toBe(201);
    expect(paid.body.orders[0]).toMatchObject({ subtotal: 172.5, total: 172.5, vat: 22.5, vatPercent: 15 });
    expect((await m().balance(buyer)).available).toBe(500 - 172.5);
    expect((await listing(item, seller)).quantity).toBe(1);
    const [row] = await t.db.select().from(offers).where(eq(offers.id, id));
    expect(row!.status).toBe('purchased');
    await expectLedgerInvariants(t.db);

    const notices = await m().notificationsOf(seller);
    expect(notices.map((n) => n.data.event)).toEqual(expect.arrayContaining(['offer_made', 'offer_accepted']));
    expect((await m().notificationsOf(buyer)).map((n) => n.data.event)).toContain('offer_countered');
  });

  it('are refused on listings that do not take them, and declined at once below the seller’s minimum', async () => {
    const { buyer, seller } = await offerListing();
    const plain = await m().ad(seller, { title: 'No offers here', price: '100' });
    expect((await offer(buyer, plain, 50)).body).toMatchObject({ code: 'OFFERS_OFF' });
    const own = await m().ad(seller, { title: 'With minimum', price: '100', acceptsOffers: 'true', minOffer: '80' });
    expect((await offer(seller, own, 90)).body).toMatchObject({ code: 'OWN_LISTING' });
    const low = await offer(buyer, own, 70);
    expect(low.body.offer.status).toBe('declined');
    expect((await thread(buyer, low.body.offer.chatId)).map((message) => message.offer?.action)).toEqual(['offered', 'auto_declined']);
    // The minimum is the seller's to know.
    expect((await listing(own, seller)).minOffer).toBe(80);
    expect((await listing(own, buyer)).minOffer).toBeNull();
    expect((await offer(buyer, own, 85)).body.offer.status).toBe('pending');
  });

  it('expire unanswered, and an accepted offer not bought in time puts the item back on sale', async () => {
    const { buyer, seller, item } = await offerListing();
    const made = (await offer(buyer, item, 150)).body.offer;
    await timePasses(made.id, 'expires_at');
    expect((await answer(seller, made.id, 'accept')).body).toMatchObject({ code: 'OFFER_CLOSED' });
    expect(await expireOffers(t.db)).toEqual([made.id]);
    expect(await expireOffers(t.db)).toEqual([]);
    const mine = (await t.request<TOffersReply>('GET', `/api/user/offers?productId=${item}`, { token: buyer.token })).body.offers;
    expect(mine.map((o) => o.status)).toEqual(['expired']);

    const second = (await offer(buyer, item, 160)).body.offer;
    expect((await answer(seller, second.id, 'accept')).body.offer.status).toBe('accepted');
    expect((await listing(item, seller)).status).toBe('sold');
    await timePasses(second.id, 'reserved_until');
    // Past its reservation the line is no longer held, even before the sweep.
    expect((await cartOf(buyer)).cart[0]!.items[0]).toMatchObject({ inStock: false });
    expect(await expireOffers(t.db)).toEqual([second.id]);
    expect((await cartOf(buyer)).cart).toEqual([]);
    expect(await listing(item, seller)).toMatchObject({ status: 'active', quantity: 1 });
    const events = (await m().notificationsOf(buyer)).map((n) => n.data.event);
    expect(events.filter((event) => event === 'offer_expired')).toHaveLength(2);
  });

  it('of two buyers accepted at once on a single item: one wins, the other hears it is gone', async () => {
    const { seller, item } = await offerListing();
    const buyers = [await t.createUser(), await t.createUser()];
    const made = await Promise.all(buyers.map(async (buyer) => (await offer(buyer, item, 150)).body.offer.id));
    const replies = await Promise.all(made.map((id) => answer(seller, id, 'accept')));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409]);
    expect(replies.map((reply) => (reply.body as unknown as TErrorReply).code ?? 'ok').sort()).toEqual(['OUT_OF_STOCK', 'ok']);
    const winner = buyers[replies.findIndex((reply) => reply.status === 200)]!;
    const loser = buyers[replies.findIndex((reply) => reply.status !== 200)]!;
    expect((await cartOf(winner)).summary.total).toBe(150);
    expect((await cartOf(loser)).cart).toEqual([]);
    expect((await listing(item, seller)).quantity).toBe(0);
    // Nor can anyone else buy it meanwhile.
    const other = await t.createUser();
    const add = await t.request<TErrorReply>('POST', '/api/user/cart', { token: other.token, body: { productId: item, quantity: 1 } });
    expect(add.status).toBe(404);
  });

  it('are limited per account and hour (20 by default), refused ones included', async () => {
    const { buyer, item } = await offerListing();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await offer(buyer, item, 100)).status);
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(1, 20).every((status) => status === 409)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

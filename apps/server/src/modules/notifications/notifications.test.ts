import type { TDoneReply, TNotificationsReply, TTraderNotificationsReply } from '@gamesouq/core';
import { describe, expect, it } from 'vitest';
import { postAd } from '../../test/listing-fixtures.js';
import { buyListing, parcelFor } from '../../test/order-fixtures.js';
import { nextEvent, useSockets } from '../../test/sockets.js';
import { type User, useAdmin, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const admin = useAdmin(t);
const { connect } = useSockets(() => t.baseUrl);
const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvv: '123', cardHolder: 'Test Seller' };
const asAdmin = (path: string, body?: unknown) => t.request<TDoneReply>('POST', path, { token: admin.token, body });
/** What the bell lists: the same rows as the pushed events. */
const stored = async (user: User) => {
  await t.jobsSettled();
  return (await t.request<TNotificationsReply>('GET', '/api/user/notifications', { token: user.token })).body.notifications;
};

async function requestWithdrawal(user: User, amount: number) {
  await t.request('POST', '/api/user/wallet/deposit', { token: user.token, body: { amount: 500, description: 'Top-up', ...card } });
  const reply = await t.request<{ id: string }>('POST', '/api/user/wallet/withdraw', {
    token: user.token,
    body: { amount, description: 'Payout', account_info: 'Card 4242 4242 4242 4242' },
  });
  return reply.body.id;
}

describe('notifications of admin decisions', () => {
  it('stores and pushes a withdrawal approval and a rejection, with the event and amount for the client to word', async () => {
    const user = await t.createUser();
    const socket = await connect(user);
    const [approvedId, rejectedId] = [await requestWithdrawal(user, 120.5), await requestWithdrawal(user, 75)];

    const approvedPush = nextEvent(socket, 'notification', (n) => n.data.event === 'withdrawal_approved');
    expect((await asAdmin(`/api/admin/withdrawals/${approvedId}/approve`, { transfer_reference: 'SNB-1' })).status).toBe(200);
    const approved = await approvedPush;
    expect(approved).toMatchObject({
      type: 'withdrawal',
      title: 'Withdrawal approved',
      message: 'Your withdrawal of 120.50 SAR is on its way.',
      data: { event: 'withdrawal_approved', amount: '120.50' },
      isRead: false,
    });

    const rejectedPush = nextEvent(socket, 'notification', (n) => n.data.event === 'withdrawal_rejected');
    await asAdmin(`/api/admin/withdrawals/${rejectedId}/reject`, { rejection_reason: 'IBAN does not match' });
    expect(await rejectedPush).toMatchObject({
      type: 'withdrawal',
      title: 'Withdrawal rejected',
      data: { event: 'withdrawal_rejected', amount: '75.00', reason: 'IBAN does not match' },
    });

    const list = await stored(user);
    expect(list.map((n) => n.data.event)).toEqual(expect.arrayContaining(['withdrawal_approved', 'withdrawal_rejected']));
    expect(list.find((n) => n.id === approved.id)).toEqual(approved);
  });

  it('stores and pushes an ad approval and a rejection to the seller, leading to the product', async () => {
    const seller = await t.createUser();
    const socket = await connect(seller);
    const approvedAd = await postAd(t, { token: seller.token, fields: { title: 'Elden Ring' } });
    const rejectedAd = await postAd(t, { token: seller.token, fields: { title: 'Fake controller' } });

    const approvedPush = nextEvent(socket, 'notification', (n) => n.productId === approvedAd);
    await asAdmin(`/api/admin/ads/${approvedAd}/approve`);
    expect(await approvedPush).toMatchObject({
      type: 'product',
      title: 'Ad approved',
      productId: approvedAd,
      data: { event: 'listing_approved', title: 'Elden Ring' },
    });

    const rejectedPush = nextEvent(socket, 'notification', (n) => n.productId === rejectedAd);
    await asAdmin(`/api/admin/ads/${rejectedAd}/reject`, { reason: 'Counterfeit item' });
    expect(await rejectedPush).toMatchObject({
      type: 'product',
      title: 'Ad rejected',
      data: { event: 'listing_rejected', title: 'Fake controller', reason: 'Counterfeit item' },
    });

    const list = await stored(seller);
    expect(list.filter((n) => n.type === 'product').map((n) => n.data.event)).toEqual(['listing_rejected', 'listing_approved']);
    // Nobody else hears of it.
    expect(await stored(await t.createUser())).toEqual([]);
  });

  it('tells the seller of a buyer’s rating, with the order number, as the trader panel’s review kind', async () => {
    const seller = await t.createUser({ role: 'trader' });
    const listingId = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Rated game', price: '60' } });
    const { orderId, buyer } = await buyListing(t, { listingId });
    for (const status of ['processing', 'shipped'])
      await t.request('PATCH', `/api/user/orders/${orderId}/status`, {
        token: seller.token,
        body: { status, ...(await parcelFor(t, { status, orderId, token: seller.token })) },
      });
    await t.request('POST', `/api/user/wallet/confirm-delivery/${orderId}`, { token: buyer.token });
    const number = (await t.request<{ number: number }>('GET', `/api/user/orders/${orderId}`, { token: buyer.token })).body.number;
    const socket = await connect(seller);

    const pushed = nextEvent(socket, 'notification', (n) => n.data.event === 'reviewed');
    const review = await t.request<TDoneReply>('POST', `/api/user/orders/${orderId}/review`, {
      token: buyer.token,
      body: { rating: 4, review: 'Fast and well packed' },
    });
    expect(review.body.message).toBe('Rating submitted successfully!');
    expect(await pushed).toMatchObject({
      type: 'order',
      title: 'New review',
      message: `The buyer rated order #${number} 4 out of 5.`,
      orderId,
      data: { event: 'reviewed', number: String(number), rating: '4' },
    });
    const panel = await t.request<TTraderNotificationsReply>('GET', '/api/trader/notifications', { token: seller.token });
    expect(panel.body.notifications.filter((n) => n.type === 'review')).toEqual([
      expect.objectContaining({ notification_type: 'order', orderId, data: expect.objectContaining({ rating: '4' }) }),
    ]);
    // The buyer is not told of their own review, and a refused second review tells nobody.
    expect((await stored(buyer)).some((n) => n.data.event === 'reviewed')).toBe(false);
    const again = await t.request('POST', `/api/user/orders/${orderId}/review`, { token: buyer.token, body: { rating: 1 } });
    expect(again.status).toBe(409);
    expect((await stored(seller)).filter((n) => n.data.event === 'reviewed')).toHaveLength(1);
  });

  it('tells every tab when notifications are read or deleted over HTTP, with the unread count', async () => {
    const user = await t.createUser();
    const [socket, otherTab] = [await connect(user), await connect(user)];
    const [first, second] = [await requestWithdrawal(user, 60), await requestWithdrawal(user, 70)];
    await asAdmin(`/api/admin/withdrawals/${first}/approve`, { transfer_reference: 'SNB-2' });
    await asAdmin(`/api/admin/withdrawals/${second}/approve`, { transfer_reference: 'SNB-3' });
    const [newest, older] = await stored(user);
    if (!newest || !older) throw new Error('Both approvals should be listed');

    const one = nextEvent(otherTab, 'notifications_read');
    expect((await t.request('PATCH', `/api/user/notifications/${older.id}/read`, { token: user.token })).status).toBe(200);
    expect(await one).toEqual({ ids: [older.id], all: false, unreadCount: 1 });

    const deleted = nextEvent(socket, 'notifications_read');
    await t.request('DELETE', `/api/user/notifications/${newest.id}`, { token: user.token });
    expect(await deleted).toEqual({ ids: [newest.id], all: false, unreadCount: 0 });

    const all = nextEvent(otherTab, 'notifications_read');
    const acked = await socket.timeout(3000).emitWithAck('mark_all_notifications_read');
    expect(acked).toEqual({ success: true });
    expect(await all).toEqual({ ids: [], all: true, unreadCount: 0 });
  });
});

import { randomUUID } from 'node:crypto';
import type {
  TCheckoutReply,
  TDepositReply,
  TNotificationsReply,
  TOrderChangeReply,
  TOrderReply,
  TWalletBalanceReply,
} from '@gamesouq/core';
import { postAd } from './listing-fixtures.js';
import { parcelFor, TEST_CARD } from './order-fixtures.js';
import type { TestApp, User } from './test-app.js';

export type { User } from './test-app.js';

/** Helpers that move money through the API, as a client would. */
export function moneyHelpers(t: TestApp, admin: () => User) {
  const fund = (user: User, amount: number) =>
    t.request<TDepositReply>('POST', '/api/user/wallet/deposit', {
      token: user.token,
      body: { amount, ...TEST_CARD },
      // Each top-up is a new one, as the web marks it with its own Idempotency-Key.
      headers: { 'idempotency-key': randomUUID() },
    });
  const balance = async (user: User) =>
    (await t.request<TWalletBalanceReply>('GET', '/api/user/wallet/balance', { token: user.token })).body;
  const ad = (seller: User, fields: Record<string, string>) => postAd(t, { token: seller.token, approveWith: admin().token, fields });
  const checkout = <T = TCheckoutReply>(user: User, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    t.checkout<T>({ token: user.token, body, headers });
  const setStatus = async (user: User, id: string, status: string) =>
    t.request<TOrderChangeReply>('PATCH', `/api/user/orders/${id}/status`, {
      token: user.token,
      body: { status, ...(await parcelFor(t, { status, orderId: id, token: user.token })) },
    });
  /** What the bell lists once the queue has delivered what the calls so far recorded. */
  const notificationsOf = async (user: User) => {
    await t.jobsSettled();
    return (await t.request<TNotificationsReply>('GET', '/api/user/notifications?limit=100', { token: user.token })).body.notifications;
  };

  /** A paid order of one 100 SAR item from a person (no VAT, nothing added), with the buyer's wallet funded with 500 SAR. */
  async function paidOrder({ delivery = 'shipping' }: { delivery?: 'shipping' | 'hand' } = {}) {
    const [seller, buyer] = [await t.createUser(), await t.createUser()];
    const item = await ad(seller, { title: `Order ${delivery}`, price: '100', quantity: '2', deliveryType: delivery });
    await fund(buyer, 500);
    const reply = await checkout(buyer, { items: [{ productId: item, quantity: 1 }] });
    if (reply.status !== 201) throw new Error(`checkout failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    return { seller, buyer, item, order: reply.body.orders[0]! };
  }

  /** The seller types the pickup code the buyer's order page shows: the hand-over. */
  async function handOver(seller: User, buyer: User, id: string) {
    const { body } = await t.request<TOrderReply>('GET', `/api/user/orders/${id}`, { token: buyer.token });
    return t.request<TOrderChangeReply>('POST', `/api/user/orders/${id}/pickup/handover`, {
      token: seller.token,
      body: { code: body.pickup?.code },
    });
  }

  /** The order moved by its seller to shipped (or ready for pickup and handed over to the buyer). */
  async function handedOverOrder({ delivery = 'shipping' }: { delivery?: 'shipping' | 'hand' } = {}) {
    const paid = await paidOrder({ delivery });
    await setStatus(paid.seller, paid.order.id, 'processing');
    await setStatus(paid.seller, paid.order.id, delivery === 'hand' ? 'ready_for_pickup' : 'shipped');
    if (delivery === 'hand') await handOver(paid.seller, paid.buyer, paid.order.id);
    return paid;
  }

  return { fund, balance, ad, checkout, setStatus, notificationsOf, paidOrder, handedOverOrder, handOver };
}

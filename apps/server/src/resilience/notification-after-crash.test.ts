import { randomUUID } from 'node:crypto';
import type { TCheckoutReply, TNotificationsReply } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postAd } from '../test/listing-fixtures.js';
import { TEST_CARD } from '../test/order-fixtures.js';
import { SERVER_PROCESS_TIMEOUT_MS } from '../test/server-process.js';
import { useTestApp } from '../test/test-app.js';

// No worker in this test's own app: the first server process below is the only one that could deliver, until killed.
const t = useTestApp({ RUN_JOBS: 'false' });

const placedNotices = async (sellerId: string, orderId: string) =>
  (
    await t.db.execute(
      sql`select id from notifications where user_id = ${sellerId} and data->>'event' = 'placed' and data->>'orderId' = ${orderId}`,
    )
  ).rows;

describe('a server killed between an order and its notification', () => {
  it('still tells the seller once it is restarted, and only once', { timeout: SERVER_PROCESS_TIMEOUT_MS }, async () => {
    const [admin, seller, buyer] = [await t.createUser({ role: 'admin' }), await t.createUser({ role: 'trader' }), await t.createUser()];
    const productId = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { price: '10', quantity: '5' } });
    await t.request('POST', '/api/user/wallet/deposit', { token: buyer.token, body: { amount: 100, ...TEST_CARD } });

    // A web-only process commits the order (and its event), then dies before anything delivers it.
    const first = await t.startAnotherProcess();
    const call = (path: string, body: unknown) =>
      fetch(`${first.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}`, 'idempotency-key': randomUUID() },
        body: JSON.stringify(body),
      });
    await call('/api/user/cart', { productId, quantity: 1 });
    const placed = await call('/api/user/orders', { items: [{ productId, quantity: 1 }] });
    expect(placed.status).toBe(201);
    const orderId = ((await placed.json()) as TCheckoutReply).orders[0]!.id;
    await first.stop('SIGKILL');
    expect(await placedNotices(seller.id, orderId)).toEqual([]);

    const second = await t.startAnotherProcess({ RUN_JOBS: 'true' });
    try {
      await t.jobsSettled({ timeoutMs: 30_000 });
      expect(await placedNotices(seller.id, orderId)).toHaveLength(1);
      const bell = await fetch(`${second.baseUrl}/api/user/notifications`, { headers: { authorization: `Bearer ${seller.token}` } });
      expect(((await bell.json()) as TNotificationsReply).notifications).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ title: 'New order', orderId, data: expect.objectContaining({ event: 'placed' }) }),
        ]),
      );
    } finally {
      await second.stop();
    }
  });
});

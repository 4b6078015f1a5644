import type { TDisputeChangeReply } from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { orders } from '../modules/orders/tables.js';
import { expectLedgerInvariants } from '../test/ledger-invariants.js';
import { moneyHelpers } from '../test/money-fixtures.js';
import { useAdmin, useTestApp } from '../test/test-app.js';
import { releaseLockedOrders, sweepOrders } from './escrow-sweeper.js';

const t = useTestApp();
const admin = useAdmin(t);

const m = () => moneyHelpers(t, () => admin);
const settings = { releaseDays: 3, shipDays: 5, commissionPercent: 0 };
const ageShipping = (id: string, days: number) =>
  t.db
    .update(orders)
    .set({ shippedAt: sql`now() - make_interval(days => ${days})`, protectionStartsAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(orders.id, id));

describe('the escrow sweeper', () => {
  it('releases and refunds each order once when two instances sweep the same orders at the same time', async () => {
    const { balance } = m();
    const due = await Promise.all(Array.from({ length: 6 }, () => m().handedOverOrder()));
    for (const { order } of due) await ageShipping(order.id, 4);
    const late = await Promise.all(Array.from({ length: 6 }, () => m().paidOrder()));
    for (const { order } of late) {
      await t.db.update(orders).set({ createdAt: sql`now() - interval '6 days'` }).where(eq(orders.id, order.id));
    }
    // A second instance: its own connection pool on the same database.
    const second = createDb((t.db.$client as unknown as { options: { connectionString: string } }).options.connectionString, { max: 4 });
    try {
      const results = await Promise.all([sweepOrders(t.db, settings), sweepOrders(second.db, settings), sweepOrders(t.db, settings)]);
      const released = results.flatMap((r) => r.released);
      const canceled = results.flatMap((r) => r.canceled);
      expect(released.sort()).toEqual(due.map((d) => d.order.id).sort());
      expect(canceled.sort()).toEqual(late.map((l) => l.order.id).sort());
    } finally {
      await second.pool.end();
    }
    for (const { seller } of due) expect(await balance(seller)).toMatchObject({ available: 100, pending: 0 });
    for (const { buyer, seller } of late) {
      expect(await balance(buyer)).toMatchObject({ available: 500 });
      expect(await balance(seller)).toMatchObject({ available: 0, pending: 0 });
    }
    const again = await sweepOrders(t.db, settings);
    expect([again.released, again.canceled]).toEqual([[], []]);
    await expectLedgerInvariants(t.db);
  });

  it('honours a dispute committed after its query read the order and before it locked it', async () => {
    const { balance } = m();
    const { buyer, seller, order } = await m().handedOverOrder();
    await ageShipping(order.id, 4);
    // What the sweeper's query saw: the order due, with no dispute yet.
    const [seen] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    const opened = await t.request<TDisputeChangeReply>('POST', `/api/user/orders/${order.id}/dispute`, {
      token: buyer.token,
      body: { reason: 'not_received', details: 'Nothing has arrived after a week.' },
    });
    expect(opened.status).toBe(201);
    const released = await inTransaction(t.db, async (tx) => {
      await tx.select().from(orders).where(eq(orders.id, order.id)).for('update', { skipLocked: true });
      return releaseLockedOrders(tx, [seen!], 0);
    });
    expect(released).toEqual([]);
    expect((await sweepOrders(t.db, settings)).released).not.toContain(order.id);
    expect(await balance(seller)).toMatchObject({ pending: 100, available: 0 });
    await expectLedgerInvariants(t.db);
  });
});

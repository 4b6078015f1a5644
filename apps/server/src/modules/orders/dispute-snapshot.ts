import { halalasToSar } from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { disputeMessages, disputes, orders } from './tables.js';

/** A dispute's decision state, its order's money and the length of its thread. */
export async function disputeSnapshot(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      dispute: disputes,
      orderStatus: orders.status,
      paymentStatus: orders.paymentStatus,
      escrow: orders.escrow,
      messageCount: sql<number>`(select count(*)::int from ${disputeMessages} where ${disputeMessages.disputeId} = ${disputes.id})`,
    })
    .from(disputes)
    .innerJoin(orders, eq(orders.id, disputes.orderId))
    .where(eq(disputes.id, id));
  if (!row) return null;
  const { dispute } = row;
  return {
    orderId: dispute.orderId,
    status: dispute.status,
    resolution: dispute.resolution,
    refundAmount: dispute.refundAmount === null ? null : halalasToSar(dispute.refundAmount),
    decisionNote: dispute.decisionNote,
    orderStatus: row.orderStatus,
    paymentStatus: row.paymentStatus,
    escrow: halalasToSar(row.escrow),
    messageCount: row.messageCount,
  };
}

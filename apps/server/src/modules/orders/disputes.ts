import {
  halalasToSar,
  type OrderStatus,
  sarToHalalas,
  type TDisputeMessageView,
  type TDisputeRowView,
  type TDisputeView,
  type TPaginationView,
} from '@gamesouq/core';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import type { StoredImage } from '../../lib/images.js';
import { type Actor, recordAudit } from '../audit/index.js';
import { recordEvent } from '../events/index.js';
import type { UserRow } from '../users/index.js';
import { completeOrder, lockOrder } from './change-order.js';
import { disputeEvidence } from './dispute-evidence.js';
import { insertDisputePhotos, photosByMessage } from './dispute-photos.js';
import { disputeSnapshot } from './dispute-snapshot.js';
import { refundOrder, refundPart, releaseEscrow } from './order-money.js';
import { refundToMethod } from './refund-to-method.js';
import { disputeMessages, disputes, orders } from './tables.js';

type Row = Record<string, unknown>;

export async function openDisputeOf(tx: Tx, orderId: string) {
  const [dispute] = await tx
    .select()
    .from(disputes)
    .where(and(eq(disputes.orderId, orderId), eq(disputes.status, 'open')));
  return dispute ?? null;
}

/**
 * The buyer of a shipped, unreleased order opens one dispute, which freezes the escrow. The details and the photos
 * are the thread's first message.
 */
export async function openDispute(
  tx: Tx,
  {
    orderId,
    user,
    reason,
    details,
    photos = [],
  }: { orderId: string; user: UserRow; reason: (typeof disputes.$inferInsert)['reason']; details: string; photos?: StoredImage[] },
) {
  const { order, actor } = await lockOrder(tx, { orderId, user });
  const isAwaitingBuyer = order.status === 'shipped' || order.status === 'ready_for_pickup';
  const [existing] = await tx.select({ id: disputes.id }).from(disputes).where(eq(disputes.orderId, orderId));
  if (actor !== 'buyer' || !isAwaitingBuyer || existing) throw new AppError('DISPUTE_NOT_ALLOWED');
  const id = newId();
  const messageId = newId();
  await tx.insert(disputes).values({ id, orderId, openedBy: user.id, reason, details });
  await tx.insert(disputeMessages).values({ id: messageId, disputeId: id, authorId: user.id, body: details });
  await insertDisputePhotos(tx, { disputeId: id, messageId, photos });
  await recordEvent(tx, { type: 'orders_changed', orderIds: [orderId], change: 'disputed' });
  return id;
}

/** Which dispute `readDispute` reads: by its id, or by its order's. */
export const disputeWhere = {
  id: (id: string) => sql`d.id = ${id}`,
  orderId: (orderId: string) => sql`d.order_id = ${orderId}`,
};

/** The dispute with its thread, for the two parties and admins only. */
type DisputeRow = typeof disputes.$inferSelect;

export async function readDispute(db: Db, { where, viewer }: { where: SQL; viewer: UserRow }): Promise<TDisputeView> {
  const result = await db.execute(sql`
    select d.*, o.number, o.buyer_id, o.seller_id, o.total, o.escrow, o.status as order_status,
      b.name as buyer_name, s.name as seller_name
    from disputes d join orders o on o.id = d.order_id join users b on b.id = o.buyer_id join users s on s.id = o.seller_id
    where ${where}`);
  const row = result.rows[0] as Row | undefined;
  const isParty = row && (row.buyer_id === viewer.id || row.seller_id === viewer.id);
  if (!row || !(isParty || viewer.role === 'admin')) throw new AppError('NOT_FOUND', 'errors.disputeNotFound');
  const photos = await photosByMessage(db, { disputeId: String(row.id), orderId: String(row.order_id) });
  const messages = await db
    .select({
      id: disputeMessages.id,
      authorId: disputeMessages.authorId,
      body: disputeMessages.body,
      createdAt: disputeMessages.createdAt,
      authorName: sql<string>`(select name from users where id = ${disputeMessages.authorId})`,
    })
    .from(disputeMessages)
    .where(eq(disputeMessages.disputeId, String(row.id)))
    .orderBy(asc(disputeMessages.createdAt), asc(disputeMessages.id));
  const thread = messages.map(
    (m): TDisputeMessageView => ({
      id: m.id,
      authorId: m.authorId,
      authorName: m.authorName,
      role: m.authorId === row.buyer_id ? 'buyer' : m.authorId === row.seller_id ? 'seller' : 'admin',
      body: m.body,
      photos: photos.get(m.id) ?? [],
      createdAt: m.createdAt.toISOString(),
    }),
  );
  const createdAt = new Date(String(row.created_at)).toISOString();
  return {
    id: String(row.id),
    orderId: String(row.order_id),
    orderNumber: `#${row.number}`,
    orderStatus: row.order_status as OrderStatus,
    reason: row.reason as DisputeRow['reason'],
    details: String(row.details),
    status: row.status as DisputeRow['status'],
    resolution: (row.resolution as DisputeRow['resolution']) ?? null,
    refundAmount: row.refund_amount === null ? null : halalasToSar(Number(row.refund_amount)),
    decisionNote: (row.decision_note as string | null) ?? null,
    orderTotal: halalasToSar(Number(row.total)),
    escrow: halalasToSar(Number(row.escrow)),
    buyer: { id: String(row.buyer_id), name: String(row.buyer_name) },
    seller: { id: String(row.seller_id), name: String(row.seller_name) },
    createdAt,
    messages: thread,
    evidence: await disputeEvidence(db, { orderId: String(row.order_id), disputedAt: createdAt, messages: thread }),
  };
}

/**
 * A message, with photos or not, in a dispute's thread; the caller has checked that `user` may see the dispute. An
 * admin's message from the disputes screen (`audited`) is noted in the audit log.
 */
export async function postDisputeMessage(
  tx: Tx,
  {
    disputeId,
    user,
    message,
    photos = [],
    audited,
  }: { disputeId: string; user: UserRow; message: string; photos?: StoredImage[]; audited?: Actor },
) {
  const before = audited ? await disputeSnapshot(tx, disputeId) : null;
  const messageId = newId();
  await tx.insert(disputeMessages).values({ id: messageId, disputeId, authorId: user.id, body: message });
  await insertDisputePhotos(tx, { disputeId, messageId, photos });
  const [dispute] = await tx.select({ orderId: disputes.orderId }).from(disputes).where(eq(disputes.id, disputeId));
  // The author of the message is not told about it.
  if (dispute)
    await recordEvent(tx, { type: 'orders_changed', orderIds: [dispute.orderId], change: 'dispute_message', exceptUserId: user.id });
  if (audited)
    await recordAudit(tx, audited, {
      action: 'disputes.message',
      entityType: 'dispute',
      entityId: disputeId,
      before,
      after: { ...(await disputeSnapshot(tx, disputeId)), message, photos: photos.length },
    });
}

/**
 * An admin's decision: release the escrow to the seller, refund the buyer in full (as a cancellation), or refund
 * part of the escrow to the buyer and release the rest to the seller.
 */
export async function decideDispute(
  tx: Tx,
  {
    disputeId,
    admin,
    actor,
    decision,
    refundAmount,
    note,
    commissionPercent,
  }: {
    disputeId: string;
    admin: UserRow;
    actor: Actor;
    decision: 'release' | 'refund' | 'partial_refund';
    refundAmount?: number;
    note: string;
    commissionPercent: number;
  },
) {
  const [found] = await tx.select({ orderId: disputes.orderId }).from(disputes).where(eq(disputes.id, disputeId));
  if (!found) throw new AppError('NOT_FOUND', 'errors.disputeNotFound');
  // The order first, then its dispute: openDispute and confirmDelivery lock them in this order too.
  const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
  const [dispute] = await tx.select().from(disputes).where(eq(disputes.id, disputeId)).for('update');
  if (!order || !dispute) throw new AppError('NOT_FOUND', 'errors.disputeNotFound');
  if (dispute.status !== 'open') throw new AppError('ORDER_DISPUTED', 'errors.disputeDecided');
  const before = await disputeSnapshot(tx, disputeId);
  let refunded: number | null = null;
  if (decision === 'release') {
    await completeOrder(tx, order, commissionPercent);
  } else if (decision === 'refund') {
    const reason = `dispute decided for the buyer${note ? `: ${note}` : ''}`;
    await refundOrder(tx, order, reason);
    await refundToMethod(tx, { order, amount: order.total, reason });
    await tx
      .update(orders)
      .set({
        status: 'canceled',
        paymentStatus: 'refunded',
        canceledAt: sql`now()`,
        cancelReason: 'Refunded after a dispute',
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id));
    refunded = order.total;
  } else {
    const amount = sarToHalalas(refundAmount ?? 0);
    if (amount <= 0 || amount >= order.escrow)
      throw new AppError('VALIDATION_FAILED', { key: 'validation.partialRefundRange', params: { max: halalasToSar(order.escrow) } });
    // Two movements, as the parties see them: the buyer's partial refund out of the escrow, then the release of
    // the rest to the seller (less the commission on what the seller keeps).
    await refundPart(tx, order, amount);
    await refundToMethod(tx, { order, amount, reason: `Partial refund for order #${order.number}` });
    await releaseEscrow(tx, { ...order, escrow: order.escrow - amount }, commissionPercent);
    await tx
      .update(orders)
      .set({ status: 'completed', paymentStatus: 'released', completedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
    refunded = amount;
  }
  await tx
    .update(disputes)
    .set({
      status: 'resolved',
      resolution: decision,
      refundAmount: refunded,
      decisionNote: note,
      decidedBy: admin.id,
      decidedAt: sql`now()`,
    })
    .where(eq(disputes.id, disputeId));
  if (note) await tx.insert(disputeMessages).values({ id: newId(), disputeId, authorId: admin.id, body: note });
  await recordEvent(tx, { type: 'orders_changed', orderIds: [order.id], change: 'dispute_decided' });
  const after = await disputeSnapshot(tx, disputeId);
  await recordAudit(tx, actor, { action: 'disputes.decide', entityType: 'dispute', entityId: disputeId, before, after });
}

export async function listDisputes(
  db: Db,
  { status, page, limit }: { status: 'all' | 'open' | 'resolved'; page: number; limit: number },
): Promise<{ disputes: TDisputeRowView[]; pagination: TPaginationView }> {
  const where = status === 'all' ? sql`true` : sql`d.status = ${status}`;
  const [rows, count] = await Promise.all([
    db.execute(sql`select d.id, d.order_id, d.reason, d.status, d.resolution, d.created_at, o.number, o.total, b.name as buyer_name, s.name as seller_name
      from disputes d join orders o on o.id = d.order_id join users b on b.id = o.buyer_id join users s on s.id = o.seller_id
      where ${where} order by d.created_at desc, d.id limit ${limit} offset ${(page - 1) * limit}`),
    db.execute(sql`select count(*)::int as n from disputes d where ${where}`),
  ]);
  const totalItems = Number((count.rows[0] as Row).n);
  return {
    disputes: (rows.rows as Row[]).map((r) => ({
      id: String(r.id),
      orderId: String(r.order_id),
      orderNumber: `#${r.number}`,
      reason: r.reason as DisputeRow['reason'],
      status: r.status as DisputeRow['status'],
      resolution: (r.resolution as DisputeRow['resolution']) ?? null,
      total: halalasToSar(Number(r.total)),
      buyerName: String(r.buyer_name),
      sellerName: String(r.seller_name),
      createdAt: new Date(String(r.created_at)).toISOString(),
    })),
    pagination: { currentPage: page, totalPages: Math.ceil(totalItems / limit), totalItems, itemsPerPage: limit },
  };
}

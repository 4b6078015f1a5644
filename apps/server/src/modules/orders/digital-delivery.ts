import type { CODE_REPORT_STATUSES, TAnswerCodeReport, TCodeReportsQuery, TDecideCodeReport, TReportCode } from '@gamesouq/core';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { type codeKeysOf, codesOfOrder, replacementCode, retireCode, revealCodes, sellReservedCodes } from '../digital-codes/index.js';
import { recordEvent } from '../events/index.js';
import type { UserRow } from '../users/index.js';
import { cancelOrder, completeOrder, lockOrder } from './change-order.js';
import { codeReports, orderItems, orders, sellerCodeFlags } from './tables.js';

type Order = typeof orders.$inferSelect;
type CodeKeys = Awaited<ReturnType<typeof codeKeysOf>>;
const hoursFromNow = (hours: number) => sql`now() + make_interval(secs => ${Math.round(hours * 3600)})`;

/**
 * A paid code order is delivered at once (ADR 020): its reserved codes are sold to it and it waits for the buyer's
 * reveal, which starts the protection window. The notification says the code is ready, never what it is.
 */
export async function deliverCodeOrder(tx: Tx, order: Pick<Order, 'id'>) {
  await sellReservedCodes(tx, order.id);
  await tx
    .update(orders)
    .set({ status: 'shipped', paymentStatus: 'paid', shippedAt: sql`now()`, deliveredAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id));
  await recordEvent(tx, { type: 'orders_changed', orderIds: [order.id], change: 'code_ready' });
}

async function openReportOf(tx: Tx, orderId: string) {
  const [report] = await tx
    .select()
    .from(codeReports)
    .where(and(eq(codeReports.orderId, orderId), eq(codeReports.status, 'open')))
    .for('update');
  return report;
}

/** The order's codes for its paying buyer only; the first reveal of a code starts the report window. */
export async function revealOrderCodes(
  db: Db,
  { orderId, user, ip, keys, reportHours }: { orderId: string; user: UserRow; ip: string; keys: CodeKeys; reportHours: number },
) {
  return inTransaction(db, async (tx) => {
    const { order, actor } = await lockOrder(tx, { orderId, user });
    // Nobody but the buyer who paid ever reads a code: not the seller, not an admin.
    if (actor !== 'buyer' || order.kind !== 'digital_code') throw new AppError('NOT_FOUND', 'errors.orderNotFound');
    if (order.status !== 'shipped' && order.status !== 'completed') throw new AppError('INVALID_STATUS_CHANGE');
    const { codes, isFirst } = await revealCodes(tx, { orderId, userId: user.id, ip, keys });
    let reportUntil = order.protectionEndsAt;
    if (isFirst && order.status === 'shipped') {
      const [updated] = await tx
        .update(orders)
        .set({ protectionStartsAt: sql`now()`, protectionEndsAt: hoursFromNow(reportHours), updatedAt: sql`now()` })
        .where(eq(orders.id, orderId))
        .returning();
      reportUntil = updated!.protectionEndsAt;
    }
    const revealedAt = new Date().toISOString();
    return {
      codes: codes.map((code) => ({ ...code, revealedAt })),
      reportUntil: order.status === 'shipped' && reportUntil ? reportUntil.toISOString() : null,
    };
  });
}

/** The buyer reports the order's code within the window: the release waits for the seller's answer or an admin. */
export async function reportCode(
  db: Db,
  { orderId, user, report, answerHours }: { orderId: string; user: UserRow; report: TReportCode; answerHours: number },
) {
  return inTransaction(db, async (tx) => {
    const { order, actor } = await lockOrder(tx, { orderId, user });
    if (actor !== 'buyer' || order.kind !== 'digital_code') throw new AppError('NOT_FOUND', 'errors.orderNotFound');
    if (order.status !== 'shipped') throw new AppError('INVALID_STATUS_CHANGE', 'errors.reportWindowClosed');
    if (!order.protectionStartsAt || !order.protectionEndsAt) throw new AppError('INVALID_STATUS_CHANGE', 'errors.revealFirst');
    if (order.protectionEndsAt.getTime() <= Date.now()) throw new AppError('INVALID_STATUS_CHANGE', 'errors.reportWindowClosed');
    if (await openReportOf(tx, orderId)) throw new AppError('ALREADY_REPORTED');
    const codes = await codesOfOrder(tx, orderId);
    const code = codes.at(-1);
    if (!code) throw new AppError('INVALID_STATUS_CHANGE', 'errors.revealFirst');
    await tx.insert(codeReports).values({
      id: newId(),
      orderId,
      sellerId: order.sellerId,
      codeId: code.id,
      reason: report.reason,
      details: report.details,
      sellerDeadline: hoursFromNow(answerHours),
    });
    await recordEvent(tx, { type: 'orders_changed', orderIds: [orderId], change: 'code_reported' });
  });
}

/**
 * The flag rule (ADR 034), computed when a report is upheld: `flagCount` upheld reports (replaced or refunded) in 30
 * days flag the seller for the admins; the count is kept with the flag, and a later count under the rule clears it.
 */
async function recountSellerFlag(tx: Tx, { sellerId, flagCount }: { sellerId: string; flagCount: number }) {
  const upheld = validCodeReportsSql(sql`${sellerId}`);
  await tx
    .insert(sellerCodeFlags)
    .values({ sellerId, upheldReports: upheld, flaggedAt: sql`case when ${upheld} >= ${flagCount} then now() end` })
    .onConflictDoUpdate({
      target: sellerCodeFlags.sellerId,
      set: {
        upheldReports: sql`excluded.upheld_reports`,
        flaggedAt: sql`case when excluded.upheld_reports >= ${flagCount} then coalesce(${sellerCodeFlags.flaggedAt}, now()) end`,
        countedAt: sql`now()`,
      },
    });
}

/** Ends an open report with a full refund of the order (seller's choice, deadline passed, or an admin's decision). */
async function refundReported(
  tx: Tx,
  {
    order,
    report,
    reason,
    flagCount,
    decidedBy,
    note,
  }: { order: Order; report: typeof codeReports.$inferSelect; reason: string; flagCount: number; decidedBy?: string; note?: string },
) {
  await retireCode(tx, report.codeId);
  await cancelOrder(tx, order, reason);
  await tx
    .update(codeReports)
    .set({ status: 'refunded', decidedAt: sql`now()`, decidedBy: decidedBy ?? null, decisionNote: note ?? null })
    .where(eq(codeReports.id, report.id));
  await recountSellerFlag(tx, { sellerId: order.sellerId, flagCount });
  await recordEvent(tx, { type: 'orders_changed', orderIds: [order.id], change: 'canceled' });
}

/** The seller answers a report: a replacement (the next code of the stock, or one typed) or the refund. */
export async function answerCodeReport(
  db: Db,
  {
    orderId,
    user,
    answer,
    keys,
    flagCount,
  }: { orderId: string; user: UserRow; answer: TAnswerCodeReport; keys: CodeKeys; flagCount: number },
) {
  return inTransaction(db, async (tx) => {
    const { order, actor } = await lockOrder(tx, { orderId, user });
    if (actor !== 'seller') throw new AppError('NOT_FOUND', 'errors.orderNotFound');
    const report = await openReportOf(tx, orderId);
    if (!report) throw new AppError('INVALID_STATUS_CHANGE', 'errors.noOpenReport');
    if (answer.action === 'refund') {
      await refundReported(tx, { order, report, reason: 'The seller refunded a reported code', flagCount });
      return;
    }
    if (report.sellerDeadline.getTime() <= Date.now()) throw new AppError('INVALID_STATUS_CHANGE', 'errors.reportWindowClosed');
    const [item] = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).limit(1);
    if (!item?.listingId) throw new AppError('OUT_OF_STOCK', 'errors.noReplacementLeft');
    const replacementId = await replacementCode(tx, {
      listingId: item.listingId,
      sellerId: order.sellerId,
      orderId,
      typed: answer.code,
      keys,
      title: item.title,
    });
    await retireCode(tx, report.codeId);
    await tx
      .update(codeReports)
      .set({ status: 'replaced', replacementCodeId: replacementId, decidedAt: sql`now()` })
      .where(eq(codeReports.id, report.id));
    await recountSellerFlag(tx, { sellerId: order.sellerId, flagCount });
    // The new code is delivered now; its own reveal starts a new window.
    await tx
      .update(orders)
      .set({ deliveredAt: sql`now()`, protectionStartsAt: null, protectionEndsAt: null, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId));
    await recordEvent(tx, { type: 'orders_changed', orderIds: [orderId], change: 'code_replaced' });
  });
}

/** An admin decides an open report: a refund, or a rejection (not valid: the window goes on, then the release). */
export async function decideCodeReport(
  db: Db,
  { orderId, admin, decision, flagCount }: { orderId: string; admin: UserRow; decision: TDecideCodeReport; flagCount: number },
) {
  return inTransaction(db, async (tx) => {
    const { order } = await lockOrder(tx, { orderId, user: admin });
    const report = await openReportOf(tx, orderId);
    if (!report) throw new AppError('INVALID_STATUS_CHANGE', 'errors.noOpenReport');
    if (decision.decision === 'refund') {
      await refundReported(tx, {
        order,
        report,
        reason: 'Refunded by an admin after a code report',
        flagCount,
        decidedBy: admin.id,
        note: decision.note,
      });
      return;
    }
    await tx
      .update(codeReports)
      .set({ status: 'rejected', decidedAt: sql`now()`, decidedBy: admin.id, decisionNote: decision.note })
      .where(eq(codeReports.id, report.id));
    await recordEvent(tx, { type: 'orders_changed', orderIds: [orderId], change: 'dispute_decided' });
  });
}

/** The seller of a digital service says it is delivered: the buyer confirms, or the escrow is released after `confirmHours`. */
export async function markServiceDelivered(
  db: Db,
  { orderId, user, confirmHours }: { orderId: string; user: UserRow; confirmHours: number },
) {
  return inTransaction(db, async (tx) => {
    const { order, actor } = await lockOrder(tx, { orderId, user });
    if (actor !== 'seller' || order.kind !== 'digital_service') throw new AppError('INVALID_STATUS_CHANGE', 'errors.notDigitalService');
    if (order.status !== 'pending' && order.status !== 'processing') throw new AppError('INVALID_STATUS_CHANGE');
    await tx
      .update(orders)
      .set({
        status: 'shipped',
        shippedAt: sql`now()`,
        deliveredAt: sql`now()`,
        protectionStartsAt: sql`now()`,
        protectionEndsAt: hoursFromNow(confirmHours),
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, orderId));
    await recordEvent(tx, { type: 'orders_changed', orderIds: [orderId], change: 'service_delivered' });
  });
}

/** The digital part of the sweeper (ADR 020), in the caller's transaction, SKIP LOCKED as the rest of it. */
export async function sweepDigitalOrders(
  tx: Tx,
  {
    unrevealedDays,
    commissionPercent,
    flagCount,
    limit,
  }: { unrevealedDays: number; commissionPercent: number; flagCount: number; limit: number },
) {
  const due = await tx
    .select()
    .from(orders)
    .where(
      sql`${orders.status} = 'shipped' and ${orders.kind} <> 'physical'
        and (${orders.protectionEndsAt} <= now()
          or (${orders.kind} = 'digital_code' and ${orders.protectionStartsAt} is null and ${orders.deliveredAt} <= now() - make_interval(days => ${unrevealedDays})))
        and not exists (select 1 from code_reports r where r.order_id = orders.id and r.status = 'open')
        and not exists (select 1 from disputes d where d.order_id = orders.id and d.status = 'open')`,
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  // A report or dispute committed between the query's snapshot and the lock is seen only by a new query.
  const held = new Set(
    due.length === 0
      ? []
      : (
          await tx.execute<{ order_id: string }>(
            sql`select order_id from code_reports where status = 'open' and order_id in (${sql.join(
              due.map((o) => sql`${o.id}`),
              sql`, `,
            )})
            union select order_id from disputes where status = 'open' and order_id in (${sql.join(
              due.map((o) => sql`${o.id}`),
              sql`, `,
            )})`,
          )
        ).rows.map((row) => row.order_id),
  );
  const released = due.filter((order) => !held.has(order.id));
  for (const order of released) await completeOrder(tx, order, commissionPercent);

  // A report the seller left unanswered past the deadline ends in a refund.
  const unanswered = await tx
    .select()
    .from(orders)
    .where(
      sql`${orders.status} = 'shipped' and exists (select 1 from code_reports r where r.order_id = orders.id and r.status = 'open' and r.seller_deadline <= now())`,
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  for (const order of unanswered) {
    const report = await openReportOf(tx, order.id);
    if (report) await refundReported(tx, { order, report, reason: 'The seller did not answer the code report in time', flagCount });
  }

  // A service not delivered by its deadline is cancelled and refunded.
  const late = await tx
    .select()
    .from(orders)
    .where(sql`${orders.kind} = 'digital_service' and ${orders.status} in ('pending', 'processing') and ${orders.deliverBy} <= now()`)
    .limit(limit)
    .for('update', { skipLocked: true });
  for (const order of late) await cancelOrder(tx, order, 'Not delivered in time');
  if (late.length > 0) await recordEvent(tx, { type: 'orders_changed', orderIds: late.map((o) => o.id), change: 'canceled' });
  return {
    released: released.map((o) => o.id),
    refunded: unanswered.map((o) => o.id),
    canceled: late.map((o) => o.id),
    isFull: due.length === limit || unanswered.length === limit || late.length === limit,
  };
}

/**
 * Valid reports (replaced or refunded) of a seller in the last 30 days: many of them flag the seller for the admins.
 * Its own alias, so that a column of an outer `code_reports` is not shadowed.
 */
export const validCodeReportsSql = (sellerIdColumn: ReturnType<typeof sql>) =>
  sql<number>`(select count(*)::int from code_reports upheld where upheld.seller_id = ${sellerIdColumn} and upheld.status in ('replaced', 'refunded') and upheld.created_at > now() - interval '30 days')`;

/**
 * The admins' queue (ADR 034): open reports, oldest deadline first, or decided ones, latest first; each with the
 * listing, both parties and the seller's upheld reports and flag. Never a code.
 */
export async function listCodeReports(db: Db, { state, page, limit }: TCodeReportsQuery) {
  const where = state === 'open' ? sql`r.status = 'open'` : sql`r.status <> 'open'`;
  const orderBy = state === 'open' ? sql`r.seller_deadline, r.id` : sql`r.decided_at desc nulls last, r.id`;
  const total = await db.execute<{ total: number }>(sql`select count(*)::int as total from code_reports r where ${where}`);
  const rows = await db.execute<Record<string, unknown>>(sql`
    select r.*, o.number, s.name as seller_name, b.id as buyer_id, b.name as buyer_name,
      (select i.listing_id from order_items i where i.order_id = o.id order by i.title limit 1) as listing_id,
      (select i.title from order_items i where i.order_id = o.id order by i.title limit 1) as listing_title,
      ${validCodeReportsSql(sql`r.seller_id`)} as valid_reports,
      (select f.flagged_at is not null from seller_code_flags f where f.seller_id = r.seller_id) as flagged
    from code_reports r join orders o on o.id = r.order_id join users s on s.id = r.seller_id join users b on b.id = o.buyer_id
    where ${where} order by ${orderBy} limit ${limit} offset ${(page - 1) * limit}`);
  const totalItems = Number(total.rows[0]?.total ?? 0);
  const iso = (value: unknown) => (value ? new Date(String(value)).toISOString() : null);
  return {
    reports: rows.rows.map((row) => ({
      id: String(row.id),
      orderId: String(row.order_id),
      orderNumber: Number(row.number),
      reason: row.reason as TReportCode['reason'],
      details: String(row.details),
      status: row.status as (typeof CODE_REPORT_STATUSES)[number],
      sellerDeadline: iso(row.seller_deadline)!,
      createdAt: iso(row.created_at)!,
      decidedAt: iso(row.decided_at),
      decisionNote: (row.decision_note as string | null) ?? null,
      listing: { id: (row.listing_id as string | null) ?? null, title: String(row.listing_title ?? '') },
      seller: {
        id: String(row.seller_id),
        name: String(row.seller_name),
        validReports: Number(row.valid_reports),
        flagged: row.flagged === true,
      },
      buyer: { id: String(row.buyer_id), name: String(row.buyer_name) },
    })),
    pagination: { currentPage: page, totalPages: Math.max(1, Math.ceil(totalItems / limit)), totalItems, itemsPerPage: limit },
  };
}

/** Which of these sellers are flagged for many upheld code reports (the admins' Clients views). */
export async function flaggedSellers(db: DbOrTx, sellerIds: string[]): Promise<Set<string>> {
  if (sellerIds.length === 0) return new Set();
  const rows = await db
    .select({ sellerId: sellerCodeFlags.sellerId })
    .from(sellerCodeFlags)
    .where(and(inArray(sellerCodeFlags.sellerId, sellerIds), isNotNull(sellerCodeFlags.flaggedAt)));
  return new Set(rows.map((row) => row.sellerId));
}

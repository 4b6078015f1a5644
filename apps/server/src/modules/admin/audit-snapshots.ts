import { halalasToSar } from '@gamesouq/core';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { listingImages, listings } from '../listings/tables.js';
import { disputeMessages, disputes, orders } from '../orders/tables.js';
import { toPromoView } from '../promos/promo-codes.js';
import { promoCodes } from '../promos/tables.js';
import type { UserRow } from '../users/tables.js';
import { withdrawals } from '../wallet/tables.js';

/*
 * What the audit log keeps of a record "before" and "after" an admin's change. Routes read a snapshot before they
 * call their service and again after it has committed, so services need to know nothing about auditing.
 */

/** Withdrawal requests by id, in the order asked for, each once; unknown ids are left out. */
export async function withdrawalSnapshots(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db.select().from(withdrawals).where(inArray(withdrawals.id, ids));
  const byId = new Map(
    rows.map((row) => [
      row.id,
      {
        id: row.id,
        userId: row.userId,
        amount: halalasToSar(row.amountHalalas),
        status: row.status,
        accountInfo: row.accountInfo,
        rejectionReason: row.rejectionReason,
        decidedBy: row.decidedBy,
        decidedAt: row.decidedAt?.toISOString() ?? null,
      },
    ]),
  );
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

/** Promo codes by id, as the admin screen shows them, each once. */
export async function promoSnapshots(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db.select().from(promoCodes).where(inArray(promoCodes.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toPromoView(row)]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

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

/** A listing's fields that buyers read and moderators decide on (not its search vector or view count). */
export async function listingSnapshot(db: DbOrTx, id: string) {
  const [row] = await db.select().from(listings).where(eq(listings.id, id));
  if (!row) return null;
  const [images] = await db.select({ n: count() }).from(listingImages).where(eq(listingImages.listingId, id));
  return {
    sellerId: row.sellerId,
    title: row.title,
    description: row.description,
    price: halalasToSar(row.priceHalalas),
    discountPercentage: row.discountPercentage,
    quantity: row.quantity,
    categoryId: row.categoryId,
    platformId: row.platformId,
    condition: row.condition,
    city: row.city,
    location: row.location,
    phone: row.phone,
    deliveryType: row.deliveryType,
    features: row.features,
    status: row.status,
    rejectionReason: row.rejectionReason,
    shippingCost: row.shippingCostHalalas === null ? null : halalasToSar(row.shippingCostHalalas),
    images: images?.n ?? 0,
  };
}

/**
 * The owners' listing routes let admins change any listing (`getOwnListing`); such a change of another user's listing
 * is audited. Returns the listing before the change, or null when the caller is not an admin acting on someone
 * else's listing (nothing to audit).
 */
export async function foreignListingSnapshot(db: DbOrTx, { id, actor }: { id: string; actor: UserRow | null }) {
  if (actor?.role !== 'admin') return null;
  const before = await listingSnapshot(db, id);
  return before && before.sellerId !== actor.id ? before : null;
}

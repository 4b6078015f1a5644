import { halalasToSar } from '@gamesouq/core';
import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import type { UserRow } from '../users/tables.js';
import { listingImages, listings } from './tables.js';

/* What the audit log keeps of a listing before and after an admin's change. */

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

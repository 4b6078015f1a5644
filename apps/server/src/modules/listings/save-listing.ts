import {
  halalasToSar,
  IMAGE_REQUIRED_MESSAGE,
  type ListingStatus,
  MAX_LISTING_IMAGES,
  missingListingFields,
  REQUIRED_LISTING_FIELDS,
  sarToHalalas,
  type TListingFields,
  type TListingUpdate,
} from '@gamesouq/core';
import { and, eq, max, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { removeImageFiles, type StoredImage, storeImage } from '../../lib/images.js';
import type { Storage } from '../../lib/storage/index.js';
import { type Actor, recordAudit } from '../audit/index.js';
import { catalogueItems, categories, platforms } from '../catalog/index.js';
import { recordEvent } from '../events/index.js';
import type { UserRow } from '../users/index.js';
import { getOwnListing } from './get-listing.js';
import { foreignListingSnapshot, listingSnapshot } from './listing-snapshots.js';
import { listingImages, listings } from './tables.js';

/** Categories and platforms are chosen by id or, from the fallback lists of the forms, by name. */
async function resolveCatalog(tx: Tx, { category, platform }: { category?: string; platform?: string }) {
  const result: { categoryId?: string; platformId?: string } = {};
  if (category) {
    const [row] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(sql`${categories.id} = ${category} or lower(${categories.name}) = lower(${category})`)
      .limit(1);
    if (!row) throw new AppError('UNKNOWN_CATEGORY');
    result.categoryId = row.id;
  }
  if (platform) {
    const [row] = await tx
      .select({ id: platforms.id })
      .from(platforms)
      .where(sql`${platforms.id} = ${platform} or lower(${platforms.name}) = lower(${platform})`)
      .limit(1);
    if (!row) throw new AppError('UNKNOWN_PLATFORM');
    result.platformId = row.id;
  }
  return result;
}

/**
 * A listing linked to a catalogue item (issue 22) takes the item's name as its title and its platform and category;
 * it shows the item's art until the seller adds photos. `null` unlinks it; undefined leaves it as it is.
 */
type ItemColumns = { catalogueItemId?: string | null; title?: string; platformId?: string; categoryId?: string };

async function resolveItem(tx: DbOrTx, itemId: string | null | undefined): Promise<{ columns: ItemColumns; hasArt: boolean }> {
  if (itemId === undefined) return { columns: {}, hasArt: false };
  if (itemId === null) return { columns: { catalogueItemId: null }, hasArt: false };
  const [item] = await tx.select().from(catalogueItems).where(eq(catalogueItems.id, itemId));
  if (!item)
    throw new AppError('NOT_FOUND', 'errors.catalogueItemNotFound', { fields: { catalogueItemId: 'errors.catalogueItemNotFound' } });
  return {
    columns: {
      catalogueItemId: item.id,
      title: item.name,
      ...(item.platformId && { platformId: item.platformId }),
      ...(item.categoryId && { categoryId: item.categoryId }),
    },
    hasArt: Boolean(item.art),
  };
}

/** The item a listing was an offer of before a change, for its page to be drawn again (ADR 059). */
const itemsLeft = (before: { catalogueItemId: string | null }) => (before.catalogueItemId ? { itemIds: [before.catalogueItemId] } : {});

/** Links a listing to an item, or unlinks it, as an admin does in moderation. */
export async function linkListingToItem(db: Db, { actor, id, itemId }: { actor: Actor; id: string; itemId: string | null }) {
  return inTransaction(db, async (tx) => {
    const [before] = await tx.select().from(listings).where(eq(listings.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'validation.productNotFound');
    const item = await resolveItem(tx, itemId);
    await tx
      .update(listings)
      .set({ ...item.columns, updatedAt: sql`now()` })
      .where(eq(listings.id, id));
    if (before.status === 'active') await recordEvent(tx, { type: 'listings_changed', listingIds: [id], ...itemsLeft(before) });
    const change = {
      before: { catalogueItemId: before.catalogueItemId, title: before.title },
      after: { catalogueItemId: itemId, ...item.columns },
    };
    await recordAudit(tx, actor, { action: 'ads.link_item', entityType: 'listing', entityId: id, ...change });
    return change;
  });
}

/**
 * A code listing's stock is its codes (ADR 020): a typed quantity is ignored, the codes upload sets it. A digital
 * listing has nothing to ship: no address, no parcel sizes.
 */
function columns(fields: TListingUpdate, kind: string | undefined) {
  if (kind === 'digital_code') fields = { ...fields, quantity: undefined };
  return {
    ...(fields.title !== undefined && { title: fields.title }),
    ...(fields.description !== undefined && { description: fields.description }),
    ...(fields.price !== undefined && { priceHalalas: sarToHalalas(fields.price) }),
    ...(fields.discountPercentage !== undefined && { discountPercentage: fields.discountPercentage }),
    ...(fields.quantity !== undefined && { quantity: fields.quantity }),
    ...(fields.condition !== undefined && { condition: fields.condition }),
    ...(fields.city !== undefined && { city: fields.city }),
    ...(fields.location !== undefined && { location: fields.location }),
    ...(fields.phone !== undefined && { phone: fields.phone }),
    ...(fields.deliveryType !== undefined && { deliveryType: fields.deliveryType }),
    ...(fields.availability !== undefined && { availability: fields.availability }),
    ...(fields.returnPolicy !== undefined && { returnPolicy: fields.returnPolicy }),
    ...(fields.type !== undefined && { type: fields.type }),
    ...(fields.region !== undefined && { region: fields.region }),
    ...(fields.deliveryHours !== undefined && { deliveryHours: fields.deliveryHours }),
    ...(fields.features !== undefined && { features: fields.features }),
    ...(fields.weight !== undefined && { weight: fields.weight }),
    ...(fields.length !== undefined && { length: fields.length }),
    ...(fields.width !== undefined && { width: fields.width }),
    ...(fields.height !== undefined && { height: fields.height }),
    ...(fields.additionalDetails !== undefined && { additionalDetails: fields.additionalDetails }),
    ...(fields.acceptsOffers !== undefined && { acceptsOffers: fields.acceptsOffers }),
    ...(fields.minOffer !== undefined && { minOfferHalalas: fields.minOffer === null ? null : sarToHalalas(fields.minOffer) }),
  };
}

async function storeAll(buffers: Buffer[], storage: Storage): Promise<StoredImage[]> {
  const stored: StoredImage[] = [];
  try {
    for (const buffer of buffers) stored.push(await storeImage(buffer, { storage, folder: 'ads' }));
    return stored;
  } catch (error) {
    await removeImageFiles(
      storage,
      'ads',
      stored.flatMap((s) => [s.file, s.thumb]),
    );
    throw error;
  }
}

/**
 * What a listing needs to be sent for review (seller §5), checked in this order: every required field, at least one
 * image, and the terms.
 */
function assertReadyForReview({
  fields,
  kind,
  region,
  imageCount,
  hasAcceptedTerms,
}: {
  fields: Omit<Parameters<typeof missingListingFields>[0], 'type'>;
  kind: string;
  region: string | null | undefined;
  imageCount: number;
  hasAcceptedTerms: boolean;
}) {
  const missing = missingListingFields({ ...fields, type: kind });
  if (kind === 'digital_code' && !region)
    throw new AppError('VALIDATION_FAILED', 'validation.regionRequired', { fields: { region: 'validation.regionRequired' } });
  if (missing.length) throw new AppError('MISSING_FIELDS', { key: 'errors.fillIn', params: { fields: missing.join(', ') } });
  if (imageCount === 0) throw new AppError('IMAGE_REQUIRED', IMAGE_REQUIRED_MESSAGE);
  if (!hasAcceptedTerms) throw new AppError('TERMS_REQUIRED');
}

/**
 * A new listing: sent for review (`pending_review`) or kept as a `draft`. A listing for review needs every
 * required field, at least one image and the terms; a draft needs only a title and a price.
 */
export async function createListing(
  db: Db,
  {
    seller,
    fields,
    images,
    storage,
    status,
  }: { seller: UserRow; fields: TListingFields; images: Buffer[]; storage: Storage; status: 'pending_review' | 'draft' },
) {
  const linked = await resolveItem(db, fields.catalogueItemId);
  const { title = fields.title, categoryId = fields.category, platformId = fields.platform } = linked.columns;
  fields = { ...fields, title, category: categoryId, platform: platformId };
  if (status === 'pending_review') {
    assertReadyForReview({
      fields,
      kind: fields.type,
      region: fields.region,
      imageCount: images.length + (linked.hasArt ? 1 : 0),
      hasAcceptedTerms: fields.agreeToTerms,
    });
  } else {
    const draftLabels: string[] = [REQUIRED_LISTING_FIELDS.title, REQUIRED_LISTING_FIELDS.price];
    const missing = missingListingFields(fields).filter((label) => draftLabels.includes(label));
    if (missing.length) throw new AppError('MISSING_FIELDS', { key: 'errors.fillIn', params: { fields: missing.join(', ') } });
  }
  if (images.length > MAX_LISTING_IMAGES) throw new AppError('TOO_MANY_IMAGES');
  const stored = await storeAll(images, storage);
  try {
    return await inTransaction(db, async (tx) => {
      const catalog = await resolveCatalog(tx, { category: fields.category || undefined, platform: fields.platform || undefined });
      const id = newId();
      await tx.insert(listings).values({
        id,
        sellerId: seller.id,
        title: fields.title,
        priceHalalas: sarToHalalas(fields.price ?? 0),
        ...columns(fields, fields.type),
        ...(fields.type === 'digital_code' && { quantity: 0 }),
        ...catalog,
        ...linked.columns,
        status,
      });
      if (stored.length) {
        await tx.insert(listingImages).values(stored.map((image, position) => ({ id: newId(), listingId: id, position, ...image })));
      }
      return id;
    });
  } catch (error) {
    await removeImageFiles(
      storage,
      'ads',
      stored.flatMap((s) => [s.file, s.thumb]),
    );
    throw error;
  }
}

/** Which status the owner may move a listing to (design §4); approval and rejection belong to admins. */
const OWNER_MOVES: Record<ListingStatus, ListingStatus[]> = {
  draft: ['pending_review'],
  pending_review: ['draft'],
  active: ['inactive'],
  inactive: ['active'],
  rejected: ['pending_review'],
  sold: ['active', 'inactive'],
  cancelled: [],
};

/**
 * Changing what buyers read or see of the item sends it back to review; price, stock and delivery do not. Photos are
 * content as much as the text: a photo added here (the only photo change the API offers) sends the listing back too,
 * and any future way to change, remove or reorder photos must do the same.
 */
const REVIEWED_FIELDS = ['title', 'description', 'category', 'platform', 'features', 'catalogueItemId'] as const;

/**
 * Every move into review (a draft or a rejected listing sent by its owner, or a content edit of a live one) gets the
 * checks of a new listing, on the listing as it will be after this edit. Terms are accepted once per listing, when it
 * is first sent for review: a draft must accept them now, any other listing did when it was created or first sent.
 */
function assertCanEnterReview(row: typeof listings.$inferSelect, { changes, imageCount }: { changes: TListingUpdate; imageCount: number }) {
  assertReadyForReview({
    fields: {
      title: changes.title ?? row.title,
      price: changes.price ?? halalasToSar(row.priceHalalas),
      city: changes.city ?? row.city,
      location: changes.location ?? row.location,
      category: changes.category || row.categoryId,
      platform: changes.platform || row.platformId,
      phone: changes.phone ?? row.phone,
      description: changes.description ?? row.description,
    },
    kind: changes.type ?? row.type,
    region: changes.region ?? row.region,
    imageCount,
    hasAcceptedTerms: row.status !== 'draft' || changes.agreeToTerms === true,
  });
}

export async function updateListing(
  db: Db,
  {
    owner,
    actor,
    id,
    changes,
    images = [],
    storage,
  }: { owner: UserRow; actor: Actor; id: string; changes: TListingUpdate; images?: Buffer[]; storage: Storage },
) {
  const stored = await storeAll(images, storage);
  try {
    return await inTransaction(db, async (tx) => {
      const row = await getOwnListing(tx, { id, owner });
      const audited = await foreignListingSnapshot(tx, { id, actor: owner });
      let status = row.status;
      if (changes.status && changes.status !== row.status) {
        if (!OWNER_MOVES[row.status].includes(changes.status)) throw new AppError('INVALID_STATUS_CHANGE');
        if (changes.status === 'active' && (changes.quantity ?? row.quantity) < 1)
          throw new AppError('INVALID_STATUS_CHANGE', 'validation.addStockFirst');
        status = changes.status;
      }
      const isContentEdit = stored.length > 0 || REVIEWED_FIELDS.some((field) => changes[field] !== undefined);
      if (isContentEdit && (status === 'active' || status === 'inactive' || status === 'rejected')) status = 'pending_review';
      const quantity = changes.quantity ?? row.quantity;
      if (status === 'sold' && quantity > 0 && changes.quantity !== undefined) status = 'inactive';
      const [saved = { n: 0, last: null }] = await tx
        .select({ n: sql<number>`count(*)::int`, last: max(listingImages.position) })
        .from(listingImages)
        .where(eq(listingImages.listingId, id));
      if (saved.n + stored.length > MAX_LISTING_IMAGES) throw new AppError('TOO_MANY_IMAGES');
      const linked = await resolveItem(tx, changes.catalogueItemId);
      const item = linked.columns.catalogueItemId === undefined ? await resolveItem(tx, row.catalogueItemId) : linked;
      if (status === 'pending_review' && row.status !== 'pending_review') {
        assertCanEnterReview(row, {
          changes: { ...changes, ...(item.columns.catalogueItemId && { title: item.columns.title }) },
          imageCount: saved.n + stored.length + (item.hasArt ? 1 : 0),
        });
      }
      const catalog = await resolveCatalog(tx, { category: changes.category || undefined, platform: changes.platform || undefined });
      if (stored.length) {
        const last = saved.last;
        await tx
          .insert(listingImages)
          .values(stored.map((image, i) => ({ id: newId(), listingId: id, position: (last ?? -1) + 1 + i, ...image })));
      }
      await tx
        .update(listings)
        .set({
          ...columns(changes, changes.type ?? row.type),
          // A listing that becomes a code listing has the stock of its codes (none unless it had some before).
          ...(changes.type === 'digital_code' &&
            row.type !== 'digital_code' && {
              quantity: sql`(select count(*)::int from digital_codes c where c.listing_id = ${id} and c.status = 'available')`,
            }),
          ...catalog,
          ...linked.columns,
          status,
          rejectionReason: status === 'rejected' ? row.rejectionReason : null,
          updatedAt: sql`now()`,
        })
        .where(and(eq(listings.id, id)));
      if (row.status === 'active' || status === 'active')
        await recordEvent(tx, { type: 'listings_changed', listingIds: [id], ...itemsLeft(row) });
      if (audited)
        await recordAudit(tx, actor, {
          action: 'ads.update',
          entityType: 'listing',
          entityId: id,
          before: audited,
          after: await listingSnapshot(tx, id),
        });
      return { previous: row.status, status };
    });
  } catch (error) {
    await removeImageFiles(
      storage,
      'ads',
      stored.flatMap((s) => [s.file, s.thumb]),
    );
    throw error;
  }
}

/**
 * Deletes a listing with its images. An admin deleting another user's listing is audited, and so is every deletion
 * from the moderation screen (`auditOwn`).
 */
export async function deleteListing(
  db: Db,
  { owner, actor, id, storage, auditOwn = false }: { owner: UserRow; actor: Actor; id: string; storage: Storage; auditOwn?: boolean },
) {
  const files = await inTransaction(db, async (tx) => {
    const row = await getOwnListing(tx, { id, owner });
    const before = auditOwn ? await listingSnapshot(tx, id) : await foreignListingSnapshot(tx, { id, actor: owner });
    if (before) await recordAudit(tx, actor, { action: 'ads.delete', entityType: 'listing', entityId: id, before, after: null });
    if (row.status === 'active') await recordEvent(tx, { type: 'listings_changed', listingIds: [id], ...itemsLeft(row) });
    const images = await tx.select().from(listingImages).where(eq(listingImages.listingId, id));
    await tx.delete(listings).where(eq(listings.id, id));
    return images.flatMap((image) => [image.file, image.thumb]);
  });
  await removeImageFiles(storage, 'ads', files);
}

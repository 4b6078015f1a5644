import { MAX_DISPUTE_PHOTOS } from '@gamesouq/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { removeImageFiles, type StoredImage, storeImage } from '../../lib/images.js';
import { type Storage, storageKey } from '../../lib/storage/index.js';
import type { UserRow } from '../users/index.js';
import { disputePhotos } from './tables.js';

/** Photos of parcels and damage may show addresses and faces: a private folder, served only through a checked route. */
const FOLDER = 'disputes' as const;

export const disputePhotoUrl = (orderId: string, photoId: string, { isThumb = false } = {}) =>
  `/api/user/orders/${orderId}/dispute/photos/${photoId}${isThumb ? '?size=thumb' : ''}`;

/**
 * Stores the photos of one dispute message through the image pipeline (checked by content, re-encoded to WebP,
 * metadata dropped). Anything that is not an image refuses the whole message, and nothing is kept.
 */
export async function storeDisputePhotos(files: { buffer: Buffer }[], storage: Storage): Promise<StoredImage[]> {
  if (files.length > MAX_DISPUTE_PHOTOS) throw new AppError('TOO_MANY_IMAGES');
  const stored: StoredImage[] = [];
  try {
    for (const { buffer } of files) stored.push(await storeImage(buffer, { storage, folder: FOLDER, maxSize: 2000 }));
  } catch (error) {
    await removeDisputePhotoFiles(storage, stored);
    throw error;
  }
  return stored;
}

export const removeDisputePhotoFiles = (storage: Storage, stored: StoredImage[]) =>
  removeImageFiles(
    storage,
    FOLDER,
    stored.flatMap((photo) => [photo.file, photo.thumb]),
  );

export async function insertDisputePhotos(
  tx: Tx,
  { disputeId, messageId, photos }: { disputeId: string; messageId: string; photos: StoredImage[] },
) {
  if (photos.length === 0) return;
  await tx.insert(disputePhotos).values(
    photos.map((photo) => ({
      id: newId(),
      disputeId,
      messageId,
      file: photo.file,
      thumb: photo.thumb,
      width: photo.width,
      height: photo.height,
    })),
  );
}

/** The photos of a dispute by message, as the thread shows them. */
export async function photosByMessage(db: DbOrTx, { disputeId, orderId }: { disputeId: string; orderId: string }) {
  const rows = await db
    .select()
    .from(disputePhotos)
    .where(eq(disputePhotos.disputeId, disputeId))
    .orderBy(asc(disputePhotos.createdAt), asc(disputePhotos.id));
  const byMessage = new Map<string, { id: string; url: string; thumbUrl: string; width: number; height: number }[]>();
  for (const row of rows) {
    const list = byMessage.get(row.messageId) ?? [];
    list.push({
      id: row.id,
      url: disputePhotoUrl(orderId, row.id),
      thumbUrl: disputePhotoUrl(orderId, row.id, { isThumb: true }),
      width: row.width,
      height: row.height,
    });
    byMessage.set(row.messageId, list);
  }
  return byMessage;
}

/** One photo of an order's dispute, for its buyer, its seller or an admin; anyone else gets 404. */
export async function readDisputePhoto(
  db: DbOrTx,
  { orderId, photoId, isThumb, viewer, storage }: { orderId: string; photoId: string; isThumb: boolean; viewer: UserRow; storage: Storage },
) {
  const result = await db.execute(sql`
    select p.file, p.thumb, o.buyer_id, o.seller_id from dispute_photos p
    join disputes d on d.id = p.dispute_id join orders o on o.id = d.order_id
    where p.id = ${photoId} and o.id = ${orderId}`);
  const row = result.rows[0] as { file: string; thumb: string; buyer_id: string; seller_id: string } | undefined;
  const isAllowed = row && (row.buyer_id === viewer.id || row.seller_id === viewer.id || viewer.role === 'admin');
  if (!row || !isAllowed) throw new AppError('NOT_FOUND', 'errors.photoNotFound');
  const photo = await storage.get(storageKey(FOLDER, isThumb ? row.thumb : row.file));
  if (!photo) throw new AppError('NOT_FOUND', 'errors.photoNotFound');
  return photo;
}

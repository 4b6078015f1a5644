import type { TOrderProofView } from '@gamesouq/core';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { assertPlainPdf } from '../../lib/documents.js';
import { newId } from '../../lib/ids.js';
import { storeImage } from '../../lib/images.js';
import { type Storage, storageKey } from '../../lib/storage/index.js';
import type { UserRow } from '../users/index.js';
import { orderProofs, orders } from './tables.js';

/** Proofs may show addresses and receipts, so they live outside the public uploads and are served only to the order's parties. */
const PROOF_FOLDER = 'proofs' as const;
const isPdf = (buffer: Buffer) => buffer.subarray(0, 5).toString('latin1') === '%PDF-';

/** Where a proof is read: the trader panel's route for its sales, the orders' route for the buyer, seller and admins. */
export type ProofArea = 'trader' | 'user';
export const proofUrl = (area: ProofArea, orderId: string, proofId: string) => `/api/${area}/orders/${orderId}/proofs/${proofId}`;

/**
 * Stores proof files of an order: a plain PDF as sent (recognised by its header), an image re-encoded like every upload.
 * Anything else is refused before anything is written.
 */
export async function storeProofs(
  db: DbOrTx,
  {
    orderId,
    uploaderId,
    files,
    storage,
    area,
  }: { orderId: string; uploaderId: string; files: { buffer: Buffer; filename: string }[]; storage: Storage; area: ProofArea },
): Promise<TOrderProofView[]> {
  if (files.length === 0) throw new AppError('INVALID_PROOF');
  const written: string[] = [];
  try {
    const rows = [];
    for (const { buffer, filename } of files) {
      if (isPdf(buffer)) {
        await assertPlainPdf(buffer, { invalid: 'INVALID_PROOF' });
        const id = newId();
        const file = `${id}.pdf`;
        await storage.put(storageKey(PROOF_FOLDER, file), buffer, 'application/pdf');
        written.push(file);
        rows.push({
          id,
          orderId,
          uploadedBy: uploaderId,
          file,
          originalName: filename,
          contentType: 'application/pdf' as const,
          size: buffer.length,
        });
        continue;
      }
      const image = await storeImage(buffer, { storage, folder: PROOF_FOLDER, maxSize: 2000 }).catch(() => {
        throw new AppError('INVALID_PROOF');
      });
      written.push(image.file, image.thumb);
      const file = image.file;
      rows.push({
        id: newId(),
        orderId,
        uploadedBy: uploaderId,
        file,
        originalName: filename,
        contentType: 'image/webp' as const,
        size: buffer.length,
      });
    }
    await db.insert(orderProofs).values(rows);
    return rows.map((row) => ({ id: row.id, name: row.originalName, type: row.contentType, url: proofUrl(area, orderId, row.id) }));
  } catch (error) {
    await storage.remove(written.map((file) => storageKey(PROOF_FOLDER, file)));
    throw error;
  }
}

export async function listProofs(db: DbOrTx, { orderId, area }: { orderId: string; area: ProofArea }): Promise<TOrderProofView[]> {
  const rows = await db.select().from(orderProofs).where(eq(orderProofs.orderId, orderId)).orderBy(asc(orderProofs.createdAt));
  return rows.map((row) => ({
    id: row.id,
    name: row.originalName,
    type: row.contentType,
    url: proofUrl(area, orderId, row.id),
    uploadedAt: row.createdAt.toISOString(),
  }));
}

export async function readProof(db: DbOrTx, { orderId, proofId, storage }: { orderId: string; proofId: string; storage: Storage }) {
  const [row] = await db
    .select()
    .from(orderProofs)
    .where(and(eq(orderProofs.id, proofId), eq(orderProofs.orderId, orderId)));
  if (!row) throw new AppError('NOT_FOUND', 'errors.proofNotFound');
  const file = await storage.get(storageKey(PROOF_FOLDER, row.file));
  if (!file) throw new AppError('NOT_FOUND', 'errors.proofNotFound');
  return { file, contentType: row.contentType, name: row.originalName };
}

/**
 * The photo a seller ships with (issue 18): an image proof of this order that the seller uploaded. Anything else (none,
 * a PDF, another order's proof) is refused with the message that asks for the photo.
 */
export async function assertShipmentProof(tx: Tx, { orderId, sellerId, proofId }: { orderId: string; sellerId: string; proofId?: string }) {
  const [row] = proofId
    ? await tx
        .select({ id: orderProofs.id })
        .from(orderProofs)
        .where(
          and(
            eq(orderProofs.id, proofId),
            eq(orderProofs.orderId, orderId),
            eq(orderProofs.uploadedBy, sellerId),
            eq(orderProofs.contentType, 'image/webp'),
          ),
        )
    : [];
  if (!row)
    throw new AppError('VALIDATION_FAILED', 'errors.shipmentProofRequired', {
      fields: { 'shipment.proofId': 'errors.shipmentProofRequired' },
    });
}

/**
 * Who may touch an order's proofs from the orders area: its seller uploads them; its buyer, its seller and admins read
 * them. Anyone else, and an order whose payment never arrived, is 404.
 */
export async function assertProofAccess(db: DbOrTx, { orderId, user, isUpload }: { orderId: string; user: UserRow; isUpload: boolean }) {
  const [order] = await db
    .select({ buyerId: orders.buyerId, sellerId: orders.sellerId, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(eq(orders.id, orderId));
  const isSeller = order?.sellerId === user.id && order.paymentStatus !== 'unpaid';
  const mayRead = isSeller || order?.buyerId === user.id || user.role === 'admin';
  if (!order || !(isUpload ? isSeller : mayRead)) throw new AppError('NOT_FOUND', 'errors.orderNotFound');
}

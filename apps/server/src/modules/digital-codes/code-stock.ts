import type { TCodeStockView, TCodesQuery, TWithdrawCodes } from '@gamesouq/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { followCodeStock, listings } from '../listings/index.js';
import type { UserRow } from '../users/index.js';
import { type CodeKeys, codeHashes, sealCode } from './code-keys.js';
import { digitalCodes } from './tables.js';

const INSERT_BATCH = 500;

/**
 * The seller's digital code listing, locked as checkout locks it (no key update), so stock changes and purchases of
 * one listing take turns; an admin may act for the seller. A foreign or unknown id is 404.
 */
async function lockCodeListing(tx: Tx, { listingId, seller }: { listingId: string; seller: UserRow }) {
  const [listing] = await tx.select().from(listings).where(eq(listings.id, listingId)).for('no key update');
  if (!listing || (listing.sellerId !== seller.id && seller.role !== 'admin'))
    throw new AppError('NOT_FOUND', 'validation.productNotFound');
  if (listing.type !== 'digital_code') throw new AppError('VALIDATION_FAILED', 'errors.notDigitalCode');
  return listing;
}

/** A code listing's stock follows its available codes (ADR 020), after every change of them. */
export async function syncCodeStock(tx: Tx, listingId: string) {
  const available = await tx.$count(digitalCodes, and(eq(digitalCodes.listingId, listingId), eq(digitalCodes.status, 'available')));
  await followCodeStock(tx, listingId, available);
}

export async function codeStockOf(db: DbOrTx, listingId: string): Promise<TCodeStockView> {
  const rows = await db
    .select({ status: digitalCodes.status, count: sql<number>`count(*)::int` })
    .from(digitalCodes)
    .where(eq(digitalCodes.listingId, listingId))
    .groupBy(digitalCodes.status);
  const count = (status: string) => rows.find((row) => row.status === status)?.count ?? 0;
  return { available: count('available'), reserved: count('reserved'), sold: count('sold'), withdrawn: count('withdrawn') };
}

/**
 * Adds codes to a listing: a code the listing already holds (or that appears twice in the upload) is a duplicate, a
 * code sold anywhere on the marketplace is refused as already sold; both are counted, the rest added. Codes are
 * compared by their keyed hash only.
 */
export async function addCodes(
  db: Db,
  { listingId, seller, codes, keys }: { listingId: string; seller: UserRow; codes: string[]; keys: CodeKeys },
) {
  return inTransaction(db, async (tx) => {
    await lockCodeListing(tx, { listingId, seller });
    const hashed = codes.map((code) => ({ code, hashes: codeHashes(keys, code) }));
    const allHashes = [...new Set(hashed.flatMap((entry) => entry.hashes))];
    const known = await tx
      .select({ hash: digitalCodes.codeHash, status: digitalCodes.status, listingId: digitalCodes.listingId })
      .from(digitalCodes)
      .where(
        and(
          inArray(digitalCodes.codeHash, allHashes),
          sql`(${digitalCodes.status} = 'sold' or (${digitalCodes.listingId} = ${listingId} and ${digitalCodes.status} <> 'withdrawn'))`,
        ),
      );
    const sold = new Set(known.filter((row) => row.status === 'sold').map((row) => row.hash));
    const held = new Set(known.filter((row) => row.listingId === listingId).map((row) => row.hash));
    let duplicates = 0;
    let alreadySold = 0;
    const seen = new Set<string>();
    const fresh: { code: string; hash: string }[] = [];
    for (const { code, hashes } of hashed) {
      if (hashes.some((hash) => sold.has(hash))) alreadySold++;
      else if (hashes.some((hash) => held.has(hash) || seen.has(hash))) duplicates++;
      else fresh.push({ code, hash: hashes[0]! });
      seen.add(hashes[0]!);
    }
    let added = 0;
    for (let start = 0; start < fresh.length; start += INSERT_BATCH) {
      const rows = fresh.slice(start, start + INSERT_BATCH).map(({ code, hash }) => {
        const id = newId();
        return {
          id,
          listingId,
          sellerId: seller.id,
          codeHash: hash,
          tail: code.length >= 8 ? code.slice(-4) : '',
          ...sealCode(keys, { id, code }),
        };
      });
      // A code another upload of this listing added meanwhile meets the unique index: it is a duplicate too.
      const inserted = await tx.insert(digitalCodes).values(rows).onConflictDoNothing().returning({ id: digitalCodes.id });
      added += inserted.length;
      duplicates += rows.length - inserted.length;
    }
    await syncCodeStock(tx, listingId);
    return { added, duplicates, alreadySold, stock: await codeStockOf(tx, listingId) };
  });
}

/** Takes unsold codes off sale: the chosen ones that are still available, or every available one. */
export async function withdrawCodes(db: Db, { listingId, seller, choice }: { listingId: string; seller: UserRow; choice: TWithdrawCodes }) {
  return inTransaction(db, async (tx) => {
    await lockCodeListing(tx, { listingId, seller });
    const withdrawn = await tx
      .update(digitalCodes)
      .set({ status: 'withdrawn' })
      .where(
        and(
          eq(digitalCodes.listingId, listingId),
          eq(digitalCodes.status, 'available'),
          'ids' in choice ? inArray(digitalCodes.id, choice.ids) : undefined,
        ),
      )
      .returning({ id: digitalCodes.id });
    if ('ids' in choice && withdrawn.length === 0) throw new AppError('INVALID_STATUS_CHANGE', 'errors.codeNotWithdrawable');
    await syncCodeStock(tx, listingId);
    return { withdrawn: withdrawn.length, stock: await codeStockOf(tx, listingId) };
  });
}

/** The seller's list of a listing's codes: states and masked tails, never a code. */
export async function listCodes(db: Db, { listingId, seller, query }: { listingId: string; seller: UserRow; query: TCodesQuery }) {
  return inTransaction(db, async (tx) => {
    await lockCodeListing(tx, { listingId, seller });
    const where = and(eq(digitalCodes.listingId, listingId), query.status === 'all' ? undefined : eq(digitalCodes.status, query.status));
    const [{ total } = { total: 0 }] = await tx.select({ total: sql<number>`count(*)::int` }).from(digitalCodes).where(where);
    const rows = await tx
      .select({
        id: digitalCodes.id,
        tail: digitalCodes.tail,
        status: digitalCodes.status,
        createdAt: digitalCodes.createdAt,
        orderNumber: sql<number | null>`(select o.number from orders o where o.id = ${digitalCodes.orderId})`,
      })
      .from(digitalCodes)
      .where(where)
      .orderBy(sql`${digitalCodes.createdAt} desc, ${digitalCodes.id}`)
      .limit(query.limit)
      .offset((query.page - 1) * query.limit);
    return {
      stock: await codeStockOf(tx, listingId),
      codes: rows.map((row) => ({
        id: row.id,
        masked: `••••${row.tail}`,
        status: row.status,
        orderNumber: row.orderNumber === null ? null : Number(row.orderNumber),
        createdAt: row.createdAt.toISOString(),
      })),
      pagination: {
        currentPage: query.page,
        totalPages: Math.max(1, Math.ceil(total / query.limit)),
        totalItems: total,
        itemsPerPage: query.limit,
      },
    };
  });
}

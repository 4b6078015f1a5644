import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { type CodeKeys, codeHashes, openCode, sealCode } from './code-keys.js';
import { syncCodeStock } from './code-stock.js';
import { codeReveals, digitalCodes } from './tables.js';

/**
 * Sets `quantity` available codes of a listing aside for an order, in the checkout's transaction. SKIP LOCKED: a
 * code another transaction is taking is passed over, never waited for or taken twice. Too few codes refuse the
 * checkout, whose transaction rolls back whole, its payment included.
 */
export async function reserveCodes(
  tx: Tx,
  { listingId, orderId, quantity, title }: { listingId: string; orderId: string; quantity: number; title: string },
) {
  const picked = await tx
    .select({ id: digitalCodes.id })
    .from(digitalCodes)
    .where(and(eq(digitalCodes.listingId, listingId), eq(digitalCodes.status, 'available')))
    .orderBy(asc(digitalCodes.createdAt), asc(digitalCodes.id))
    .limit(quantity)
    .for('update', { skipLocked: true });
  if (picked.length < quantity) throw new AppError('OUT_OF_STOCK', { key: 'errors.codesSoldOut', params: { title } });
  await tx
    .update(digitalCodes)
    .set({ status: 'reserved', orderId, reservedAt: sql`now()` })
    .where(
      inArray(
        digitalCodes.id,
        picked.map((row) => row.id),
      ),
    );
}

/** The order is paid: its reserved codes are sold to it. */
export async function sellReservedCodes(tx: Tx, orderId: string) {
  const sold = await tx
    .update(digitalCodes)
    .set({ status: 'sold', soldAt: sql`now()` })
    .where(and(eq(digitalCodes.orderId, orderId), eq(digitalCodes.status, 'reserved')))
    .returning({ id: digitalCodes.id });
  return sold.length;
}

/** An order that was never paid gives its reserved codes back to the stock. */
export async function releaseReservedCodes(tx: Tx, orderId: string) {
  const released = await tx
    .update(digitalCodes)
    .set({ status: 'available', orderId: null, reservedAt: null })
    .where(and(eq(digitalCodes.orderId, orderId), eq(digitalCodes.status, 'reserved')))
    .returning({ listingId: digitalCodes.listingId });
  for (const listingId of new Set(released.map((row) => row.listingId))) await syncCodeStock(tx, listingId);
}

/** The codes an order holds now (a reported and replaced code is retired), with when each was first revealed. */
export async function codesOfOrder(db: DbOrTx, orderId: string) {
  const rows = await db
    .select({
      id: digitalCodes.id,
      listingId: digitalCodes.listingId,
      firstRevealedAt: sql<string | null>`(select min(r.revealed_at) from code_reveals r where r.code_id = ${digitalCodes.id})`,
    })
    .from(digitalCodes)
    .where(and(eq(digitalCodes.orderId, orderId), eq(digitalCodes.status, 'sold'), isNull(digitalCodes.retiredAt)))
    .orderBy(asc(digitalCodes.soldAt), asc(digitalCodes.id));
  return rows.map((row) => ({ ...row, firstRevealedAt: row.firstRevealedAt ? new Date(row.firstRevealedAt) : null }));
}

/**
 * Opens the order's codes for its buyer and records the reveal of each (who, when, from where). The caller has
 * checked that the user is the order's paying buyer. `isFirst` says that a code was shown for the first time now.
 */
export async function revealCodes(tx: Tx, { orderId, userId, ip, keys }: { orderId: string; userId: string; ip: string; keys: CodeKeys }) {
  const rows = await tx
    .select()
    .from(digitalCodes)
    .where(and(eq(digitalCodes.orderId, orderId), eq(digitalCodes.status, 'sold'), isNull(digitalCodes.retiredAt)))
    .orderBy(asc(digitalCodes.soldAt), asc(digitalCodes.id));
  const before = new Set(
    (await tx.selectDistinct({ codeId: codeReveals.codeId }).from(codeReveals).where(eq(codeReveals.orderId, orderId))).map(
      (r) => r.codeId,
    ),
  );
  if (rows.length > 0) {
    await tx.insert(codeReveals).values(rows.map((row) => ({ id: newId(), codeId: row.id, orderId, userId, ip })));
  }
  return {
    codes: rows.map((row) => ({ id: row.id, code: openCode(keys, row) })),
    isFirst: rows.some((row) => !before.has(row.id)),
  };
}

/** A reported code leaves the order: it stays sold (it may have been used) but is no longer the buyer's code. */
export async function retireCode(tx: Tx, codeId: string) {
  await tx.update(digitalCodes).set({ retiredAt: sql`now()` }).where(eq(digitalCodes.id, codeId));
}

/**
 * A replacement for a reported code: the next code of the listing's stock, or one the seller typed (sealed and added
 * to the listing as sold to the order; refused when it was sold before). Returns the new code's id.
 */
export async function replacementCode(
  tx: Tx,
  {
    listingId,
    sellerId,
    orderId,
    typed,
    keys,
    title,
  }: { listingId: string; sellerId: string; orderId: string; typed?: string; keys: CodeKeys; title: string },
) {
  if (typed === undefined) {
    await reserveCodes(tx, { listingId, orderId, quantity: 1, title }).catch((error) => {
      throw error instanceof AppError ? new AppError('OUT_OF_STOCK', 'errors.noReplacementLeft') : error;
    });
    const [code] = await tx
      .update(digitalCodes)
      .set({ status: 'sold', soldAt: sql`now()` })
      .where(and(eq(digitalCodes.orderId, orderId), eq(digitalCodes.status, 'reserved')))
      .returning({ id: digitalCodes.id });
    await syncCodeStock(tx, listingId);
    return code!.id;
  }
  const hashes = codeHashes(keys, typed);
  const [known] = await tx
    .select({ id: digitalCodes.id })
    .from(digitalCodes)
    .where(
      and(
        inArray(digitalCodes.codeHash, hashes),
        sql`(${digitalCodes.status} = 'sold' or (${digitalCodes.listingId} = ${listingId} and ${digitalCodes.status} <> 'withdrawn'))`,
      ),
    )
    .limit(1);
  if (known) throw new AppError('VALIDATION_FAILED', 'errors.codeAlreadyUsed');
  const id = newId();
  await tx.insert(digitalCodes).values({
    id,
    listingId,
    sellerId,
    codeHash: hashes[0]!,
    tail: typed.length >= 8 ? typed.slice(-4) : '',
    status: 'sold',
    orderId,
    soldAt: sql`now()`,
    ...sealCode(keys, { id, code: typed }),
  });
  return id;
}

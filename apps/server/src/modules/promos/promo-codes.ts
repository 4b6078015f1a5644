import { halalasToSar, type PromoType, promoDisplayStatus, type TPromoCodesReply, type TPromoCodeView } from '@gamesouq/core';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { promoCodes } from './tables.js';

type Promo = typeof promoCodes.$inferSelect;
type Input = { code: string; type: PromoType; value: number; expiresAt: Date; usageLimit: number; active: boolean };

export function toPromoView(promo: Promo): TPromoCodeView {
  const value = promo.type === 'percentage' ? promo.valueHundredths / 100 : halalasToSar(promo.valueHundredths);
  const view = {
    id: promo.id,
    _id: promo.id,
    code: promo.code,
    type: promo.type,
    value,
    expiresAt: promo.expiresAt.toISOString(),
    usageLimit: promo.usageLimit,
    usedCount: promo.usedCount,
    active: promo.active,
    createdAt: promo.createdAt.toISOString(),
  };
  return { ...view, status: promoDisplayStatus(view) };
}

/** `active` left out of an edit is undefined, which the update leaves as stored. */
const columns = (input: Omit<Input, 'active'> & { active?: boolean }) => ({
  code: input.code,
  type: input.type,
  valueHundredths: Math.round(input.value * 100),
  expiresAt: input.expiresAt,
  usageLimit: input.usageLimit,
  active: input.active,
});

function uniqueCode(error: unknown): never {
  const constraint =
    (error as { cause?: { constraint?: string }; constraint?: string }).cause?.constraint ?? (error as { constraint?: string }).constraint;
  if (constraint === 'promo_codes_code_unique') throw new AppError('PROMO_EXISTS');
  throw error;
}

export async function createPromo(db: Db, input: Input) {
  try {
    const [row] = await db
      .insert(promoCodes)
      .values({ id: newId(), ...columns(input) })
      .returning();
    return toPromoView(row!);
  } catch (error) {
    uniqueCode(error);
  }
}

export async function updatePromo(db: Db, id: string, input: Omit<Input, 'active'> & { active?: boolean }) {
  try {
    const [row] = await db
      .update(promoCodes)
      .set({ ...columns(input), updatedAt: sql`now()` })
      .where(eq(promoCodes.id, id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'errors.promoNotFound');
    return toPromoView(row);
  } catch (error) {
    uniqueCode(error);
  }
}

export async function setPromosActive(db: Db, ids: string[], active: boolean) {
  const rows = await db.update(promoCodes).set({ active, updatedAt: sql`now()` }).where(inArray(promoCodes.id, ids)).returning();
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'errors.promoNotFound');
  return rows.length;
}

/** Used codes are kept on their orders by id; deleting a code leaves those orders as they were. */
export async function deletePromos(db: Db, ids: string[]) {
  const rows = await db.delete(promoCodes).where(inArray(promoCodes.id, ids)).returning();
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'errors.promoNotFound');
  return rows.length;
}

export async function listPromos(
  db: Db,
  { page, limit, search, sort }: { page: number; limit: number; search?: string; sort: 'date' | 'code' | 'usage' },
): Promise<Omit<TPromoCodesReply, 'success'>> {
  const where: SQL = search ? sql`${promoCodes.code} ilike ${`%${search}%`}` : sql`true`;
  const orderBy = sort === 'code' ? sql`code asc` : sort === 'usage' ? sql`used_count desc, code` : sql`created_at desc, id`;
  const [rows, count] = await Promise.all([
    db
      .select()
      .from(promoCodes)
      .where(where)
      .orderBy(orderBy)
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(promoCodes).where(where),
  ]);
  const totalItems = count[0]?.n ?? 0;
  return {
    promoCodes: rows.map(toPromoView),
    pagination: { currentPage: page, totalPages: Math.ceil(totalItems / limit), totalItems, itemsPerPage: limit },
  };
}

/** A usable code, locked; its use is counted in the same transaction as the checkout, so the limit holds under load. */
export async function takePromo(tx: Tx, code: string) {
  const [promo] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code.trim().toUpperCase())).for('update');
  if (!promo?.active) throw new AppError('PROMO_INVALID');
  const status = promoDisplayStatus(promo);
  if (status === 'Expired') throw new AppError('PROMO_INVALID', 'errors.promoExpired');
  if (status === 'Limit Reached') throw new AppError('PROMO_INVALID', 'errors.promoUsedUp');
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`${promoCodes.usedCount} + 1` })
    .where(eq(promoCodes.id, promo.id));
  return {
    id: promo.id,
    type: promo.type,
    value: promo.type === 'percentage' ? promo.valueHundredths / 100 : halalasToSar(promo.valueHundredths),
  };
}

/**
 * Gives back the use a checkout took of a code when that checkout is never paid. The caller holds the checkout's
 * lock and calls this only in the transaction that closes it, so a checkout gives its use back at most once.
 */
export async function returnPromoUse(tx: Tx, promoId: string) {
  await tx
    .update(promoCodes)
    .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)`, updatedAt: sql`now()` })
    .where(eq(promoCodes.id, promoId));
}

/** Checks a code without using it, for the cart's promo box. */
export async function previewPromo(db: Db, code: string) {
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code.trim().toUpperCase()));
  if (!promo?.active) throw new AppError('PROMO_INVALID');
  const view = toPromoView(promo);
  if (view.status === 'Expired') throw new AppError('PROMO_INVALID', 'errors.promoExpired');
  if (view.status === 'Limit Reached') throw new AppError('PROMO_INVALID', 'errors.promoUsedUp');
  return view;
}

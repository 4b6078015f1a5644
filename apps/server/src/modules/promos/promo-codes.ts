import { halalasToSar, type PromoType, promoDisplayStatus, type TPromoCodesReply, type TPromoCodeView } from '@gamesouq/core';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { type Actor, recordAudit } from '../audit/index.js';
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

export async function createPromo(db: Db, actor: Actor, input: Input) {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(promoCodes)
        .values({ id: newId(), ...columns(input) })
        .returning();
      const promo = toPromoView(row!);
      await recordAudit(tx, actor, { action: 'promo_codes.create', entityType: 'promo_code', entityId: promo.id, after: promo });
      return promo;
    });
  } catch (error) {
    uniqueCode(error);
  }
}

export async function updatePromo(db: Db, actor: Actor, id: string, input: Omit<Input, 'active'> & { active?: boolean }) {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await promoSnapshots(tx, [id]);
      const [row] = await tx
        .update(promoCodes)
        .set({ ...columns(input), updatedAt: sql`now()` })
        .where(eq(promoCodes.id, id))
        .returning();
      if (!row) throw new AppError('NOT_FOUND', 'errors.promoNotFound');
      const promo = toPromoView(row);
      await recordAudit(tx, actor, { action: 'promo_codes.update', entityType: 'promo_code', entityId: id, before, after: promo });
      return promo;
    });
  } catch (error) {
    uniqueCode(error);
  }
}

/**
 * Activates, deactivates or deletes codes, each noted in the audit log as it was before and after. Used codes are kept
 * on their orders by id; deleting a code leaves those orders as they were.
 */
export async function changePromos(db: Db, actor: Actor, ids: string[], action: 'activate' | 'deactivate' | 'delete') {
  return db.transaction(async (tx) => {
    const before = await promoSnapshots(tx, ids);
    const rows =
      action === 'delete'
        ? await tx.delete(promoCodes).where(inArray(promoCodes.id, ids)).returning()
        : await tx
            .update(promoCodes)
            .set({ active: action === 'activate', updatedAt: sql`now()` })
            .where(inArray(promoCodes.id, ids))
            .returning();
    if (rows.length === 0) throw new AppError('NOT_FOUND', 'errors.promoNotFound');
    const after = await promoSnapshots(tx, ids);
    await recordAudit(
      tx,
      actor,
      before.map((previous) => ({
        action: `promo_codes.${action}`,
        entityType: 'promo_code',
        entityId: previous.id,
        before: previous,
        after: after.find((promo) => promo.id === previous.id) ?? null,
      })),
    );
    return rows.length;
  });
}

/** Promo codes by id, as the admin screen shows them, each once. */
async function promoSnapshots(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db.select().from(promoCodes).where(inArray(promoCodes.id, ids));
  const byId = new Map(rows.map((row) => [row.id, toPromoView(row)]));
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
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

import { halalasToSar } from '@gamesouq/core';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { withdrawals } from './tables.js';

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
        transferReference: row.transferReference,
        decidedBy: row.decidedBy,
        decidedAt: row.decidedAt?.toISOString() ?? null,
      },
    ]),
  );
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
}

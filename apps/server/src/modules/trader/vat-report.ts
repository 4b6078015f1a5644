import { commissionVat, halalasToSar, type PlatformVat, type TVatReportReply } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { findUserById } from '../users/index.js';
import { platformAccount } from '../wallet/index.js';

type Row = Record<string, unknown>;

/** Saudi Arabia keeps UTC+3 all year: a report's days are Riyadh days. */
const RIYADH_OFFSET = '+03:00';
const DAY_MS = 86_400_000;

/**
 * The figures of a seller's own VAT return for the days `from` to `to` (ADR 011): every order placed in the period
 * and not refunded, with what the seller supplied (items + shipping, VAT included), the VAT in it at the order's rate,
 * the promo the platform paid, and the platform's commission on the released sale with the platform's VAT inside it.
 */
export async function readVatReport(
  db: DbOrTx,
  { sellerId, from, to, platformVat }: { sellerId: string; from: string; to: string; platformVat: PlatformVat },
): Promise<Omit<TVatReportReply, 'success'>> {
  const start = new Date(`${from}T00:00:00${RIYADH_OFFSET}`);
  const end = new Date(new Date(`${to}T00:00:00${RIYADH_OFFSET}`).getTime() + DAY_MS);
  const [seller, result] = await Promise.all([
    findUserById(db, sellerId),
    db.execute(sql`
      select o.id, o.number, o.created_at, o.status, o.subtotal + o.shipping as gross, o.vat, o.vat_percent, o.discount,
        o.seller_vat_number, o.seller_cr_number,
        (select coalesce(sum(l.amount), 0) from journal_entries e join journal_lines l on l.entry_id = e.id
          where e.order_id = o.id and e.kind = 'release' and l.account_id = ${platformAccount('revenue')})::bigint as commission
      from orders o
      where o.seller_id = ${sellerId} and o.payment_status <> 'refunded'
        and o.created_at >= ${start.toISOString()} and o.created_at < ${end.toISOString()}
      order by o.created_at, o.number`),
  ]);
  const charged = (result.rows as { seller_vat_number: string | null; seller_cr_number: string | null }[])
    .filter((row) => row.seller_vat_number)
    .at(-1);
  const rows = (result.rows as Row[]).map((row) => {
    const gross = Number(row.gross);
    const vat = Number(row.vat);
    const commission = Number(row.commission);
    return {
      id: String(row.id),
      number: Number(row.number),
      date: new Date(String(row.created_at)),
      status: String(row.status),
      gross,
      vat,
      vatPercent: Number(row.vat_percent),
      platformPromo: Number(row.discount),
      commission,
      commissionVat: commissionVat(commission, platformVat),
    };
  });
  const sum = (key: 'gross' | 'vat' | 'platformPromo' | 'commission' | 'commissionVat') => rows.reduce((total, row) => total + row[key], 0);
  return {
    from,
    to,
    // The registration verified now, else the one the period's last VAT-charging order carried (a change under review).
    seller: {
      name: seller?.name ?? '',
      vatNumber: seller?.vatNumber ?? charged?.seller_vat_number ?? null,
      crNumber: seller?.vatNumber ? seller.crNumber : (charged?.seller_cr_number ?? null),
    },
    platformVatNumber: platformVat.vatNumber,
    totals: {
      orders: rows.length,
      gross: halalasToSar(sum('gross')),
      net: halalasToSar(sum('gross') - sum('vat')),
      vat: halalasToSar(sum('vat')),
      platformPromo: halalasToSar(sum('platformPromo')),
      commission: halalasToSar(sum('commission')),
      commissionNet: halalasToSar(sum('commission') - sum('commissionVat')),
      commissionVat: halalasToSar(sum('commissionVat')),
    },
    orders: rows.map((row) => ({
      id: row.id,
      orderId: `#${row.number}`,
      date: row.date.toISOString(),
      status: row.status,
      gross: halalasToSar(row.gross),
      net: halalasToSar(row.gross - row.vat),
      vat: halalasToSar(row.vat),
      vatPercent: row.vatPercent,
      platformPromo: halalasToSar(row.platformPromo),
      commission: halalasToSar(row.commission),
      commissionVat: halalasToSar(row.commissionVat),
    })),
  };
}

export type VatReport = Awaited<ReturnType<typeof readVatReport>>;

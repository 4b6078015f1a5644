import { randomUUID } from 'node:crypto';
import { halalasToSar } from '@gamesouq/core';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { newId } from '../../lib/ids.js';
import { recordEvent } from '../events/index.js';
import { orderItems, orders } from '../orders/index.js';
import { findProfile, users } from '../users/index.js';
import { buildInvoiceXml, riyadhDateTime } from './build-invoice-xml.js';
import { splitVat } from './invoice-amounts.js';
import { phase2Qr } from './qr-tlv.js';
import { signingKey } from './signing-key.js';
import { FIRST_PREVIOUS_HASH, invoiceHash, signInvoiceHash } from './stamp-invoice.js';
import { type InvoiceKind, invoiceCounters, invoices } from './tables.js';

export type InvoiceRow = typeof invoices.$inferSelect;

/** The printed number of an invoice: INV- for tax invoices, RCT- for receipts, then the seller's sequence. */
export const invoiceNumber = ({ kind, number }: Pick<InvoiceRow, 'kind' | 'number'>) =>
  `${kind === 'tax' ? 'INV' : 'RCT'}-${String(number).padStart(6, '0')}`;

/**
 * The order's invoice, issued now if it has none (idempotent: the job after payment and a download that comes first
 * issue one document between them). A VAT-registered seller's order (its registration snapshot at checkout) gets a
 * simplified tax invoice, stamped and chained; any other a receipt. Both are dated at the order's creation, when it
 * was sold and paid, also for orders placed before invoices existed.
 */
export async function issueInvoice(db: Db, { orderId, dataDir }: { orderId: string; dataDir: string }): Promise<InvoiceRow> {
  const [existing] = await db.select().from(invoices).where(eq(invoices.orderId, orderId));
  if (existing) return existing;
  const key = await signingKey(dataDir);
  return inTransaction(db, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new Error(`No order ${orderId} to invoice`);
    const kind: InvoiceKind = order.sellerVatNumber ? 'tax' : 'receipt';
    const counter = await lockCounter(tx, { sellerId: order.sellerId, kind });
    // A concurrent issuer of this order waited for the same counter: what it issued is the answer.
    const [issued] = await tx.select().from(invoices).where(eq(invoices.orderId, orderId));
    if (issued) return issued;

    const [seller] = await tx.select({ name: users.name }).from(users).where(eq(users.id, order.sellerId));
    const profile = await findProfile(tx, order.sellerId);
    const number = counter.lastNumber + 1;
    const base = {
      id: newId(),
      orderId,
      sellerId: order.sellerId,
      kind,
      number,
      uuid: randomUUID(),
      issuedAt: order.createdAt,
      // A shop invoices under its store name, the name buyers saw and the one its VAT registration carries.
      sellerName: profile.storeName.trim() || seller?.name || '',
      sellerAddress: [profile.address, profile.location]
        .map((part) => part.trim())
        .filter(Boolean)
        .join(', '),
    };
    if (kind === 'receipt') {
      const [row] = await tx.insert(invoices).values(base).returning();
      await tx.update(invoiceCounters).set({ lastNumber: number }).where(counterRow(order.sellerId, kind));
      return row!;
    }

    const [buyer] = await tx.select({ name: users.name }).from(users).where(eq(users.id, order.buyerId));
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
    const amounts = splitVat({
      lines: [
        ...items.map((item) => ({ title: item.title, quantity: item.quantity, gross: item.unitPrice * item.quantity })),
        ...(order.shipping > 0 ? [{ title: 'Shipping', quantity: 1, gross: order.shipping }] : []),
      ],
      discount: order.discount,
      vat: order.vat,
      total: order.total,
      percent: order.vatPercent,
    });
    const data = {
      number: invoiceNumber({ kind, number }),
      uuid: base.uuid,
      counter: number,
      issuedAt: base.issuedAt,
      previousHash: counter.lastHash ?? FIRST_PREVIOUS_HASH,
      seller: { name: base.sellerName, vatNumber: order.sellerVatNumber!, crNumber: order.sellerCrNumber, address: base.sellerAddress },
      buyerName: buyer?.name ?? '',
      percent: order.vatPercent,
      amounts,
    };
    const hash = invoiceHash(buildInvoiceXml(data));
    const signature = signInvoiceHash(hash, key.privateKey);
    const { date, time } = riyadhDateTime(base.issuedAt);
    const qr = phase2Qr({
      sellerName: base.sellerName,
      vatNumber: data.seller.vatNumber,
      timestamp: `${date}T${time}`,
      // The VAT-inclusive total of the supply, as the XML's TaxInclusiveAmount (a promo is prepaid by the platform).
      total: halalasToSar(order.total + order.discount).toFixed(2),
      vat: halalasToSar(order.vat).toFixed(2),
      hash,
      signature,
      publicKey: key.publicKeyDer,
      keySignature: key.keySignature,
    });
    const publicKey = key.publicKeyDer.toString('base64');
    const xml = buildInvoiceXml(data, { hash, signature, publicKey, qr });
    const [row] = await tx
      .insert(invoices)
      .values({ ...base, xml, hash, previousHash: data.previousHash, signature, publicKey, qr })
      .returning();
    await tx.update(invoiceCounters).set({ lastNumber: number, lastHash: hash }).where(counterRow(order.sellerId, kind));
    await recordEvent(tx, { type: 'invoice_issued', invoiceId: row!.id });
    return row!;
  });
}

const counterRow = (sellerId: string, kind: InvoiceKind) => and(eq(invoiceCounters.sellerId, sellerId), eq(invoiceCounters.kind, kind));

/** The seller's counter of this kind, made on first use and locked until the transaction ends. */
async function lockCounter(tx: Tx, { sellerId, kind }: { sellerId: string; kind: InvoiceKind }) {
  await tx.insert(invoiceCounters).values({ sellerId, kind }).onConflictDoNothing();
  const [counter] = await tx.select().from(invoiceCounters).where(counterRow(sellerId, kind)).for('update');
  return counter!;
}

/** Issues the invoices of newly paid orders (the `placed` change of ADR 009's orders_changed event). */
export async function issueInvoices(db: Db, { orderIds, dataDir }: { orderIds: string[]; dataDir: string }) {
  for (const orderId of orderIds) await issueInvoice(db, { orderId, dataDir });
}

import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { newId } from '../../lib/ids.js';
import { recordEvent } from '../events/index.js';
import { orderItems, orders } from '../orders/index.js';
import { findProfile, users } from '../users/index.js';
import type { TaxInvoiceData } from './build-invoice-xml.js';
import { advanceCounter, lockChain, lockCounter, stampDocument } from './document-chain.js';
import type { InvoiceAmounts } from './invoice-amounts.js';
import { invoiceAmounts, soldLines } from './order-lines.js';
import { type SigningKey, signingKey } from './signing-key.js';
import { type InvoiceKind, invoices } from './tables.js';
import { onboardedSigningKey } from './zatca-onboarding.js';

export type InvoiceRow = typeof invoices.$inferSelect;

const PREFIXES: Record<InvoiceKind, string> = { tax: 'INV', receipt: 'RCT', credit_note: 'CRN', refund_receipt: 'RFD' };

/** The printed number of a document: INV- tax invoice, RCT- receipt, CRN- credit note, RFD- refund receipt, then the seller's sequence. */
export const invoiceNumber = ({ kind, number }: Pick<InvoiceRow, 'kind' | 'number'>) =>
  `${PREFIXES[kind]}-${String(number).padStart(6, '0')}`;

/**
 * The order's invoice, issued now if it has none (idempotent: the job after payment and a download that comes first
 * issue one document between them). A VAT-registered seller's order (its registration snapshot at checkout) gets a
 * simplified tax invoice, stamped and chained; any other a receipt. Both are dated at the order's creation, when it
 * was sold and paid, also for orders placed before invoices existed.
 */
export async function issueInvoice(db: Db, { orderId, dataDir }: { orderId: string; dataDir: string }): Promise<InvoiceRow> {
  const [existing] = await orderDocument(db, orderId);
  if (existing) return existing;
  // Once onboarded, the production CSID's key and certificate (ADR 040); until then the platform key (ADR 012).
  const key = (await onboardedSigningKey(db, dataDir)) ?? (await signingKey(dataDir));
  return inTransaction(db, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new Error(`No order ${orderId} to invoice`);
    const kind: InvoiceKind = order.sellerVatNumber ? 'tax' : 'receipt';
    const chain = kind === 'tax' ? await lockChain(tx, order.sellerId) : null;
    const counter = chain?.invoicesCounter ?? (await lockCounter(tx, { sellerId: order.sellerId, kind }));
    // A concurrent issuer of this order waited for the same counter: what it issued is the answer.
    const [issued] = await orderDocument(tx, orderId);
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
    if (!chain) {
      const [row] = await tx.insert(invoices).values(base).returning();
      await advanceCounter(tx, { sellerId: order.sellerId, kind, number });
      return row!;
    }

    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
    // The supply's VAT-inclusive total is the QR's (a promo is prepaid by the platform).
    const stamp = await stampNext(tx, {
      order,
      chain,
      key,
      document: base,
      amounts: invoiceAmounts(order, soldLines(order, items, 'Shipping')),
    });
    const [row] = await tx
      .insert(invoices)
      .values({ ...base, ...stamp })
      .returning();
    await advanceCounter(tx, { sellerId: order.sellerId, kind, number, hash: stamp.hash });
    await recordEvent(tx, { type: 'invoice_issued', invoiceId: row!.id });
    return row!;
  });
}

/**
 * The stamp of the next document in the seller's chain (`chain` from lockChain): its number, place and previous hash,
 * the seller's VAT registration as the order carries it and the buyer's name.
 */
export async function stampNext(
  tx: Tx,
  {
    order,
    chain,
    key,
    document,
    amounts,
    credit,
  }: {
    order: typeof orders.$inferSelect;
    chain: Awaited<ReturnType<typeof lockChain>>;
    key: SigningKey;
    document: Pick<InvoiceRow, 'kind' | 'number' | 'uuid' | 'issuedAt' | 'sellerName' | 'sellerAddress'>;
    amounts: InvoiceAmounts;
    credit?: TaxInvoiceData['credit'];
  },
) {
  return stampDocument(
    {
      number: invoiceNumber(document),
      uuid: document.uuid,
      counter: chain.nextCounter,
      issuedAt: document.issuedAt,
      previousHash: chain.previousHash,
      seller: {
        name: document.sellerName,
        vatNumber: order.sellerVatNumber!,
        crNumber: order.sellerCrNumber,
        address: document.sellerAddress,
      },
      buyerName: await buyerName(tx, order.buyerId),
      percent: order.vatPercent,
      amounts,
      credit,
    },
    key,
  );
}

export async function buyerName(tx: Tx, buyerId: string) {
  const [buyer] = await tx.select({ name: users.name }).from(users).where(eq(users.id, buyerId));
  return buyer?.name ?? '';
}

/** Issues the invoices of newly paid orders (the `placed` change of ADR 009's orders_changed event). */
export async function issueInvoices(db: Db, { orderIds, dataDir }: { orderIds: string[]; dataDir: string }) {
  for (const orderId of orderIds) await issueInvoice(db, { orderId, dataDir });
}

/** The order's own invoice or receipt (not its credit notes). */
const orderDocument = (db: Db | Tx, orderId: string) =>
  db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), inArray(invoices.kind, ['tax', 'receipt'])));

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { newId } from '../../lib/ids.js';
import { recordEvent } from '../events/index.js';
import { orderItems, orders } from '../orders/index.js';
import { advanceCounter, lockChain, lockCounter } from './document-chain.js';
import { type InvoiceRow, invoiceNumber, issueInvoice, stampNext } from './issue-invoice.js';
import { creditedAmounts, type Refund, soldLines } from './order-lines.js';
import { signingKey } from './signing-key.js';
import { invoices } from './tables.js';
import { onboardedSigningKey } from './zatca-onboarding.js';

/** The one line of a partial refund's credit note, and why each kind of refund is credited (the XML's reason). */
export const PARTIAL_REFUND_LINE = 'Partial refund';
const reasonOf = (refund: Refund) => (refund.full ? 'Order cancelled and refunded in full' : 'Part of the order refunded');

/**
 * The credit note of one refund of an order (the ledger entry `refundEntryId` moved `amount` back to the buyer):
 * against a tax invoice a simplified tax credit note (type 381, CRN-…, referring to the invoice, next in the seller's
 * hash chain, signed, with its QR, reported like an invoice); against a receipt a refund receipt (RFD-…) without VAT.
 * Idempotent: one document per refund entry, however often or concurrently the refund event is delivered.
 */
export async function issueCreditNote(
  db: Db,
  { orderId, refundEntryId, refund, dataDir }: { orderId: string; refundEntryId: string; refund: Refund; dataDir: string },
): Promise<InvoiceRow> {
  const [existing] = await db.select().from(invoices).where(eq(invoices.refundEntryId, refundEntryId));
  if (existing) return existing;
  // What is credited exists first: an order refunded before its invoice job ran gets its invoice now.
  const credited = await issueInvoice(db, { orderId, dataDir });
  // Once onboarded, the production CSID's key and certificate (ADR 040); until then the platform key (ADR 012).
  const key = (await onboardedSigningKey(db, dataDir)) ?? (await signingKey(dataDir));
  return inTransaction(db, async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new Error(`No order ${orderId} to credit`);
    const isTax = credited.kind === 'tax';
    const kind = isTax ? 'credit_note' : 'refund_receipt';
    const chain = isTax ? await lockChain(tx, order.sellerId) : null;
    const counter = await lockCounter(tx, { sellerId: order.sellerId, kind });
    // A concurrent delivery of the same refund waited for the same counters: what it issued is the answer.
    const [issued] = await tx.select().from(invoices).where(eq(invoices.refundEntryId, refundEntryId));
    if (issued) return issued;

    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
    const amounts = creditedAmounts(order, soldLines(order, items, 'Shipping'), refund, PARTIAL_REFUND_LINE);
    const number = counter.lastNumber + 1;
    const base = {
      id: newId(),
      orderId,
      sellerId: order.sellerId,
      kind,
      number,
      uuid: randomUUID(),
      issuedAt: new Date(),
      // The seller as the credited document names it.
      sellerName: credited.sellerName,
      sellerAddress: credited.sellerAddress,
      creditedInvoiceId: credited.id,
      refundEntryId,
      amount: refund.amount,
      vat: isTax ? amounts.vat : 0,
    } as const;
    if (!chain) {
      const [row] = await tx.insert(invoices).values(base).returning();
      await advanceCounter(tx, { sellerId: order.sellerId, kind, number });
      return row!;
    }
    const stamp = await stampNext(tx, {
      order,
      chain,
      key,
      document: base,
      amounts,
      credit: { invoiceNumber: invoiceNumber(credited), reason: reasonOf(refund) },
    });
    const [row] = await tx
      .insert(invoices)
      .values({ ...base, ...stamp })
      .returning();
    await advanceCounter(tx, { sellerId: order.sellerId, kind, number });
    // The chain's last hash is the tax counter's: the next invoice follows this credit note.
    await advanceCounter(tx, { sellerId: order.sellerId, kind: 'tax', number: chain.invoicesCounter.lastNumber, hash: stamp.hash });
    await recordEvent(tx, { type: 'invoice_issued', invoiceId: row!.id });
    return row!;
  });
}

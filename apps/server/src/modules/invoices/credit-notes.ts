import { halalasToSar, type TCreditNoteView } from '@gamesouq/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { UserRow } from '../users/index.js';
import { invoiceNumber } from './issue-invoice.js';
import { viewableOrder } from './render-invoice-pdf.js';
import { invoices } from './tables.js';

const credited = alias(invoices, 'credited');
const CREDIT_KINDS = ['credit_note', 'refund_receipt'] as const;

/** The order's credit notes and refund receipts, oldest first, for its buyer, its seller and admins. */
export async function listCreditNotes(db: Db, { orderId, viewer }: { orderId: string; viewer: UserRow }): Promise<TCreditNoteView[]> {
  await viewableOrder(db, { orderId, viewer });
  const rows = await db
    .select({ note: invoices, credited: { kind: credited.kind, number: credited.number } })
    .from(invoices)
    .innerJoin(credited, eq(credited.id, invoices.creditedInvoiceId))
    .where(and(eq(invoices.orderId, orderId), inArray(invoices.kind, CREDIT_KINDS)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.number));
  return rows.map(({ note, credited }) => ({
    id: note.id,
    kind: note.kind as (typeof CREDIT_KINDS)[number],
    number: invoiceNumber(note),
    creditsNumber: invoiceNumber(credited),
    issuedAt: note.issuedAt.toISOString(),
    amount: halalasToSar(note.amount ?? 0),
    vat: halalasToSar(note.vat ?? 0),
  }));
}

/** A credit note's signed UBL XML (type 381), for the order's seller and admins. */
export async function readCreditNoteXml(db: Db, { orderId, noteId, viewer }: { orderId: string; noteId: string; viewer: UserRow }) {
  const order = await viewableOrder(db, { orderId, viewer });
  if (order.sellerId !== viewer.id && viewer.role !== 'admin') throw new AppError('NOT_FOUND', 'errors.orderNotFound');
  const [note] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, noteId), eq(invoices.orderId, orderId), inArray(invoices.kind, CREDIT_KINDS)));
  if (!note) throw new AppError('NOT_FOUND', 'errors.creditNoteNotFound');
  if (!note.xml) throw new AppError('NOT_FOUND', 'errors.noTaxCreditNote');
  return { xml: Buffer.from(note.xml), filename: `${invoiceNumber(note)}.xml` };
}

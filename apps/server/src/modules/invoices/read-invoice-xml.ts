import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { orders } from '../orders/index.js';
import type { UserRow } from '../users/index.js';
import { invoiceNumber, issueInvoice } from './issue-invoice.js';

/** The signed UBL XML of an order's tax invoice, for its seller and admins; issued now if the job has not yet. */
export async function readInvoiceXml(db: Db, { orderId, viewer, dataDir }: { orderId: string; viewer: UserRow; dataDir: string }) {
  const [order] = await db.select({ sellerId: orders.sellerId }).from(orders).where(eq(orders.id, orderId));
  if (!order || (order.sellerId !== viewer.id && viewer.role !== 'admin')) throw new AppError('NOT_FOUND', 'errors.orderNotFound');
  const invoice = await issueInvoice(db, { orderId, dataDir });
  if (!invoice.xml) throw new AppError('NOT_FOUND', 'errors.noTaxInvoice');
  return { xml: Buffer.from(invoice.xml), filename: `${invoiceNumber(invoice)}.xml` };
}

import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import type { FatooraProvider } from './fatoora-provider.js';
import { fatooraReports, invoices } from './tables.js';

/** Reports a tax invoice once through the provider and records what was sent and answered; a repeat does nothing. */
export async function reportInvoice(db: Db, { invoiceId, provider }: { invoiceId: string; provider: FatooraProvider }) {
  const [reported] = await db.select({ id: fatooraReports.id }).from(fatooraReports).where(eq(fatooraReports.invoiceId, invoiceId));
  if (reported) return;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice?.xml || !invoice.hash) throw new Error(`Invoice ${invoiceId} is not a tax invoice to report`);
  const outcome = await provider.report({ invoiceId, uuid: invoice.uuid, hash: invoice.hash, xml: invoice.xml });
  await db
    .insert(fatooraReports)
    .values({ id: newId(), invoiceId, provider: provider.name, hash: invoice.hash, xml: invoice.xml, ...outcome })
    .onConflictDoNothing();
}

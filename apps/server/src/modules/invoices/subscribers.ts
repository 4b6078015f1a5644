import type { Db } from '../../db/client.js';
import type { Subscribers } from '../events/index.js';
import type { FatooraProvider } from './fatoora-provider.js';
import { issueCreditNote } from './issue-credit-note.js';
import { issueInvoices } from './issue-invoice.js';
import { reportInvoice } from './report-invoice.js';

/**
 * Paid orders get their invoice, refunds their credit note; an issued tax invoice or credit note is reported. All are
 * idempotent, so a retried event is harmless.
 */
export function invoiceSubscribers(db: Db, { dataDir, fatoora }: { dataDir: string; fatoora: FatooraProvider }): Subscribers {
  return {
    orders_changed: async ({ orderIds, change }) => {
      if (change === 'placed') await issueInvoices(db, { orderIds, dataDir });
    },
    order_refunded: async ({ orderId, refundEntryId, amount, full }) => {
      await issueCreditNote(db, { orderId, refundEntryId, refund: { amount, full }, dataDir });
    },
    invoice_issued: ({ invoiceId }) => reportInvoice(db, { invoiceId, provider: fatoora }),
  };
}

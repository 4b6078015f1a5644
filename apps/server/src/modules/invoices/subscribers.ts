import type { Db } from '../../db/client.js';
import type { Subscribers } from '../events/index.js';
import type { FatooraProvider } from './fatoora-provider.js';
import { issueInvoices } from './issue-invoice.js';
import { reportInvoice } from './report-invoice.js';

/** Paid orders get their invoice; an issued tax invoice is reported. Both are idempotent, so a retried event is harmless. */
export function invoiceSubscribers(db: Db, { dataDir, fatoora }: { dataDir: string; fatoora: FatooraProvider }): Subscribers {
  return {
    orders_changed: async ({ orderIds, change }) => {
      if (change === 'placed') await issueInvoices(db, { orderIds, dataDir });
    },
    invoice_issued: ({ invoiceId }) => reportInvoice(db, { invoiceId, provider: fatoora }),
  };
}

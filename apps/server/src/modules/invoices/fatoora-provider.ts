import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { zatcaReporting } from './report-to-zatca.js';
import type { FATOORA_REPORT_STATUSES } from './tables.js';
import { onboardedCredentials } from './zatca-onboarding.js';

/** What reporting a simplified tax invoice sends: ZATCA's reporting API takes the hash, the UUID and the XML. */
export type InvoiceToReport = { invoiceId: string; uuid: string; hash: string; xml: string };
export type ReportOutcome = { status: (typeof FATOORA_REPORT_STATUSES)[number]; response: string };

/**
 * Where tax invoices are reported (FATOORA_PROVIDER): `log` keeps what would be sent in fatoora_reports and sends
 * nothing; `zatca` reports to ZATCA's API. A provider throws when the report could not be made (network, 5xx, auth):
 * the job retries it.
 */
export type FatooraProvider = { name: string; report: (invoice: InvoiceToReport) => Promise<ReportOutcome> };

export function createFatooraProvider(config: Config, db: Db): FatooraProvider {
  if (config.FATOORA_PROVIDER === 'zatca') {
    const configured = config.ZATCA_CSID && config.ZATCA_CSID_SECRET ? { csid: config.ZATCA_CSID, secret: config.ZATCA_CSID_SECRET } : null;
    return zatcaReporting({
      baseUrl: config.ZATCA_API_URL!,
      credentials: async () => (await onboardedCredentials(db, config.DATA_DIR)) ?? configured,
    });
  }
  return { name: 'log', report: async () => ({ status: 'logged', response: 'Not sent: FATOORA_PROVIDER is log' }) };
}

import type { FatooraProvider, InvoiceToReport } from './fatoora-provider.js';

const TIMEOUT_MS = 20_000;

/**
 * ZATCA's reporting API for simplified invoices (POST /invoices/reporting/single, API version 2): Basic auth with the
 * production CSID (its binary security token) and secret, JSON body with the invoice hash, UUID and the XML in base64.
 * 200 reported, 202 reported with warnings, 400 not reported (the validation results say why); anything else is a
 * failure to report, retried later.
 */
export function zatcaReporting({
  baseUrl,
  credentials,
}: {
  baseUrl: string;
  /** The production CSID and secret at the time of the report: the onboarded one, else the settings' (ADR 040). */
  credentials: () => Promise<{ csid: string; secret: string } | null>;
}): FatooraProvider {
  return {
    name: 'zatca',
    async report({ uuid, hash, xml }: InvoiceToReport) {
      const csid = await credentials();
      // Not onboarded yet: the job fails and is retried, so the invoice is reported once the platform is onboarded.
      if (!csid) throw new Error('No production CSID to report with: onboard the platform with ZATCA (admin settings) or set ZATCA_CSID');
      const authorization = `Basic ${Buffer.from(`${csid.csid}:${csid.secret}`).toString('base64')}`;
      const response = await fetch(`${baseUrl.replace(/\/$/, '')}/invoices/reporting/single`, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'accept-language': 'en',
          'accept-version': 'V2',
          authorization,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ invoiceHash: hash, uuid, invoice: Buffer.from(xml, 'utf8').toString('base64') }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      if (response.status === 200) return { status: 'reported', response: text };
      if (response.status === 202) return { status: 'reported_with_warnings', response: text };
      if (response.status === 400) return { status: 'rejected', response: text };
      throw new Error(`ZATCA reporting answered ${response.status}: ${text.slice(0, 500)}`);
    },
  };
}

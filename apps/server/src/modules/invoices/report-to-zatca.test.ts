import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { postAd } from '../../test/listing-fixtures.js';
import { buyListing } from '../../test/order-fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { shop } from '../../test/vat-fixtures.js';
import { zatcaReporting } from './report-to-zatca.js';
import { fatooraReports, invoices } from './tables.js';

// A production CSID is a base64 certificate (binary security token) with its secret; these are made up.
const CSID = Buffer.from('-----GameSouq test CSID-----').toString('base64');
const SECRET = 'test-csid-secret';

/**
 * ZATCA's reporting API as documented, on a loopback port: Basic auth with the CSID and its secret, API version 2,
 * a JSON body whose hash and UUID must be the invoice's own (as ZATCA checks them); 200 REPORTED, 202 with warnings
 * (an invoice without a buyer name here), 400 NOT_REPORTED, 401 for other credentials.
 */
async function startZatca() {
  const received: { uuid: string; invoiceHash: string; xml: string }[] = [];
  const server = createServer(async (request, response) => {
    const reply = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const results = (status: string, errors: string[] = [], warnings: string[] = []) => ({
      validationResults: {
        infoMessages: [],
        warningMessages: warnings.map((message) => ({ type: 'WARNING', code: 'BR-KSA-W', category: 'KSA', message, status: 'WARNING' })),
        errorMessages: errors.map((message) => ({
          type: 'ERROR',
          code: 'invalid-invoice-hash',
          category: 'INVOICE_HASHING_ERRORS',
          message,
          status: 'ERROR',
        })),
        status,
      },
      reportingStatus: status === 'ERROR' ? 'NOT_REPORTED' : 'REPORTED',
    });
    if (request.method !== 'POST' || request.url !== '/e-invoicing/simulation/invoices/reporting/single') return reply(404, {});
    if (request.headers.authorization !== `Basic ${Buffer.from(`${CSID}:${SECRET}`).toString('base64')}`) return reply(401, {});
    if (request.headers['accept-version'] !== 'V2') return reply(400, { code: 'Invalid-Version' });
    const body = JSON.parse(await readBody(request)) as { invoiceHash: string; uuid: string; invoice: string };
    const xml = Buffer.from(body.invoice, 'base64').toString('utf8');
    received.push({ uuid: body.uuid, invoiceHash: body.invoiceHash, xml });
    if (!xml.includes(`<cbc:UUID>${body.uuid}</cbc:UUID>`) || !xml.includes(`<ds:DigestValue>${body.invoiceHash}</ds:DigestValue>`)) {
      return reply(400, results('ERROR', ['The invoice hash API body does not match the (calculated) Hash of the XML']));
    }
    if (xml.includes('<cbc:RegistrationName></cbc:RegistrationName>')) return reply(202, results('WARNING', [], ['Buyer name missing']));
    return reply(200, results('PASS'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/e-invoicing/simulation`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const zatca = await startZatca();
afterAll(() => zatca.close());
const t = useTestApp({
  FATOORA_PROVIDER: 'zatca',
  ZATCA_API_URL: zatca.url,
  ZATCA_CSID: CSID,
  ZATCA_CSID_SECRET: SECRET,
});

describe('reporting to ZATCA', () => {
  it('reports a VAT-registered sale’s invoice after it is issued, and keeps ZATCA’s answer', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const seller = await shop(t, { vatRegistered: true });
    const listingId = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { price: '230' } });
    const { orderId } = await buyListing(t, { listingId });
    await t.jobsSettled();
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    expect(zatca.received.at(-1)).toEqual({ uuid: invoice!.uuid, invoiceHash: invoice!.hash, xml: invoice!.xml });
    const [report] = await t.db.select().from(fatooraReports).where(eq(fatooraReports.invoiceId, invoice!.id));
    expect(report).toMatchObject({ provider: 'zatca', status: 'reported', hash: invoice!.hash });
    expect(JSON.parse(report!.response)).toMatchObject({ reportingStatus: 'REPORTED', validationResults: { status: 'PASS' } });
  });

  it('tells reported, reported with warnings and rejected apart, and fails (to be retried) on other credentials', async () => {
    const provider = zatcaReporting({ baseUrl: zatca.url, credentials: async () => ({ csid: CSID, secret: SECRET }) });
    const xml = (buyer: string) =>
      `<?xml version="1.0" encoding="UTF-8"?>\n<Invoice><cbc:UUID>u-1</cbc:UUID><ds:DigestValue>aGFzaA==</ds:DigestValue><cbc:RegistrationName>${buyer}</cbc:RegistrationName></Invoice>`;
    const invoice = { invoiceId: 'i-1', uuid: 'u-1', hash: 'aGFzaA==', xml: xml('Sara') };
    expect((await provider.report(invoice)).status).toBe('reported');
    expect((await provider.report({ ...invoice, xml: xml('') })).status).toBe('reported_with_warnings');
    const rejected = await provider.report({ ...invoice, hash: 'b3RoZXI=' });
    expect(rejected.status).toBe('rejected');
    expect(JSON.parse(rejected.response).reportingStatus).toBe('NOT_REPORTED');
    await expect(
      zatcaReporting({ baseUrl: zatca.url, credentials: async () => ({ csid: CSID, secret: 'wrong' }) }).report(invoice),
    ).rejects.toThrow(/answered 401/);
  });
});

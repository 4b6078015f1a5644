import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { postAd } from '../../test/listing-fixtures.js';
import { buyListing } from '../../test/order-fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { shop } from '../../test/vat-fixtures.js';
import { certificateOfToken, tokenOfCertificate } from './onboarding-api.js';
import { decodeTlv } from './qr-tlv.js';
import { fatooraReports, invoices, zatcaOnboarding } from './tables.js';
import { verifyStampedXml } from './verify-stamped-xml.js';
import { fromPem, issueCertificate, issuedBy, readCertificate, readCsr } from './zatca-pki.js';

const OTP = '482913';
const VAT = '300000000000003';

/**
 * ZATCA's onboarding and reporting API (V2) on a loopback port, as documented: POST /compliance with the OTP header and
 * the CSR (base64 of its PEM) issues a compliance CSID from this test's CA; /compliance/invoices (Basic auth with that
 * CSID) validates a signed sample; /production/csids issues the production CSID; /invoices/reporting/single (Basic
 * with the production CSID) takes invoices. Documents are checked by reading them: hash, signature, XAdES, QR.
 */
async function startZatca() {
  const ca = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
  const csids = new Map<string, { token: string; secret: string; kind: 'compliance' | 'production'; requestId: string }>();
  const calls: { path: string; headers: IncomingMessage['headers']; body: Record<string, string> }[] = [];
  const csrs: Buffer[] = [];
  const reported: string[] = [];
  let nextId = 1234567890;
  const issue = (request: Parameters<typeof issueCertificate>[0]['request'], kind: 'compliance' | 'production') => {
    const token = tokenOfCertificate(
      issueCertificate({ request, caKey: ca.privateKey, caName: 'TSZEINVOICE-SubCA-1', days: kind === 'production' ? 365 : 7 }),
    );
    const csid = { token, secret: `secret-${kind}-${nextId}`, kind, requestId: String(nextId++) };
    csids.set(token, csid);
    return {
      requestID: Number(csid.requestId),
      dispositionMessage: 'ISSUED',
      binarySecurityToken: token,
      secret: csid.secret,
      errors: null,
    };
  };
  const authenticated = (request: IncomingMessage, kind: 'compliance' | 'production') => {
    const [token, secret] = Buffer.from((request.headers.authorization ?? '').replace(/^Basic /, ''), 'base64')
      .toString()
      .split(':');
    const csid = csids.get(token ?? '');
    return csid && csid.secret === secret && csid.kind === kind ? csid : null;
  };
  const results = (errors: string[]) => ({
    validationResults: {
      infoMessages: [],
      warningMessages: [],
      errorMessages: errors.map((message) => ({
        type: 'ERROR',
        code: 'signature',
        category: 'SIGNATURE_ERRORS',
        message,
        status: 'ERROR',
      })),
      status: errors.length ? 'ERROR' : 'PASS',
    },
    reportingStatus: errors.length ? 'NOT_REPORTED' : 'REPORTED',
  });
  const checkDocument = (body: Record<string, string>) => {
    const xml = Buffer.from(body.invoice ?? '', 'base64').toString('utf8');
    const errors = verifyStampedXml(xml, { trustedCa: (certificate) => issuedBy(certificate, ca.publicKey) });
    if (!xml.includes(`<ds:DigestValue>${body.invoiceHash}</ds:DigestValue>`)) errors.push('hash in the body is not the XML’s');
    return { xml, errors };
  };
  const server = createServer(async (request, response) => {
    const reply = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as Record<string, string>;
    const path = (request.url ?? '').replace('/e-invoicing/simulation', '');
    calls.push({ path, headers: request.headers, body });
    if (request.headers['accept-version'] !== 'V2') return reply(400, { code: 'Invalid-Version', message: 'Invalid version' });
    if (path === '/compliance') {
      if (request.headers.otp !== OTP) return reply(400, { errors: [{ code: 'Invalid-OTP', message: 'The provided OTP is invalid' }] });
      const csr = fromPem(Buffer.from(body.csr ?? '', 'base64').toString('utf8'));
      csrs.push(csr);
      const parsed = readCsr(csr);
      if (!parsed.signatureValid || parsed.template !== 'PREZATCA-Code-Signing') return reply(400, { errors: ['Invalid-CSR'] });
      return reply(200, issue(parsed, 'compliance'));
    }
    if (path === '/compliance/invoices') {
      if (!authenticated(request, 'compliance')) return reply(401, {});
      const { errors } = checkDocument(body);
      return reply(errors.length ? 400 : 200, results(errors));
    }
    if (path === '/production/csids') {
      const compliance = authenticated(request, 'compliance');
      if (!compliance) return reply(401, {});
      if (body.compliance_request_id !== compliance.requestId)
        return reply(400, { code: 'Invalid-Request-ID', message: 'Invalid request ID' });
      return reply(200, issue(readCertificate(certificateOfToken(compliance.token)), 'production'));
    }
    if (path === '/invoices/reporting/single') {
      if (!authenticated(request, 'production')) return reply(401, {});
      const { xml, errors } = checkDocument(body);
      reported.push(xml);
      return reply(errors.length ? 400 : 200, results(errors));
    }
    return reply(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/e-invoicing/simulation`;
  return { url, ca, calls, csrs, reported, close: () => new Promise((resolve) => server.close(resolve)) };
}

const zatca = await startZatca();
afterAll(() => zatca.close());
const logs: string[] = [];
const t = useTestApp(
  { FATOORA_PROVIDER: 'zatca', ZATCA_API_URL: zatca.url, PLATFORM_VAT_NUMBER: VAT, ZATCA_REGISTERED_ADDRESS: 'King Fahd Rd, Riyadh' },
  { log: (line) => logs.push(line) },
);

type View = {
  status: string;
  egsSerial: string | null;
  checks: { document: string; status: string; messages: string[] }[];
  compliance: { serialNumber: string; expiresAt: string } | null;
  production: { serialNumber: string; issuer: string; expiresAt: string } | null;
};
const PATH = '/api/admin/zatca/onboarding';

describe('ZATCA onboarding', () => {
  it('is for admins only', async () => {
    const buyer = await t.createUser();
    expect((await t.request('GET', PATH, { token: buyer.token })).status).toBe(403);
    expect((await t.request('POST', `${PATH}/compliance-csid`, { token: buyer.token, body: { otp: OTP } })).status).toBe(403);
    expect(zatca.calls).toHaveLength(0);
  });

  it('refuses steps out of turn, a malformed OTP and a wrong one with a clear error, and starts nothing', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const start = await t.request<{ onboarding: View }>('GET', PATH, { token: admin.token });
    expect(start.body.onboarding).toMatchObject({ status: 'not_started', compliance: null, production: null, checks: [] });
    const early = await t.request('POST', `${PATH}/production-csid`, { token: admin.token });
    expect(early).toMatchObject({ status: 409, body: { code: 'ONBOARDING_STEP', messageKey: 'errors.ONBOARDING_STEP' } });
    const malformed = await t.request('POST', `${PATH}/compliance-csid`, { token: admin.token, body: { otp: '12ab' } });
    expect(malformed).toMatchObject({ status: 400, body: { code: 'VALIDATION_FAILED' } });
    const wrong = await t.request('POST', `${PATH}/compliance-csid`, { token: admin.token, body: { otp: '111111' } });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'ZATCA_REFUSED', messageKey: 'errors.zatcaOtpInvalid' } });
    expect((await t.request<{ onboarding: View }>('GET', PATH, { token: admin.token })).body.onboarding.status).toBe('not_started');
  });

  it('gets the compliance CSID for a ZATCA CSR, passes the checks, gets the production CSID; each step once', async () => {
    const admin = await t.createUser({ role: 'admin' });
    // Two admins submitting together: one CSR reaches ZATCA, the other is told the step is done.
    const [a, b] = await Promise.all(
      [1, 2].map(() => t.request<{ onboarding: View }>('POST', `${PATH}/compliance-csid`, { token: admin.token, body: { otp: OTP } })),
    );
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
    const compliance = (a!.status === 200 ? a! : b!).body.onboarding;
    expect(compliance.status).toBe('compliance');
    expect(zatca.csrs).toHaveLength(1);

    // The CSR ZATCA received: the subject and the extensions ZATCA's CSR configuration asks for, on secp256k1.
    const csrCall = zatca.calls.find((call) => call.path === '/compliance' && call.headers.otp === OTP)!;
    expect(csrCall.headers).toMatchObject({ 'accept-version': 'V2', 'content-type': 'application/json' });
    const csr = readCsr(zatca.csrs[0]!);
    expect(csr.signatureValid).toBe(true);
    expect(csr.subject).toEqual({ C: 'SA', OU: 'Marketplace', O: 'GameSouq', CN: 'GameSouq-EGS' });
    expect(csr.template).toBe('PREZATCA-Code-Signing');
    expect(csr.san).toMatchObject({
      UID: VAT,
      title: '0100',
      registeredAddress: 'King Fahd Rd, Riyadh',
      businessCategory: 'Video games marketplace',
    });
    expect(csr.san.SN).toMatch(/^1-GameSouq\|2-\d+\.\d+\.\d+\|3-[0-9a-f-]{36}$/);
    expect(csr.san.SN).toBe(compliance.egsSerial);
    expect(csr.publicKeyDer.toString('hex')).toContain('06052b8104000a'); // secp256k1

    const checks = await t.request<{ onboarding: View }>('POST', `${PATH}/compliance-checks`, { token: admin.token });
    expect(checks.status).toBe(200);
    expect(checks.body.onboarding.status).toBe('checks_passed');
    expect(checks.body.onboarding.checks.map((check) => [check.document, check.status])).toEqual([
      ['invoice', 'PASS'],
      ['credit_note', 'PASS'],
      ['debit_note', 'PASS'],
    ]);
    const sent = zatca.calls
      .filter((call) => call.path === '/compliance/invoices')
      .map((call) => Buffer.from(call.body.invoice!, 'base64').toString());
    expect(sent.map((xml) => xml.match(/<cbc:InvoiceTypeCode name="0200000">(\d+)</)?.[1])).toEqual(['388', '381', '383']);

    const [p, q] = await Promise.all(
      [1, 2].map(() => t.request<{ onboarding: View }>('POST', `${PATH}/production-csid`, { token: admin.token })),
    );
    expect([p!.status, q!.status].sort()).toEqual([200, 409]);
    expect(zatca.calls.filter((call) => call.path === '/production/csids')).toHaveLength(1);
    const done = (await t.request<{ onboarding: View }>('GET', PATH, { token: admin.token })).body.onboarding;
    expect(done).toMatchObject({ status: 'production', production: { issuer: 'CN=TSZEINVOICE-SubCA-1' } });
    expect(new Date(done.production!.expiresAt).getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
    expect(await t.request('POST', `${PATH}/compliance-csid`, { token: admin.token, body: { otp: OTP } })).toMatchObject({
      status: 409,
      body: { code: 'ONBOARDING_STEP', messageKey: 'errors.ONBOARDING_STEP' },
    });

    // Every step is in the audit log, by name, without the OTP.
    const audit = await t.request<{ logs?: unknown; entries?: unknown }>('GET', '/api/admin/audit-log?limit=50', { token: admin.token });
    const auditText = JSON.stringify(audit.body);
    for (const action of ['zatca.compliance_csid', 'zatca.compliance_checks', 'zatca.production_csid']) expect(auditText).toContain(action);
    expect(auditText).not.toContain(OTP);
  });

  it('stamps invoices issued afterwards with the production certificate (XAdES, QR tag 9) and reports them with it', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const seller = await shop(t, { vatRegistered: true });
    const listingId = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { price: '230' } });
    const { orderId } = await buyListing(t, { listingId });
    await t.jobsSettled();
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    const [row] = await t.db.select().from(zatcaOnboarding);
    const certificate = readCertificate(Buffer.from(row!.productionCertificate!, 'base64'));
    expect(invoice!.xml).toContain(`<ds:X509Certificate>${certificate.der.toString('base64')}</ds:X509Certificate>`);
    expect(invoice!.xml).toContain(`<ds:X509SerialNumber>${certificate.serialNumber}</ds:X509SerialNumber>`);
    expect(verifyStampedXml(invoice!.xml!, { trustedCa: (c) => issuedBy(c, zatca.ca.publicKey) })).toEqual([]);
    const qr = decodeTlv(invoice!.qr!);
    expect(qr.get(9)!.equals(certificate.signature)).toBe(true);
    expect(qr.get(8)!.equals(certificate.publicKeyDer)).toBe(true);
    expect(invoice!.publicKey).toBe(certificate.publicKeyDer.toString('base64'));

    expect(zatca.reported.at(-1)).toBe(invoice!.xml);
    const [report] = await t.db.select().from(fatooraReports).where(eq(fatooraReports.invoiceId, invoice!.id));
    expect(report).toMatchObject({ provider: 'zatca', status: 'reported' });
  });

  it('keeps the key and the secrets sealed: not in the database in clear, in no reply, in no log line', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const [row] = await t.db.select().from(zatcaOnboarding);
    const secrets = zatca.calls
      .filter((call) => call.path === '/production/csids' || call.path === '/invoices/reporting/single')
      .map(
        (call) =>
          Buffer.from((call.headers.authorization ?? '').replace('Basic ', ''), 'base64')
            .toString()
            .split(':')[1]!,
      );
    expect(new Set(secrets).size).toBe(2); // the compliance and the production secret
    const stored = JSON.stringify(row);
    for (const secret of secrets) expect(stored).not.toContain(secret);
    expect(stored).not.toContain('PRIVATE KEY');
    const view = JSON.stringify((await t.request('GET', PATH, { token: admin.token })).body);
    for (const secret of [...secrets, OTP]) {
      expect(view).not.toContain(secret);
      expect(logs.filter((line) => line.includes(secret))).toEqual([]);
    }
  });
});

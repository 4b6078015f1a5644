import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../lib/app-error.js';
import { signingKey } from './signing-key.js';
import { verifyStampedXml } from './verify-stamped-xml.js';
import {
  type CertificateInfo,
  fromPem,
  issueCertificate,
  issuedBy,
  readCertificate,
  readCsr,
  ZATCA_TEMPLATES,
  type ZatcaEnvironment,
} from './zatca-pki.js';

/** A CSID as ZATCA issues it: the certificate (binary security token), its secret, and the request it answers. */
export type Csid = { requestId: string; binarySecurityToken: string; secret: string };
export type CsidAuth = { binarySecurityToken: string; secret: string };
export type CheckResult = { status: 'PASS' | 'WARNING' | 'ERROR'; messages: string[] };
export type SampleDocument = { hash: string; uuid: string; xml: string };

/**
 * ZATCA's onboarding API (FATOORA, API version V2): a compliance CSID for the EGS unit's CSR and an OTP, the compliance
 * checks of sample documents signed with it, and the production CSID. `zatca` calls ZATCA; `sandbox` does the same
 * in-process with a CA of its own and our own readers of the documents (FATOORA_PROVIDER=log).
 */
export type OnboardingApi = {
  name: 'zatca' | 'sandbox';
  environment: ZatcaEnvironment;
  complianceCsid: (input: { csrPem: string; otp: string }) => Promise<Csid>;
  checkDocument: (auth: CsidAuth, document: SampleDocument) => Promise<CheckResult>;
  productionCsid: (auth: CsidAuth, input: { complianceRequestId: string }) => Promise<Csid>;
};

/** The certificate (DER) inside a binary security token: base64 of the certificate's base64 text. */
export const certificateOfToken = (token: string) => Buffer.from(Buffer.from(token, 'base64').toString('utf8'), 'base64');
export const tokenOfCertificate = (der: Buffer) => Buffer.from(der.toString('base64')).toString('base64');

const TIMEOUT_MS = 20_000;

/** Which of ZATCA's environments a base URL is (its path names it), and so which certificate template to ask for. */
export function environmentOf(apiUrl: string): ZatcaEnvironment {
  if (apiUrl.includes('/developer-portal')) return 'developer-portal';
  if (apiUrl.includes('/simulation')) return 'simulation';
  return 'core';
}

type ZatcaMessage = { message?: string; code?: string };
type ZatcaValidation = {
  validationResults?: { status?: string; warningMessages?: ZatcaMessage[]; errorMessages?: ZatcaMessage[] };
};

/** What ZATCA said went wrong, in its words, from any of the shapes its error bodies take. */
function reasonOf(body: unknown, text: string) {
  const value = body as { errors?: unknown; message?: string; errorMessage?: string; code?: string } & ZatcaValidation;
  const errors = Array.isArray(value?.errors)
    ? value.errors.map((error) => (typeof error === 'string' ? error : ((error as ZatcaMessage).message ?? JSON.stringify(error))))
    : [];
  const validation = value?.validationResults?.errorMessages?.map((error) => error.message ?? error.code ?? '') ?? [];
  return [...errors, ...validation, value?.message, value?.errorMessage, value?.code].filter(Boolean).join('; ') || text.slice(0, 300);
}

export function zatcaOnboardingApi({ baseUrl }: { baseUrl: string }): OnboardingApi {
  const base = baseUrl.replace(/\/$/, '');
  async function call(path: string, { body, headers }: { body: unknown; headers: Record<string, string> }) {
    let response: Response;
    try {
      response = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'accept-language': 'en',
          'accept-version': 'V2',
          'content-type': 'application/json',
          ...headers,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw Object.assign(new AppError('ZATCA_UNAVAILABLE'), { cause: error });
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {}
    if (response.status >= 500 || response.status === 429) {
      throw Object.assign(new AppError('ZATCA_UNAVAILABLE'), { cause: new Error(`ZATCA ${path} answered ${response.status}`) });
    }
    return { status: response.status, json, text };
  }
  const basic = ({ binarySecurityToken, secret }: CsidAuth) => ({
    authorization: `Basic ${Buffer.from(`${binarySecurityToken}:${secret}`).toString('base64')}`,
  });
  const csidOf = (json: unknown): Csid => {
    const value = json as { requestID?: string | number; binarySecurityToken?: string; secret?: string };
    if (!value?.binarySecurityToken || !value.secret || value.requestID === undefined) {
      throw Object.assign(new AppError('ZATCA_UNAVAILABLE'), { cause: new Error('ZATCA answered without a CSID') });
    }
    return { requestId: String(value.requestID), binarySecurityToken: value.binarySecurityToken, secret: value.secret };
  };
  return {
    name: 'zatca',
    environment: environmentOf(baseUrl),
    async complianceCsid({ csrPem, otp }) {
      const { status, json, text } = await call('/compliance', { body: { csr: Buffer.from(csrPem).toString('base64') }, headers: { otp } });
      if (status === 200) return csidOf(json);
      const reason = reasonOf(json, text);
      if (/otp/i.test(reason)) throw new AppError('ZATCA_REFUSED', 'errors.zatcaOtpInvalid');
      throw new AppError('ZATCA_REFUSED', { key: 'errors.zatcaCsrRefused', params: { reason } });
    },
    async checkDocument(auth, { hash, uuid, xml }) {
      const { status, json, text } = await call('/compliance/invoices', {
        body: { invoiceHash: hash, uuid, invoice: Buffer.from(xml, 'utf8').toString('base64') },
        headers: basic(auth),
      });
      if (status === 401)
        throw new AppError('ZATCA_REFUSED', { key: 'errors.zatcaCsrRefused', params: { reason: 'the compliance CSID was not accepted' } });
      const results = (json as ZatcaValidation | null)?.validationResults;
      const messages = [...(results?.errorMessages ?? []), ...(results?.warningMessages ?? [])].map((m) =>
        `${m.code ?? ''} ${m.message ?? ''}`.trim(),
      );
      const verdict = results?.status === 'PASS' || results?.status === 'WARNING' ? results.status : 'ERROR';
      return {
        status: status === 200 || status === 202 ? verdict : 'ERROR',
        messages: messages.length ? messages : status >= 400 ? [reasonOf(json, text)] : [],
      };
    },
    async productionCsid(auth, { complianceRequestId }) {
      const { status, json, text } = await call('/production/csids', {
        body: { compliance_request_id: complianceRequestId },
        headers: basic(auth),
      });
      if (status === 200) return csidOf(json);
      throw new AppError('ZATCA_REFUSED', { key: 'errors.zatcaProductionRefused', params: { reason: reasonOf(json, text) } });
    },
  };
}

/**
 * The developer portal's fixed OTP, which ZATCA documents for trying onboarding out; the sandbox accepts it alone, so
 * a wrong OTP is refused there as it is by ZATCA.
 */
export const SANDBOX_OTP = '123345';

/**
 * Onboarding without ZATCA (FATOORA_PROVIDER=log): a CA of this installation (its secp256k1 key generated into
 * DATA_DIR) issues the certificates for the CSR, whose signature must hold and whose template must be the developer
 * portal's; each sample document is read back by verify-stamped-xml, so a check passes only when the document's hash,
 * signature, XAdES stamp and QR hold. A CSID's secret is the CA's HMAC of its certificate and its request id the
 * certificate's serial number, so the sandbox keeps no state and survives restarts.
 */
export function sandboxOnboardingApi({ dataDir }: { dataDir: string }): OnboardingApi {
  const caName = 'GameSouq sandbox onboarding CA';
  const ca = () => signingKey(dataDir, 'zatca-sandbox-ca.pem');
  const secretOf = async (der: Buffer, production: boolean) =>
    createHmac('sha256', (await ca()).privateKey.export({ type: 'pkcs8', format: 'der' }))
      .update(production ? 'production' : 'compliance')
      .update(der)
      .digest('base64');
  const issue = async (request: Parameters<typeof issueCertificate>[0]['request'], production: boolean): Promise<Csid> => {
    const certificate = issueCertificate({ request, caKey: (await ca()).privateKey, caName, days: production ? 365 : 30 });
    return {
      requestId: readCertificate(certificate).serialNumber,
      binarySecurityToken: tokenOfCertificate(certificate),
      secret: await secretOf(certificate, production),
    };
  };
  /** The compliance CSID a call authenticates with, when it is one this CA issued with its own secret. */
  const complianceOf = async ({ binarySecurityToken, secret }: CsidAuth) => {
    const refused = () =>
      new AppError('ZATCA_REFUSED', { key: 'errors.zatcaCsrRefused', params: { reason: 'the compliance CSID was not accepted' } });
    let certificate: CertificateInfo;
    try {
      certificate = readCertificate(certificateOfToken(binarySecurityToken));
    } catch {
      throw refused();
    }
    const expected = Buffer.from(await secretOf(certificate.der, false));
    const given = Buffer.from(secret);
    if (expected.length !== given.length || !timingSafeEqual(expected, given) || !issuedBy(certificate, (await ca()).publicKey))
      throw refused();
    return certificate;
  };
  return {
    name: 'sandbox',
    environment: 'developer-portal',
    async complianceCsid({ csrPem, otp }) {
      if (otp !== SANDBOX_OTP) throw new AppError('ZATCA_REFUSED', 'errors.zatcaOtpInvalid');
      let request: ReturnType<typeof readCsr>;
      try {
        request = readCsr(fromPem(csrPem));
      } catch {
        throw new AppError('ZATCA_REFUSED', { key: 'errors.zatcaCsrRefused', params: { reason: 'not a CSR' } });
      }
      if (!request.signatureValid)
        throw new AppError('ZATCA_REFUSED', { key: 'errors.zatcaCsrRefused', params: { reason: 'bad signature' } });
      if (request.template !== ZATCA_TEMPLATES['developer-portal']) {
        throw new AppError('ZATCA_REFUSED', { key: 'errors.zatcaCsrRefused', params: { reason: 'wrong certificate template' } });
      }
      return issue(request, false);
    },
    async checkDocument(auth, { hash, uuid, xml }) {
      await complianceOf(auth);
      const caKey = (await ca()).publicKey;
      const errors = verifyStampedXml(xml, { trustedCa: (certificate) => issuedBy(certificate, caKey) });
      if (!xml.includes(`<cbc:UUID>${uuid}</cbc:UUID>`)) errors.push('uuid: not the document’s');
      if (!xml.includes(`<ds:DigestValue>${hash}</ds:DigestValue>`)) errors.push('invoice-hash: the request’s hash is not the document’s');
      return { status: errors.length ? 'ERROR' : 'PASS', messages: errors };
    },
    async productionCsid(auth, { complianceRequestId }) {
      const compliance = await complianceOf(auth);
      if (compliance.serialNumber !== complianceRequestId) {
        throw new AppError('ZATCA_REFUSED', { key: 'errors.zatcaProductionRefused', params: { reason: 'unknown compliance request' } });
      }
      return issue(compliance, true);
    },
  };
}

export const certificateView = (der: Buffer) => {
  const certificate = readCertificate(der);
  return {
    serialNumber: certificate.serialNumber,
    issuer: certificate.issuerName,
    expiresAt: new Date(certificate.notAfter).toISOString(),
  };
};

export const newEgsUuid = () => randomUUID();

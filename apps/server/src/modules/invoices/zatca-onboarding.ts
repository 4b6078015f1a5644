import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { sealedBox } from '../../lib/sealed-box.js';
import { type Actor, recordAudit } from '../audit/index.js';
import type { TaxInvoiceData } from './build-invoice-xml.js';
import { stampDocument } from './document-chain.js';
import { splitVat } from './invoice-amounts.js';
import {
  type CsidAuth,
  certificateOfToken,
  certificateView,
  type OnboardingApi,
  sandboxOnboardingApi,
  tokenOfCertificate,
  zatcaOnboardingApi,
} from './onboarding-api.js';
import type { SigningKey } from './signing-key.js';
import { FIRST_PREVIOUS_HASH } from './stamp-invoice.js';
import { type ComplianceCheck, zatcaOnboarding } from './tables.js';
import { type EgsIdentity, readCertificate, toPem, zatcaCsr } from './zatca-pki.js';

const ROW = 'platform';
const SECRETS_KEY_FILE = 'zatca-secrets-key';
/** Simplified (B2C) invoices only: the platform issues no standard (B2B) tax invoices (ADR 040). */
const INVOICE_TYPES = '0100';
const VERSION = (JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

export type OnboardingSettings = Pick<
  Config,
  'DATA_DIR' | 'FATOORA_PROVIDER' | 'ZATCA_API_URL' | 'PLATFORM_VAT_NUMBER' | 'ZATCA_ORGANIZATION_NAME' | 'ZATCA_REGISTERED_ADDRESS'
>;

/** The onboarding API of these settings: ZATCA's with `zatca`, else the in-process sandbox. */
export const onboardingApiOf = (settings: OnboardingSettings): OnboardingApi =>
  settings.FATOORA_PROVIDER === 'zatca' && settings.ZATCA_API_URL
    ? zatcaOnboardingApi({ baseUrl: settings.ZATCA_API_URL })
    : sandboxOnboardingApi({ dataDir: settings.DATA_DIR });

type Context = { db: Db; settings: OnboardingSettings; api: OnboardingApi };
type Row = typeof zatcaOnboarding.$inferSelect;

/** Each secret is sealed for its own column: a sealed value moved to another column does not open. */
const sealing = async (dataDir: string) => {
  const box = await sealedBox(dataDir, SECRETS_KEY_FILE);
  return {
    seal: (column: string, text: string) => box.seal(text, `zatca_onboarding.${column}`),
    open: (column: string, sealed: string) => box.open(sealed, `zatca_onboarding.${column}`),
  };
};

/** The platform's row, made on first use and locked until the transaction ends: steps of one unit run one at a time. */
async function lockRow(tx: Tx) {
  await tx.insert(zatcaOnboarding).values({ id: ROW }).onConflictDoNothing();
  const [row] = await tx.select().from(zatcaOnboarding).where(eq(zatcaOnboarding.id, ROW)).for('update');
  return row!;
}

/** Each step is noted in the audit log by name and outcome; the OTP, keys and secrets never are. */
const AUDIT_ENTITY = { entityType: 'zatca_onboarding', entityId: 'platform' };

/** A step out of turn; `why` says which, for the log (the reply's message names the order of the steps). */
const stepError = (why: string) => Object.assign(new AppError('ONBOARDING_STEP'), { cause: new Error(`ZATCA onboarding: ${why}`) });

function egsIdentity(settings: OnboardingSettings, egsSerial: string): EgsIdentity {
  return {
    commonName: `${settings.ZATCA_ORGANIZATION_NAME}-EGS`,
    organization: settings.ZATCA_ORGANIZATION_NAME,
    organizationalUnit: 'Marketplace',
    serialNumber: egsSerial,
    vatNumber: settings.PLATFORM_VAT_NUMBER!,
    invoiceTypes: INVOICE_TYPES,
    registeredAddress: settings.ZATCA_REGISTERED_ADDRESS,
    businessCategory: 'Video games marketplace',
  };
}

/** The certificate a CSID carries, refused unless it certifies our own key (ZATCA answered for another request). */
function certificateFor(token: string, privateKey: KeyObject) {
  const certificate = readCertificate(certificateOfToken(token));
  const ours = createPublicKey(privateKey).export({ type: 'spki', format: 'der' });
  if (!certificate.publicKeyDer.equals(ours)) {
    throw Object.assign(new AppError('ZATCA_UNAVAILABLE'), { cause: new Error('ZATCA issued a certificate for another key') });
  }
  return certificate;
}

/**
 * Step 1: a new secp256k1 key and its CSR for the platform's EGS unit, exchanged with the admin's OTP for a
 * compliance CSID. Only once: a second request (or one racing the first, which waits on the row) is refused.
 */
export async function requestComplianceCsid({ db, settings, api }: Context, actor: Actor, { otp }: { otp: string }) {
  if (!settings.PLATFORM_VAT_NUMBER) throw new AppError('ONBOARDING_STEP', 'errors.zatcaNeedsVatNumber');
  const { seal } = await sealing(settings.DATA_DIR);
  await db.transaction(async (tx) => {
    const row = await lockRow(tx);
    if (row.status === 'production') throw stepError('already onboarded');
    if (row.status !== 'not_started') throw stepError('compliance CSID already issued');
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'secp256k1' });
    const egsSerial = `1-GameSouq|2-${VERSION}|3-${randomUUID()}`;
    const csrPem = toPem(
      'CERTIFICATE REQUEST',
      zatcaCsr({ egs: egsIdentity(settings, egsSerial), environment: api.environment, privateKey }),
    );
    const csid = await api.complianceCsid({ csrPem, otp });
    const certificate = certificateFor(csid.binarySecurityToken, privateKey);
    await tx
      .update(zatcaOnboarding)
      .set({
        status: 'compliance',
        egsSerial,
        csr: csrPem,
        privateKeySealed: seal('private_key', privateKey.export({ type: 'pkcs8', format: 'pem' }) as string),
        complianceCertificate: certificate.der.toString('base64'),
        complianceSecretSealed: seal('compliance_secret', csid.secret),
        complianceRequestId: csid.requestId,
        checks: [],
        updatedAt: new Date(),
      })
      .where(eq(zatcaOnboarding.id, ROW));
    await recordAudit(tx, actor, {
      ...AUDIT_ENTITY,
      action: 'zatca.compliance_csid',
      after: { status: 'compliance', egsSerial, certificate: certificateView(certificate.der) },
    });
  });
  return onboardingView({ db, settings, api });
}

/** The key of the unit and, for a step, the CSID of the certificate column given, opened. */
async function unitKey(settings: OnboardingSettings, row: Row, which: 'compliance' | 'production') {
  const { open } = await sealing(settings.DATA_DIR);
  const privateKey = createPrivateKey(open('private_key', row.privateKeySealed!));
  const der = Buffer.from((which === 'compliance' ? row.complianceCertificate : row.productionCertificate)!, 'base64');
  const secret = open(`${which}_secret`, (which === 'compliance' ? row.complianceSecretSealed : row.productionSecretSealed)!);
  return { privateKey, der, auth: { binarySecurityToken: tokenOfCertificate(der), secret } satisfies CsidAuth };
}

export function signingKeyOf(privateKey: KeyObject, certificateDer: Buffer): SigningKey {
  const certificate = readCertificate(certificateDer);
  const publicKey = createPublicKey(privateKey);
  return {
    privateKey,
    publicKey,
    publicKeyDer: publicKey.export({ type: 'spki', format: 'der' }),
    keySignature: certificate.signature,
    certificate: { base64: certificateDer.toString('base64'), issuerName: certificate.issuerName, serialNumber: certificate.serialNumber },
  };
}

/** The sample documents the checks need for what the platform issues: a simplified invoice, its credit and debit notes. */
function sampleDocuments(settings: OnboardingSettings, key: SigningKey) {
  const amounts = splitVat({
    lines: [{ title: 'Compliance check item', quantity: 1, gross: 11_500 }],
    discount: 0,
    vat: 1_500,
    total: 11_500,
    percent: 15,
  });
  const base = (n: number): Omit<TaxInvoiceData, 'previousHash'> => ({
    number: `ZATCA-CHECK-${n}`,
    uuid: randomUUID(),
    counter: n,
    issuedAt: new Date(),
    seller: {
      name: settings.ZATCA_ORGANIZATION_NAME,
      vatNumber: settings.PLATFORM_VAT_NUMBER!,
      crNumber: null,
      address: settings.ZATCA_REGISTERED_ADDRESS,
    },
    buyerName: 'Compliance check buyer',
    percent: 15,
    amounts,
  });
  const kinds: [ComplianceCheck['document'], TaxInvoiceData['credit']][] = [
    ['invoice', undefined],
    ['credit_note', { invoiceNumber: 'ZATCA-CHECK-1', reason: 'Compliance check: goods returned' }],
    ['debit_note', { invoiceNumber: 'ZATCA-CHECK-1', reason: 'Compliance check: price adjusted', debit: true }],
  ];
  let previousHash = FIRST_PREVIOUS_HASH;
  return kinds.map(([document, credit], i) => {
    const data: TaxInvoiceData = { ...base(i + 1), previousHash, ...(credit ? { credit } : {}) };
    const stamp = stampDocument(data, key);
    previousHash = stamp.hash;
    return { document, uuid: data.uuid, hash: stamp.hash, xml: stamp.xml };
  });
}

/**
 * Step 2: the sample documents, signed with the compliance CSID's certificate, are sent to ZATCA's compliance check;
 * every answer is kept. All passing (warnings allowed) opens the production step; a failure keeps the unit at this step
 * to try again.
 */
export async function runComplianceChecks({ db, settings, api }: Context, actor: Actor) {
  await db.transaction(async (tx) => {
    const row = await lockRow(tx);
    if (row.status === 'production') throw stepError('already onboarded');
    if (row.status === 'not_started') throw stepError('no compliance CSID yet');
    if (row.status === 'checks_passed') return;
    const { privateKey, der, auth } = await unitKey(settings, row, 'compliance');
    const checks: ComplianceCheck[] = [];
    for (const sample of sampleDocuments(settings, signingKeyOf(privateKey, der))) {
      const result = await api.checkDocument(auth, sample);
      checks.push({ document: sample.document, ...result, checkedAt: new Date().toISOString() });
    }
    const passed = checks.every((check) => check.status !== 'ERROR');
    await tx
      .update(zatcaOnboarding)
      .set({ checks, status: passed ? 'checks_passed' : 'compliance', updatedAt: new Date() })
      .where(eq(zatcaOnboarding.id, ROW));
    await recordAudit(tx, actor, {
      ...AUDIT_ENTITY,
      action: 'zatca.compliance_checks',
      after: { status: passed ? 'checks_passed' : 'compliance', checks: checks.map(({ document, status }) => ({ document, status })) },
    });
  });
  return onboardingView({ db, settings, api });
}

/** Step 3: the production CSID for the compliance request; from then on invoices are stamped with it and reported. */
export async function requestProductionCsid({ db, settings, api }: Context, actor: Actor) {
  const { seal } = await sealing(settings.DATA_DIR);
  await db.transaction(async (tx) => {
    const row = await lockRow(tx);
    if (row.status === 'production') throw stepError('already onboarded');
    if (row.status !== 'checks_passed') throw stepError(`checks not passed (${row.status})`);
    const { privateKey, auth } = await unitKey(settings, row, 'compliance');
    const csid = await api.productionCsid(auth, { complianceRequestId: row.complianceRequestId! });
    const certificate = certificateFor(csid.binarySecurityToken, privateKey);
    await tx
      .update(zatcaOnboarding)
      .set({
        status: 'production',
        productionCertificate: certificate.der.toString('base64'),
        productionSecretSealed: seal('production_secret', csid.secret),
        certificateExpiresAt: new Date(certificate.notAfter),
        updatedAt: new Date(),
      })
      .where(eq(zatcaOnboarding.id, ROW));
    await recordAudit(tx, actor, {
      ...AUDIT_ENTITY,
      action: 'zatca.production_csid',
      after: { status: 'production', certificate: certificateView(certificate.der) },
    });
  });
  return onboardingView({ db, settings, api });
}

/** Where onboarding stands, for the admin screen: statuses, checks and certificates, never a key or a secret. */
export async function onboardingView({ db, settings, api }: Context) {
  const [row] = await db.select().from(zatcaOnboarding).where(eq(zatcaOnboarding.id, ROW));
  const view = (base64: string | null | undefined) => (base64 ? certificateView(Buffer.from(base64, 'base64')) : null);
  return {
    status: row?.status ?? ('not_started' as const),
    mode: api.name,
    apiUrl: api.name === 'zatca' ? (settings.ZATCA_API_URL ?? null) : null,
    egsSerial: row?.egsSerial ?? null,
    vatNumber: settings.PLATFORM_VAT_NUMBER ?? null,
    checks: row?.checks ?? [],
    compliance: view(row?.complianceCertificate),
    production: view(row?.productionCertificate),
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

const keys = new Map<string, SigningKey>();

/** The production CSID's key and certificate once onboarded (invoices are stamped with them), else null. */
export async function onboardedSigningKey(db: Db | Tx, dataDir: string): Promise<SigningKey | null> {
  const [row] = await db.select().from(zatcaOnboarding).where(eq(zatcaOnboarding.id, ROW));
  if (row?.status !== 'production' || !row.productionCertificate || !row.privateKeySealed) return null;
  const cacheKey = `${dataDir}\n${row.productionCertificate}`;
  let key = keys.get(cacheKey);
  if (!key) {
    const { open } = await sealing(dataDir);
    key = signingKeyOf(createPrivateKey(open('private_key', row.privateKeySealed)), Buffer.from(row.productionCertificate, 'base64'));
    keys.set(cacheKey, key);
  }
  return key;
}

/** The production CSID reporting authenticates with once onboarded, else null (the settings' CSID is used). */
export async function onboardedCredentials(db: Db, dataDir: string) {
  const [row] = await db.select().from(zatcaOnboarding).where(eq(zatcaOnboarding.id, ROW));
  if (row?.status !== 'production' || !row.productionCertificate || !row.productionSecretSealed) return null;
  const { open } = await sealing(dataDir);
  return {
    csid: tokenOfCertificate(Buffer.from(row.productionCertificate, 'base64')),
    secret: open('production_secret', row.productionSecretSealed),
  };
}

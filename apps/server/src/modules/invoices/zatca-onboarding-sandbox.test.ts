import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { postAd } from '../../test/listing-fixtures.js';
import { buyListing } from '../../test/order-fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { shop } from '../../test/vat-fixtures.js';
import { SANDBOX_OTP } from './onboarding-api.js';
import { signingKey } from './signing-key.js';
import { invoices } from './tables.js';
import { verifyStampedXml } from './verify-stamped-xml.js';
import { issuedBy } from './zatca-pki.js';

// FATOORA_PROVIDER=log (the default): onboarding runs in-process against the sandbox's own CA and document readers.
const t = useTestApp({ PLATFORM_VAT_NUMBER: '399999999900003' });
const PATH = '/api/admin/zatca/onboarding';
type View = { status: string; mode: string; checks: { status: string }[]; production: { expiresAt: string } | null };

describe('ZATCA onboarding in the sandbox', () => {
  it('takes the whole flow in-process, refusing a wrong OTP, and stamps later invoices with its certificate', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const wrong = await t.request('POST', `${PATH}/compliance-csid`, { token: admin.token, body: { otp: '654321' } });
    expect(wrong).toMatchObject({ status: 400, body: { code: 'ZATCA_REFUSED', messageKey: 'errors.zatcaOtpInvalid' } });
    const compliance = await t.request<{ onboarding: View }>('POST', `${PATH}/compliance-csid`, {
      token: admin.token,
      body: { otp: SANDBOX_OTP },
    });
    expect(compliance.body.onboarding).toMatchObject({ status: 'compliance', mode: 'sandbox' });
    const checks = await t.request<{ onboarding: View }>('POST', `${PATH}/compliance-checks`, { token: admin.token });
    expect(checks.body.onboarding.checks.map((check) => check.status)).toEqual(['PASS', 'PASS', 'PASS']);
    const production = await t.request<{ onboarding: View }>('POST', `${PATH}/production-csid`, { token: admin.token });
    expect(production.body.onboarding.status).toBe('production');

    const seller = await shop(t, { vatRegistered: true });
    const listingId = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { price: '115' } });
    const { orderId } = await buyListing(t, { listingId });
    await t.jobsSettled();
    const [invoice] = await t.db.select().from(invoices).where(eq(invoices.orderId, orderId));
    const ca = await signingKey(t.dataDir, 'zatca-sandbox-ca.pem');
    expect(verifyStampedXml(invoice!.xml!, { trustedCa: (certificate) => issuedBy(certificate, ca.publicKey) })).toEqual([]);
    // A reader that trusts another CA, or a document changed after signing, does not verify.
    expect(verifyStampedXml(invoice!.xml!, { trustedCa: () => false })).toContain('certificate: not issued by the onboarding CA');
    const tampered = invoice!.xml!.replace('<cbc:PayableAmount currencyID="SAR">115.00', '<cbc:PayableAmount currencyID="SAR">15.00');
    expect(tampered).not.toBe(invoice!.xml);
    expect(verifyStampedXml(tampered)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^invoice-hash/), expect.stringMatching(/^signature/)]),
    );
  });
});

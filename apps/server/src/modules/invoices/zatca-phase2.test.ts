import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildInvoiceXml, type TaxInvoiceData } from './build-invoice-xml.js';
import { splitVat } from './invoice-amounts.js';
import { decodeTlv, phase2Qr } from './qr-tlv.js';
import { signingKey } from './signing-key.js';
import { FIRST_PREVIOUS_HASH, invoiceHash, signInvoiceHash, verifyInvoiceSignature } from './stamp-invoice.js';

const invoice = (changes: Partial<TaxInvoiceData> = {}): TaxInvoiceData => ({
  number: 'INV-000001',
  uuid: '3cf5ee18-ee25-44ea-a444-2c37ba7f28be',
  counter: 1,
  issuedAt: new Date('2026-11-27T06:30:00Z'),
  previousHash: FIRST_PREVIOUS_HASH,
  seller: { name: 'متجر الألعاب & Co <KSA>', vatNumber: '310122393500003', crNumber: '1010010000', address: 'King Fahd Rd, Riyadh' },
  buyerName: 'Sara',
  percent: 15,
  amounts: splitVat({ lines: [{ title: 'PS5 Pro', quantity: 1, gross: 23000 }], discount: 0, vat: 3000, total: 23000, percent: 15 }),
  ...changes,
});

describe('ZATCA phase 2 stamp', () => {
  it('splits VAT-inclusive lines so that they add up to what the order charged', () => {
    expect(
      splitVat({ lines: [{ title: 'PS5', quantity: 1, gross: 23000 }], discount: 0, vat: 3000, total: 23000, percent: 15 }),
    ).toMatchObject({
      lines: [{ net: 20000, vat: 3000, gross: 23000 }],
      net: 20000,
      vat: 3000,
    });
    // A promo is the platform's: the supply (2.97 + 15.00 shipping) and its VAT stay whole, the promo is prepaid.
    const withDiscount = splitVat({
      lines: [
        { title: 'a', quantity: 3, gross: 297 },
        { title: 'Shipping', quantity: 1, gross: 1500 },
      ],
      discount: 500,
      vat: 234,
      total: 1297,
      percent: 15,
    });
    const linesNet = withDiscount.lines.reduce((sum, line) => sum + line.net, 0);
    expect(linesNet).toBe(withDiscount.net);
    expect(withDiscount.lines.reduce((sum, line) => sum + line.vat, 0)).toBe(234);
    expect(withDiscount).toMatchObject({ net: 1563, vat: 234, gross: 1797, prepaid: 500, payable: 1297 });
  });

  it('hashes the invoice without its stamp, so the stamped XML has the hash it was signed with', () => {
    const body = buildInvoiceXml(invoice());
    expect(body.startsWith('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"')).toBe(true);
    expect(body).toContain('<cbc:RegistrationName>متجر الألعاب &amp; Co &lt;KSA&gt;</cbc:RegistrationName>');
    expect(body).toContain('<cbc:IssueDate>2026-11-27</cbc:IssueDate><cbc:IssueTime>09:30:00</cbc:IssueTime>');
    expect(body).toContain('<cbc:TaxInclusiveAmount currencyID="SAR">230.00</cbc:TaxInclusiveAmount>');
    const hash = invoiceHash(body);
    const stamped = buildInvoiceXml(invoice(), { hash, signature: 'c2ln', publicKey: 'a2V5', qr: 'cXI=' });
    expect(stamped).toContain('<ds:DigestValue>');
    expect(stamped).toContain('<cbc:ID>QR</cbc:ID>');
    expect(invoiceHash(stamped)).toBe(hash);
    expect(invoiceHash(buildInvoiceXml(invoice({ buyerName: 'Sarah' })))).not.toBe(hash);
    // ZATCA's seed for the first invoice of a chain.
    expect(FIRST_PREVIOUS_HASH).toBe('NWZlY2ViNjZmZmM4NmYzOGQ5NTI3ODZjNmQ2OTZjNzljMmRiYzIzOWRkNGU5MWI0NjcyOWQ3M2EyN2ZiNTdlOQ==');
  });

  it('signs with secp256k1: the public key verifies the signature, another key or another hash does not', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gamesouq-key-'));
    try {
      const key = await signingKey(dataDir);
      expect(key.privateKey.asymmetricKeyDetails?.namedCurve).toBe('secp256k1');
      const hash = invoiceHash(buildInvoiceXml(invoice()));
      const signature = signInvoiceHash(hash, key.privateKey);
      const publicKey = createPublicKey({ key: key.publicKeyDer, format: 'der', type: 'spki' });
      expect(verifyInvoiceSignature({ hash, signature, publicKey })).toBe(true);
      const otherHash = invoiceHash(buildInvoiceXml(invoice({ counter: 2 })));
      expect(verifyInvoiceSignature({ hash: otherHash, signature, publicKey })).toBe(false);
      const other = generateKeyPairSync('ec', { namedCurve: 'secp256k1' }).publicKey;
      expect(verifyInvoiceSignature({ hash, signature, publicKey: other })).toBe(false);
      // The key is kept in DATA_DIR: the next start signs with the same one.
      const again = await signingKey(`${dataDir}/.`);
      expect(again.publicKeyDer.equals(key.publicKeyDer)).toBe(true);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('encodes the phase 2 QR as TLV whose first five tags are the phase 1 QR', () => {
    const publicKey = Buffer.from([0x30, 0x56, 1, 2, 3]);
    const payload = phase2Qr({
      sellerName: 'متجر الألعاب',
      vatNumber: '310122393500003',
      timestamp: '2026-11-27T09:30:00',
      total: '230.00',
      vat: '30.00',
      hash: 'aGFzaA==',
      signature: 'c2lnbmF0dXJl',
      publicKey,
      keySignature: Buffer.from([9, 9]),
    });
    const tags = decodeTlv(payload);
    expect([...tags.keys()]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([1, 2, 3, 4, 5, 6, 7].map((tag) => tags.get(tag)!.toString('utf8'))).toEqual([
      'متجر الألعاب',
      '310122393500003',
      '2026-11-27T09:30:00',
      '230.00',
      '30.00',
      'aGFzaA==',
      'c2lnbmF0dXJl',
    ]);
    expect(tags.get(8)!.equals(publicKey)).toBe(true);
    expect(() =>
      phase2Qr({
        ...{ sellerName: 'x'.repeat(256) },
        vatNumber: '',
        timestamp: '',
        total: '',
        vat: '',
        hash: '',
        signature: '',
        publicKey,
        keySignature: publicKey,
      }),
    ).toThrow(RangeError);
  });
});

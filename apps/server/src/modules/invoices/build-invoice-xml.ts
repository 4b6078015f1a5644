import { createHash } from 'node:crypto';
import type { InvoiceAmounts } from './invoice-amounts.js';

/** What a simplified tax invoice (or credit note) says, in halalas; the XML is made from it alone. */
export type TaxInvoiceData = {
  /** The invoice number as printed (INV-…, CRN-… for a credit note). */
  number: string;
  uuid: string;
  /** The invoice counter value (ICV): the document's place in the seller's chain (invoices and credit notes). */
  counter: number;
  issuedAt: Date;
  previousHash: string;
  seller: { name: string; vatNumber: string; crNumber: string | null; address: string };
  buyerName: string;
  percent: number;
  amounts: InvoiceAmounts;
  /**
   * A credit note (type 381): the number of the invoice it credits and why it is issued (ZATCA BR-KSA-17). `debit`
   * makes it a debit note (383): only onboarding's compliance checks send one.
   */
  credit?: { invoiceNumber: string; reason: string; debit?: boolean };
};

/** The cryptographic stamp added to the invoice once its hash is known. */
export type InvoiceStamp = {
  hash: string;
  signature: string;
  publicKey: string;
  qr: string;
  /** Once the platform is onboarded: its CSID certificate and the XAdES signed properties that bind it to the signature. */
  xades?: XadesProperties;
};

/** The signing certificate as the XAdES signed properties name it (ZATCA's profile), and when it signed. */
export type XadesProperties = {
  /** The certificate, DER in base64, as ds:X509Certificate carries it. */
  certificate: string;
  issuerName: string;
  serialNumber: string;
  /** Riyadh local time, `YYYY-MM-DDTHH:mm:ss`. */
  signingTime: string;
};

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const XADES = 'http://uri.etsi.org/01903/v1.3.2#';
const SHA256 = 'http://www.w3.org/2001/04/xmlenc#sha256';

/** ZATCA's digests inside the signature: base64 of the hex SHA-256 (of the certificate's base64 text, of the signed properties). */
export const hexDigest = (text: string) => Buffer.from(createHash('sha256').update(text, 'utf8').digest('hex')).toString('base64');

/**
 * The XAdES signed properties, canonical, with the namespaces they use declared on them: the text whose digest the
 * second ds:Reference carries. The certificate's digest and issuer serial tie the signature to the CSID certificate.
 */
export function signedPropertiesXml(xades: XadesProperties) {
  return el(
    'xades:SignedProperties',
    { 'xmlns:ds': DS, 'xmlns:xades': XADES, Id: 'xadesSignedProperties' },
    el(
      'xades:SignedSignatureProperties',
      text('xades:SigningTime', xades.signingTime),
      el(
        'xades:SigningCertificate',
        el(
          'xades:Cert',
          el('xades:CertDigest', el('ds:DigestMethod', { Algorithm: SHA256 }), text('ds:DigestValue', hexDigest(xades.certificate))),
          el('xades:IssuerSerial', text('ds:X509IssuerName', xades.issuerName), text('ds:X509SerialNumber', xades.serialNumber)),
        ),
      ),
    ),
  );
}

const NAMESPACES = {
  xmlns: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  'xmlns:cac': 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  'xmlns:cbc': 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
  'xmlns:ext': 'urn:oasis:names:specification:ubl:schema:xsd:CommonExtensionComponents-2',
};

type Node = string | false | null | undefined;

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (text: string) => escapeText(text).replace(/"/g, '&quot;');

/**
 * An element written as canonical XML (C14N) writes it: no self-closing tags, no whitespace between elements,
 * attributes in the order given (callers give them in canonical order). So the document needs no canonicalizer.
 */
function el(name: string, attributes: Record<string, string> | Node, ...children: Node[]): string {
  const attrs = typeof attributes === 'object' && attributes ? attributes : {};
  const content = typeof attributes === 'object' && attributes ? children : [attributes, ...children];
  const attrText = Object.entries(attrs)
    .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
    .join('');
  return `<${name}${attrText}>${content.filter((c): c is string => typeof c === 'string').join('')}</${name}>`;
}
const text = (name: string, value: string, attributes: Record<string, string> = {}) => el(name, attributes, escapeText(value));
const sar = (halalas: number) => (halalas / 100).toFixed(2);
const money = (name: string, halalas: number) => text(name, sar(halalas), { currencyID: 'SAR' });

/** Riyadh's local date and time (UTC+3 all year): what the invoice, its QR and the PDF print. */
export function riyadhDateTime(at: Date) {
  const local = new Date(at.getTime() + 3 * 3600_000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 19) };
}

const vatCategory = (name: string, percent: number) =>
  el(name, text('cbc:ID', 'S'), text('cbc:Percent', percent.toFixed(2)), el('cac:TaxScheme', text('cbc:ID', 'VAT')));

/**
 * The UBL 2.1 XML of a simplified tax invoice as ZATCA's reporting profile wants it. Without `stamp`, it is the
 * document the invoice hash is taken over (no UBLExtensions, QR or Signature: what ZATCA removes before hashing).
 */
export function buildInvoiceXml(data: TaxInvoiceData, stamp?: InvoiceStamp) {
  const { amounts, percent } = data;
  const { date, time } = riyadhDateTime(data.issuedAt);
  const lineNet = amounts.lines.reduce((sum, line) => sum + line.net, 0);
  const body = el(
    'Invoice',
    NAMESPACES,
    stamp && signatureExtension(stamp),
    text('cbc:ProfileID', 'reporting:1.0'),
    text('cbc:ID', data.number),
    text('cbc:UUID', data.uuid),
    text('cbc:IssueDate', date),
    text('cbc:IssueTime', time),
    // 388 tax invoice, 381 credit note, 383 debit note; name 02… = simplified (B2C).
    text('cbc:InvoiceTypeCode', data.credit ? (data.credit.debit ? '383' : '381') : '388', { name: '0200000' }),
    text('cbc:DocumentCurrencyCode', 'SAR'),
    text('cbc:TaxCurrencyCode', 'SAR'),
    data.credit && el('cac:BillingReference', el('cac:InvoiceDocumentReference', text('cbc:ID', data.credit.invoiceNumber))),
    el('cac:AdditionalDocumentReference', text('cbc:ID', 'ICV'), text('cbc:UUID', String(data.counter))),
    el(
      'cac:AdditionalDocumentReference',
      text('cbc:ID', 'PIH'),
      el('cac:Attachment', text('cbc:EmbeddedDocumentBinaryObject', data.previousHash, { mimeCode: 'text/plain' })),
    ),
    stamp &&
      el(
        'cac:AdditionalDocumentReference',
        text('cbc:ID', 'QR'),
        el('cac:Attachment', text('cbc:EmbeddedDocumentBinaryObject', stamp.qr, { mimeCode: 'text/plain' })),
      ),
    stamp &&
      el(
        'cac:Signature',
        text('cbc:ID', 'urn:oasis:names:specification:ubl:signature:Invoice'),
        text('cbc:SignatureMethod', 'urn:oasis:names:specification:ubl:dsig:enveloped:xades'),
      ),
    el(
      'cac:AccountingSupplierParty',
      el(
        'cac:Party',
        data.seller.crNumber && el('cac:PartyIdentification', text('cbc:ID', data.seller.crNumber, { schemeID: 'CRN' })),
        el('cac:PostalAddress', text('cbc:StreetName', data.seller.address), el('cac:Country', text('cbc:IdentificationCode', 'SA'))),
        el('cac:PartyTaxScheme', text('cbc:CompanyID', data.seller.vatNumber), el('cac:TaxScheme', text('cbc:ID', 'VAT'))),
        el('cac:PartyLegalEntity', text('cbc:RegistrationName', data.seller.name)),
      ),
    ),
    el('cac:AccountingCustomerParty', el('cac:Party', el('cac:PartyLegalEntity', text('cbc:RegistrationName', data.buyerName)))),
    // A credit note says why it was issued; payment means code 1: the refund goes back by more than one instrument.
    data.credit && el('cac:PaymentMeans', text('cbc:PaymentMeansCode', '1'), text('cbc:InstructionNote', data.credit.reason)),
    el('cac:TaxTotal', money('cbc:TaxAmount', amounts.vat)),
    el(
      'cac:TaxTotal',
      money('cbc:TaxAmount', amounts.vat),
      el(
        'cac:TaxSubtotal',
        money('cbc:TaxableAmount', amounts.net),
        money('cbc:TaxAmount', amounts.vat),
        vatCategory('cac:TaxCategory', percent),
      ),
    ),
    el(
      'cac:LegalMonetaryTotal',
      money('cbc:LineExtensionAmount', lineNet),
      money('cbc:TaxExclusiveAmount', amounts.net),
      money('cbc:TaxInclusiveAmount', amounts.gross),
      amounts.prepaid > 0 && money('cbc:PrepaidAmount', amounts.prepaid),
      money('cbc:PayableAmount', amounts.payable),
    ),
    ...amounts.lines.map((line, i) =>
      el(
        'cac:InvoiceLine',
        text('cbc:ID', String(i + 1)),
        text('cbc:InvoicedQuantity', String(line.quantity), { unitCode: 'PCE' }),
        money('cbc:LineExtensionAmount', line.net),
        el('cac:TaxTotal', money('cbc:TaxAmount', line.vat), money('cbc:RoundingAmount', line.gross)),
        el('cac:Item', text('cbc:Name', line.title), vatCategory('cac:ClassifiedTaxCategory', percent)),
        // The net unit price may need more than two decimals to multiply back to the line's net.
        el('cac:Price', text('cbc:PriceAmount', String(Number((line.net / 100 / line.quantity).toFixed(6))), { currencyID: 'SAR' })),
      ),
    ),
  );
  return stamp ? `<?xml version="1.0" encoding="UTF-8"?>\n${body}` : body;
}

/**
 * The enveloped signature in the UBL extension: the signed digest is the invoice hash. Before onboarding it carries the
 * platform key's public half (ADR 012); with a CSID it is ZATCA's XAdES profile: the certificate in ds:KeyInfo, and a
 * second reference to the signed properties that name the certificate by digest and issuer serial (ADR 040).
 */
function signatureExtension(stamp: InvoiceStamp) {
  const xades = stamp.xades;
  const xpath = (expression: string) =>
    el('ds:Transform', { Algorithm: 'http://www.w3.org/TR/1999/REC-xpath-19991116' }, text('ds:XPath', expression));
  const signature = el(
    'ds:Signature',
    { 'xmlns:ds': DS, Id: 'signature' },
    el(
      'ds:SignedInfo',
      xades && el('ds:CanonicalizationMethod', { Algorithm: 'http://www.w3.org/2006/12/xml-c14n11' }),
      el('ds:SignatureMethod', { Algorithm: 'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256' }),
      el(
        'ds:Reference',
        { Id: 'invoiceSignedData', URI: '' },
        xades &&
          el(
            'ds:Transforms',
            xpath('not(//ancestor-or-self::ext:UBLExtensions)'),
            xpath('not(//ancestor-or-self::cac:Signature)'),
            xpath("not(//ancestor-or-self::cac:AdditionalDocumentReference[cbc:ID='QR'])"),
            el('ds:Transform', { Algorithm: 'http://www.w3.org/2006/12/xml-c14n11' }),
          ),
        el('ds:DigestMethod', { Algorithm: SHA256 }),
        text('ds:DigestValue', stamp.hash),
      ),
      xades &&
        el(
          'ds:Reference',
          { Type: 'http://www.w3.org/2000/09/xmldsig#SignatureProperties', URI: '#xadesSignedProperties' },
          el('ds:DigestMethod', { Algorithm: SHA256 }),
          text('ds:DigestValue', hexDigest(signedPropertiesXml(xades))),
        ),
    ),
    text('ds:SignatureValue', stamp.signature),
    xades
      ? el('ds:KeyInfo', el('ds:X509Data', text('ds:X509Certificate', xades.certificate)))
      : el('ds:KeyInfo', text('ds:KeyValue', stamp.publicKey)),
    xades && el('ds:Object', el('xades:QualifyingProperties', { 'xmlns:xades': XADES, Target: 'signature' }, signedPropertiesXml(xades))),
  );
  return el(
    'ext:UBLExtensions',
    el(
      'ext:UBLExtension',
      text('ext:ExtensionURI', 'urn:oasis:names:specification:ubl:dsig:enveloped:xades'),
      el(
        'ext:ExtensionContent',
        xades
          ? el(
              'sig:UBLDocumentSignatures',
              {
                'xmlns:sac': 'urn:oasis:names:specification:ubl:schema:xsd:SignatureAggregateComponents-2',
                'xmlns:sbc': 'urn:oasis:names:specification:ubl:schema:xsd:SignatureBasicComponents-2',
                'xmlns:sig': 'urn:oasis:names:specification:ubl:schema:xsd:CommonSignatureComponents-2',
              },
              el(
                'sac:SignatureInformation',
                text('cbc:ID', 'urn:oasis:names:specification:ubl:signature:1'),
                text('sbc:ReferencedSignatureID', 'urn:oasis:names:specification:ubl:signature:Invoice'),
                signature,
              ),
            )
          : signature,
      ),
    ),
  );
}

import type { InvoiceAmounts } from './invoice-amounts.js';

/** What a simplified tax invoice says, in halalas; the XML is made from it alone. */
export type TaxInvoiceData = {
  /** The invoice number as printed (INV-…). */
  number: string;
  uuid: string;
  /** The invoice counter value (ICV): the seller's invoice number. */
  counter: number;
  issuedAt: Date;
  previousHash: string;
  seller: { name: string; vatNumber: string; crNumber: string | null; address: string };
  buyerName: string;
  percent: number;
  amounts: InvoiceAmounts;
};

/** The cryptographic stamp added to the invoice once its hash is known. */
export type InvoiceStamp = { hash: string; signature: string; publicKey: string; qr: string };

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
    // 388 tax invoice; name 02… = simplified (B2C).
    text('cbc:InvoiceTypeCode', '388', { name: '0200000' }),
    text('cbc:DocumentCurrencyCode', 'SAR'),
    text('cbc:TaxCurrencyCode', 'SAR'),
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
 * The enveloped signature in the UBL extension: the signed digest is the invoice hash, signed with the key whose public
 * half it carries. A ZATCA-issued certificate (CSID) with its XAdES signed properties takes the key's place once the
 * platform is onboarded (ADR 012).
 */
function signatureExtension(stamp: InvoiceStamp) {
  const ds = 'http://www.w3.org/2000/09/xmldsig#';
  return el(
    'ext:UBLExtensions',
    el(
      'ext:UBLExtension',
      text('ext:ExtensionURI', 'urn:oasis:names:specification:ubl:dsig:enveloped:xades'),
      el(
        'ext:ExtensionContent',
        el(
          'ds:Signature',
          { 'xmlns:ds': ds, Id: 'signature' },
          el(
            'ds:SignedInfo',
            el('ds:SignatureMethod', { Algorithm: 'http://www.w3.org/2001/04/xmldsig-more#ecdsa-sha256' }),
            el(
              'ds:Reference',
              { Id: 'invoiceSignedData', URI: '' },
              el('ds:DigestMethod', { Algorithm: 'http://www.w3.org/2001/04/xmlenc#sha256' }),
              text('ds:DigestValue', stamp.hash),
            ),
          ),
          text('ds:SignatureValue', stamp.signature),
          el('ds:KeyInfo', text('ds:KeyValue', stamp.publicKey)),
        ),
      ),
    ),
  );
}

import { createHash, createSign, createVerify, type KeyObject } from 'node:crypto';

/** The previous invoice hash of a seller's first invoice, as ZATCA specifies it: base64 of the hex SHA-256 of "0". */
export const FIRST_PREVIOUS_HASH = Buffer.from(createHash('sha256').update('0').digest('hex')).toString('base64');

/**
 * What ZATCA hashes of an invoice: the document without its XML declaration, UBL extensions (the signature), QR
 * reference and cac:Signature, canonicalized. Our XML is written in canonical form (build-invoice-xml.ts), so taking
 * those parts out leaves the canonical document.
 */
export function hashedPart(xml: string) {
  return xml
    .replace(/^<\?xml[^>]*\?>\s*/, '')
    .replace(/<ext:UBLExtensions>.*?<\/ext:UBLExtensions>/s, '')
    .replace(/<cac:AdditionalDocumentReference><cbc:ID>QR<\/cbc:ID>.*?<\/cac:AdditionalDocumentReference>/s, '')
    .replace(/<cac:Signature>.*?<\/cac:Signature>/s, '');
}

/** The invoice hash: SHA-256 of the hashed part, base64. */
export const invoiceHash = (xml: string) => createHash('sha256').update(hashedPart(xml), 'utf8').digest('base64');

/** The ECDSA (secp256k1, SHA-256) signature of the invoice hash's bytes, DER, base64: ZATCA's signature value. */
export const signInvoiceHash = (hash: string, privateKey: KeyObject) =>
  createSign('sha256').update(Buffer.from(hash, 'base64')).sign(privateKey).toString('base64');

export const verifyInvoiceSignature = ({ hash, signature, publicKey }: { hash: string; signature: string; publicKey: KeyObject }) =>
  createVerify('sha256').update(Buffer.from(hash, 'base64')).verify(publicKey, Buffer.from(signature, 'base64'));

import { createPublicKey } from 'node:crypto';
import { hexDigest } from './build-invoice-xml.js';
import { decodeTlv } from './qr-tlv.js';
import { invoiceHash, verifyInvoiceSignature } from './stamp-invoice.js';
import { type CertificateInfo, readCertificate } from './zatca-pki.js';

const tag = (xml: string, name: string) => xml.match(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`))?.[1];

/**
 * Reads a stamped invoice as ZATCA's validator does and says what does not hold: the hash over the document, the
 * signature with the certificate's key, the certificate and signed-properties digests of the XAdES stamp, the QR's
 * hash, signature, key and certificate signature. An empty list is a document that verifies. The sandbox onboarding
 * checks its sample documents with it; the tests read reported invoices with it.
 */
export function verifyStampedXml(xml: string, { trustedCa }: { trustedCa?: (certificate: CertificateInfo) => boolean } = {}) {
  const errors: string[] = [];
  const hash = invoiceHash(xml);
  const references = [...xml.matchAll(/<ds:DigestValue>([^<]*)<\/ds:DigestValue>/g)].map((match) => match[1]);
  if (references[0] !== hash) errors.push('invoice-hash: the signed digest is not the hash of the document');
  const certificateText = tag(xml, 'ds:X509Certificate');
  if (!certificateText) return [...errors, 'certificate: the signature carries no X509Certificate'];
  let certificate: CertificateInfo;
  try {
    certificate = readCertificate(Buffer.from(certificateText, 'base64'));
  } catch {
    return [...errors, 'certificate: ds:X509Certificate is not a certificate'];
  }
  if (trustedCa && !trustedCa(certificate)) errors.push('certificate: not issued by the onboarding CA');
  const publicKey = createPublicKey({ key: certificate.publicKeyDer, format: 'der', type: 'spki' });
  const signature = tag(xml, 'ds:SignatureValue') ?? '';
  if (!verifyInvoiceSignature({ hash, signature, publicKey })) errors.push('signature: does not verify with the certificate’s key');
  const signedProperties = xml.match(/<xades:SignedProperties [^>]*>.*?<\/xades:SignedProperties>/s)?.[0];
  if (!signedProperties) errors.push('xades: no signed properties');
  else {
    // Written with the namespaces it uses declared on it (build-invoice-xml.ts): its text is what the digest is over.
    if (references[1] !== hexDigest(signedProperties)) errors.push('xades: the signed properties digest does not match');
    if (references[2] !== hexDigest(certificateText)) errors.push('xades: the certificate digest does not match');
    if (tag(signedProperties, 'ds:X509SerialNumber') !== certificate.serialNumber)
      errors.push('xades: the serial number is not the certificate’s');
    if (tag(signedProperties, 'ds:X509IssuerName') !== certificate.issuerName) errors.push('xades: the issuer is not the certificate’s');
  }
  const qrText = xml.match(/<cbc:ID>QR<\/cbc:ID><cac:Attachment><cbc:EmbeddedDocumentBinaryObject[^>]*>([^<]*)</)?.[1];
  if (!qrText) errors.push('qr: missing');
  else {
    const qr = decodeTlv(qrText);
    if (qr.get(6)?.toString('utf8') !== hash) errors.push('qr: tag 6 is not the invoice hash');
    if (qr.get(7)?.toString('utf8') !== signature) errors.push('qr: tag 7 is not the signature');
    if (!qr.get(8)?.equals(certificate.publicKeyDer)) errors.push('qr: tag 8 is not the certificate’s public key');
    if (!qr.get(9)?.equals(certificate.signature)) errors.push('qr: tag 9 is not the certificate’s signature');
  }
  return errors;
}

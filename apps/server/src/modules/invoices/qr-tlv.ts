/** One field of a ZATCA QR code: its tag (1–9) and value (text as UTF-8, or bytes). */
export type TlvField = [tag: number, value: string | Uint8Array];

/** Tag, length, value, each field in turn (tag and length one byte each), then base64: ZATCA's QR payload. */
export function encodeTlv(fields: TlvField[]) {
  const parts = fields.map(([tag, value]) => {
    const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : Buffer.from(value);
    if (bytes.length > 255) throw new RangeError(`QR tag ${tag} holds ${bytes.length} bytes, at most 255 fit`);
    return Buffer.concat([Buffer.from([tag, bytes.length]), bytes]);
  });
  return Buffer.concat(parts).toString('base64');
}

/** Reads a QR payload back: each tag with its bytes. */
export function decodeTlv(payload: string) {
  const bytes = Buffer.from(payload, 'base64');
  const fields = new Map<number, Buffer>();
  for (let at = 0; at < bytes.length; ) {
    const tag = bytes[at]!;
    const length = bytes[at + 1]!;
    fields.set(tag, bytes.subarray(at + 2, at + 2 + length));
    at += 2 + length;
  }
  return fields;
}

/**
 * The phase 2 QR of a simplified tax invoice: tags 1–5 (phase 1: seller, VAT number, time, total, VAT), 6 the invoice
 * hash, 7 its signature (both as their base64 text, as ZATCA's samples carry them), 8 the public key (DER) and 9 the
 * signature that vouches for that key (ADR 012: in the sandbox, the platform key's own signature of it).
 */
export function phase2Qr(qr: {
  sellerName: string;
  vatNumber: string;
  timestamp: string;
  total: string;
  vat: string;
  hash: string;
  signature: string;
  publicKey: Uint8Array;
  keySignature: Uint8Array;
}) {
  return encodeTlv([
    [1, qr.sellerName],
    [2, qr.vatNumber],
    [3, qr.timestamp],
    [4, qr.total],
    [5, qr.vat],
    [6, qr.hash],
    [7, qr.signature],
    [8, qr.publicKey],
    [9, qr.keySignature],
  ]);
}

/**
 * The QR payload of a Saudi simplified tax invoice (ZATCA phase 1): TLV of seller name, VAT number, timestamp,
 * total with VAT and VAT amount, each as tag byte + length byte + UTF-8 value, then base64.
 */
export function zatcaQrPayload({
  sellerName,
  vatNumber,
  timestamp,
  total,
  vat,
}: {
  sellerName: string;
  vatNumber: string;
  timestamp: Date;
  total: string;
  vat: string;
}): string {
  const encoder = new TextEncoder();
  const fields = [sellerName, vatNumber, timestamp.toISOString().replace(/\.\d{3}Z$/, 'Z'), total, vat].map((v) => encoder.encode(v));
  const bytes: number[] = [];
  fields.forEach((value, index) => {
    if (value.length > 255) throw new RangeError('A ZATCA QR field is at most 255 bytes');
    bytes.push(index + 1, value.length, ...value);
  });
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** A Saudi VAT registration number: 15 digits, starting and ending with 3. */
export const isSaudiVatNumber = (value: string) => /^3\d{13}3$/.test(value);

/** A Saudi VAT registration number: 15 digits, starting and ending with 3. */
export const isSaudiVatNumber = (value: string) => /^3\d{13}3$/.test(value);

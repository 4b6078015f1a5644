/** One line of an order as sold: its VAT-inclusive total in halalas. */
export type SoldLine = { title: string; quantity: number; gross: number };

/** A line of a tax invoice in halalas: net + vat = gross. */
export type InvoiceLine = SoldLine & { net: number; vat: number };

export type InvoiceAmounts = {
  lines: InvoiceLine[];
  /** Net and VAT of the whole supply (items + shipping), and its VAT-inclusive total: net + vat = gross. */
  net: number;
  vat: number;
  gross: number;
  /**
   * A promo is paid by the platform, not taken off the seller's price (ADR 011): the supply and its VAT stay whole,
   * and the promo is an amount prepaid by a third party (UBL `PrepaidAmount`). What the buyer paid = gross - prepaid.
   */
  prepaid: number;
  payable: number;
};

/** The VAT inside a VAT-inclusive amount at `percent`, rounded to the halala. */
export const vatInside = (gross: number, percent: number) => Math.round((gross * percent) / (100 + percent));

/**
 * Splits an order's VAT-inclusive lines into net and VAT so that they add up to the order's own VAT (worked out on
 * items + shipping at checkout): each line's VAT is worked out on its own and a rounding halala goes to the largest
 * line. The promo discount, paid by the platform, is a prepaid amount: it does not change the supply or its VAT.
 */
export function splitVat({
  lines,
  discount,
  vat,
  total,
  percent,
}: {
  lines: SoldLine[];
  discount: number;
  vat: number;
  total: number;
  percent: number;
}): InvoiceAmounts {
  const split = lines.map((line) => ({ ...line, vat: vatInside(line.gross, percent), net: 0 }));
  const linesVat = split.reduce((sum, line) => sum + line.vat, 0);
  if (linesVat !== vat && split.length > 0) {
    const largest = split.reduce((a, b) => (b.gross > a.gross ? b : a));
    largest.vat += vat - linesVat;
  }
  for (const line of split) line.net = line.gross - line.vat;
  const gross = total + discount;
  return { lines: split, net: gross - vat, vat, gross, prepaid: discount, payable: total };
}

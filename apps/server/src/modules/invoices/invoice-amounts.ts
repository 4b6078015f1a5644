/** One line of an order as sold: its VAT-inclusive total in halalas. */
export type SoldLine = { title: string; quantity: number; gross: number };

/** A line of a tax invoice in halalas: net + vat = gross. */
export type InvoiceLine = SoldLine & { net: number; vat: number };

export type InvoiceAmounts = {
  lines: InvoiceLine[];
  /** The promo discount as a document-level allowance, VAT-inclusive and its net part. */
  allowance: { gross: number; net: number };
  net: number;
  vat: number;
  total: number;
};

/** The VAT inside a VAT-inclusive amount at `percent`, rounded to the halala. */
export const vatInside = (gross: number, percent: number) => Math.round((gross * percent) / (100 + percent));

/**
 * Splits an order's VAT-inclusive lines into net and VAT so that everything adds up to the order's own figures, which
 * are what was charged: each line's VAT is worked out on its own, the promo discount becomes an allowance that carries
 * the difference, and without a discount a rounding halala goes to the largest line. Totals: net + vat = total.
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
  let allowance = { gross: discount, net: 0 };
  if (discount > 0) {
    allowance = { gross: discount, net: discount - (linesVat - vat) };
  } else if (linesVat !== vat && split.length > 0) {
    const largest = split.reduce((a, b) => (b.gross > a.gross ? b : a));
    largest.vat += vat - linesVat;
  }
  for (const line of split) line.net = line.gross - line.vat;
  return { lines: split, allowance, net: total - vat, vat, total };
}

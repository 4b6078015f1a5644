import { sellerVatPercent } from '@gamesouq/core';

export type SellerVatTerms = { vatPercent: number; sellerVatNumber: string | null; sellerCrNumber: string | null };

const NONE: SellerVatTerms = { vatPercent: 0, sellerVatNumber: null, sellerCrNumber: null };

/**
 * How a seller's orders carry VAT (design §8): a seller whose VAT number an admin verified (users.vat_number)
 * charges VAT at `ratePercent` inside its prices, and the order keeps the numbers as they are now for its invoice;
 * every other seller charges none.
 */
export function sellerVatTerms(
  { vatNumber, crNumber }: { vatNumber: string | null; crNumber: string | null },
  ratePercent: number,
): SellerVatTerms {
  const vatPercent = sellerVatPercent({ vatNumber, ratePercent });
  return vatPercent > 0 ? { vatPercent, sellerVatNumber: vatNumber, sellerCrNumber: crNumber } : NONE;
}

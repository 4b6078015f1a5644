import { sellerVatPercent } from '@gamesouq/core';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../users/index.js';

export type SellerVatTerms = { vatPercent: number; sellerVatNumber: string | null; sellerCrNumber: string | null };

/**
 * How each seller's orders carry VAT (design §8): a seller whose VAT number an admin verified (users.vat_number)
 * charges VAT at `ratePercent` inside its prices, and the order keeps the numbers as they are now for its invoice;
 * every other seller charges none.
 */
export async function sellerVatTerms(
  db: DbOrTx,
  { sellerIds, ratePercent }: { sellerIds: string[]; ratePercent: number },
): Promise<Map<string, SellerVatTerms>> {
  const rows = sellerIds.length
    ? await db
        .select({ id: users.id, vatNumber: users.vatNumber, crNumber: users.crNumber })
        .from(users)
        .where(inArray(users.id, sellerIds))
    : [];
  return new Map(
    rows.map((row) => {
      const vatPercent = sellerVatPercent({ vatNumber: row.vatNumber, ratePercent });
      const terms = vatPercent > 0 ? { vatPercent, sellerVatNumber: row.vatNumber, sellerCrNumber: row.crNumber } : NONE;
      return [row.id, terms] as const;
    }),
  );
}

const NONE: SellerVatTerms = { vatPercent: 0, sellerVatNumber: null, sellerCrNumber: null };
export const vatTermsOf = (terms: Map<string, SellerVatTerms>, sellerId: string) => terms.get(sellerId) ?? NONE;

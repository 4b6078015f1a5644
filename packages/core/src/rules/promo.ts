/** Promo code rules (admin §4 and §5, design §5). */
export type PromoType = 'percentage' | 'fixed';
export type PromoDisplayStatus = 'Inactive' | 'Expired' | 'Limit Reached' | 'Active';

export function promoDisplayStatus(
  promo: { active: boolean; expiresAt: string | Date; usedCount: number; usageLimit: number },
  now = new Date(),
): PromoDisplayStatus {
  if (!promo.active) return 'Inactive';
  if (new Date(promo.expiresAt).getTime() < now.getTime()) return 'Expired';
  if (promo.usedCount >= promo.usageLimit) return 'Limit Reached';
  return 'Active';
}

/** The usage bar: orange above 80 percent, red at the limit. */
export function usageBarColor(usedCount: number, usageLimit: number): 'green' | 'orange' | 'red' {
  const ratio = usageLimit > 0 ? usedCount / usageLimit : 1;
  return ratio >= 1 ? 'red' : ratio > 0.8 ? 'orange' : 'green';
}

/**
 * Splits a promo over the orders of one checkout, in halalas: a percentage off each subtotal, or a fixed amount
 * shared in proportion to the subtotals (the last order takes the rounding), never more than a subtotal.
 */
export function promoDiscounts({ type, value, subtotals }: { type: PromoType; value: number; subtotals: number[] }): number[] {
  if (type === 'percentage') return subtotals.map((s) => Math.min(s, Math.round((s * value) / 100)));
  const total = subtotals.reduce((a, b) => a + b, 0);
  const amount = Math.min(Math.round(value * 100), total);
  if (total === 0) return subtotals.map(() => 0);
  const shares = subtotals.map((s) => Math.floor((amount * s) / total));
  shares[shares.length - 1]! += amount - shares.reduce((a, b) => a + b, 0);
  return shares;
}

/**
 * Fields that only the server decides, sent with every valid body (and in every nested object of it): if any of them
 * were taken from a body, a role, a verification, money, a price, a status or an owner would change.
 */
export const privilegedFields = (victimId: string) => ({
  role: 'admin',
  verified: true,
  isVerified: true,
  rating: 5,
  balance: 99_999_999,
  available: 99_999_999,
  pending: 99_999_999,
  held: 99_999_999,
  status: 'completed',
  paymentStatus: 'released',
  payment_status: 'released',
  id: victimId,
  _id: victimId,
  user_id: victimId,
  userId: victimId,
  seller_id: victimId,
  sellerId: victimId,
  buyer_id: victimId,
  buyerId: victimId,
  owner_id: victimId,
  opened_by: victimId,
  sender_id: victimId,
  reporter_id: victimId,
  decided_by: victimId,
  decidedBy: victimId,
  price_halalas: 1,
  priceHalalas: 1,
  unitPrice: 0.01,
  unit_price: 1,
  subtotal: 0.01,
  total: 0.01,
  tax: 0,
  escrow: 0,
  discount: 999,
  shippingCostHalalas: 0,
  shipping_cost_halalas: 0,
  amount_halalas: 1,
  used_count: 0,
  usedCount: 0,
  suspended: false,
  // A VAT registration counts only once an admin verified it (ADR 011); a request may declare one, never set it.
  vatNumber: '399999999999993',
  crNumber: '9999999999',
  vat_number: '399999999999993',
  cr_number: '9999999999',
});

/** `body` with the privileged fields added to it and to each object inside it; the body's own values win. */
export function withPrivileged(body: unknown, fields: Record<string, unknown>): unknown {
  if (Array.isArray(body)) return body.map((item) => withPrivileged(item, fields));
  if (!body || typeof body !== 'object') return body;
  const own = Object.fromEntries(Object.entries(body).map(([key, value]) => [key, withPrivileged(value, fields)]));
  return { ...fields, ...own };
}

import {
  type Carrier,
  halalasToSar,
  type ListingKind,
  type OrderStatus,
  type PaymentMethod,
  type ShipmentEvent,
  type TCodeReportView,
  type TDigitalDeliveryView,
  type TOrderView,
  trackingSteps,
  trackingUrlOf,
} from '@gamesouq/core';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { proofUrl } from './order-proofs.js';

type Row = Record<string, unknown>;
const iso = (value: unknown) => (value ? new Date(String(value)).toISOString() : null);

/** Which orders `selectOrders` reads. */
export const ordersWhere = {
  /**
   * One id (a checkout from one seller) is compared as one value: a plan for any such id is as good as one made for it,
   * so PostgreSQL keeps the prepared statement's generic plan instead of planning the order card, for longer than it
   * runs, at every checkout (ADR 051). For a list, a plan made for its ids is better.
   */
  ids: (ids: string[]) => (ids.length === 1 ? ordersWhere.id(ids[0]!) : sql`o.id = any(${sql.param(ids)}::text[])`),
  id: (id: string) => sql`o.id = ${id}`,
  boughtBy: (userId: string) => sql`o.buyer_id = ${userId}`,
  /** A seller's orders: those bought, not those whose payment never arrived (the seller never had them to do). */
  soldBy: (userId: string) => sql`o.seller_id = ${userId} and o.payment_status <> 'unpaid'`,
  /** The user's orders, bought or sold, not yet completed or cancelled. */
  openOf: (userId: string) =>
    sql`(o.buyer_id = ${userId} or o.seller_id = ${userId}) and o.status in ('pending', 'processing', 'shipped', 'ready_for_pickup')`,
};

type CodeReportRow = Omit<TCodeReportView, 'sellerDeadline' | 'createdAt' | 'decidedAt'> &
  Record<'sellerDeadline' | 'createdAt' | 'decidedAt', string | null>;

/** What a digital order's page shows of its delivery: reveal states, the report, who may do what; never a code. */
function digitalViewOf(
  row: Row,
  {
    kind,
    status,
    isBuyer,
    isSeller,
    releaseAt,
  }: { kind: ListingKind; status: OrderStatus; isBuyer: boolean; isSeller: boolean; releaseAt: Date | null },
): TDigitalDeliveryView {
  const codes = ((row.codes as { id: string; revealedAt: string | null }[] | null) ?? []).map((code) => ({
    id: code.id,
    revealedAt: iso(code.revealedAt),
  }));
  const report = row.code_report as CodeReportRow | null;
  const isOpenReport = report?.status === 'open';
  const isCode = kind === 'digital_code';
  const windowOpen =
    isCode && status === 'shipped' && row.protection_starts_at !== null && releaseAt !== null && releaseAt.getTime() > Date.now();
  return {
    kind: kind as TDigitalDeliveryView['kind'],
    codes,
    reportUntil: isCode && row.protection_starts_at ? (releaseAt?.toISOString() ?? null) : null,
    canReveal: isBuyer && isCode && (status === 'shipped' || status === 'completed') && codes.length > 0,
    canReport: isBuyer && windowOpen && !isOpenReport,
    deliverBy: iso(row.deliver_by),
    canMarkDelivered: isSeller && kind === 'digital_service' && (status === 'pending' || status === 'processing'),
    report: report
      ? {
          id: report.id,
          reason: report.reason,
          details: report.details,
          status: report.status,
          sellerDeadline: iso(report.sellerDeadline)!,
          createdAt: iso(report.createdAt)!,
          decidedAt: iso(report.decidedAt),
        }
      : null,
    canAnswerReport: isSeller && isOpenReport && status === 'shipped',
  };
}

/** Orders as the spec's order card shows them, with who may do what next for `viewerId`. */
export async function selectOrders(
  db: DbOrTx,
  {
    where,
    viewerId,
    releaseDays,
    orderBy = sql`o.created_at desc, o.id desc`,
    limit = 200,
    offset = 0,
    isPrepared = false,
  }: {
    where: SQL;
    viewerId: string;
    releaseDays: number;
    orderBy?: SQL;
    limit?: number;
    offset?: number;
    /** For a `where` of a fixed shape (one of `ordersWhere`): planned once per connection (ADR 051). */
    isPrepared?: boolean;
  },
): Promise<TOrderView[]> {
  const query = sql`
    select o.*, s.name as seller_name, s.verified as seller_verified, s.role as seller_role, b.name as buyer_name, b.email as buyer_email,
      (select nullif(trim(up.store_name), '') from user_profiles up where up.user_id = o.seller_id) as seller_store_name,
      b.phone as buyer_phone,
      (select cp.method from checkout_payments cp where cp.id = o.checkout_id) as payment_method,
      (select round(avg(r.rating)::numeric, 1) from reviews r where r.seller_id = o.seller_id) as seller_rating,
      (select json_build_object('rating', r.rating, 'review', r.review) from reviews r where r.order_id = o.id) as review,
      (select json_build_object('id', d.id, 'status', d.status, 'resolution', d.resolution) from disputes d where d.order_id = o.id) as dispute,
      (select json_agg(json_build_object('event', e.event, 'occurredAt', e.occurred_at) order by e.occurred_at, e.id)
       from shipment_events e where e.order_id = o.id) as parcel_events,
      (select p.created_at from order_proofs p where p.id = o.shipment_proof_id) as shipment_proof_at,
      (select json_agg(json_build_object('id', i.id, 'productId', i.listing_id, 'name', i.title, 'image', i.image, 'platform', i.platform_name,
         'condition', i.condition, 'quantity', i.quantity, 'unitPrice', i.unit_price, 'discount', i.discount_percentage) order by i.title)
       from order_items i where i.order_id = o.id) as items,
      (select json_agg(json_build_object('id', c.id, 'revealedAt', (select min(r.revealed_at) from code_reveals r where r.code_id = c.id))
         order by c.sold_at, c.id)
       from digital_codes c where c.order_id = o.id and c.status = 'sold' and c.retired_at is null) as codes,
      (select json_build_object('id', cr.id, 'reason', cr.reason, 'details', cr.details, 'status', cr.status,
         'sellerDeadline', cr.seller_deadline, 'createdAt', cr.created_at, 'decidedAt', cr.decided_at)
       from code_reports cr where cr.order_id = o.id order by cr.created_at desc limit 1) as code_report
    from orders o join users s on s.id = o.seller_id join users b on b.id = o.buyer_id
    where ${where} order by ${orderBy} limit ${limit} offset ${offset}`;
  const rows = isPrepared ? await preparedQuery<Row>(db, query) : ((await db.execute(query)).rows as Row[]);
  return rows.map((row) => {
    const status = row.status as OrderStatus;
    const delivery = row.delivery_type as 'shipping' | 'pickup';
    const isBuyer = row.buyer_id === viewerId;
    const isSeller = row.seller_id === viewerId;
    // The release clock runs from the start of the protection window (the delivery), not from the shipping.
    const protectedFrom = row.protection_starts_at ? new Date(String(row.protection_starts_at)) : null;
    const kind = row.kind as ListingKind;
    // A digital order's window end is fixed when it starts (ADR 020); a physical one's counts the release days.
    const releaseAt =
      kind !== 'physical'
        ? row.protection_ends_at
          ? new Date(String(row.protection_ends_at))
          : null
        : protectedFrom
          ? new Date(protectedFrom.getTime() + releaseDays * 24 * 3600 * 1000)
          : null;
    const carrier = row.carrier as Carrier | null;
    const isAwaitingBuyer = status === 'shipped' || status === 'ready_for_pickup';
    return {
      _id: String(row.id),
      id: String(row.id),
      orderId: `#${row.number}`,
      number: Number(row.number),
      status,
      deliveryType: delivery,
      created_at: new Date(String(row.created_at)).toISOString(),
      shipped_at: iso(row.shipped_at),
      completed_at: iso(row.completed_at),
      canceled_at: iso(row.canceled_at),
      cancel_reason: (row.cancel_reason as string | null) ?? null,
      subtotal: halalasToSar(Number(row.subtotal)),
      shipping: halalasToSar(Number(row.shipping)),
      tax: halalasToSar(Number(row.tax)),
      discount: halalasToSar(Number(row.discount)),
      total: halalasToSar(Number(row.total)),
      vat: halalasToSar(Number(row.vat)),
      vatPercent: Number(row.vat_percent),
      payment_status: String(row.payment_status),
      paidByMethod: halalasToSar(Number(row.paid_by_method ?? 0)),
      paymentMethod: row.payment_method && Number(row.paid_by_method) > 0 ? (String(row.payment_method) as PaymentMethod) : null,
      shippingAddress: row.shipping_address as Record<string, string>,
      seller: {
        id: String(row.seller_id),
        name: String(row.seller_name),
        // The shop's name when it has one, as ads show it (listings/listing-view.ts).
        storeName: String(row.seller_store_name || row.seller_name),
        verified: Boolean(row.seller_verified),
        role: String(row.seller_role),
        rating: Number(row.seller_rating ?? 0),
      },
      buyer: {
        id: String(row.buyer_id),
        name: String(row.buyer_name),
        email: (row.buyer_email as string | null) ?? '',
        phone: (row.buyer_phone as string | null) ?? '',
      },
      items: ((row.items as Row[] | null) ?? []).map((item) => ({
        id: String(item.id),
        productId: (item.productId as string | null) ?? null,
        name: String(item.name),
        image: item.image ? `/api/uploads/ads/${item.image}` : '',
        platform: { name: String(item.platform) },
        condition: String(item.condition),
        quantity: Number(item.quantity),
        type: delivery === 'pickup' ? 'Pickup' : 'Shipping',
        price: halalasToSar(Number(item.unitPrice)),
        discount: Number(item.discount),
        inStock: true,
      })),
      tracking: trackingSteps(status, delivery, kind),
      parcel: carrier
        ? {
            carrier,
            trackingNumber: String(row.tracking_number),
            trackingUrl: trackingUrlOf(carrier, String(row.tracking_number)),
            events: ((row.parcel_events as { event: ShipmentEvent; occurredAt: string }[] | null) ?? []).map((e) => ({
              event: e.event,
              occurredAt: new Date(e.occurredAt).toISOString(),
            })),
            proof: row.shipment_proof_at
              ? { url: proofUrl('user', String(row.id), String(row.shipment_proof_id)), uploadedAt: iso(row.shipment_proof_at)! }
              : null,
          }
        : null,
      pickup:
        delivery === 'pickup' && row.pickup_code
          ? { code: isBuyer ? String(row.pickup_code) : null, handedOverAt: iso(row.delivered_at) }
          : null,
      delivered_at: iso(row.delivered_at),
      review: (row.review as { rating: number; review: string } | null) ?? null,
      canReview: isBuyer && status === 'completed' && !row.review,
      dispute: (row.dispute as { id: string; status: string; resolution: string | null } | null) ?? null,
      // A code has its own report (ADR 020) instead of a dispute.
      canDispute: isBuyer && isAwaitingBuyer && !row.dispute && kind !== 'digital_code',
      role: isBuyer ? 'buyer' : isSeller ? 'seller' : 'admin',
      canCancel: (isBuyer && status === 'pending') || (isSeller && (status === 'pending' || status === 'processing')),
      canConfirm: isBuyer && isAwaitingBuyer,
      canRelease:
        isSeller &&
        isAwaitingBuyer &&
        releaseAt !== null &&
        releaseAt.getTime() <= Date.now() &&
        (row.dispute as { status: string } | null)?.status !== 'open',
      releaseAt: releaseAt?.toISOString() ?? null,
      daysRemaining: releaseAt ? Math.max(0, Math.ceil((releaseAt.getTime() - Date.now()) / (24 * 3600 * 1000))) : null,
      kind,
      digital: kind === 'physical' ? null : digitalViewOf(row, { kind, status, isBuyer, isSeller, releaseAt }),
    };
  });
}

export type OrderView = TOrderView;

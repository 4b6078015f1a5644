import { halalasToSar, type Role, rankOffers, type SellerLevel, type TItemOfferView, type TItemPageReply } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { catalogueItemFromJson, catalogueItemJsonSql, getCatalogueItem, itemSummaryJsonSql, toItemSummaryView } from '../catalog/index.js';
import { OFFER_COLUMNS, ON_SALE, offerOf } from './item-offers.js';

type Row = Record<string, unknown>;
/** Weeks of price history the item page shows. */
const HISTORY_WEEKS = 26;

/** The active offers of an item, with what ranking and the offer cards need (`delivery` null: every offer). */
const offersSql = (itemId: string, delivery: 'hand' | 'shipping' | null) => sql`
  select ${OFFER_COLUMNS}, l.region, l.description, l.quantity, l.created_at, u.role as seller_role, u.verified as seller_verified,
    coalesce((select nullif(trim(up.store_name), '') from user_profiles up where up.user_id = u.id), u.name) as seller_name,
    (select round(avg(r.rating)::numeric, 1) from reviews r where r.seller_id = u.id) as seller_rating,
    (select sr.level from seller_reputation sr where sr.seller_id = u.id) as seller_level,
    (select coalesce(json_agg(i.thumb order by i.position), '[]'::json) from listing_images i where i.listing_id = l.id) as photos
  from listings l join users u on u.id = l.seller_id
  where l.catalogue_item_id = ${itemId} and ${ON_SALE}
    and (${delivery}::text is null or l.type <> 'physical' or l.delivery_type in (${delivery}::text, 'both'))`;

const offerViewOf = (row: Row) => ({
  ...offerOf(row),
  row,
  sellerRole: String(row.seller_role),
  sellerVerified: Boolean(row.seller_verified),
  sellerLevel: (row.seller_level as SellerLevel | null) ?? 'new',
  createdAt: new Date(String(row.created_at)).toISOString(),
});

/**
 * The median price paid per week for the item over the last weeks, from completed orders only (paid, delivered and
 * released: no cancelled, refunded or still open order says what the item sells for). Each unit counts once.
 */
const priceHistorySql = (itemId: string) => sql`
  select to_char(date_trunc('week', o.completed_at), 'YYYY-MM-DD') as week,
    percentile_cont(0.5) within group (order by (oi.unit_price::bigint * (100 - oi.discount_percentage) + 50) / 100) as median,
    sum(oi.quantity)::int as sales
  from order_items oi join orders o on o.id = oi.order_id join listings l on l.id = oi.listing_id
  cross join generate_series(1, oi.quantity)
  where l.catalogue_item_id = ${itemId} and o.status = 'completed' and o.completed_at > now() - ${`${HISTORY_WEEKS} weeks`}::interval
  group by 1 order by 1`;

const weekOf = (row: Row) => ({ week: String(row.week), median: halalasToSar(Math.round(Number(row.median))), sales: Number(row.sales) });

/** The price history of a catalogue item (404 for an unknown one), as its page shows it. */
export async function readPriceHistory(db: DbOrTx, id: string) {
  await getCatalogueItem(db, id);
  const result = await db.execute(priceHistorySql(id));
  return (result.rows as Row[]).map(weekOf);
}

/**
 * The item page: the item, its offers grouped New / Used / Digital and ranked for the buyer's city, its price history.
 * Read in one prepared statement, each part a json value: a first ask of an item (most asks, over thousands of items)
 * costs one round trip and no planning.
 */
export async function readItemPage(
  db: Db,
  { id, city, delivery }: { id: string; city?: string; delivery?: 'hand' | 'shipping' },
): Promise<TItemPageReply> {
  const [page] = await preparedQuery<{ item: Row | null; summary: Row; offers: Row[]; history: Row[] }>(
    db,
    sql`select ${catalogueItemJsonSql(id)} as item, ${itemSummaryJsonSql(id)} as summary,
      (select coalesce(json_agg(o), '[]'::json) from (${offersSql(id, delivery ?? null)}) o) as offers,
      (select coalesce(json_agg(h order by h.week), '[]'::json) from (${priceHistorySql(id)}) h) as history`,
  );
  const item = catalogueItemFromJson(page!.item);
  const summary = toItemSummaryView(page!.summary);
  const offers = page!.offers.map(offerViewOf);
  const priceHistory = page!.history.map(weekOf);
  const groups = rankOffers(offers, { buyerCity: city || undefined });
  const view = (offer: (typeof groups)['new'][number]): TItemOfferView => ({
    listingId: offer.id,
    title: offer.title,
    group: offer.group,
    condition: offer.condition,
    type: offer.type,
    region: (offer.row.region as string | null) ?? null,
    price: halalasToSar(offer.priceHalalas),
    shipping: halalasToSar(offer.shippingToBuyerHalalas),
    total: halalasToSar(offer.totalHalalas),
    delivery: offer.delivery,
    deliveryType: offer.deliveryType,
    isReachable: offer.isReachable,
    isBest: offer.isBest,
    city: offer.city,
    description: String(offer.row.description).slice(0, 280),
    quantity: Number(offer.row.quantity),
    photos: ((offer.row.photos as string[]) ?? []).map((file) => `/api/uploads/ads/${file}`),
    seller: {
      id: offer.sellerId,
      name: String(offer.row.seller_name),
      role: offer.sellerRole as Role,
      verified: offer.sellerVerified,
      rating: Number(offer.row.seller_rating ?? 0),
      level: offer.sellerLevel,
    },
  });
  return {
    item,
    summary,
    groups: { new: groups.new.map(view), used: groups.used.map(view), digital: groups.digital.map(view) },
    priceHistory,
  };
}

import {
  discountedHalalas,
  halalasToSar,
  type ListingStatus,
  type Role,
  type SellerLevel,
  type TAdditionalDetailsView,
  type TListingView,
} from '@gamesouq/core';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { pageWindow, preparedQuery } from '../../db/prepared-query.js';

export type Row = Record<string, unknown>;
const imageUrl = (file: string) => `/api/uploads/ads/${file}`;
const artUrl = (file: string) => `/api/uploads/catalogue/${file}`;

/** A listing's own photos, or the art of its catalogue item until the seller adds photos (issue 22). */
function photosOf(row: Row) {
  const images = (row.images as { file: string; thumb: string }[] | null) ?? [];
  const art = row.item_art as { file: string; thumb: string } | null;
  if (images.length === 0 && art) return { files: [artUrl(art.file)], thumbs: [artUrl(art.thumb)] };
  return { files: images.map((i) => imageUrl(i.file)), thumbs: images.map((i) => imageUrl(i.thumb)) };
}

export function toView(row: Row, viewerId: string | null | undefined): TListingView {
  const photos = photosOf(row);
  const priceHalalas = Number(row.price_halalas);
  const discount = Number(row.discount_percentage);
  const ref = (id: unknown, name: unknown) => (id ? { _id: String(id), id: String(id), name: String(name ?? '') } : null);
  // A private profile shows others only the name, badge and rating; the seller and admins still see everything.
  const isProfileShown = row.seller_visibility !== 'private' || row.seller_id === viewerId || Boolean(row.viewer_is_admin);
  const locationText = [row.city, row.location].filter((part) => typeof part === 'string' && part.trim()).join(', ');
  return {
    _id: String(row.id),
    id: String(row.id),
    title: String(row.title),
    description: String(row.description),
    price: halalasToSar(priceHalalas),
    discountPercentage: discount,
    // The cart and checkout charge this same rounding (core discountedHalalas).
    finalPrice: halalasToSar(discountedHalalas(priceHalalas, discount)),
    image: photos.files[0] ?? '',
    images: photos.files,
    thumbnails: photos.thumbs,
    storeName: String(row.store_name || row.seller_name),
    verified: Boolean(row.seller_verified),
    city: String(row.city),
    location: locationText,
    rating: Number(row.rating ?? 0),
    reviews: Number(row.review_count ?? 0),
    category: ref(row.category_id, row.category_name),
    platform: ref(row.platform_id, row.platform_name),
    condition: String(row.condition),
    availability: Number(row.quantity) > 0 ? String(row.availability) : 'out_of_stock',
    type: String(row.type),
    region: (row.region as string | null) ?? null,
    deliveryHours: row.delivery_hours === null || row.delivery_hours === undefined ? null : Number(row.delivery_hours),
    deliveryType: String(row.delivery_type),
    returnPolicy: String(row.return_policy),
    features: (row.features as string[]) ?? [],
    quantity: Number(row.quantity),
    weight: row.weight === null ? null : Number(row.weight),
    length: row.length === null ? null : Number(row.length),
    width: row.width === null ? null : Number(row.width),
    height: row.height === null ? null : Number(row.height),
    additionalDetails: (row.additional_details as TAdditionalDetailsView | null) ?? {},
    phone: String(row.phone),
    status: row.status as ListingStatus,
    rejectionReason: (row.rejection_reason as string | null) ?? null,
    shippingCost: row.shipping_cost_halalas === null ? null : halalasToSar(Number(row.shipping_cost_halalas)),
    acceptsOffers: Boolean(row.accepts_offers),
    minOffer: row.seller_id === viewerId && row.min_offer_halalas !== null ? halalasToSar(Number(row.min_offer_halalas)) : null,
    views: Number(row.views),
    likes: Number(row.likes ?? 0),
    isFavorite: Boolean(row.is_favorite),
    user_id: String(row.seller_id),
    catalogueItemId: (row.catalogue_item_id as string | null) ?? null,
    seller: {
      id: String(row.seller_id),
      _id: String(row.seller_id),
      name: String(row.seller_name),
      role: row.seller_role as Role,
      verified: Boolean(row.seller_verified),
      rating: Number(row.seller_rating ?? 0),
      level: (row.seller_level as SellerLevel | null) ?? 'new',
      ...(isProfileShown && { memberSince: new Date(String(row.seller_created_at)).toISOString() }),
    },
    createdAt: new Date(String(row.created_at)).toISOString(),
    updatedAt: new Date(String(row.updated_at)).toISOString(),
  };
}

/**
 * The one query that turns listings into what every screen shows: seller (by the store name a trader set in their
 * profile, else their name), category, platform, images,
 * likes and whether the viewer favourited it, in one round trip. `where` and `orderBy` are SQL over the aliases
 * `l` (listings), `u` (seller), `c` (category) and `p` (platform). The page is chosen first, so the per-listing
 * subqueries run only for the rows returned.
 */
export async function selectListingViews(
  db: DbOrTx,
  options: { where: SQL; orderBy?: SQL; limit?: number; offset?: number; viewerId?: string | null; isPrepared?: boolean },
): Promise<TListingView[]> {
  return (await selectListingPage(db, { ...options, isCounting: false })).ads;
}

/**
 * The same, with the number of all matching listings counted in the same scan (`isCounting`), which pays off
 * when the matches must all be read anyway, as in a search ranked by relevance.
 */
export async function selectListingPage(
  db: DbOrTx,
  {
    where,
    orderBy = sql`l.created_at desc, l.id desc`,
    limit,
    offset = 0,
    viewerId,
    isCounting,
    isPrepared,
  }: {
    where: SQL;
    orderBy?: SQL;
    limit?: number;
    offset?: number;
    viewerId?: string | null;
    isCounting: boolean;
    /** The caller's query takes a few shapes only (a product by id): run it prepared (`preparedQuery`). */
    isPrepared?: boolean;
  },
): Promise<{ ads: TListingView[]; total: number | null }> {
  const from = sql`from listings l
      join users u on u.id = l.seller_id
      left join categories c on c.id = l.category_id
      left join platforms p on p.id = l.platform_id
      where ${where}`;
  const window = limit !== undefined ? pageWindow(limit, offset) : sql``;
  // Counting needs every match, so it numbers them all; otherwise the page is picked first (a top-N sort) and numbered.
  const page = isCounting
    ? sql`select l.id, row_number() over (order by ${orderBy}) as position, count(*) over () as total_count ${from} order by ${orderBy} ${window}`
    : sql`select id, row_number() over () as position from (select l.id ${from} order by ${orderBy} ${window}) picked`;
  const rows = await selectViewsOfPage(db, { page, viewerId, isCounting, isPrepared });
  return { ads: rows.map((row) => toView(row, viewerId)), total: isCounting ? Number(rows[0]?.total_count ?? 0) : null };
}

/**
 * The views of these listings, in this order: one prepared statement whatever picked them (`preparedQuery`), since
 * planning the views' dozen subqueries cost more than running them for a page.
 */
export async function selectViewsInOrder(db: DbOrTx, ids: string[], viewerId?: string | null): Promise<Row[]> {
  if (ids.length === 0) return [];
  const page = sql`select id, position from unnest(${sql.param(ids)}::text[]) with ordinality as page(id, position)`;
  return selectViewsOfPage(db, { page, viewerId, isCounting: false, isPrepared: true });
}

/**
 * The views of the listings a page query picked: `page` selects `id` and `position` (and `total_count` when
 * `isCounting`), and the per-listing details are read for those rows only.
 */
async function selectViewsOfPage(
  db: DbOrTx,
  { page, viewerId, isCounting, isPrepared }: { page: SQL; viewerId?: string | null; isCounting: boolean; isPrepared?: boolean },
): Promise<Row[]> {
  const query = sql`
    with page as (${page})
    select l.*, ${isCounting ? sql`page.total_count,` : sql``} u.name as seller_name,
      (select nullif(trim(up.store_name), '') from user_profiles up where up.user_id = l.seller_id) as store_name, u.role as seller_role, u.verified as seller_verified, u.created_at as seller_created_at,
      (select round(avg(r.rating)::numeric, 1) from reviews r where r.seller_id = l.seller_id) as seller_rating,
      (select s.profile_visibility from user_settings s where s.user_id = l.seller_id) as seller_visibility,
      (select sr.level from seller_reputation sr where sr.seller_id = l.seller_id) as seller_level,
      ${viewerId ? sql`exists(select 1 from users v where v.id = ${viewerId} and v.role = 'admin')` : sql`false`} as viewer_is_admin,
      listing_reviews.rating, listing_reviews.review_count,
      c.name as category_name, p.name as platform_name,
      (select count(*) from favorites f where f.listing_id = l.id) as likes,
      ${viewerId ? sql`exists(select 1 from favorites f where f.listing_id = l.id and f.user_id = ${viewerId})` : sql`false`} as is_favorite,
      (select coalesce(json_agg(json_build_object('file', i.file, 'thumb', i.thumb) order by i.position), '[]'::json)
         from listing_images i where i.listing_id = l.id) as images,
      (select json_build_object('file', ci.art, 'thumb', ci.art_thumb) from catalogue_items ci
         where ci.id = l.catalogue_item_id and ci.art <> '') as item_art
    from page
    join listings l on l.id = page.id
    left join lateral (
      select round(avg(r.rating)::numeric, 1) as rating, count(*) as review_count
      from reviews r join order_items oi on oi.order_id = r.order_id where oi.listing_id = l.id
    ) listing_reviews on true
    join users u on u.id = l.seller_id
    left join categories c on c.id = l.category_id
    left join platforms p on p.id = l.platform_id
    order by page.position
  `;
  return isPrepared ? preparedQuery<Row>(db, query) : ((await db.execute(query)).rows as Row[]);
}

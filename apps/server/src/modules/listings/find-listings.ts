import {
  normalizeSearchText,
  platformTypesOf,
  readSearchQuery,
  sarToHalalas,
  type THomeListingsReply,
  type THomeQuery,
  type TListingView,
  type TSearchSynonym,
} from '@gamesouq/core';
import { and, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { loadSearchSynonyms } from '../search-synonyms/index.js';
import { selectListingViews, selectViewsOfPage, toView } from './listing-view.js';

type HomeFilters = Omit<THomeQuery, 'page' | 'limit'>;

/**
 * What the buyer pays, which price filters and sorts use: the discounted price rounded to the halala, half up, as core
 * discountedHalalas rounds it. In bigint, since a price of up to a million riyals times 100 overflows an integer.
 */
const BUYER_PRICE = sql`((l.price_halalas::bigint * (100 - l.discount_percentage) + 50) / 100)`;

/**
 * A category matches itself and its subcategories; a platform matches by id, name or type, where the PC / Mobile /
 * Console pills stand for their types (Console includes handhelds and VR). Both are resolved to their ids first
 * (`= any(array(...))`), so that PostgreSQL can intersect their indexes with the search's instead of reading every
 * listing that matches the words.
 */
function filterSql(filters: HomeFilters): SQL[] {
  const conditions: SQL[] = [];
  if (filters.category) {
    conditions.push(sql`l.category_id = any(array(select id from categories where id = ${filters.category} or parent_id = ${filters.category}
      or lower(name) = lower(${filters.category}) or parent_id in (select id from categories where lower(name) = lower(${filters.category}))))`);
  }
  if (filters.platform) {
    const types = sql.join(
      platformTypesOf(filters.platform).map((type) => sql`${type}`),
      sql`, `,
    );
    conditions.push(
      sql`l.platform_id = any(array(select id from platforms where id = ${filters.platform} or lower(name) = lower(${filters.platform}) or platform_type in (${types})))`,
    );
  }
  // A range typed the wrong way round (min 500, max 100) means 100 to 500.
  const [low, high] =
    filters.priceMin !== undefined && filters.priceMax !== undefined && filters.priceMin > filters.priceMax
      ? [filters.priceMax, filters.priceMin]
      : [filters.priceMin, filters.priceMax];
  if (low !== undefined) conditions.push(sql`${BUYER_PRICE} >= ${sarToHalalas(low)}`);
  if (high !== undefined) conditions.push(sql`${BUYER_PRICE} <= ${sarToHalalas(high)}`);
  if (filters.delivery) conditions.push(sql`l.delivery_type in (${filters.delivery}, 'both')`);
  if (filters.city) conditions.push(sql`lower(l.city) = lower(${filters.city})`);
  if (filters.condition === 'used') conditions.push(sql`l.condition <> 'new'`);
  else if (filters.condition) conditions.push(sql`l.condition = ${filters.condition}`);
  if (filters.sellerType) {
    conditions.push(
      sql`l.seller_id in (select id from users where ${filters.sellerType === 'shop' ? sql`role = 'trader'` : sql`role <> 'trader'`})`,
    );
  }
  return conditions;
}

/**
 * Full-text match on the normalised title and description, or a trigram match on the title (typos, partial words,
 * Arabic spelling variants). Both are served by GIN indexes.
 */
function textSql(text: string) {
  const query = sql`websearch_to_tsquery('simple', gs_normalize(${text}))`;
  const normalized = sql`gs_normalize(${text})`;
  return {
    where: sql`(l.search @@ ${query} or ${normalized} <% gs_normalize(l.title) or gs_normalize(l.title) like '%' || ${normalized} || '%')`,
    rank: sql`ts_rank(l.search, ${query}) + word_similarity(${normalized}, gs_normalize(l.title))`,
  };
}

const lowerNamesSql = (names: string[]) =>
  sql.join(
    names.map((name) => sql`${name.toLowerCase()}`),
    sql`, `,
  );
const platformIdsSql = (names: string[]) => sql`array(select id from platforms where lower(name) in (${lowerNamesSql(names)}))`;
const categoryIdsSql = (names: string[]) =>
  sql`array(select id from categories where lower(name) in (${lowerNamesSql(names)})
    or parent_id in (select id from categories where lower(name) in (${lowerNamesSql(names)})))`;

/**
 * A synonym entry the query names (the stored table, seeded from core SEARCH_SYNONYMS): a listing matches by one of its phrases in the title or
 * description, or by being on its platform or in its category; being there ranks it first (platform above category).
 */
function synonymSql(synonym: TSearchSynonym) {
  const phrases = sql.join(
    synonym.matches.map((phrase) => sql`phraseto_tsquery('simple', ${normalizeSearchText(phrase)})`),
    sql` || `,
  );
  const onPlatform = synonym.platforms?.length ? sql`l.platform_id = any(${platformIdsSql(synonym.platforms)})` : sql`false`;
  const inCategory = synonym.categories?.length ? sql`l.category_id = any(${categoryIdsSql(synonym.categories)})` : sql`false`;
  return {
    where: sql`(l.search @@ (${phrases}) or ${onPlatform} or ${inCategory})`,
    rank: sql`ts_rank(l.search, ${phrases}) + (case when ${onPlatform} then 2 when ${inCategory} then 1 else 0 end)`,
  };
}

/**
 * A query read against the synonym table: every entry it names must match (`دراعة ps5` is a controller and PS5), and
 * the words no entry claims match as text.
 */
function searchSql(search: string, table: TSearchSynonym[]) {
  const { synonyms, rest } = readSearchQuery(search, table);
  const parts = [...synonyms.map(synonymSql), ...(rest ? [textSql(rest)] : [])];
  if (parts.length === 0) return null;
  return {
    where: and(...parts.map((part) => part.where))!,
    rank: sql.join(
      parts.map((part) => part.rank),
      sql` + `,
    ),
  };
}

/** The order a buyer picked; none means newest (or best match when searching, selectRankedPage). */
function sortSql(sort: THomeQuery['sort']): SQL {
  if (sort === 'price_asc') return sql`${BUYER_PRICE} asc, l.created_at desc, l.id desc`;
  if (sort === 'price_desc') return sql`${BUYER_PRICE} desc, l.created_at desc, l.id desc`;
  if (sort === 'rating') {
    return sql`(select avg(r.rating) from reviews r where r.seller_id = l.seller_id) desc nulls last, l.created_at desc, l.id desc`;
  }
  return sql`l.created_at desc, l.id desc`;
}

/**
 * Counting every match costs a scan of all of them on each page view: past this many the total is given as "this
 * many or more" (`isTotalCapped`), which the pagination shows as 1,000+. A search ranked by relevance ranks this
 * many of its newest matches (and one more, to know whether there are more): computing the rank of every listing
 * that mentions "PlayStation" would read them all for the same first page.
 */
export const MAX_COUNTED = 1_000;

/** The page of listings in `orderBy`, and their number up to MAX_COUNTED, in two queries that stop early. */
async function selectPage(
  db: DbOrTx,
  { where, orderBy, limit, offset, viewerId }: { where: SQL; orderBy: SQL; limit: number; offset: number; viewerId?: string | null },
) {
  const page = sql`select id, row_number() over () as position from (
      select l.id from listings l where ${where} order by ${orderBy} limit ${limit} offset ${offset}) picked`;
  const [rows, counted] = await Promise.all([
    selectViewsOfPage(db, { page, viewerId, isCounting: false }),
    db.execute(sql`select count(*)::int as total from (select 1 from listings l where ${where} limit ${MAX_COUNTED + 1}) counted`),
  ]);
  return { rows, matches: Number((counted.rows[0] as { total: number }).total) };
}

/**
 * A search in relevance order: the newest MAX_COUNTED + 1 matches (which PostgreSQL finds by walking the newest-first
 * index when matches are common, or by the text indexes when they are rare), ranked, and the page taken from them.
 * The rank is computed outside the candidates' query, so only for them, not for every match the sort passes over.
 */
async function selectRankedPage(
  db: DbOrTx,
  { where, rank, limit, offset, viewerId }: { where: SQL; rank: SQL; limit: number; offset: number; viewerId?: string | null },
) {
  const page = sql`select id, position, matches as total_count from (
      select id, row_number() over (order by rank desc, created_at desc, id desc) as position, count(*) over () as matches from (
        select l.id, l.created_at, ${rank} as rank from (
          select l.id, l.created_at, l.search, l.title, l.platform_id, l.category_id from listings l where ${where}
          order by l.created_at desc, l.id desc limit ${MAX_COUNTED + 1}) l) candidates) ranked
    where position > ${offset} order by position limit ${limit}`;
  const rows = await selectViewsOfPage(db, { page, viewerId, isCounting: true });
  if (rows.length > 0 || offset === 0) return { rows, matches: Number(rows[0]?.total_count ?? 0) };
  // A page past the end has no row to carry the count.
  const counted = await db.execute(
    sql`select count(*)::int as total from (select 1 from listings l where ${where} limit ${MAX_COUNTED + 1}) counted`,
  );
  return { rows, matches: Number((counted.rows[0] as { total: number }).total) };
}

/** The public marketplace: active listings only, newest first or by relevance when searching. */
export async function findActiveListings(
  db: DbOrTx,
  { page, limit, viewerId, ...filters }: HomeFilters & { page: number; limit: number; viewerId?: string | null },
): Promise<THomeListingsReply> {
  const search = filters.search?.trim() ? searchSql(filters.search.trim(), await loadSearchSynonyms(db)) : null;
  const where = and(sql`l.status = 'active'`, ...filterSql(filters), ...(search ? [search.where] : []))!;
  const offset = (page - 1) * limit;
  const { rows, matches } =
    search && !filters.sort
      ? await selectRankedPage(db, { where, rank: search.rank, limit, offset, viewerId })
      : await selectPage(db, { where, orderBy: sortSql(filters.sort), limit, offset, viewerId });
  return {
    ads: rows.map((row) => toView(row, viewerId)),
    total: Math.min(matches, MAX_COUNTED),
    isTotalCapped: matches > MAX_COUNTED,
  };
}

/** Up to `limit` other active listings of the same category or platform, topped up with the newest others. */
export async function findRelatedListings(
  db: DbOrTx,
  { listingId, limit, viewerId }: { listingId: string; limit: number; viewerId?: string | null },
): Promise<TListingView[]> {
  const others = sql`l.status = 'active' and l.id <> ${listingId}`;
  // Only a listing the viewer may see lends its category: a hidden one answers like an unknown id.
  const source = sql`(select id, category_id, platform_id from listings
    where id = ${listingId} and (status = 'active' or seller_id = ${viewerId ?? null}))`;
  const similar = await selectListingViews(db, {
    where: sql`${others} and (l.category_id = (select category_id from ${source} s)
      or l.platform_id = (select platform_id from ${source} s))`,
    limit,
    viewerId,
  });
  if (similar.length >= limit) return similar;
  const exclude = similar.map((ad) => ad.id);
  const fill = await selectListingViews(db, {
    where: exclude.length
      ? sql`${others} and l.id not in (${sql.join(
          exclude.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : others,
    limit: limit - similar.length,
    viewerId,
  });
  return [...similar, ...fill];
}

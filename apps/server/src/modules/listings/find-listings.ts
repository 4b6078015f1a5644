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
import { selectItemSummaries } from '../catalog/index.js';
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
 * Arabic spelling variants). Both are served by GIN indexes; the cheap tests come first, since `<%` (word similarity)
 * costs tens of microseconds a row.
 */
function textSql(text: string) {
  const query = sql`websearch_to_tsquery('simple', gs_normalize(${text}))`;
  const normalized = sql`gs_normalize(${text})`;
  return {
    where: sql`(l.search @@ ${query} or l.title_normalized like '%' || ${normalized} || '%' or ${normalized} <% l.title_normalized)`,
    rank: sql`ts_rank(l.search, ${query}) + word_similarity(${normalized}, l.title_normalized)`,
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
 * the words no entry claims match as text (`hasText`).
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
    hasText: Boolean(rest),
  };
}

/** The columns of a listing that picking a page needs: the sorts, the rank, the filters of `where`. */
const MATCH_COLUMNS = sql`l.id, l.created_at, l.search, l.title_normalized, l.platform_id, l.category_id, l.price_halalas,
  l.discount_percentage, l.seller_id`;

/**
 * Where a page's listings are picked from (`from`, aliased `l`, and what `where` still asks of them). A search with
 * words matched as text finds all its matches first, once, in a materialized `matches` (by the GIN indexes, or a scan
 * when the other conditions are the selective ones): left inline, PostgreSQL adds up the estimates of the text
 * match's three alternatives (which find the same listings), believes a rare word common, and walks the newest-first
 * or price index testing listing after listing, up to the whole table, with a word similarity that costs tens of
 * microseconds each (ADR 044). Other searches (synonyms, filters) are cheap to test and stay inline, where the walk
 * stops at the page.
 */
function sourceSql(where: SQL, isMaterialized: boolean) {
  if (!isMaterialized) return { isMaterialized, prefix: sql``, from: sql`listings l`, where };
  return {
    isMaterialized,
    prefix: sql`with matches as materialized (select ${MATCH_COLUMNS} from listings l where ${where}) `,
    from: sql`matches l`,
    where: sql`true`,
  };
}
type Source = ReturnType<typeof sourceSql>;

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

/**
 * The page of listings in `orderBy`, and their number up to MAX_COUNTED, in two queries that stop early; in one when
 * the matches are materialized, which then counts the rows already found instead of finding them again.
 */
async function selectPage(
  db: DbOrTx,
  {
    source: { isMaterialized, prefix, from, where },
    orderBy,
    limit,
    offset,
    viewerId,
  }: { source: Source; orderBy: SQL; limit: number; offset: number; viewerId?: string | null },
) {
  const count = sql`select count(*)::int as total from (select 1 from ${from} where ${where} limit ${MAX_COUNTED + 1}) counted`;
  if (isMaterialized) {
    const page = sql`${prefix}select id, row_number() over () as position, (${count}) as total_count from (
      select l.id from ${from} where ${where} order by ${orderBy} limit ${limit} offset ${offset}) picked`;
    const rows = await selectViewsOfPage(db, { page, viewerId, isCounting: true });
    if (rows.length > 0 || offset === 0) return { rows, matches: Number(rows[0]?.total_count ?? 0) };
    // A page past the end has no row to carry the count.
    const counted = await db.execute(sql`${prefix}${count}`);
    return { rows, matches: Number((counted.rows[0] as { total: number }).total) };
  }
  const page = sql`${prefix}select id, row_number() over () as position from (
      select l.id from ${from} where ${where} order by ${orderBy} limit ${limit} offset ${offset}) picked`;
  const [rows, counted] = await Promise.all([selectViewsOfPage(db, { page, viewerId, isCounting: false }), db.execute(count)]);
  return { rows, matches: Number((counted.rows[0] as { total: number }).total) };
}

/**
 * A search in relevance order: the newest MAX_COUNTED + 1 matches (which PostgreSQL finds by walking the newest-first
 * index when matches are common, or by the text indexes when they are rare), ranked, and the page taken from them.
 * The rank is computed outside the candidates' query, so only for them, not for every match the sort passes over.
 */
async function selectRankedPage(
  db: DbOrTx,
  {
    source: { prefix, from, where },
    rank,
    limit,
    offset,
    viewerId,
  }: { source: Source; rank: SQL; limit: number; offset: number; viewerId?: string | null },
) {
  const page = sql`${prefix}select id, position, matches as total_count from (
      select id, row_number() over (order by rank desc, created_at desc, id desc) as position, count(*) over () as matches from (
        select l.id, l.created_at, ${rank} as rank from (
          select l.id, l.created_at, l.search, l.title_normalized, l.platform_id, l.category_id from ${from} where ${where}
          order by l.created_at desc, l.id desc limit ${MAX_COUNTED + 1}) l) candidates) ranked
    where position > ${offset} order by position limit ${limit}`;
  const rows = await selectViewsOfPage(db, { page, viewerId, isCounting: true });
  if (rows.length > 0 || offset === 0) return { rows, matches: Number(rows[0]?.total_count ?? 0) };
  // A page past the end has no row to carry the count.
  const counted = await db.execute(
    sql`${prefix}select count(*)::int as total from (select 1 from ${from} where ${where} limit ${MAX_COUNTED + 1}) counted`,
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
  const source = sourceSql(where, Boolean(search?.hasText));
  const { rows, matches } =
    search && !filters.sort
      ? await selectRankedPage(db, { source, rank: search.rank, limit, offset, viewerId })
      : await selectPage(db, { source, orderBy: sortSql(filters.sort), limit, offset, viewerId });
  const { ads, items } = await groupByItem(
    db,
    rows.map((row) => toView(row, viewerId)),
  );
  return { ads, total: Math.min(matches, MAX_COUNTED), isTotalCapped: matches > MAX_COUNTED, items };
}

/**
 * Offers of the same catalogue item show as one result (issue 22): the page keeps the first of them, in the page's
 * order, and the reply carries each item's offers on sale ("from X SAR · N offers"), whose item page lists them all.
 */
async function groupByItem(db: DbOrTx, page: TListingView[]) {
  const seen = new Set<string>();
  const ads = page.filter((ad) => {
    if (!ad.catalogueItemId) return true;
    if (seen.has(ad.catalogueItemId)) return false;
    seen.add(ad.catalogueItemId);
    return true;
  });
  if (seen.size === 0) return { ads, items: [] };
  const ids = sql.join(
    [...seen].map((id) => sql`${id}`),
    sql`, `,
  );
  return { ads, items: await selectItemSummaries(db, sql`ci.id in (${ids})`) };
}

/** Saved filters checked against one listing per statement (a union of as many existence checks). */
const MATCH_BATCH = 100;

/**
 * Which of the saved filters (issue 20) the one active listing matches, read by the search's own builder (the synonym
 * table, the normalisation, the filters) restricted to that listing: a saved search alerts on exactly what it finds.
 */
export async function filtersMatchingListing(
  db: DbOrTx,
  { listingId, candidates }: { listingId: string; candidates: { id: string; filters: HomeFilters }[] },
): Promise<string[]> {
  if (candidates.length === 0) return [];
  const table = await loadSearchSynonyms(db);
  const matched: string[] = [];
  for (let start = 0; start < candidates.length; start += MATCH_BATCH) {
    const checks = candidates.slice(start, start + MATCH_BATCH).map(({ id, filters }) => {
      const search = filters.search?.trim() ? searchSql(filters.search.trim(), table) : null;
      const where = and(sql`l.id = ${listingId} and l.status = 'active'`, ...filterSql(filters), ...(search ? [search.where] : []))!;
      return sql`select ${id}::text as id where exists (select 1 from listings l where ${where})`;
    });
    const result = await db.execute(sql.join(checks, sql` union all `));
    matched.push(...(result.rows as { id: string }[]).map((row) => row.id));
  }
  return matched;
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
    isPrepared: true,
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
    isPrepared: true,
  });
  return [...similar, ...fill];
}

import {
  normalizeSearchText,
  readSearchQuery,
  sarToHalalas,
  type THomeListingsReply,
  type THomeQuery,
  type TListingView,
  type TSearchSynonym,
} from '@gamesouq/core';
import { and, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { readItemSummaries } from '../catalog/index.js';
import { loadSearchSynonyms } from '../search-synonyms/index.js';
import { selectListingViews, selectViewsInOrder, toView } from './listing-view.js';
import { isOneOf, loadTaxonomyIds, NO_TAXONOMY, type TaxonomyIds } from './taxonomy-ids.js';

type HomeFilters = Omit<THomeQuery, 'page' | 'limit'>;

/**
 * What the buyer pays, which price filters and sorts use: the discounted price rounded to the halala, half up, as core
 * discountedHalalas rounds it. In bigint, since a price of up to a million riyals times 100 overflows an integer.
 */
const BUYER_PRICE = sql`((l.price_halalas::bigint * (100 - l.discount_percentage) + 50) / 100)`;

/**
 * A category matches itself and its subcategories; a platform matches by id, name or type, where the PC / Mobile /
 * Console pills stand for their types (Console includes handhelds and VR). Both are given as their ids
 * (`taxonomy-ids.ts`), so that PostgreSQL can intersect their indexes with the search's instead of reading every
 * listing that matches the words.
 */
function filterSql(filters: HomeFilters, ids: TaxonomyIds): SQL[] {
  const conditions: SQL[] = [];
  if (filters.category) conditions.push(isOneOf(sql`l.category_id`, ids.categoriesFor(filters.category)));
  if (filters.platform) conditions.push(isOneOf(sql`l.platform_id`, ids.platformsFor(filters.platform)));
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

/** The words as a full-text query, folded as the listings' `search` column is. */
const wordsQuerySql = (text: string) => sql`websearch_to_tsquery('simple', gs_normalize(${text}))`;

/**
 * Full-text match on the normalised title and description, or a trigram match on the title (typos, partial words,
 * Arabic spelling variants). Both are served by GIN indexes; the cheap tests come first, since `<%` (word similarity)
 * costs tens of microseconds a row.
 */
function textSql(text: string) {
  const query = wordsQuerySql(text);
  const normalized = sql`gs_normalize(${text})`;
  return {
    where: sql`(l.search @@ ${query} or l.title_normalized like '%' || ${normalized} || '%' or ${normalized} <% l.title_normalized)`,
    rank: sql`ts_rank(l.search, ${query}) + word_similarity(${normalized}, l.title_normalized)`,
  };
}

/**
 * Words of fewer than three letters in all ("x", "ps") are not matched as text: as a substring or by similarity they
 * match nearly every title (every Xbox title has an x), and no trigram index can serve them, so the test read the whole
 * index and then every title (ADR 056).
 */
const isShorterThanTrigram = (text: string) => normalizeSearchText(text).replace(/\s+/g, '').length < 3;

/**
 * Such words as whole words only. Beside synonyms they only rank: "xbox series x" finds every Xbox listing, those
 * saying "X" first, since a title may say "X/S" or leave the letter out.
 */
function wordSql(text: string, { isRankOnly }: { isRankOnly: boolean }) {
  const query = wordsQuerySql(text);
  return { where: isRankOnly ? undefined : sql`l.search @@ ${query}`, rank: sql`ts_rank(l.search, ${query})` };
}

/**
 * A synonym entry the query names (the stored table, seeded from core SEARCH_SYNONYMS): a listing matches by one of its phrases in the title or
 * description, or by being on its platform or in its category; being there ranks it first (platform above category).
 */
function synonymSql(synonym: TSearchSynonym, ids: TaxonomyIds) {
  const phrases = sql.join(
    synonym.matches.map((phrase) => sql`phraseto_tsquery('simple', ${normalizeSearchText(phrase)})`),
    sql` || `,
  );
  const onPlatform = isOneOf(sql`l.platform_id`, ids.platformsNamed(synonym.platforms ?? []));
  const inCategory = isOneOf(sql`l.category_id`, ids.categoriesNamed(synonym.categories ?? []));
  return {
    where: sql`(l.search @@ (${phrases}) or ${onPlatform} or ${inCategory})`,
    rank: sql`ts_rank(l.search, ${phrases}) + (case when ${onPlatform} then 2 when ${inCategory} then 1 else 0 end)`,
  };
}

/**
 * A query read against the synonym table: every entry it names must match (`دراعة ps5` is a controller and PS5), and
 * the words no entry claims match as text (`hasText`), or as whole words when they are too short for that.
 */
function searchSql(search: string, table: TSearchSynonym[], ids: TaxonomyIds) {
  const { synonyms, rest } = readSearchQuery(search, table);
  const parts: { where?: SQL; rank: SQL }[] = synonyms.map((synonym) => synonymSql(synonym, ids));
  const isTextMatch = Boolean(rest) && !isShorterThanTrigram(rest);
  if (isTextMatch) parts.push(textSql(rest));
  else if (rest) parts.push(wordSql(rest, { isRankOnly: synonyms.length > 0 }));
  if (parts.length === 0) return null;
  return {
    where: and(...parts.map((part) => part.where))!,
    rank: sql.join(
      parts.map((part) => part.rank),
      sql` + `,
    ),
    hasText: isTextMatch,
  };
}

/** The columns of a listing the sorts read. */
const SORT_COLUMNS = sql`l.id, l.created_at, l.price_halalas, l.discount_percentage, l.seller_id`;
/** The columns of a listing the sorts and the relevance rank read. */
const RANK_COLUMNS = sql`${SORT_COLUMNS}, l.search, l.title_normalized, l.platform_id, l.category_id`;

/** The order a buyer picked; none means newest (or best match when searching, rankedSql). */
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

type PageRequest = { where: SQL; rank: SQL | null; orderBy: SQL; limit: number; offset: number };
/** A page's listings in order, and the number of matches up to MAX_COUNTED + 1 (`null` ids: more than MAX_COUNTED). */
type PageIds = { total: number; ids: string[] | null };

/** A relevance order ranks this many of the newest matches (MAX_COUNTED). */
const NEWEST = sql`order by l.created_at desc, l.id desc limit ${MAX_COUNTED + 1}`;

/**
 * Where a page is picked from: `from` (`l` and its conditions), after the statement's `ctes`, and its `newest`
 * candidates for a relevance order (the newest MAX_COUNTED + 1 matches, with RANK_COLUMNS, as `l`).
 */
type Source = { ctes: SQL[]; from: SQL; newest: SQL };

const withSql = (ctes: SQL[]) => (ctes.length ? sql`with ${sql.join(ctes, sql`, `)} ` : sql``);

/**
 * The candidates ranked; the rank is computed outside the candidates' query, so only for them, not for every match the
 * newest-first walk passes over.
 */
const rankedSql = (newest: SQL, rank: SQL) => sql`ranked as (select l.id, l.created_at, ${rank} as rank from (${newest}) l)`;
const RANKED_ORDER = sql`order by rank desc, created_at desc, id desc`;

/** A source's page as a statement's parts: its CTEs, the page's ids as an array, and its number of matches. */
function pageSql({ ctes, from, newest }: Source, { rank, orderBy, limit, offset }: PageRequest) {
  if (rank) {
    return {
      ctes: [...ctes, rankedSql(newest, rank)],
      ids: sql`array(select id from ranked ${RANKED_ORDER} limit ${limit} offset ${offset})`,
      count: sql`(select count(*)::int from ranked)`,
    };
  }
  return {
    ctes,
    ids: sql`array(select l.id from ${from} order by ${orderBy} limit ${limit} offset ${offset})`,
    count: sql`(select count(*)::int from (select 1 from ${from} limit ${MAX_COUNTED + 1}) counted)`,
  };
}

/** A source's page and its number of matches, in one statement. */
async function selectCountedPage(db: DbOrTx, source: Source, request: PageRequest): Promise<PageIds> {
  const { ctes, ids, count } = pageSql(source, request);
  const row = (await db.execute(sql`${withSql(ctes)}select ${count} as total, ${ids} as ids`)).rows[0] as PageIds;
  return { total: Number(row.total), ids: row.ids };
}

/**
 * A search with words matched as text finds all its matches first, once, in a materialized `matches` (by the GIN
 * indexes, or a scan when the other conditions are the selective ones), and takes the page and the count from them.
 * Left inline, PostgreSQL adds up the estimates of the text match's three alternatives (which find the same listings),
 * believes a rare word common, and walks the newest-first or price index testing listing after listing, up to the
 * whole table, with a word similarity that costs tens of microseconds each (ADR 044). `matches` keeps only what the
 * sorts read: with the text columns, a common word's ten thousand matches overflowed work_mem to disk, and the rank
 * reads them for its candidates only.
 */
const allMatches = (where: SQL): Source => ({
  ctes: [sql`matches as materialized (select ${SORT_COLUMNS} from listings l where ${where})`],
  from: sql`matches l`,
  newest: sql`select ${RANK_COLUMNS} from (select l.id from matches l ${NEWEST}) newest join listings l on l.id = newest.id`,
});

/** The listings themselves, for searches whose conditions PostgreSQL estimates well. */
const listingsWhere = (where: SQL): Source => ({
  ctes: [],
  from: sql`listings l where ${where}`,
  newest: sql`select ${RANK_COLUMNS} from listings l where ${where} ${NEWEST}`,
});

/**
 * Other searches (filters, synonyms, none) find up to MAX_COUNTED + 1 of their matches first, in no order, which is
 * also the count: PostgreSQL stops there when matches are common and reads the few there are by the indexes when they
 * are rare. When those are all of them, the page is picked from them; when there are more, matches are common and the
 * walk of the index in the page's order (newest first, by price) stops within a few pages. Walking that index for
 * rare matches, as the planner chose whenever it took two conditions for independent ("PS4" on PC by price, which
 * none match), read the whole table (ADR 056).
 */
async function selectProbedPage(db: DbOrTx, request: PageRequest): Promise<PageIds> {
  const { where, rank, orderBy, limit, offset } = request;
  const order = rank ? sql`${rank} desc, l.created_at desc, l.id desc` : orderBy;
  const found = (
    await db.execute(sql`with matches as materialized (select ${RANK_COLUMNS} from listings l where ${where} limit ${MAX_COUNTED + 1}),
      found as (select count(*)::int as total from matches)
    select total, case when total <= ${MAX_COUNTED} then
      array(select l.id from matches l order by ${order} limit ${limit} offset ${offset}) end as ids
    from found`)
  ).rows[0] as PageIds;
  if (found.ids) return found;
  const { ctes, ids } = pageSql(listingsWhere(where), request);
  const page = (await db.execute(sql`${withSql(ctes)}select ${ids} as ids`)).rows[0] as { ids: string[] };
  return { total: found.total, ids: page.ids };
}

/** The public marketplace: active listings only, newest first or by relevance when searching. */
export async function findActiveListings(
  db: DbOrTx,
  { page, limit, viewerId, ...filters }: HomeFilters & { page: number; limit: number; viewerId?: string | null },
): Promise<THomeListingsReply> {
  const text = filters.search?.trim();
  const [table, taxonomy] = await Promise.all([
    text ? loadSearchSynonyms(db) : [],
    text || filters.category || filters.platform ? loadTaxonomyIds(db) : NO_TAXONOMY,
  ]);
  const search = text ? searchSql(text, table, taxonomy) : null;
  const filtered = filterSql(filters, taxonomy);
  const request: PageRequest = {
    where: and(sql`l.status = 'active'`, ...filtered, ...(search ? [search.where] : []))!,
    rank: search && !filters.sort ? search.rank : null,
    orderBy: sortSql(filters.sort),
    limit,
    offset: (page - 1) * limit,
  };
  // A search by synonyms alone matches a platform or category's share of the listings, which PostgreSQL estimates
  // well: the newest-first walk ranks its newest matches and counts them at once, without a probe.
  const { total, ids } = search?.hasText
    ? await selectCountedPage(db, allMatches(request.where), request)
    : request.rank && filtered.length === 0
      ? await selectCountedPage(db, listingsWhere(request.where), request)
      : await selectProbedPage(db, request);
  const rows = await selectViewsInOrder(db, ids ?? [], viewerId);
  const { ads, items } = await groupByItem(
    db,
    rows.map((row) => toView(row, viewerId)),
  );
  return { ads, total: Math.min(total, MAX_COUNTED), isTotalCapped: total > MAX_COUNTED, items };
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
  return { ads, items: await readItemSummaries(db, [...seen]) };
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
  const [table, ids] = await Promise.all([loadSearchSynonyms(db), loadTaxonomyIds(db)]);
  const matched: string[] = [];
  for (let start = 0; start < candidates.length; start += MATCH_BATCH) {
    const checks = candidates.slice(start, start + MATCH_BATCH).map(({ id, filters }) => {
      const search = filters.search?.trim() ? searchSql(filters.search.trim(), table, ids) : null;
      const where = and(sql`l.id = ${listingId} and l.status = 'active'`, ...filterSql(filters, ids), ...(search ? [search.where] : []))!;
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

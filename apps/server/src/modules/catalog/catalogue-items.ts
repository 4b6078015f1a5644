import {
  halalasToSar,
  type TCatalogueItemView,
  type TItemSummaryView,
  type ZAdminCatalogueItemQuery,
  type ZCatalogueItemInput,
} from '@gamesouq/core';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.js';
import { pageWindow, preparedQuery } from '../../db/prepared-query.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { removeImageFiles, storeImage } from '../../lib/images.js';
import type { Storage } from '../../lib/storage/index.js';
import { type Actor, audited, recordAudit } from '../audit/index.js';
import { recordEvent } from '../events/index.js';
import { itemFollowers, type MergeMoves } from './item-followers.js';
import { catalogueItems, categories, platforms } from './tables.js';

type ItemInput = z.output<typeof ZCatalogueItemInput>;
type Row = Record<string, unknown>;
const artUrl = (file: unknown) => (file ? `/api/uploads/catalogue/${String(file)}` : '');
const notFound = () => new AppError('NOT_FOUND', 'errors.catalogueItemNotFound');

/** The rows of items with their platform, category and linked listings; `where` is over the alias `ci`. */
const itemRowsSql = ({ where, orderBy, limit, offset = 0 }: { where: SQL; orderBy: SQL; limit: number; offset?: number }) => sql`
  select ci.*, p.name as platform_name, p.name_ar as platform_name_ar, c.name as category_name, c.name_ar as category_name_ar,
    (select count(*)::int from listings l where l.catalogue_item_id = ci.id) as linked_listings
  from catalogue_items ci left join platforms p on p.id = ci.platform_id left join categories c on c.id = ci.category_id
  where ${where} order by ${orderBy} ${pageWindow(limit, offset)}`;

async function selectItems(db: DbOrTx, query: Parameters<typeof itemRowsSql>[0]) {
  const result = await db.execute(itemRowsSql(query));
  return (result.rows as Row[]).map(toItemView);
}

/**
 * For a page that reads an item with other things in one statement: the item as a json value (null when there is
 * none), and its view from that value (404 for none).
 */
export const catalogueItemJsonSql = (id: string) =>
  sql`(select row_to_json(x) from (${itemRowsSql({ where: sql`ci.id = ${id}`, orderBy: sql`ci.id`, limit: 1 })}) x)`;
export function catalogueItemFromJson(row: Row | null): TCatalogueItemView {
  if (!row) throw notFound();
  return toItemView(row);
}

function toItemView(row: Row): TCatalogueItemView {
  const ref = (id: unknown, name: unknown, nameAr: unknown) =>
    id ? { id: String(id), name: String(name ?? ''), nameAr: String(nameAr ?? '') } : null;
  return {
    id: String(row.id),
    kind: row.kind as TCatalogueItemView['kind'],
    name: String(row.name),
    nameAr: String(row.name_ar),
    searchTerms: (row.search_terms as string[]) ?? [],
    platform: ref(row.platform_id, row.platform_name, row.platform_name_ar),
    category: ref(row.category_id, row.category_name, row.category_name_ar),
    edition: String(row.edition),
    region: String(row.region),
    releaseYear: row.release_year === null ? null : Number(row.release_year),
    publisher: String(row.publisher),
    ageRating: String(row.age_rating),
    brand: String(row.brand),
    model: String(row.model),
    variant: String(row.variant),
    colour: String(row.colour),
    store: String(row.store),
    value: row.value === null ? null : Number(row.value),
    art: artUrl(row.art),
    artThumb: artUrl(row.art_thumb),
    linkedListings: Number(row.linked_listings ?? 0),
    updatedAt: new Date(String(row.updated_at)).toISOString(),
  };
}

/** Words typed in either language against both names and the search terms, the closest first. */
function matchSql(q: string) {
  const words = sql`gs_normalize(ci.name || ' ' || ci.name_ar || ' ' || array_to_string(ci.search_terms, ' '))`;
  const typed = sql`gs_normalize(${q})`;
  return {
    where: sql`(${words} like '%' || ${typed} || '%' or ${typed} <% ${words})`,
    rank: sql`word_similarity(${typed}, ${words}) desc, ci.name`,
  };
}

export async function getCatalogueItem(db: DbOrTx, id: string) {
  const [item] = await selectItems(db, { where: sql`ci.id = ${id}`, orderBy: sql`ci.id`, limit: 1 });
  if (!item) throw notFound();
  return item;
}

export const ADMIN_PAGE_SIZE = 20;

/** The admin's list: every item, or those matching `q` (closest first), of a kind and platform, a page at a time. */
export async function listCatalogueItems(db: Db, query: z.output<typeof ZAdminCatalogueItemQuery>) {
  const conditions: SQL[] = [];
  const match = query.q ? matchSql(query.q) : null;
  if (match) conditions.push(match.where);
  if (query.kind) conditions.push(sql`ci.kind = ${query.kind}`);
  if (query.platformId) conditions.push(sql`ci.platform_id = ${query.platformId}`);
  const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
  const counted = await db.execute(sql`select count(*)::int as total from catalogue_items ci where ${where}`);
  const totalItems = Number((counted.rows[0] as Row | undefined)?.total ?? 0);
  const totalPages = Math.max(1, Math.ceil(totalItems / ADMIN_PAGE_SIZE));
  const items = await selectItems(db, {
    where,
    orderBy: match ? match.rank : sql`ci.updated_at desc, ci.id`,
    limit: ADMIN_PAGE_SIZE,
    offset: (query.page - 1) * ADMIN_PAGE_SIZE,
  });
  return { items, pagination: { currentPage: query.page, totalPages, totalItems, itemsPerPage: ADMIN_PAGE_SIZE } };
}

const itemSummaryRowsSql = (where: SQL, { orderBy = sql`ci.name`, limit = 50 } = {}) => sql`
  select ci.id, ci.kind, ci.name, ci.name_ar, ci.art_thumb, ci.platform_id, ci.category_id, coalesce(p.name, '') as platform, coalesce(p.name_ar, '') as platform_ar,
    offers.offer_count, offers.seller_count, offers.from_halalas
  from catalogue_items ci left join platforms p on p.id = ci.platform_id
  left join lateral (
    select count(*)::int as offer_count, count(distinct l.seller_id)::int as seller_count,
      min((l.price_halalas::bigint * (100 - l.discount_percentage) + 50) / 100) as from_halalas
    from listings l where l.catalogue_item_id = ci.id and l.status = 'active') offers on true
  where ${where} order by ${orderBy} ${pageWindow(limit)}`;

export const toItemSummaryView = (row: Row): TItemSummaryView => ({
  id: String(row.id),
  kind: row.kind as TItemSummaryView['kind'],
  name: String(row.name),
  nameAr: String(row.name_ar),
  platform: String(row.platform),
  platformAr: String(row.platform_ar),
  platformId: (row.platform_id as string | null) ?? null,
  categoryId: (row.category_id as string | null) ?? null,
  artThumb: artUrl(row.art_thumb),
  offerCount: Number(row.offer_count ?? 0),
  sellerCount: Number(row.seller_count ?? 0),
  fromPrice: row.from_halalas === null ? null : halalasToSar(Number(row.from_halalas)),
});

/** The items' names, art and offers on sale, as the sellers' picker and the search results show them. */
export async function selectItemSummaries(db: DbOrTx, where: SQL, options: { orderBy?: SQL; limit?: number } = {}) {
  const result = await db.execute(itemSummaryRowsSql(where, options));
  return (result.rows as Row[]).map(toItemSummaryView);
}

/** An item's summary alone (null for an unknown item), read prepared: every linked product's reply reads one. */
export async function readItemSummary(db: DbOrTx, id: string) {
  const [row] = await preparedQuery<Row>(db, itemSummaryRowsSql(sql`ci.id = ${id}`, { limit: 1 }));
  return row ? toItemSummaryView(row) : null;
}

/** The summaries of these items, read prepared: every page of listings that has linked offers reads them. */
export async function readItemSummaries(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await preparedQuery<Row>(db, itemSummaryRowsSql(sql`ci.id = any(${sql.param(ids)}::text[])`, { limit: ids.length }));
  return rows.map(toItemSummaryView);
}

/** An item's summary as a json value, read with other things in one statement (`toItemSummaryView` reads it). */
export const itemSummaryJsonSql = (id: string) =>
  sql`(select row_to_json(x) from (${itemSummaryRowsSql(sql`ci.id = ${id}`, { limit: 1 })}) x)`;

/** The sellers' search-as-you-type: items whose names or search terms match, in either language. */
export async function suggestCatalogueItems(db: Db, { q, limit }: { q: string; limit: number }) {
  if (!q) return [];
  const match = matchSql(q);
  return selectItemSummaries(db, match.where, { orderBy: match.rank, limit });
}

async function checkRefs(db: DbOrTx, input: Pick<ItemInput, 'platformId' | 'categoryId'>) {
  if (input.platformId && !(await db.select({ id: platforms.id }).from(platforms).where(eq(platforms.id, input.platformId))).length) {
    throw new AppError('UNKNOWN_PLATFORM', undefined, { fields: { platformId: 'errors.UNKNOWN_PLATFORM' } });
  }
  if (input.categoryId && !(await db.select({ id: categories.id }).from(categories).where(eq(categories.id, input.categoryId))).length) {
    throw new AppError('UNKNOWN_CATEGORY', undefined, { fields: { categoryId: 'errors.UNKNOWN_CATEGORY' } });
  }
}

/** The item's page, and the products that show it, are drawn again (kept replies, ADR 059). */
const itemChanged = (tx: DbOrTx, id: string) => recordEvent(tx, { type: 'catalog_changed', kind: 'item', id });

export async function createCatalogueItem(db: Db, actor: Actor, input: ItemInput) {
  await checkRefs(db, input);
  const id = newId();
  return audited(
    db,
    actor,
    async (tx) => {
      await tx.insert(catalogueItems).values({ id, ...input });
      return getCatalogueItem(tx, id);
    },
    (item) => ({ action: 'catalogue_items.create', entityType: 'catalogue_item', entityId: item.id, after: item }),
  );
}

/**
 * An edit replaces every field; the linked listings follow the item's name, platform and category, as a linked listing
 * inherits them (listings/save-listing.ts).
 */
export async function updateCatalogueItem(db: Db, actor: Actor, id: string, input: ItemInput) {
  await checkRefs(db, input);
  return inTransaction(db, async (tx) => {
    const before = await getCatalogueItem(tx, id);
    await tx
      .update(catalogueItems)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(catalogueItems.id, id));
    const [edited] = await tx.select().from(catalogueItems).where(eq(catalogueItems.id, id));
    for (const follower of itemFollowers()) await follower.itemEdited?.(tx, edited!);
    await itemChanged(tx, id);
    const after = await getCatalogueItem(tx, id);
    await recordAudit(tx, actor, { action: 'catalogue_items.update', entityType: 'catalogue_item', entityId: after.id, before, after });
    return { before, after };
  });
}

/** Stores re-encoded art (cover or product photo) and replaces the old one. */
export async function setCatalogueItemArt(db: Db, actor: Actor, { id, buffer, storage }: { id: string; buffer: Buffer; storage: Storage }) {
  const [before] = await db.select().from(catalogueItems).where(eq(catalogueItems.id, id));
  if (!before) throw notFound();
  const stored = await storeImage(buffer, { storage, folder: 'catalogue', maxSize: 1000, thumbSize: 320 });
  const after = await audited(
    db,
    actor,
    async (tx) => {
      await tx
        .update(catalogueItems)
        .set({ art: stored.file, artThumb: stored.thumb, updatedAt: sql`now()` })
        .where(eq(catalogueItems.id, id));
      await itemChanged(tx, id);
      return getCatalogueItem(tx, id);
    },
    (item) => ({ action: 'catalogue_items.art', entityType: 'catalogue_item', entityId: item.id, before: before.art, after: item.art }),
  );
  if (before.art) await removeImageFiles(storage, 'catalogue', [before.art, before.artThumb]);
  return { before: before.art, after };
}

/**
 * Merges a duplicate into the item that stays: what follows the duplicate moves to the kept item (its listings are
 * relinked and take the kept item's name, platform and category, its watchers watch the kept item), its search terms
 * and names join the kept item's terms, and the duplicate is deleted.
 */
export async function mergeCatalogueItems(db: Db, actor: Actor, { id, into, storage }: { id: string; into: string; storage: Storage }) {
  if (id === into) throw new AppError('VALIDATION_FAILED', 'validation.itemMergeSelf', { fields: { into: 'validation.itemMergeSelf' } });
  const { duplicate, moves } = await inTransaction(db, async (tx) => {
    const [duplicate] = await tx.select().from(catalogueItems).where(eq(catalogueItems.id, id)).for('update');
    const [kept] = await tx.select().from(catalogueItems).where(eq(catalogueItems.id, into)).for('update');
    if (!duplicate || !kept) throw notFound();
    const moves: Required<MergeMoves> = { relinkedListings: [], movedWatches: [] };
    for (const follower of itemFollowers()) {
      const moved = await follower.itemsMerged?.(tx, { duplicateId: id, kept });
      moves.relinkedListings.push(...(moved?.relinkedListings ?? []));
      moves.movedWatches.push(...(moved?.movedWatches ?? []));
    }
    const terms = [...new Set([...kept.searchTerms, ...duplicate.searchTerms, duplicate.name, duplicate.nameAr])].filter(
      (term) => term && term !== kept.name && term !== kept.nameAr,
    );
    await tx.update(catalogueItems).set({ searchTerms: terms, updatedAt: sql`now()` }).where(eq(catalogueItems.id, into));
    await tx.delete(catalogueItems).where(eq(catalogueItems.id, id));
    await itemChanged(tx, into);
    await recordAudit(tx, actor, {
      action: 'catalogue_items.merge',
      entityType: 'catalogue_item',
      entityId: into,
      before: duplicate,
      after: { into, ...moves },
    });
    return { duplicate, moves };
  });
  if (duplicate.art) await removeImageFiles(storage, 'catalogue', [duplicate.art, duplicate.artThumb]);
  return { duplicate, relinked: moves.relinkedListings, item: await getCatalogueItem(db, into) };
}

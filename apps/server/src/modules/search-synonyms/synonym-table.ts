import type { TSearchSynonym, TSearchSynonymView } from '@gamesouq/core';
import { asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { type Actor, recordAudit } from '../audit/index.js';
import { searchSynonyms } from './tables.js';

type Row = typeof searchSynonyms.$inferSelect;
export type SynonymFields = Pick<Row, 'key' | 'terms' | 'matches' | 'platforms' | 'categories'>;

export const toSynonymView = (row: Row): TSearchSynonymView => ({
  id: row.id,
  key: row.key,
  terms: row.terms,
  matches: row.matches,
  platforms: row.platforms,
  categories: row.categories,
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Every search reads the table, so it is kept in memory and read again after a minute, or at once after an edit in
 * this process (another server process sees an edit within the minute).
 */
const MAX_AGE_MS = 60_000;
let cache: { table: TSearchSynonym[]; at: number; db: DbOrTx } | null = null;

/** The synonym groups the search reads queries against. */
export async function loadSearchSynonyms(db: DbOrTx): Promise<TSearchSynonym[]> {
  if (cache && cache.db === db && Date.now() - cache.at < MAX_AGE_MS) return cache.table;
  const rows = await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.key));
  const table = rows.map(({ key, terms, matches, platforms, categories }) => ({ key, terms, matches, platforms, categories }));
  cache = { table, at: Date.now(), db };
  return table;
}

export async function listSynonyms(db: Db) {
  const rows = await db.select().from(searchSynonyms).orderBy(asc(searchSynonyms.key));
  return rows.map(toSynonymView);
}

const keyTaken = () => new AppError('VALIDATION_FAILED', 'errors.synonymKeyTaken', { fields: { key: 'errors.synonymKeyTaken' } });

async function findByKey(db: DbOrTx, key: string) {
  const [row] = await db.select().from(searchSynonyms).where(eq(searchSynonyms.key, key));
  return row;
}

export async function createSynonym(db: Db, actor: Actor, fields: SynonymFields) {
  const synonym = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(searchSynonyms)
      .values({ id: newId(), ...fields })
      .onConflictDoNothing({ target: searchSynonyms.key })
      .returning();
    if (!row) throw keyTaken();
    const view = toSynonymView(row);
    await recordAudit(tx, actor, { action: 'search_synonyms.create', entityType: 'search_synonym', entityId: view.id, after: view });
    return view;
  });
  cache = null;
  return synonym;
}

async function findSynonym(db: DbOrTx, id: string) {
  const [row] = await db.select().from(searchSynonyms).where(eq(searchSynonyms.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'errors.synonymNotFound');
  return row;
}

export async function updateSynonym(db: Db, actor: Actor, id: string, fields: SynonymFields) {
  const synonym = await db.transaction(async (tx) => {
    const before = toSynonymView(await findSynonym(tx, id));
    const holder = fields.key === before.key ? undefined : await findByKey(tx, fields.key);
    if (holder) throw keyTaken();
    const [row] = await tx
      .update(searchSynonyms)
      .set({ ...fields, updatedAt: new Date() })
      .where(eq(searchSynonyms.id, id))
      .returning();
    const after = toSynonymView(row!);
    await recordAudit(tx, actor, { action: 'search_synonyms.update', entityType: 'search_synonym', entityId: id, before, after });
    return after;
  });
  cache = null;
  return synonym;
}

export async function deleteSynonym(db: Db, actor: Actor, id: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(searchSynonyms).where(eq(searchSynonyms.id, id)).returning();
    if (!row) throw new AppError('NOT_FOUND', 'errors.synonymNotFound');
    const before = toSynonymView(row);
    await recordAudit(tx, actor, { action: 'search_synonyms.delete', entityType: 'search_synonym', entityId: id, before, after: null });
  });
  cache = null;
}

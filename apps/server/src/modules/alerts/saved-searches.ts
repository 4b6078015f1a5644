import {
  MAX_SAVED_SEARCHES,
  type TSavedSearchCreate,
  type TSavedSearchFilters,
  type TSavedSearchUpdate,
  type TSavedSearchView,
  ZSavedSearchCreate,
} from '@gamesouq/core';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { savedSearches } from './tables.js';

const matchCount = sql<number>`(select count(*)::int from saved_search_matches m where m.saved_search_id = ${savedSearches.id})`;

const columns = {
  id: savedSearches.id,
  name: savedSearches.name,
  filters: savedSearches.filters,
  frequency: savedSearches.frequency,
  matches: matchCount,
  createdAt: savedSearches.createdAt,
};

type Row = {
  id: string;
  name: string;
  filters: TSavedSearchFilters;
  frequency: TSavedSearchView['frequency'];
  matches: number;
  createdAt: Date;
};
const toView = (row: Row): TSavedSearchView => ({ ...row, matches: Number(row.matches), createdAt: row.createdAt.toISOString() });

/** The user's saved searches, newest first. */
export async function listSavedSearches(db: DbOrTx, userId: string): Promise<TSavedSearchView[]> {
  const rows = await db
    .select(columns)
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(toView);
}

async function findOwn(db: DbOrTx, { userId, id }: { userId: string; id: string }) {
  const [row] = await db
    .select(columns)
    .from(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', 'errors.savedSearchNotFound');
  return toView(row);
}

/**
 * Saves a search, up to MAX_SAVED_SEARCHES per user: the count is taken under a lock of the user's searches, so two
 * saves at once cannot both take the last place.
 */
export async function createSavedSearch(db: Db, { userId, input }: { userId: string; input: TSavedSearchCreate }) {
  const { name, filters, frequency } = ZSavedSearchCreate.parse(input);
  const id = newId();
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved_searches:${userId}`}))`);
    const [counted] = await tx.select({ n: sql<number>`count(*)::int` }).from(savedSearches).where(eq(savedSearches.userId, userId));
    if ((counted?.n ?? 0) >= MAX_SAVED_SEARCHES) throw new AppError('SAVED_SEARCH_LIMIT');
    await tx.insert(savedSearches).values({ id, userId, name, filters, frequency });
  });
  return findOwn(db, { userId, id });
}

/** Renames a saved search or changes how often it alerts. */
export async function updateSavedSearch(db: Db, { userId, id, changes }: { userId: string; id: string; changes: TSavedSearchUpdate }) {
  await findOwn(db, { userId, id });
  if (changes.name !== undefined || changes.frequency !== undefined) {
    await db
      .update(savedSearches)
      .set({
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.frequency !== undefined && { frequency: changes.frequency }),
        updatedAt: sql`now()`,
      })
      .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)));
  }
  return findOwn(db, { userId, id });
}

export async function deleteSavedSearch(db: Db, { userId, id }: { userId: string; id: string }) {
  const removed = await db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (removed.length === 0) throw new AppError('NOT_FOUND', 'errors.savedSearchNotFound');
}

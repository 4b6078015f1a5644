import type { TAdCatalogueLinkReply } from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { followCatalogueItems, selectItemSummaries, suggestItemFor } from '../catalog/index.js';
import { recordEvent } from '../events/index.js';
import { listings } from './tables.js';

/** What moderation shows of an ad's catalogue link: its item, or (not linked) the item its title obviously names. */
export async function catalogueLinkOfAd(db: Db, id: string): Promise<TAdCatalogueLinkReply> {
  const [listing] = await db
    .select({ title: listings.title, platformId: listings.platformId, categoryId: listings.categoryId, itemId: listings.catalogueItemId })
    .from(listings)
    .where(eq(listings.id, id));
  if (!listing) throw new AppError('NOT_FOUND', 'validation.productNotFound');
  if (listing.itemId) {
    const [linked] = await selectItemSummaries(db, sql`ci.id = ${listing.itemId}`, { limit: 1 });
    return { linked: linked ?? null, suggested: null };
  }
  return { linked: null, suggested: await suggestItemFor(db, listing) };
}

type ItemRow = { id: string; name: string; platformId: string | null; categoryId: string | null };

/**
 * The listings linked to an item (or, in a merge, to its duplicate) take the item's name as their title and its
 * platform and category (a linked listing inherits them, save-listing.ts); the live ones are changed listings.
 */
async function followItem(tx: Tx, { from, item }: { from: string; item: ItemRow }) {
  const rows = await tx
    .update(listings)
    .set({
      catalogueItemId: item.id,
      title: item.name,
      platformId: sql`coalesce(${item.platformId}, ${listings.platformId})`,
      categoryId: sql`coalesce(${item.categoryId}, ${listings.categoryId})`,
      updatedAt: sql`now()`,
    })
    .where(eq(listings.catalogueItemId, from))
    .returning({ id: listings.id, status: listings.status });
  const live = rows.filter((row) => row.status === 'active').map((row) => row.id);
  if (live.length) await recordEvent(tx, { type: 'listings_changed', listingIds: live });
  return rows.map((row) => row.id);
}

followCatalogueItems('listings', {
  itemEdited: async (tx, item) => {
    await followItem(tx, { from: item.id, item });
  },
  itemsMerged: async (tx, { duplicateId, kept }) => ({ relinkedListings: await followItem(tx, { from: duplicateId, item: kept }) }),
});

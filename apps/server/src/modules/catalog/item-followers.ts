import type { Tx } from '../../db/client.js';
import type { catalogueItems } from './tables.js';

type ItemRow = typeof catalogueItems.$inferSelect;

/** What a merge moved to the kept item, for its audit note and the admin's reply. */
export type MergeMoves = { relinkedListings?: string[]; movedWatches?: string[] };

/**
 * What other modules keep of a catalogue item: listings linked to it show its name, platform and category; buyers
 * watch it. Those modules import catalog, so catalog cannot call them: they register here when loaded (as purposes
 * register their payment handlers), and each runs in the transaction of the item's change.
 */
export type ItemFollower = {
  /** The item was edited: what shows its name, platform or category follows. */
  itemEdited?: (tx: Tx, item: ItemRow) => Promise<void>;
  /** The duplicate is merged into the kept item, before the duplicate (and what still refers to it) is deleted. */
  itemsMerged?: (tx: Tx, merge: { duplicateId: string; kept: ItemRow }) => Promise<MergeMoves>;
};

const followers = new Map<string, ItemFollower>();

export function followCatalogueItems(name: string, follower: ItemFollower) {
  followers.set(name, follower);
}

export const itemFollowers = () => [...followers.values()];

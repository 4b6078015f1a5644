import type { Db } from '../../db/client.js';
import type { Realtime } from '../../plugins/realtime.js';
import type { Subscribers } from '../events/index.js';
import { alertFavorites } from './favorite-alerts.js';
import { alertItemWatchers } from './item-watches.js';
import { alertSavedSearches } from './saved-search-alerts.js';

/**
 * Alerts of issue 20: a listing an admin approves is matched against saved searches, and every change of a listing
 * (approved, edited, sold out, restocked, taken down) is compared with what its favourites last heard, and with what
 * the watchers of its catalogue item were told (issue 22: a new offer, a lower total).
 */
export function alertSubscribers(db: Db, realtime: Realtime): Subscribers {
  const favorites = async (eventId: string, listingIds: string[]) => {
    for (const listingId of listingIds) {
      await alertFavorites(db, realtime, { eventId, listingId });
      await alertItemWatchers(db, realtime, listingId);
    }
  };
  return {
    listing_decided: async ({ id, listingId }) => {
      await alertSavedSearches(db, realtime, listingId);
      await favorites(id, [listingId]);
    },
    listings_changed: ({ id, listingIds }) => favorites(id, listingIds),
    listing_taken_down: ({ id, listingId }) => favorites(id, [listingId]),
  };
}

import type { Subscribers } from '../events/index.js';
import type { ListingChanges } from './listing-changes.js';

/**
 * A listing approved, edited, removed, taken down or sold out, an order reviewed (the rating a product and its seller
 * show), or a category or platform changed (the names and icons listings show): every instance's cached listing replies
 * are emptied.
 */
export function listingSubscribers(changes: ListingChanges): Subscribers {
  const changed = () => changes.publish();
  return {
    listing_decided: changed,
    listing_taken_down: changed,
    listings_changed: changed,
    order_reviewed: changed,
    catalog_changed: changed,
  };
}

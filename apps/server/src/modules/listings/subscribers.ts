import type { Subscribers } from '../events/index.js';
import type { ListingChanges } from './listing-changes.js';

/** A listing approved, edited, removed, taken down or sold out: every instance's cached listing pages are emptied. */
export function listingSubscribers(changes: ListingChanges): Subscribers {
  const changed = () => changes.publish();
  return { listing_decided: changed, listing_taken_down: changed, listings_changed: changed };
}

// The face of this module: what other modules may use. Everything else in the folder is its own.

export { createListingChanges, type ListingChanges } from './listing-changes.js';
export { foreignListingSnapshot, listingSnapshot } from './listing-snapshots.js';
export { selectListingPage, selectListingViews } from './listing-view.js';
export { createReplyCache, type ReplyCache } from './reply-cache.js';
export { createListing, deleteListing, updateListing } from './save-listing.js';
export { listingSubscribers } from './subscribers.js';
export { listingImages, listings } from './tables.js';

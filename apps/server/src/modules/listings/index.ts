// The face of this module: what other modules may use. Everything else in the folder is its own.

export { filtersMatchingListing } from './find-listings.js';
export { createListingChanges, type ListingChanges } from './listing-changes.js';
export { foreignListingSnapshot, listingSnapshot } from './listing-snapshots.js';
export { selectListingPage, selectListingViews } from './listing-view.js';
export { createListing, deleteListing, updateListing } from './save-listing.js';
export { cancelListingsOf, followCodeStock, putBackOnSale, soldUnits, takeOffSale, takeSoldUnitsSql } from './stock.js';
export { listingSubscribers } from './subscribers.js';
export { listingImages, listings } from './tables.js';
export { createViewCounter, type ViewCounter, viewerOf } from './view-counter.js';

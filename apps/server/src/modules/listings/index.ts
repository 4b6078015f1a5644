// The face of this module: what other modules may use. Everything else in the folder is its own.
export { foreignListingSnapshot, listingSnapshot } from './listing-snapshots.js';
export { selectListingPage, selectListingViews } from './listing-view.js';
export { createListing, deleteListing, updateListing } from './save-listing.js';
export { listingImages, listings } from './tables.js';

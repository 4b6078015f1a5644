// The face of this module: what other modules may use. Everything else in the folder is its own.
export { itemWatchRoutes, savedSearchRoutes } from './routes.js';
export { sendSavedSearchDigests } from './saved-search-alerts.js';
export { alertSubscribers } from './subscribers.js';
export { favoriteAlertStates, itemWatches, itemWatchOffers, savedSearches, savedSearchMatches } from './tables.js';

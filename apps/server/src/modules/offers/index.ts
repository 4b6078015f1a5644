// The face of this module: what other modules may use. Everything else in the folder is its own.
export { lockHeldOffers, markOffersPurchased } from './answer-offers.js';
export { expireOffers } from './expire-offers.js';
export { offerRoutes } from './routes.js';
export { offers } from './tables.js';

// The face of this module: what other modules may use. Everything else in the folder is its own.
export { type ItemOffer, OFFER_COLUMNS, ON_SALE, offerOf, selectOffersOnSale } from './item-offers.js';
export { readItemPage } from './item-page.js';
export { itemPageRoutes } from './routes.js';

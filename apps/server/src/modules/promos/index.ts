// The face of this module: what other modules may use. Everything else in the folder is its own.
export { previewPromo, returnPromoUse, takePromo } from './promo-codes.js';

// The face of this module: what other modules may use. Everything else in the folder is its own.
export { emptyCart } from './cart.js';
export { cartLinesBought, consumeCartLines, consumeCartSql } from './consume-cart.js';
export { clearOfferFromCart, lockCartLine, putOfferInCart, removeOfferLine } from './offer-lines.js';
export { cartItems } from './tables.js';

export * from '../modules/auth/tables.js';
export * from '../modules/cart/tables.js';
export * from '../modules/catalog/tables.js';
export * from '../modules/contact/tables.js';
export * from '../modules/listings/tables.js';
export * from '../modules/orders/tables.js';
export * from '../modules/users/tables.js';
export * from '../modules/wallet/tables.js';

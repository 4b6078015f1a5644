export * from '../modules/auth/tables.js';
export * from '../modules/contact/tables.js';
export * from '../modules/users/tables.js';

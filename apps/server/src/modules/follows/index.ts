// The face of this module: what other modules may use. Everything else in the folder is its own.
export { followersOf } from './follows.js';
export { followRoutes } from './routes.js';
export { sellerFollows } from './tables.js';

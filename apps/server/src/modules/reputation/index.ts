// The face of this module: what other modules may use. Everything else in the folder is its own.
export { computeSellerLevels } from './compute-levels.js';
export { reputationRoutes } from './routes.js';
export { sellerReputation } from './tables.js';

// The face of this module: what other modules may use. Everything else in the folder is its own.

export { listCategories } from './find-catalog.js';
export { categories, platforms } from './tables.js';

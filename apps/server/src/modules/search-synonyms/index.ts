// The face of this module: what other modules may use. Everything else in the folder is its own.
export { loadSearchSynonyms } from './synonym-table.js';

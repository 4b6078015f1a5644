// The face of this module: what other modules may use. Everything else in the folder is its own.

export {
  catalogueItemFromJson,
  catalogueItemJsonSql,
  getCatalogueItem,
  itemSummaryJsonSql,
  readItemSummaries,
  readItemSummary,
  selectItemSummaries,
  toItemSummaryView,
} from './catalogue-items.js';
export { listCategories } from './find-catalog.js';
export { followCatalogueItems, type MergeMoves } from './item-followers.js';
export { suggestItemFor } from './suggest-item.js';
export { catalogueItems, categories, platforms } from './tables.js';

// The face of this module: what other modules may use. Everything else in the folder is its own.
export { describePage, listingIdOfPage, type PageHead } from './describe-page.js';
export { headTags, titleTag } from './head-tags.js';
export { publicOrigin } from './public-origin.js';
export { seoRoutes } from './routes.js';

/**
 * The screens a visit most often starts on, with the lazy route modules (layouts, guards, page) app/router.tsx loads
 * for each. vite-plugins/route-preload.ts lets the browser download them with the first load, and
 * `npm run bench lighthouse` measures their initial JavaScript. Keep it in step with the router: a wrong entry only
 * costs a useless download (or a missed head start), never a broken page.
 */
export type FirstScreen = {
  /** The bench's name of the screen. */
  name: string;
  /** Matches `location.pathname` (a regular expression's source). */
  path: string;
  modules: string[];
};

/** The marketplace's public screens (docs/decisions/017): no role guard before them. */
const MARKETPLACE = ['src/app/layouts/query-layout.tsx', 'src/app/layouts/general-layout.tsx'];

export const FIRST_SCREENS: FirstScreen[] = [
  { name: '/ (landing)', path: '^/$', modules: ['src/app/layouts/public-layout.tsx', 'src/features/public/pages/landing-page.tsx'] },
  { name: '/home', path: '^/home/?$', modules: [...MARKETPLACE, 'src/features/home/pages/home-page.tsx'] },
  {
    name: '/product/{id}',
    path: '^/product/[^/]+/?$',
    modules: [...MARKETPLACE, 'src/features/product/pages/product-page.tsx'],
  },
  {
    name: '/c/{category}',
    path: '^/c/.+$',
    modules: [...MARKETPLACE, 'src/features/home/pages/category-page.tsx'],
  },
  {
    name: '/sellers/{id}',
    path: '^/sellers/[^/]+/?$',
    modules: [...MARKETPLACE, 'src/features/seller-profile/pages/seller-profile-page.tsx'],
  },
  { name: '/auth', path: '^/auth/?$', modules: ['src/app/layouts/query-layout.tsx', 'src/features/auth/pages/auth-page.tsx'] },
];

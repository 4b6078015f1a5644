import type en from '../locales/en.json';

/*
 * How the dictionaries (locales/en.json, ar.json) are split at build time (vite-plugins/dictionaries.ts): the
 * sections (top-level keys) of a group come in their own file, which a route loads with its code
 * (`loadDictionaries` in lib/i18n.ts, called by app/router.tsx) so that a page never shows a raw key. Every other
 * section is in the base dictionary that the first load brings: a new section needs nothing here.
 * This file is read by the build too: relative imports only.
 */

type Section = keyof typeof en;

export const DICTIONARY_GROUPS = {
  /** The public layout (its footer repeats the tagline) and the landing page; the auth screens show the tagline too. */
  public: ['landing', 'footer'],
  about: ['about'],
  contact: ['contact'],
  terms: ['terms'],
  auth: ['auth', 'verification', 'otp', 'recovery'],
  /** The signed-in screens of every area (the trader panel and the back-office reuse orders, chat, settings...). */
  app: [
    'home',
    'banners',
    'ad',
    'listing',
    'cities',
    'product',
    'favorites',
    'myAds',
    'adForm',
    'cart',
    'orders',
    'wallet',
    'chat',
    'bell',
    'accountSettings',
    'settingsPanel',
    'passwordChange',
  ],
  trader: ['trader', 'traderPanel'],
  admin: ['admin', 'adminPanel'],
} as const satisfies Record<string, readonly Section[]>;

export type DictionaryGroup = keyof typeof DICTIONARY_GROUPS;
export type GroupedSection = (typeof DICTIONARY_GROUPS)[DictionaryGroup][number];
export type BaseSection = Exclude<Section, GroupedSection>;

/**
 * The groups app/router.tsx loads for the screens of each route module, by path (the first match wins): the build
 * fails when the code a route loads uses a section of another group, so keep this in step with the router.
 */
export const ROUTE_GROUPS: readonly (readonly [pathPrefix: string, groups: readonly DictionaryGroup[]])[] = [
  ['src/app/layouts/public-layout.tsx', ['public']],
  ['src/features/public/pages/about-page.tsx', ['public', 'about']],
  ['src/features/public/pages/contact-page.tsx', ['public', 'contact']],
  ['src/features/public/pages/terms-page.tsx', ['public', 'terms']],
  ['src/features/public/', ['public']],
  ['src/features/auth/', ['public', 'auth']],
  ['src/app/layouts/trader-layout.tsx', ['app', 'trader']],
  ['src/features/trader/', ['app', 'trader']],
  ['src/app/layouts/admin-layout.tsx', ['app', 'admin']],
  ['src/features/admin/', ['app', 'admin']],
  // The general layout and its pages; the chat page also serves the trader panel and the back-office.
  ['src/', ['app']],
];

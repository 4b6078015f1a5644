import type en from '../locales/en.json';

/*
 * How the dictionaries (locales/en.json, ar.json) are split at build time (vite-plugins/dictionaries.ts): the
 * sections (top-level keys) of a group come in their own file, which a route loads with its code
 * (`withDictionaries` in app/router.tsx) so that a page never shows a raw key; the build checks that every route
 * names the groups its code uses. Every other section is in the base dictionary that the first load brings: a new
 * section needs nothing here.
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
  /** The signed-in layouts (header, bell, chat drawer) and Home; the trader panel and the back-office load it too. */
  app: ['home', 'banners', 'ad', 'listing', 'cities', 'favorites', 'cart', 'bell', 'chat', 'offers', 'sellerLevels'],
  product: ['product'],
  /** Catalogue item pages, their notify-me and price history (the listing form and saved searches show those too). */
  items: ['itemPage'],
  ads: ['myAds', 'adForm'],
  orders: ['orders'],
  wallet: ['wallet'],
  account: ['accountSettings', 'settingsPanel', 'passwordChange', 'identity'],
  trader: ['trader', 'traderPanel'],
  admin: ['admin', 'adminPanel'],
} as const satisfies Record<string, readonly Section[]>;

export type DictionaryGroup = keyof typeof DICTIONARY_GROUPS;
export type GroupedSection = (typeof DICTIONARY_GROUPS)[DictionaryGroup][number];
export type BaseSection = Exclude<Section, GroupedSection>;

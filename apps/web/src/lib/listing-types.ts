import type { ListingStatus, TListingView, TOwnListingView } from '@gamesouq/core';

/** The shapes the listing API answers with (ads, categories, platforms, banners). */

export type AdStatus = ListingStatus;
export type Ad = TListingView;
/** The seller's own ad in My Products. */
export type OwnAd = TOwnListingView;

export type Category = {
  _id: string;
  id: string;
  name: string;
  nameAr: string | null;
  /** A file name under /uploads/categories/ (imageUrl with kind 'category'); '' when there is none. */
  icon: string;
  /** null for a main category. */
  parent_id: string | null;
  is_active: boolean;
};

export type PlatformType = 'console' | 'pc' | 'mobile' | 'handheld' | 'vr' | 'other';

export type Platform = {
  _id: string;
  id: string;
  name: string;
  /** '' where the English name is shown to Arabic readers too. */
  nameAr: string;
  /** A file name under /uploads/platforms/ (imageUrl with kind 'platform'); '' when there is none. */
  icon: string;
  platform_type: PlatformType;
};

export type Banner = {
  _id: string;
  image: string;
  title: string;
  titleAr: string;
  subtitle: string | null;
  subtitleAr: string;
  description: string | null;
  buttonText: string | null;
  buttonTextAr: string;
  buttonLink: string | null;
};

/** Any seller-like shape (ads, orders, profiles) is a shop when its role is 'trader'. */
export const isShop = (seller: { role: string } | null | undefined) => seller?.role === 'trader';

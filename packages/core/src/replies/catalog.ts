import { z } from 'zod';
import { PLATFORM_TYPES } from '../schemas/admin.js';
import { ZDoneReply, ZDoneWithMessageReply, ZTimestamp } from './common.js';

/**
 * A category; `icon` is the file name clients append to /uploads/categories/ ('' when there is none), `parent_id`
 * null for a main category, `nameAr` '' where the English name is shown to Arabic readers too.
 */
export const ZCategoryView = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  nameAr: z.string(),
  description: z.string(),
  icon: z.string(),
  parent_id: z.string().nullable(),
  is_active: z.boolean(),
});
export type TCategoryView = z.output<typeof ZCategoryView>;

/**
 * A platform; `icon` is the file name clients append to /uploads/platforms/ ('' when there is none), `nameAr` ''
 * where the English name is shown to Arabic readers too.
 */
export const ZPlatformView = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  nameAr: z.string(),
  description: z.string(),
  icon: z.string(),
  platform_type: z.enum(PLATFORM_TYPES),
  is_active: z.boolean(),
});
export type TPlatformView = z.output<typeof ZPlatformView>;

/** A home-page banner; `image` is its URL; an Arabic text '' shows the English one to Arabic readers. */
export const ZBannerView = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  titleAr: z.string(),
  subtitle: z.string(),
  subtitleAr: z.string(),
  description: z.string(),
  buttonText: z.string(),
  buttonTextAr: z.string(),
  buttonLink: z.string(),
  image: z.string(),
  isActive: z.boolean(),
  priority: z.number().int(),
});
export type TBannerView = z.output<typeof ZBannerView>;

/** A banner as the admin's Banners screen lists it. */
export const ZAdminBannerView = ZBannerView.extend({ createdAt: ZTimestamp });
export type TAdminBannerView = z.output<typeof ZAdminBannerView>;

/** GET /api/categories: the active categories. */
export const ZCategoryListReply = z.object({ categories: z.array(ZCategoryView) });
export type TCategoryListReply = z.output<typeof ZCategoryListReply>;

/** GET /api/platforms: the active platforms. */
export const ZPlatformListReply = z.object({ platforms: z.array(ZPlatformView) });
export type TPlatformListReply = z.output<typeof ZPlatformListReply>;

/** GET /api/user/banners: the active banners, highest priority first. */
export const ZBannerListReply = z.object({ banners: z.array(ZBannerView) });
export type TBannerListReply = z.output<typeof ZBannerListReply>;

/** GET /api/admin/categories (inactive ones too on `include_inactive`). */
export const ZAdminCategoryListReply = ZCategoryListReply.extend({ success: z.literal(true) });
export type TAdminCategoryListReply = z.output<typeof ZAdminCategoryListReply>;

/** GET /api/admin/platforms (inactive ones too on `include_inactive`). */
export const ZAdminPlatformListReply = ZPlatformListReply.extend({ success: z.literal(true) });
export type TAdminPlatformListReply = z.output<typeof ZAdminPlatformListReply>;

/** GET /api/admin/banners: every banner. */
export const ZAdminBannerListReply = z.object({ success: z.literal(true), banners: z.array(ZAdminBannerView) });
export type TAdminBannerListReply = z.output<typeof ZAdminBannerListReply>;

/** A platform as stored, in the fields the admin's create and edit replies carry. */
export const ZSavedPlatformView = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  nameAr: z.string(),
  description: z.string(),
  icon: z.string(),
  platformType: z.enum(PLATFORM_TYPES),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: ZTimestamp,
});
export type TSavedPlatformView = z.output<typeof ZSavedPlatformView>;

/** A category as stored, in the fields the admin's create and edit replies carry. */
export const ZSavedCategoryView = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  nameAr: z.string(),
  description: z.string(),
  icon: z.string(),
  parentId: z.string().nullable(),
  isActive: z.boolean(),
  sortOrder: z.number().int(),
  createdAt: ZTimestamp,
});
export type TSavedCategoryView = z.output<typeof ZSavedCategoryView>;

/** POST (201) and PUT /api/admin/platforms. */
export const ZPlatformSavedReply = ZDoneReply.extend({ message: z.string(), platform: ZSavedPlatformView });
export type TPlatformSavedReply = z.output<typeof ZPlatformSavedReply>;

/** POST (201) and PUT /api/admin/categories. */
export const ZCategorySavedReply = ZDoneReply.extend({ message: z.string(), category: ZSavedCategoryView });
export type TCategorySavedReply = z.output<typeof ZCategorySavedReply>;

/** POST /api/admin/platforms|categories/:id/icon: the new icon's file name. */
export const ZCatalogIconReply = ZDoneReply.extend({ message: z.string(), icon: z.string() });
export type TCatalogIconReply = z.output<typeof ZCatalogIconReply>;

/** POST (201), PUT and PATCH of /api/admin/banners: the banner as it now is. */
export const ZBannerSavedReply = ZDoneReply.extend({ message: z.string(), banner: ZAdminBannerView });
export type TBannerSavedReply = z.output<typeof ZBannerSavedReply>;

/** DELETE of a platform, category or banner. */
export const ZCatalogDeletedReply = ZDoneWithMessageReply;
export type TCatalogDeletedReply = z.output<typeof ZCatalogDeletedReply>;

/** A stored synonym group of the search (the row shape of core TSearchSynonym). */
export const ZSearchSynonymView = z.object({
  id: z.string(),
  key: z.string(),
  terms: z.array(z.string()),
  matches: z.array(z.string()),
  platforms: z.array(z.string()),
  categories: z.array(z.string()),
  updatedAt: ZTimestamp,
});
export type TSearchSynonymView = z.output<typeof ZSearchSynonymView>;

/** GET /api/admin/search-synonyms: every group, by key. */
export const ZSearchSynonymListReply = z.object({ success: z.literal(true), synonyms: z.array(ZSearchSynonymView) });
export type TSearchSynonymListReply = z.output<typeof ZSearchSynonymListReply>;

/** POST (201) and PUT /api/admin/search-synonyms. */
export const ZSearchSynonymSavedReply = ZDoneReply.extend({ message: z.string(), synonym: ZSearchSynonymView });
export type TSearchSynonymSavedReply = z.output<typeof ZSearchSynonymSavedReply>;

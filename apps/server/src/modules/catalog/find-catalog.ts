import type { TBannerView, TCategoryView, TPlatformView } from '@gamesouq/core';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { banners, categories, platforms } from './tables.js';

/**
 * `icon` is the file name that clients append to /uploads/categories/ or /uploads/platforms/ (buyer §3 and §7
 * Images, admin §3 and §7); '' when there is none.
 */
export async function listCategories(db: Db, { isActiveOnly = true } = {}): Promise<TCategoryView[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(isActiveOnly ? eq(categories.isActive, true) : undefined)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return rows.map((c) => ({
    _id: c.id,
    id: c.id,
    name: c.name,
    nameAr: c.nameAr,
    description: c.description,
    icon: c.icon,
    parent_id: c.parentId,
    is_active: c.isActive,
  }));
}

export async function listPlatforms(db: Db, { isActiveOnly = true } = {}): Promise<TPlatformView[]> {
  const rows = await db
    .select()
    .from(platforms)
    .where(isActiveOnly ? eq(platforms.isActive, true) : undefined)
    .orderBy(asc(platforms.sortOrder), asc(platforms.name));
  return rows.map((p) => ({
    _id: p.id,
    id: p.id,
    name: p.name,
    nameAr: p.nameAr,
    description: p.description,
    icon: p.icon,
    platform_type: p.platformType,
    is_active: p.isActive,
  }));
}

export async function listActiveBanners(db: Db): Promise<TBannerView[]> {
  const rows = await db.select().from(banners).where(eq(banners.isActive, true)).orderBy(desc(banners.priority), desc(banners.createdAt));
  return rows.map((b) => ({
    _id: b.id,
    id: b.id,
    title: b.title,
    titleAr: b.titleAr,
    subtitle: b.subtitle,
    subtitleAr: b.subtitleAr,
    description: b.description,
    buttonText: b.buttonText,
    buttonTextAr: b.buttonTextAr,
    buttonLink: b.buttonLink,
    image: `/api/uploads/banners/${b.image}`,
    isActive: b.isActive,
    priority: b.priority,
  }));
}

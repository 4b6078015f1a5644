import type { TAdminBannerView } from '@gamesouq/core';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { removeImageFiles, storeImage } from '../../lib/images.js';
import { banners } from './tables.js';

type Banner = typeof banners.$inferSelect;
export type BannerFields = {
  title: string;
  titleAr: string;
  subtitle: string;
  subtitleAr: string;
  description: string;
  buttonText: string;
  buttonTextAr: string;
  buttonLink: string;
  isActive: boolean;
  priority: number;
};

export const toBannerView = (b: Banner): TAdminBannerView => ({
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
  createdAt: b.createdAt.toISOString(),
});

export async function listAllBanners(db: Db) {
  const rows = await db.select().from(banners).orderBy(desc(banners.priority), desc(banners.createdAt));
  return rows.map(toBannerView);
}

async function storeBannerImage(buffer: Buffer, uploadsDir: string) {
  const stored = await storeImage(buffer, { dir: uploadsDir, folder: 'banners', maxSize: 1920 });
  await removeImageFiles(uploadsDir, 'banners', [stored.thumb]);
  return stored.file;
}

export async function createBanner(db: Db, { fields, image, uploadsDir }: { fields: BannerFields; image?: Buffer; uploadsDir: string }) {
  if (!image)
    throw new AppError('VALIDATION_FAILED', 'validation.bannerImageRequired', {
      fields: { image: 'validation.bannerImageRequired' },
    });
  const file = await storeBannerImage(image, uploadsDir);
  const [row] = await db
    .insert(banners)
    .values({ id: newId(), ...fields, image: file })
    .returning();
  return row!;
}

async function findBanner(db: Db, id: string) {
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'errors.bannerNotFound');
  return row;
}

/** Every field of the form; a new image replaces the stored one. */
export async function updateBanner(
  db: Db,
  { id, fields, image, uploadsDir }: { id: string; fields: Partial<BannerFields>; image?: Buffer; uploadsDir: string },
) {
  const before = await findBanner(db, id);
  const file = image ? await storeBannerImage(image, uploadsDir) : before.image;
  const [after] = await db
    .update(banners)
    .set({ ...fields, image: file })
    .where(eq(banners.id, id))
    .returning();
  if (image) await removeImageFiles(uploadsDir, 'banners', [before.image]);
  return { before, after: after! };
}

export async function deleteBanner(db: Db, { id, uploadsDir }: { id: string; uploadsDir: string }) {
  const [before] = await db.delete(banners).where(eq(banners.id, id)).returning();
  if (!before) throw new AppError('NOT_FOUND', 'errors.bannerNotFound');
  await removeImageFiles(uploadsDir, 'banners', [before.image]);
  return before;
}

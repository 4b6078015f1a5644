import type { TAdminBannerView } from '@gamesouq/core';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { removeImageFiles, storeImage } from '../../lib/images.js';
import type { Storage } from '../../lib/storage/index.js';
import { type Actor, audited } from '../audit/index.js';
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

async function storeBannerImage(buffer: Buffer, storage: Storage) {
  const stored = await storeImage(buffer, { storage, folder: 'banners', maxSize: 1920 });
  await removeImageFiles(storage, 'banners', [stored.thumb]);
  return stored.file;
}

export async function createBanner(
  db: Db,
  actor: Actor,
  { fields, image, storage }: { fields: BannerFields; image?: Buffer; storage: Storage },
) {
  if (!image)
    throw new AppError('VALIDATION_FAILED', 'validation.bannerImageRequired', {
      fields: { image: 'validation.bannerImageRequired' },
    });
  const file = await storeBannerImage(image, storage);
  return audited(
    db,
    actor,
    async (tx) => {
      const [row] = await tx
        .insert(banners)
        .values({ id: newId(), ...fields, image: file })
        .returning();
      return row!;
    },
    (row) => ({ action: 'banners.create', entityType: 'banner', entityId: row.id, after: row }),
  );
}

async function findBanner(db: Db, id: string) {
  const [row] = await db.select().from(banners).where(eq(banners.id, id));
  if (!row) throw new AppError('NOT_FOUND', 'errors.bannerNotFound');
  return row;
}

type BannerRow = typeof banners.$inferSelect;
/** What the audit log keeps of each kind of banner change: the whole banner, or the one field changed. */
const AUDITED: Record<'banners.update' | 'banners.toggle' | 'banners.priority', (row: BannerRow) => unknown> = {
  'banners.update': (row) => row,
  'banners.toggle': (row) => ({ isActive: row.isActive }),
  'banners.priority': (row) => ({ priority: row.priority }),
};

/** Every field of the form (or the switch, or the priority); a new image replaces the stored one. */
export async function updateBanner(
  db: Db,
  actor: Actor,
  {
    id,
    action,
    fields,
    image,
    storage,
  }: { id: string; action: keyof typeof AUDITED; fields: Partial<BannerFields>; image?: Buffer; storage: Storage },
) {
  const before = await findBanner(db, id);
  const file = image ? await storeBannerImage(image, storage) : before.image;
  const after = await audited(
    db,
    actor,
    async (tx) => {
      const [row] = await tx
        .update(banners)
        .set({ ...fields, image: file })
        .where(eq(banners.id, id))
        .returning();
      return row!;
    },
    (row) => ({ action, entityType: 'banner', entityId: id, before: AUDITED[action](before), after: AUDITED[action](row) }),
  );
  if (image) await removeImageFiles(storage, 'banners', [before.image]);
  return { before, after };
}

export async function deleteBanner(db: Db, actor: Actor, { id, storage }: { id: string; storage: Storage }) {
  const before = await audited(
    db,
    actor,
    async (tx) => {
      const [row] = await tx.delete(banners).where(eq(banners.id, id)).returning();
      if (!row) throw new AppError('NOT_FOUND', 'errors.bannerNotFound');
      return row;
    },
    (row) => ({ action: 'banners.delete', entityType: 'banner', entityId: id, before: row }),
  );
  await removeImageFiles(storage, 'banners', [before.image]);
  return before;
}

import type { TPlatformInput, TSavedCategoryView, TSavedPlatformView } from '@gamesouq/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { removeImageFiles, storeImage } from '../../lib/images.js';
import type { Storage } from '../../lib/storage/index.js';
import { categories, platforms } from './tables.js';

type PlatformInput = Required<Omit<TPlatformInput, 'description' | 'name_ar'>> & { description: string; name_ar?: string };
type CategoryInput = { name: string; name_ar?: string; description: string; is_active: boolean; parent_id: string | null };
/** An edit: a field left out (undefined) is left as stored, since the update skips undefined values. */
type PlatformUpdate = Pick<PlatformInput, 'name'> & Partial<PlatformInput>;
type CategoryUpdate = Pick<CategoryInput, 'name'> & Partial<CategoryInput>;

/** A platform as stored, as the admin's create and edit replies carry it. */
export const savedPlatformView = (row: typeof platforms.$inferSelect): TSavedPlatformView => ({
  ...row,
  _id: row.id,
  createdAt: row.createdAt.toISOString(),
});

/** A category as stored, as the admin's create and edit replies carry it. */
export const savedCategoryView = (row: typeof categories.$inferSelect): TSavedCategoryView => ({
  ...row,
  _id: row.id,
  createdAt: row.createdAt.toISOString(),
});

const platformValues = (input: PlatformUpdate) => ({
  name: input.name,
  ...(input.name_ar === undefined ? {} : { nameAr: input.name_ar }),
  description: input.description,
  platformType: input.platform_type,
  isActive: input.is_active,
});

export async function createPlatform(db: Db, input: PlatformInput) {
  const [row] = await db
    .insert(platforms)
    .values({ id: newId(), ...platformValues(input) })
    .returning();
  return row!;
}

export async function updatePlatform(db: Db, id: string, input: PlatformUpdate) {
  const [before] = await db.select().from(platforms).where(eq(platforms.id, id));
  if (!before) throw new AppError('NOT_FOUND', 'errors.platformNotFound');
  const [after] = await db.update(platforms).set(platformValues(input)).where(eq(platforms.id, id)).returning();
  return { before, after: after! };
}

/** Listings on a deleted platform keep existing without one (the foreign key sets it to null). */
export async function deletePlatform(db: Db, { id, storage }: { id: string; storage: Storage }) {
  const [before] = await db.delete(platforms).where(eq(platforms.id, id)).returning();
  if (!before) throw new AppError('NOT_FOUND', 'errors.platformNotFound');
  if (before.icon) await removeImageFiles(storage, 'platforms', [before.icon]);
  return before;
}

async function checkParent(db: Db, { id, parentId }: { id?: string; parentId: string | null }) {
  if (!parentId) return;
  if (parentId === id)
    throw new AppError('VALIDATION_FAILED', 'validation.categoryOwnParent', {
      fields: { parent_id: 'validation.categoryOwnParent' },
    });
  const [parent] = await db.select().from(categories).where(eq(categories.id, parentId));
  if (!parent) throw new AppError('UNKNOWN_CATEGORY', undefined, { fields: { parent_id: 'errors.UNKNOWN_CATEGORY' } });
  if (parent.parentId) {
    throw new AppError('VALIDATION_FAILED', 'validation.parentMustBeMain', {
      fields: { parent_id: 'validation.parentMustBeMain' },
    });
  }
}

const categoryValues = (input: CategoryUpdate) => ({
  name: input.name,
  ...(input.name_ar === undefined ? {} : { nameAr: input.name_ar }),
  description: input.description,
  isActive: input.is_active,
  parentId: input.parent_id,
});

export async function createCategory(db: Db, input: CategoryInput) {
  await checkParent(db, { parentId: input.parent_id });
  const [row] = await db
    .insert(categories)
    .values({ id: newId(), ...categoryValues(input) })
    .returning();
  return row!;
}

export async function updateCategory(db: Db, id: string, input: CategoryUpdate) {
  const [before] = await db.select().from(categories).where(eq(categories.id, id));
  if (!before) throw new AppError('NOT_FOUND', 'errors.categoryNotFound');
  if (input.parent_id !== undefined) await checkParent(db, { id, parentId: input.parent_id });
  const [after] = await db.update(categories).set(categoryValues(input)).where(eq(categories.id, id)).returning();
  return { before, after: after! };
}

/** Subcategories of a deleted main category become main categories; its listings keep existing without one. */
export async function deleteCategory(db: Db, { id, storage }: { id: string; storage: Storage }) {
  const [before] = await db.delete(categories).where(eq(categories.id, id)).returning();
  if (!before) throw new AppError('NOT_FOUND', 'errors.categoryNotFound');
  if (before.icon) await removeImageFiles(storage, 'categories', [before.icon]);
  return before;
}

/** Stores a re-encoded icon and replaces the old one; `after` is the new file name. */
export async function setCatalogIcon(
  db: Db,
  { kind, id, buffer, storage }: { kind: 'platforms' | 'categories'; id: string; buffer: Buffer; storage: Storage },
) {
  const table = kind === 'platforms' ? platforms : categories;
  const [before] = await db.select({ icon: table.icon }).from(table).where(eq(table.id, id));
  if (!before) throw new AppError('NOT_FOUND', kind === 'platforms' ? 'errors.platformNotFound' : 'errors.categoryNotFound');
  const stored = await storeImage(buffer, { storage, folder: kind, maxSize: 256, thumbSize: 64 });
  await db.update(table).set({ icon: stored.file }).where(eq(table.id, id));
  await removeImageFiles(storage, kind, before.icon ? [before.icon, stored.thumb] : [stored.thumb]);
  return { before: before.icon, after: stored.file };
}

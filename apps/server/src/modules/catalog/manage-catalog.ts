import type { TPlatformInput, TSavedCategoryView, TSavedPlatformView } from '@gamesouq/core';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { removeImageFiles, storeImage } from '../../lib/images.js';
import type { Storage } from '../../lib/storage/index.js';
import { type Actor, audited } from '../audit/index.js';
import { recordEvent } from '../events/index.js';
import { categories, platforms } from './tables.js';

type PlatformInput = Required<Omit<TPlatformInput, 'description' | 'name_ar'>> & { description: string; name_ar?: string };
type CategoryInput = { name: string; name_ar?: string; description: string; is_active: boolean; parent_id: string | null };
/** An edit: a field left out (undefined) is left as stored, since the update skips undefined values. */
type PlatformUpdate = Pick<PlatformInput, 'name'> & Partial<PlatformInput>;
type CategoryUpdate = Pick<CategoryInput, 'name'> & Partial<CategoryInput>;

/** In the change's transaction: the public lists, and the listing pages that name it, are emptied once it commits. */
const catalogChanged = (tx: DbOrTx, kind: 'category' | 'platform', id: string) => recordEvent(tx, { type: 'catalog_changed', kind, id });

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

export async function createPlatform(db: Db, actor: Actor, input: PlatformInput) {
  return audited(
    db,
    actor,
    async (tx) => {
      const [row] = await tx
        .insert(platforms)
        .values({ id: newId(), ...platformValues(input) })
        .returning();
      await catalogChanged(tx, 'platform', row!.id);
      return row!;
    },
    (row) => ({ action: 'platforms.create', entityType: 'platform', entityId: row.id, after: row }),
  );
}

export async function updatePlatform(db: Db, actor: Actor, id: string, input: PlatformUpdate) {
  return audited(
    db,
    actor,
    async (tx) => {
      const [before] = await tx.select().from(platforms).where(eq(platforms.id, id));
      if (!before) throw new AppError('NOT_FOUND', 'errors.platformNotFound');
      const [after] = await tx.update(platforms).set(platformValues(input)).where(eq(platforms.id, id)).returning();
      await catalogChanged(tx, 'platform', id);
      return { before, after: after! };
    },
    (change) => ({ action: 'platforms.update', entityType: 'platform', entityId: id, ...change }),
  );
}

/** Listings on a deleted platform keep existing without one (the foreign key sets it to null). */
export async function deletePlatform(db: Db, actor: Actor, { id, storage }: { id: string; storage: Storage }) {
  const before = await audited(
    db,
    actor,
    async (tx) => {
      const [row] = await tx.delete(platforms).where(eq(platforms.id, id)).returning();
      if (!row) throw new AppError('NOT_FOUND', 'errors.platformNotFound');
      await catalogChanged(tx, 'platform', id);
      return row;
    },
    (row) => ({ action: 'platforms.delete', entityType: 'platform', entityId: id, before: row }),
  );
  if (before.icon) await removeImageFiles(storage, 'platforms', [before.icon]);
  return before;
}

async function checkParent(db: DbOrTx, { id, parentId }: { id?: string; parentId: string | null }) {
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

export async function createCategory(db: Db, actor: Actor, input: CategoryInput) {
  return audited(
    db,
    actor,
    async (tx) => {
      await checkParent(tx, { parentId: input.parent_id });
      const [row] = await tx
        .insert(categories)
        .values({ id: newId(), ...categoryValues(input) })
        .returning();
      await catalogChanged(tx, 'category', row!.id);
      return row!;
    },
    (row) => ({ action: 'categories.create', entityType: 'category', entityId: row.id, after: row }),
  );
}

export async function updateCategory(db: Db, actor: Actor, id: string, input: CategoryUpdate) {
  return audited(
    db,
    actor,
    async (tx) => {
      const [before] = await tx.select().from(categories).where(eq(categories.id, id));
      if (!before) throw new AppError('NOT_FOUND', 'errors.categoryNotFound');
      if (input.parent_id !== undefined) await checkParent(tx, { id, parentId: input.parent_id });
      const [after] = await tx.update(categories).set(categoryValues(input)).where(eq(categories.id, id)).returning();
      await catalogChanged(tx, 'category', id);
      return { before, after: after! };
    },
    (change) => ({ action: 'categories.update', entityType: 'category', entityId: id, ...change }),
  );
}

/** Subcategories of a deleted main category become main categories; its listings keep existing without one. */
export async function deleteCategory(db: Db, actor: Actor, { id, storage }: { id: string; storage: Storage }) {
  const before = await audited(
    db,
    actor,
    async (tx) => {
      const [row] = await tx.delete(categories).where(eq(categories.id, id)).returning();
      if (!row) throw new AppError('NOT_FOUND', 'errors.categoryNotFound');
      await catalogChanged(tx, 'category', id);
      return row;
    },
    (row) => ({ action: 'categories.delete', entityType: 'category', entityId: id, before: row }),
  );
  if (before.icon) await removeImageFiles(storage, 'categories', [before.icon]);
  return before;
}

/** Stores a re-encoded icon and replaces the old one; `after` is the new file name. */
export async function setCatalogIcon(
  db: Db,
  actor: Actor,
  { kind, id, buffer, storage }: { kind: 'platforms' | 'categories'; id: string; buffer: Buffer; storage: Storage },
) {
  const table = kind === 'platforms' ? platforms : categories;
  const [before] = await db.select({ icon: table.icon }).from(table).where(eq(table.id, id));
  if (!before) throw new AppError('NOT_FOUND', kind === 'platforms' ? 'errors.platformNotFound' : 'errors.categoryNotFound');
  const stored = await storeImage(buffer, { storage, folder: kind, maxSize: 256, thumbSize: 64 });
  await audited(
    db,
    actor,
    async (tx) => {
      await tx.update(table).set({ icon: stored.file }).where(eq(table.id, id));
      await catalogChanged(tx, kind === 'platforms' ? 'platform' : 'category', id);
    },
    () => ({
      action: `${kind}.icon`,
      entityType: kind === 'platforms' ? 'platform' : 'category',
      entityId: id,
      before: before.icon,
      after: stored.file,
    }),
  );
  await removeImageFiles(storage, kind, before.icon ? [before.icon, stored.thumb] : [stored.thumb]);
  return { before: before.icon, after: stored.file };
}

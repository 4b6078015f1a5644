import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { removeImageFiles, storeImage } from '../../lib/images.js';
import type { Storage } from '../../lib/storage/index.js';
import { avatarUrl, findProfile } from './profile.js';
import { userProfiles } from './tables.js';

export const thumbOf = (file: string) => file.replace(/\.webp$/, '-thumb.webp');

/** A new avatar, re-encoded like every upload; the previous files are removed once the new one is saved. */
export async function changeAvatar(db: Db, { userId, image, storage }: { userId: string; image: Buffer; storage: Storage }) {
  const stored = await storeImage(image, { storage, folder: 'avatars', maxSize: 512, thumbSize: 128 });
  const previous = (await findProfile(db, userId)).avatar;
  try {
    await db
      .insert(userProfiles)
      .values({ userId, avatar: stored.file })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { avatar: stored.file, updatedAt: sql`now()` } });
  } catch (error) {
    await removeImageFiles(storage, 'avatars', [stored.file, stored.thumb]);
    throw error;
  }
  if (previous) await removeImageFiles(storage, 'avatars', [previous, thumbOf(previous)]);
  return avatarUrl(stored.file);
}

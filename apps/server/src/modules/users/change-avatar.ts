import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { removeImageFiles, storeImage } from '../../lib/images.js';
import { avatarUrl, findProfile } from './profile.js';
import { userProfiles } from './tables.js';

export const thumbOf = (file: string) => file.replace(/\.webp$/, '-thumb.webp');

/** A new avatar, re-encoded like every upload; the previous files are removed once the new one is saved. */
export async function changeAvatar(db: Db, { userId, image, uploadsDir }: { userId: string; image: Buffer; uploadsDir: string }) {
  const stored = await storeImage(image, { dir: uploadsDir, folder: 'avatars', maxSize: 512, thumbSize: 128 });
  const previous = (await findProfile(db, userId)).avatar;
  try {
    await db
      .insert(userProfiles)
      .values({ userId, avatar: stored.file })
      .onConflictDoUpdate({ target: userProfiles.userId, set: { avatar: stored.file, updatedAt: sql`now()` } });
  } catch (error) {
    await removeImageFiles(uploadsDir, 'avatars', [stored.file, stored.thumb]);
    throw error;
  }
  if (previous) await removeImageFiles(uploadsDir, 'avatars', [previous, thumbOf(previous)]);
  return avatarUrl(stored.file);
}

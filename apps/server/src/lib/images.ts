import { mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AppError } from './app-error.js';
import { newId } from './ids.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);
/** Refuses decompression bombs: 40 megapixels is far above any photo a seller needs. */
const MAX_INPUT_PIXELS = 40_000_000;

export type StoredImage = { file: string; thumb: string; width: number; height: number };
/** Every folder but 'proofs' and 'disputes' is served publicly (plugins/uploads.ts). */
export type ImageFolder = 'ads' | 'banners' | 'categories' | 'platforms' | 'avatars' | 'proofs' | 'disputes';

/**
 * Checks the bytes (not the name or the declared type) for a JPEG, PNG, GIF or WebP image, then re-encodes it to
 * WebP with a thumbnail. Re-encoding drops EXIF and any payload hidden in the file; GPS data never leaves.
 */
export async function storeImage(
  buffer: Buffer,
  { dir, folder, maxSize = 1600, thumbSize = 400 }: { dir: string; folder: ImageFolder; maxSize?: number; thumbSize?: number },
): Promise<StoredImage> {
  let format: string | undefined;
  try {
    format = (await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new AppError('INVALID_IMAGE');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('INVALID_IMAGE');

  const base = newId();
  const target = path.join(dir, folder);
  await mkdir(target, { recursive: true });
  const source = () => sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
  try {
    const main = await source()
      .resize({ width: maxSize, height: maxSize, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    const thumb = await source()
      .resize({ width: thumbSize, height: thumbSize, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    await writeFile(path.join(target, `${base}.webp`), main.data);
    await writeFile(path.join(target, `${base}-thumb.webp`), thumb);
    return { file: `${base}.webp`, thumb: `${base}-thumb.webp`, width: main.info.width, height: main.info.height };
  } catch {
    throw new AppError('INVALID_IMAGE');
  }
}

export async function removeImageFiles(dir: string, folder: ImageFolder, files: string[]) {
  await Promise.all(files.map((file) => unlink(path.join(dir, folder, path.basename(file))).catch(() => {})));
}

export const uploadsDir = (config: { STORAGE_DIR?: string; DATA_DIR: string }) =>
  path.resolve(config.STORAGE_DIR ?? path.join(config.DATA_DIR, 'uploads'));

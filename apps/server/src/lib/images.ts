import sharp, { type OutputInfo } from 'sharp';
import { AppError } from './app-error.js';
import { newId } from './ids.js';
import { type Storage, storageKey } from './storage/index.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'gif', 'webp']);
/** Refuses decompression bombs: 40 megapixels is far above any photo a seller needs. */
const MAX_INPUT_PIXELS = 40_000_000;

export type StoredImage = { file: string; thumb: string; width: number; height: number };
/** Every folder but 'proofs' and 'disputes' is served publicly (plugins/uploads.ts). */
export type ImageFolder = 'ads' | 'catalogue' | 'banners' | 'categories' | 'platforms' | 'avatars' | 'proofs' | 'disputes';

/**
 * Checks the bytes (not the name or the declared type) for a JPEG, PNG, GIF or WebP image, then re-encodes it to
 * WebP with a thumbnail. Re-encoding drops EXIF and any payload hidden in the file; GPS data never leaves.
 */
export async function storeImage(
  buffer: Buffer,
  { storage, folder, maxSize = 1600, thumbSize = 400 }: { storage: Storage; folder: ImageFolder; maxSize?: number; thumbSize?: number },
): Promise<StoredImage> {
  let format: string | undefined;
  try {
    format = (await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw new AppError('INVALID_IMAGE');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new AppError('INVALID_IMAGE');

  const base = newId();
  const source = () => sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, animated: false }).rotate();
  let main: { data: Buffer; info: OutputInfo };
  let thumb: Buffer;
  try {
    main = await source()
      .resize({ width: maxSize, height: maxSize, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    thumb = await source()
      .resize({ width: thumbSize, height: thumbSize, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    throw new AppError('INVALID_IMAGE');
  }
  await storage.put(storageKey(folder, `${base}.webp`), main.data, 'image/webp');
  await storage.put(storageKey(folder, `${base}-thumb.webp`), thumb, 'image/webp');
  return { file: `${base}.webp`, thumb: `${base}-thumb.webp`, width: main.info.width, height: main.info.height };
}

export async function removeImageFiles(storage: Storage, folder: ImageFolder, files: string[]) {
  await storage.remove(files.map((file) => storageKey(folder, file)));
}

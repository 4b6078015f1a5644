import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from './app-error.js';
import { newId } from './ids.js';

/** Documents kept out of the public upload routes: only a route that checks the caller hands them out. */
const PRIVATE_FOLDER = 'private-documents';
const SIGNATURES: { ext: string; type: string; magic: number[] }[] = [
  { ext: 'pdf', type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46] },
  { ext: 'png', type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47] },
  { ext: 'jpg', type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
];

/** Stores a PDF, PNG or JPEG (judged by its bytes) under a fresh name and returns that name. */
export async function storeDocument(buffer: Buffer, uploadsDir: string): Promise<string> {
  const kind = SIGNATURES.find((s) => s.magic.every((byte, i) => buffer[i] === byte));
  if (!kind) throw new AppError('VALIDATION_FAILED', 'Please upload a PDF, JPG or PNG file');
  const dir = path.join(uploadsDir, PRIVATE_FOLDER);
  await mkdir(dir, { recursive: true });
  const file = `${newId()}.${kind.ext}`;
  await writeFile(path.join(dir, file), buffer);
  return file;
}

export function openDocument(uploadsDir: string, file: string) {
  const name = path.basename(file);
  const type = SIGNATURES.find((s) => name.endsWith(`.${s.ext}`))?.type ?? 'application/octet-stream';
  return { stream: createReadStream(path.join(uploadsDir, PRIVATE_FOLDER, name)), type, name };
}

/** Removes stored documents (an account closed at its owner's request keeps none); a missing file is not an error. */
export async function removeDocuments(uploadsDir: string, files: string[]) {
  await Promise.all(files.map((file) => rm(path.join(uploadsDir, PRIVATE_FOLDER, path.basename(file)), { force: true })));
}

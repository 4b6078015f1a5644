import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The backup's description, `manifest.json` in its folder. */
export type Manifest = {
  format: 'gamesouq-backup-1';
  createdAt: string;
  /** The migrations the database had: a restore needs a build that has at least as many. */
  migrations: number;
  tables: { name: string; rows: number; file: string }[];
  sequences: { name: string; value: number | null }[];
  /** Local uploads are copied into `uploads/`; a bucket's objects are listed (`objects.json`) and stay in the bucket. */
  uploads: { driver: 'local' | 's3'; files: number; bytes: number };
};

export const MANIFEST = 'manifest.json';
/** Every file's SHA-256 in the format of `sha256sum`, so that `sha256sum -c SHA256SUMS` checks a copy by hand too. */
export const CHECKSUMS = 'SHA256SUMS';

export async function sha256Of(file: string) {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function writeChecksums(folder: string, files: string[]) {
  const lines = await Promise.all(files.map(async (file) => `${await sha256Of(path.join(folder, file))}  ${file}`));
  await writeFile(path.join(folder, CHECKSUMS), `${lines.join('\n')}\n`);
}

/** The files whose bytes no longer match their checksum (or that are missing); empty for an intact backup. */
export async function damagedFiles(folder: string) {
  const listed = (await readFile(path.join(folder, CHECKSUMS), 'utf8')).split('\n').filter(Boolean);
  const damaged: string[] = [];
  for (const line of listed) {
    const [sum, file] = [line.slice(0, 64), line.slice(66)];
    const actual = await sha256Of(path.join(folder, file)).catch(() => null);
    if (actual !== sum) damaged.push(file);
  }
  return damaged;
}

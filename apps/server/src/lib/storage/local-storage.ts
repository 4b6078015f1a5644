import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage } from './storage.js';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Files under one folder of this machine's disk (STORAGE_DIR): one instance, or several sharing a network disk. */
export function localStorage(root: string): Storage {
  const fileOf = (key: string) => path.join(root, ...key.split('/'));
  return {
    driver: 'local',
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },
    async list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch((error) => {
        if (isMissing(error)) return [];
        throw error;
      });
      const files = entries.filter((entry) => entry.isFile());
      const listed = await Promise.all(
        files.map(async (entry) => {
          const file = path.join(entry.parentPath, entry.name);
          return { key: path.relative(root, file).split(path.sep).join('/'), size: (await stat(file)).size };
        }),
      );
      return listed.sort((a, b) => (a.key < b.key ? -1 : 1));
    },
    async ping() {
      await mkdir(root, { recursive: true });
      await stat(root);
    },
  };
}

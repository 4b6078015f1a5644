import { contentTypeOf, type Storage } from './storage.js';

/**
 * Copies every file of one store into another (the local uploads into a new bucket), skipping those already there
 * with the same size, so that a copy stopped half-way is finished by running it again.
 */
export async function copyUploads(from: Storage, to: Storage, log: (line: string) => void = () => {}) {
  const present = new Map((await to.list()).map((file) => [file.key, file.size]));
  let copied = 0;
  let skipped = 0;
  for (const file of await from.list()) {
    if (present.get(file.key) === file.size) {
      skipped++;
      continue;
    }
    const body = await from.get(file.key);
    if (!body) continue;
    await to.put(file.key, body, contentTypeOf(file.key));
    copied++;
    if (copied % 100 === 0) log(`${copied} files copied...`);
  }
  return { copied, skipped };
}

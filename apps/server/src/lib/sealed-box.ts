import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Secrets kept in the database sealed with AES-256-GCM (a fresh 12-byte IV, the row's purpose as associated data, so a
 * sealed value cannot be moved to another place): a dump of the database or a backup reveals none of them. The key is
 * 32 random bytes generated once into a file of DATA_DIR, as the JWT secret and the codes key are.
 */
export type SealedBox = { seal: (text: string, context: string) => string; open: (sealed: string, context: string) => string };

const loaded = new Map<string, Promise<SealedBox>>();

export function sealedBox(dataDir: string, fileName: string): Promise<SealedBox> {
  const file = path.resolve(dataDir, fileName);
  let box = loaded.get(file);
  if (!box) {
    box = readOrCreateKey(file).then(boxOf);
    loaded.set(file, box);
    box.catch(() => loaded.delete(file));
  }
  return box;
}

async function readOrCreateKey(file: string) {
  if (!existsSync(file)) {
    await mkdir(path.dirname(file), { recursive: true });
    // `wx`: of two processes starting together one writes, and both read what it wrote.
    await writeFile(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' }).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
  const key = Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  if (key.length !== 32) throw new Error(`The key in ${file} is not 32 bytes in base64: restore it from the backup of DATA_DIR`);
  return key;
}

function boxOf(key: Buffer): SealedBox {
  return {
    seal(text, context) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(context));
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
    },
    open(sealed, context) {
      const bytes = Buffer.from(sealed, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, 12));
      decipher.setAAD(Buffer.from(context));
      decipher.setAuthTag(bytes.subarray(bytes.length - 16));
      return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
    },
  };
}

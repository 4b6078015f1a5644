import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { normalizeCode } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';

type Key = { id: string; key: Buffer };
/** The key codes are sealed with now, and every key that sealed older codes (rotation: ADR 020). */
export type CodeKeys = { current: Key; all: Key[] };

const KEY_FILE = 'codes-key';

/** A key as configured: 32 bytes, in base64 (44 characters) or hex (64). */
function parseKey(text: string): Buffer {
  const value = text.trim();
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32) throw new Error('CODES_KEY must be 32 bytes, in base64 or hex');
  return key;
}

/** A key's id: stored with each code, so a code sealed before a rotation is opened with its own key. */
const keyIdOf = (key: Buffer) => createHash('sha256').update('gamesouq codes key id').update(key).digest('hex').slice(0, 12);
const keyOf = (key: Buffer): Key => ({ id: keyIdOf(key), key });

/** CODES_KEY when set; else a key generated once into DATA_DIR (as the JWT secret is), kept across restarts. */
async function readCurrentKey(configured: string | undefined, dataDir: string) {
  if (configured) return parseKey(configured);
  const file = path.join(dataDir, KEY_FILE);
  if (existsSync(file)) {
    const text = await readFile(file, 'utf8').catch((error: Error) => {
      throw new Error(`The codes key ${file} cannot be read (${error.message}): fix its permissions or set CODES_KEY`);
    });
    try {
      return parseKey(text);
    } catch {
      throw new Error(`The codes key ${file} is not 32 bytes in base64 or hex: restore it or set CODES_KEY`);
    }
  }
  await mkdir(dataDir, { recursive: true });
  const key = randomBytes(32);
  await writeFile(file, key.toString('base64'), { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return parseKey(await readFile(file, 'utf8'));
}

type KeySettings = { CODES_KEY?: string; CODES_OLD_KEYS?: string; DATA_DIR: string };
const loaded = new WeakMap<KeySettings, Promise<CodeKeys>>();

/** The keys of these settings, read once per settings object. */
export function codeKeysOf(settings: KeySettings): Promise<CodeKeys> {
  let keys = loaded.get(settings);
  if (!keys) {
    keys = (async () => {
      const current = keyOf(await readCurrentKey(settings.CODES_KEY, settings.DATA_DIR));
      const old = (settings.CODES_OLD_KEYS ?? '')
        .split(',')
        .filter((text) => text.trim())
        .map((text) => keyOf(parseKey(text)));
      return { current, all: [current, ...old.filter((key) => key.id !== current.id)] };
    })();
    loaded.set(settings, keys);
  }
  return keys;
}

/**
 * The keyed hash duplicates are found by: HMAC-SHA256 of the normalized code under a key derived from the codes key,
 * so the database holds nothing a guess of a code can be checked against without the key.
 */
export function codeHashes(keys: CodeKeys, code: string): string[] {
  const normalized = normalizeCode(code);
  return keys.all.map(({ key }) =>
    createHmac('sha256', createHmac('sha256', key).update('code hash').digest()).update(normalized).digest('base64url'),
  );
}

/** AES-256-GCM with a fresh 12-byte IV, bound to the code's row id (so a sealed value cannot be moved to another row). */
export function sealCode(keys: CodeKeys, { id, code }: { id: string; code: string }) {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keys.current.key, iv);
  cipher.setAAD(Buffer.from(id));
  const body = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
  return { sealed: Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url'), keyId: keys.current.id };
}

/**
 * Opens a sealed code. A code whose key is not configured (lost, or rotated without CODES_OLD_KEYS) or that does not
 * open is the operators' problem, not the buyer's: a 503 that says so, with the reason (never the code) for the log.
 */
export function openCode(keys: CodeKeys, { id, sealed, keyId }: { id: string; sealed: string; keyId: string }): string {
  const key = keys.all.find((candidate) => candidate.id === keyId);
  const unavailable = (reason: string) =>
    Object.assign(new AppError('CODES_UNAVAILABLE'), { cause: new Error(`Digital code ${id}: ${reason}`) });
  if (!key) throw unavailable(`its key ${keyId} is not configured (CODES_KEY or CODES_OLD_KEYS)`);
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key.key, bytes.subarray(0, 12));
    decipher.setAAD(Buffer.from(id));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
  } catch {
    throw unavailable(`it does not open with its key ${keyId} (damaged)`);
  }
}

/**
 * Checked at start: the keys load (a bad CODES_KEY or an unreadable key file stops the server), and every code still
 * held (on sale, reserved or sold) opens with a configured key. A code sealed with a key that is gone would be sold
 * and never shown, so the server refuses to start until the key is back in CODES_KEY or CODES_OLD_KEYS.
 */
export async function assertCodeKeysUsable(db: DbOrTx, settings: KeySettings) {
  const keys = await codeKeysOf(settings);
  const known = keys.all.map((key) => key.id);
  const missing = await db.execute<{ key_id: string; n: number }>(sql`
    select key_id, count(*)::int as n from digital_codes
    where status <> 'withdrawn' and key_id not in (${sql.join(
      known.map((id) => sql`${id}`),
      sql`, `,
    )})
    group by key_id order by key_id`);
  if (missing.rows.length > 0) {
    const list = missing.rows.map((row) => `${row.n} with key ${row.key_id}`).join(', ');
    throw new Error(
      `Digital codes are sealed with keys that are not configured (${list}); configured: ${known.join(', ')}. Set CODES_KEY, or add the old keys to CODES_OLD_KEYS, before starting: codes that cannot be opened must not be sold.`,
    );
  }
}

import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * A rendered reply in each form it is sent in (its bytes, brotli, gzip), each with its ETag (a compressed form is
 * another representation, so another tag): compressed and hashed once per render, not per request (ADR 044).
 */
export type CachedReply = {
  body: string;
  etag: string;
  /** The compressed forms are made only when the reply is kept (a time above 0). */
  encoded: { identity: Buffer; br?: Buffer; gzip?: Buffer };
  etags: { identity: string; br: string; gzip: string };
};

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

async function encode(body: string, brotliQuality: number | null): Promise<CachedReply> {
  const identity = Buffer.from(body);
  const [br, gz] =
    brotliQuality !== null
      ? await Promise.all([
          brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
          gzipped(identity, { level: 9 }),
        ])
      : [undefined, undefined];
  const hash = createHash('sha1').update(identity).digest('base64url');
  return {
    body,
    etag: `"${hash}"`,
    encoded: { identity, br, gzip: gz },
    etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` },
  };
}

/**
 * Once per page and 5 s: a level that makes the bytes small, still a few milliseconds for a page of listings. A cache
 * of many keys each asked a few times in its life (products) pays its render's compression for few requests, and
 * takes a faster level.
 */
const DEFAULT_BROTLI_QUALITY = 9;

/**
 * Rendered replies shared by every viewer they are the same for, each kept for `ttlMs` (0 turns the cache off).
 * Requests for a key that is being rendered wait for that render instead of starting their own (request coalescing).
 * `clear` (a listing changed) empties it; a render that started before a clear is served to those waiting for it
 * but not kept, since it may predate the change.
 */
export function createReplyCache({
  ttlMs,
  maxEntries = 1000,
  brotliQuality = DEFAULT_BROTLI_QUALITY,
}: {
  ttlMs: number;
  /** How many distinct replies are kept at most; past it the oldest goes. */
  maxEntries?: number;
  brotliQuality?: number;
}) {
  const entries = new Map<string, { reply: CachedReply; expires: number }>();
  const rendering = new Map<string, Promise<CachedReply>>();
  let generation = 0;

  function get(key: string, render: () => Promise<string>): Promise<CachedReply> {
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) return Promise.resolve(hit.reply);
    const pending = rendering.get(key);
    if (pending) return pending;
    const startedIn = generation;
    const promise = render()
      .then((body) => encode(body, ttlMs > 0 ? brotliQuality : null))
      .then((reply) => {
        if (startedIn === generation && ttlMs > 0) {
          entries.delete(key);
          if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
          entries.set(key, { reply, expires: Date.now() + ttlMs });
        }
        return reply;
      })
      .finally(() => {
        if (rendering.get(key) === promise) rendering.delete(key);
      });
    rendering.set(key, promise);
    return promise;
  }

  return {
    get,
    clear() {
      generation++;
      entries.clear();
      rendering.clear();
    },
  };
}

export type ReplyCache = ReturnType<typeof createReplyCache>;

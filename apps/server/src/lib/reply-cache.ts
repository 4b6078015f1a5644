import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * A rendered reply in each form it is sent in (its bytes, brotli, gzip), each with its ETag (a compressed form is
 * another representation, so another tag): compressed and hashed once per render, not per request (ADR 044).
 */
export type CachedReply = {
  etag: string;
  identity: Buffer;
  /** Its bytes compressed, when it is kept (a time above 0): each encoding made at its first ask, then kept with it. */
  compressed(encoding: 'br' | 'gzip'): Buffer | undefined;
  etags: { identity: string; br: string; gzip: string };
};

/**
 * Brotli 5 is within 2% of 9's size on our replies for a fraction of its time (ADR 051). Compressed on the event
 * loop: a reply of a few tens of KB takes a fraction of a millisecond there, where zlib's thread pool cost several
 * times that in CPU with many renders at once (each call's own encoder state, allocated and faulted in).
 */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/**
 * Each compressed form is made at its first ask, not with the render: browsers list gzip before br in
 * `Accept-Encoding` and most get gzip (`encodingFor`), so a brotli form made with every render mostly went unused: 134 µs
 * of brotli 5 for an item page's 11 KB, whose reading and building take some 330.
 */
function encode(body: string, kept: boolean): CachedReply {
  const identity = Buffer.from(body);
  const forms: { br?: Buffer; gzip?: Buffer } = {};
  const hash = createHash('sha1').update(identity).digest('base64url');
  return {
    etag: `"${hash}"`,
    identity,
    compressed(encoding) {
      if (!kept) return undefined;
      forms[encoding] ??= encoding === 'br' ? brotliCompressSync(identity, BROTLI) : gzipSync(identity);
      return forms[encoding];
    },
    etags: { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gz"` },
  };
}

/**
 * Rendered replies shared by every viewer they are the same for, each kept for `ttlMs` (0 turns the cache off).
 * Requests for a key that is being rendered wait for that render instead of starting their own (request coalescing).
 * `clear` (a listing changed) empties it; a render that started before a clear is served to those waiting for it
 * but not kept, since it may predate the change.
 */
export function createReplyCache({
  ttlMs,
  maxEntries = 1000,
}: {
  ttlMs: number;
  /** How many distinct replies are kept at most; past it the oldest goes. */
  maxEntries?: number;
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
      .then((body) => encode(body, ttlMs > 0))
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

import { createHash } from 'node:crypto';

export type CachedReply = { body: string; etag: string };

/** How many distinct replies are kept at most; past it the oldest goes. */
const MAX_ENTRIES = 1000;

/**
 * Rendered replies shared by every viewer they are the same for, each kept for `ttlMs` (0 turns the cache off).
 * Requests for a key that is being rendered wait for that render instead of starting their own (request coalescing).
 * `clear` (a listing changed) empties it; a render that started before a clear is served to those waiting for it
 * but not kept, since it may predate the change.
 */
export function createReplyCache({ ttlMs }: { ttlMs: number }) {
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
      .then((body) => {
        const reply = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
        if (startedIn === generation && ttlMs > 0) {
          entries.delete(key);
          if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
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

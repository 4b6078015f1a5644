import type { IncomingHttpHeaders } from 'node:http';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** How often the views counted in memory are written. */
export const VIEW_FLUSH_MS = 1000;

/** A device asking for a listing again within this time is still the same view (a refresh, the app taking a page over). */
export const SAME_VIEW_MS = 10 * 60_000;

/** How many recent (listing, device) pairs are remembered; past it the oldest are forgotten early. */
const MAX_REMEMBERED = 100_000;

/** The device a request comes from, as far as a server can tell: its address and its browser. */
export const viewerOf = (request: { ip: string; headers: IncomingHttpHeaders }) => `${request.ip} ${request.headers['user-agent'] ?? ''}`;

/**
 * Product views, counted in memory and written once a second in one statement for all listings viewed. Writing each
 * view as it happened cost a committed UPDATE per product page, and visitors of one popular listing queued on its
 * row lock. A view count may lag by a second, and a process that crashes loses at most that second's views.
 *
 * A view is a device looking at a listing: the same device asking again within SAME_VIEW_MS counts once. Without that,
 * a signed-in reader opening a shared link counted twice (the page the server drew for a visitor, then the app asking
 * for the reader's own view of it), and a refresh counted again. Each process remembers its own devices.
 */
export function createViewCounter(db: Db, { onError }: { onError: (error: unknown) => void }) {
  const pending = new Map<string, number>();
  /** When each (listing, device) was last counted, oldest first. */
  const counted = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

  function forgetOld(now: number) {
    for (const [key, at] of counted) {
      if (now - at < SAME_VIEW_MS && counted.size <= MAX_REMEMBERED) break;
      counted.delete(key);
    }
  }

  async function write() {
    timer = undefined;
    if (pending.size === 0) return;
    const batch = [...pending];
    pending.clear();
    await db.execute(sql`update listings l set views = l.views + v.n
      from json_to_recordset(${JSON.stringify(batch.map(([id, n]) => ({ id, n })))}::json) as v(id text, n int)
      where l.id = v.id and l.status = 'active'`);
  }
  const flush = () => {
    clearTimeout(timer);
    writing = writing.then(write, write);
    return writing;
  };

  return {
    count(listingId: string, viewer: string) {
      const now = Date.now();
      const key = `${listingId} ${viewer}`;
      const last = counted.get(key);
      if (last !== undefined && now - last < SAME_VIEW_MS) return;
      counted.delete(key);
      counted.set(key, now);
      forgetOld(now);
      pending.set(listingId, (pending.get(listingId) ?? 0) + 1);
      timer ??= setTimeout(() => void flush().catch(onError), VIEW_FLUSH_MS);
    },
    /** Writes what was counted now (at shutdown). */
    flush,
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;

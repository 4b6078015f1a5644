import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** How often the views counted in memory are written. */
export const VIEW_FLUSH_MS = 1000;

/**
 * Product views, counted in memory and written once a second in one statement for all listings viewed. Writing each
 * view as it happened cost a committed UPDATE per product page, and visitors of one popular listing queued on its
 * row lock. A view count may lag by a second, and a process that crashes loses at most that second's views.
 */
export function createViewCounter(db: Db, { onError }: { onError: (error: unknown) => void }) {
  const pending = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let writing: Promise<void> = Promise.resolve();

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
    count(listingId: string) {
      pending.set(listingId, (pending.get(listingId) ?? 0) + 1);
      timer ??= setTimeout(() => void flush().catch(onError), VIEW_FLUSH_MS);
    },
    /** Writes what was counted now (at shutdown). */
    flush,
  };
}

export type ViewCounter = ReturnType<typeof createViewCounter>;

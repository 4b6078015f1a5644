import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** True when the database answers a trivial query. */
export async function isDatabaseUp(db: Db) {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

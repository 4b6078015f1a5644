import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';

const dialect = new PgDialect();

/**
 * Runs a read as a prepared statement named by its text, so that each connection parses and plans it once and then
 * only binds it: for the hottest reads, whose planning costs as much as their execution. Only for a query whose text
 * takes a few shapes (what varies goes in parameters): each shape stays prepared on every connection. In a transaction
 * it runs as any query.
 */
export async function preparedQuery<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  if (!('$client' in db)) return (await db.execute(query)).rows as Row[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `q${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  const result = await db.$client.query({ name, text, values: params });
  return result.rows as Row[];
}

import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

const dialect = new PgDialect();

/**
 * Runs a read under a statement name, so that each connection parses and plans it once and then only binds it: for
 * the hottest reads, whose planning costs as much as their execution. The statement's text must be the same for every
 * call under the name; what varies goes in parameters.
 */
export async function namedQuery<Row>(db: Db, name: string, query: SQL): Promise<Row[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await db.$client.query({ name, text, values: params });
  return result.rows as Row[];
}

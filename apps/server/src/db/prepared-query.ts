import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { DbOrTx } from './client.js';

const dialect = new PgDialect();

/** Dates, times and intervals (and their arrays) and numeric arrays stay as PostgreSQL writes them, as `db.execute` reads them. */
const KEPT_AS_TEXT = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
  1115, // timestamp[]
  1182, // date[]
  1185, // timestamptz[]
  1187, // interval[]
  1231, // numeric[]
]);
const asDrizzleReads = {
  getTypeParser: ((id: number, format?: 'text' | 'binary') =>
    KEPT_AS_TEXT.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format)) as typeof pg.types.getTypeParser,
};

/**
 * Runs a statement prepared under a name made from its text, so that each connection parses and plans it once and
 * then only binds it: for the hottest statements, whose planning costs as much as their execution (ADR 051). Only for
 * a statement whose text takes a few shapes (what varies goes in parameters): each shape stays prepared on every
 * connection. Rows are read as `db.execute` reads them. In a transaction it runs as any statement.
 */
export async function preparedQuery<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  if (!('$client' in db)) return (await db.execute(query)).rows as Row[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `q${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  const result = await db.$client.query({ name, text, values: params, types: asDrizzleReads });
  return result.rows as Row[];
}

import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryResult } from 'pg';
import type { DbOrTx } from './client.js';

const dialect = new PgDialect();

/**
 * Runs a statement prepared under a name made from its text, so that each connection parses and plans it once and
 * then only binds it: for the hottest statements, whose planning costs as much as their execution (ADR 051). Only for
 * a statement whose text takes a few shapes (what varies goes in parameters): each shape stays prepared on every
 * connection. It runs through drizzle's session as `execute` does (in the caller's transaction, rows read alike), with
 * a name.
 */
export async function preparedQuery<Row>(db: DbOrTx, query: SQL): Promise<Row[]> {
  const built = dialect.sqlToQuery(query);
  const name = `q${createHash('sha1').update(built.sql).digest('base64url').slice(0, 20)}`;
  const result = (await db._.session.prepareQuery(built, undefined, name, false).execute()) as QueryResult;
  return result.rows as Row[];
}

/**
 * `limit … offset …` written into a statement's text rather than as parameters: with parameters, a prepared
 * statement's generic plan expects a tenth of all matches, which PostgreSQL finds dearer than a plan made for the
 * numbers, so it plans the statement again at every run (ADR 060).
 */
export function pageWindow(limit: number, offset = 0) {
  for (const bound of [limit, offset]) {
    if (!Number.isSafeInteger(bound) || bound < 0) throw new Error(`Not a page bound: ${bound}`);
  }
  return sql.raw(`limit ${limit} offset ${offset}`);
}

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
  return run<Row>(db, named(dialect.sqlToQuery(query)));
}

type Compiled = { sql: string; params: unknown[]; name: string };

const named = (built: { sql: string; params: unknown[] }): Compiled => ({
  ...built,
  name: `q${createHash('sha1').update(built.sql).digest('base64url').slice(0, 20)}`,
});

async function run<Row>(db: DbOrTx, compiled: Compiled, values?: Record<string, unknown>): Promise<Row[]> {
  const result = (await db._.session.prepareQuery(compiled, undefined, compiled.name, false).execute(values)) as QueryResult;
  return result.rows as Row[];
}

/**
 * A statement whose text never changes, written with named placeholders (`sql.placeholder('lines')`) for all it is
 * given: drizzle builds its text once, on its first run, and each run only binds the values, prepared as
 * `preparedQuery`. For the hottest writes, where building the text cost more than PostgreSQL's work (ADR 064): what
 * varies in number (a checkout's orders, lines, postings) is given as one JSON value per placeholder.
 */
export function preparedStatement<Row>(build: () => SQL) {
  let compiled: Compiled | undefined;
  return (db: DbOrTx, values: Record<string, unknown>) => {
    compiled ??= named(dialect.sqlToQuery(build()));
    return run<Row>(db, compiled, values);
  };
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

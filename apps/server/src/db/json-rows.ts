import { getTableColumns, is, SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

const namesByTable = new WeakMap<PgTable, Map<string, string>>();

/** The table's column names by field name (`checkoutId` → `checkout_id`). */
function columnNames(table: PgTable) {
  let names = namesByTable.get(table);
  if (!names) {
    names = new Map(Object.entries(getTableColumns(table)).map(([field, column]) => [field, column.name]));
    namesByTable.set(table, names);
  }
  return names;
}

/** A row of `table` keyed by column name; a field that is not a column, or a value that is SQL, is a mistake and throws. */
export function columnValues<T extends PgTable>(table: T, row: Partial<T['$inferInsert']>) {
  const names = columnNames(table);
  return Object.fromEntries(
    Object.entries(row).map(([field, value]) => {
      const name = names.get(field);
      if (!name || is(value, SQL)) throw new Error(`Not a JSON column value: ${field}`);
      return [name, value];
    }),
  );
}

/**
 * Rows of `table` as one JSON value, keyed by column name as `jsonRecords` reads them: what a statement of a fixed
 * text (`preparedStatement`) inserts however many rows there are (ADR 064).
 */
export const jsonRows = <T extends PgTable>(table: T, rows: Partial<T['$inferInsert']>[]) =>
  JSON.stringify(rows.map((row) => columnValues(table, row)));

/** The records of `jsonRows(table, …)` given as `rows` (a JSON value), typed as the table's rows. */
export const jsonRecords = (table: PgTable, rows: SQLWrapper) => sql`jsonb_populate_recordset(null::${table}, ${rows}::jsonb)`;

/** Columns as an insert's or a select's list of names. */
export const columnList = (columns: PgColumn[]) =>
  sql.join(
    columns.map((column) => sql.identifier(column.name)),
    sql`, `,
  );

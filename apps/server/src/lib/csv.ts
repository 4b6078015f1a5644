/** A spreadsheet cell: quoted when needed, and never read as a formula (a leading =, +, -, @, tab or return). */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as a CSV file: a byte-order mark so that spreadsheet apps read Arabic as UTF-8, amounts as plain numbers. */
export function csvFile(rows: (string | number)[][]): Buffer {
  const text = rows.map((row) => row.map(cell).join(',')).join('\r\n');
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

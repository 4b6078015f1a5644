import type { Transaction } from '../api/get-transactions';

/** A spreadsheet cell: quoted when needed, and never read as a formula (a leading =, +, - or @). */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Download Statement: the transactions as CSV, made in the browser. A byte-order mark lets spreadsheet apps read
 * the Arabic text as UTF-8; amounts stay plain numbers so they can be summed.
 */
export function statementCsv({
  transactions,
  headers,
  typeLabel,
}: {
  transactions: Transaction[];
  headers: { date: string; type: string; description: string; amount: string; status: string; reference: string };
  typeLabel: (type: string) => string;
}): Blob {
  const rows = [
    [headers.date, headers.type, headers.description, headers.amount, headers.status, headers.reference],
    ...transactions.map((transaction) => [
      transaction.created_at,
      typeLabel(transaction.type),
      transaction.description,
      transaction.amount,
      transaction.status,
      transaction.reference,
    ]),
  ];
  const text = rows.map((row) => row.map(cell).join(',')).join('\r\n');
  return new Blob([`\uFEFF${text}\r\n`], { type: 'text/csv;charset=utf-8' });
}

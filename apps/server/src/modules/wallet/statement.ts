import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../users/index.js';
import { balancesBefore, walletTransactions } from './wallet-views.js';

export type StatementLanguage = 'en' | 'ar';

/** Saudi Arabia keeps UTC+3 all year: a statement's days are Riyadh days. */
const RIYADH_OFFSET = '+03:00';
const DAY_MS = 86_400_000;

/** The fixed texts of a statement; the descriptions are the ledger's own. */
export const STATEMENT_TEXTS = {
  en: {
    title: 'Wallet statement',
    holder: 'Account holder',
    period: 'Period',
    generated: 'Generated',
    balances: 'Balances',
    atStart: 'At the start',
    atEnd: 'At the end',
    available: 'Available',
    pending: 'In escrow',
    held: 'Held for withdrawals',
    count: 'Transactions',
    none: 'No transactions in this period.',
    page: 'Page',
    of: 'of',
    columns: {
      date: 'Date',
      type: 'Type',
      description: 'Description',
      amount: 'Amount (SAR)',
      status: 'Status',
      reference: 'Reference',
    },
    types: {
      deposit: 'Deposit',
      purchase: 'Purchase',
      sale: 'Sale',
      release: 'Funds released',
      refund: 'Refund',
      withdrawal_request: 'Withdrawal request',
      withdrawal: 'Withdrawal',
      withdrawal_refund: 'Withdrawal refund',
      card_payment: 'Card payment',
      card_refund: 'Refund to card',
    } as Record<string, string>,
    statuses: { completed: 'Completed', pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as Record<string, string>,
  },
  ar: {
    title: 'كشف حساب المحفظة',
    holder: 'صاحب الحساب',
    period: 'الفترة',
    generated: 'تاريخ الإصدار',
    balances: 'الأرصدة',
    atStart: 'في البداية',
    atEnd: 'في النهاية',
    available: 'المتاح',
    pending: 'محجوز في الضمان',
    held: 'محجوز لطلبات السحب',
    count: 'عدد المعاملات',
    none: 'لا توجد معاملات في هذه الفترة.',
    page: 'صفحة',
    of: 'من',
    columns: {
      date: 'التاريخ',
      type: 'النوع',
      description: 'الوصف',
      amount: 'المبلغ بالريال',
      status: 'الحالة',
      reference: 'المرجع',
    },
    types: {
      deposit: 'إيداع',
      purchase: 'شراء',
      sale: 'بيع',
      release: 'تحرير المبلغ',
      refund: 'استرداد',
      withdrawal_request: 'طلب سحب',
      withdrawal: 'سحب',
      withdrawal_refund: 'إعادة مبلغ سحب',
      card_payment: 'دفع بالبطاقة',
      card_refund: 'استرداد إلى البطاقة',
    } as Record<string, string>,
    statuses: { completed: 'مكتملة', pending: 'قيد الانتظار', approved: 'مقبولة', rejected: 'مرفوضة' } as Record<string, string>,
  },
} as const;

/** `2025-03-01 14:05`, Riyadh time. */
export function riyadhTime(iso: string | Date) {
  const shifted = new Date(new Date(iso).getTime() + 3 * 3600_000).toISOString();
  return `${shifted.slice(0, 10)} ${shifted.slice(11, 16)}`;
}

/** A signed amount with two decimals and a thousands separator: `+1,250.00` (ASCII signs: the PDF's Helvetica has no U+2212). */
export const signedAmount = (sar: number) =>
  `${sar > 0 ? '+' : sar < 0 ? '-' : ''}${Math.abs(sar).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Everything a statement shows for the days `from` to `to` (both included): every movement of the period, oldest
 * first and never cut, and the balances as they stood at its start and its end.
 */
export async function readStatement(db: Db, { userId, from, to }: { userId: string; from: string; to: string }) {
  const start = new Date(`${from}T00:00:00${RIYADH_OFFSET}`);
  const end = new Date(new Date(`${to}T00:00:00${RIYADH_OFFSET}`).getTime() + DAY_MS);
  const [holder] = await db.select({ name: users.name, email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
  const [transactions, opening, closing] = await Promise.all([
    walletTransactions(db, { userId, since: start, until: end, limit: null, isOldestFirst: true }),
    balancesBefore(db, { userId, at: start }),
    balancesBefore(db, { userId, at: end }),
  ]);
  return { holder: holder ?? { name: '', email: '', phone: '' }, from, to, generatedAt: new Date(), transactions, opening, closing };
}

export type Statement = Awaited<ReturnType<typeof readStatement>>;

/** A spreadsheet cell: quoted when needed, and never read as a formula (a leading =, +, -, @, tab or return). */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The statement as CSV: a byte-order mark so that spreadsheet apps read Arabic as UTF-8, amounts as plain numbers. */
export function statementCsv(statement: Statement, language: StatementLanguage): Buffer {
  const texts = STATEMENT_TEXTS[language];
  const { columns } = texts;
  const rows: (string | number)[][] = [
    [columns.date, columns.type, columns.description, columns.amount, columns.status, columns.reference],
    ...statement.transactions.map((transaction) => [
      riyadhTime(transaction.created_at),
      texts.types[transaction.type] ?? transaction.type,
      transaction.description,
      transaction.amount,
      texts.statuses[transaction.status] ?? transaction.status,
      transaction.reference,
    ]),
  ];
  const text = rows.map((row) => row.map(cell).join(',')).join('\r\n');
  return Buffer.from(`\uFEFF${text}\r\n`, 'utf8');
}

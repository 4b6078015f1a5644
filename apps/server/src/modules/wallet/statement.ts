import { commissionVat, halalasToSar, type PlatformVat } from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { csvFile } from '../../lib/csv.js';
import { users } from '../users/index.js';
import { platformAccount } from './ledger.js';
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
    commission: 'Platform commission on sales released (VAT included)',
    commissionVat: 'Platform VAT in the commission ({{rate}}%)',
    platformVatNumber: 'GameSouq VAT number',
    noPlatformVat: 'Not VAT-registered',
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
    commission: 'عمولة المنصة على المبيعات المحررة شاملة الضريبة',
    commissionVat: 'ضريبة القيمة المضافة للمنصة في العمولة بنسبة {{rate}}٪',
    platformVatNumber: 'الرقم الضريبي لجيم سوق',
    noPlatformVat: 'غير مسجلة في ضريبة القيمة المضافة',
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

/** An amount with two decimals and a thousands separator: `1,250.00`. */
export const plainAmount = (sar: number) => sar.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** A signed amount with two decimals and a thousands separator: `+1,250.00` (ASCII signs: the PDF's Helvetica has no U+2212). */
export const signedAmount = (sar: number) =>
  `${sar > 0 ? '+' : sar < 0 ? '-' : ''}${Math.abs(sar).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * Everything a statement shows for the days `from` to `to` (both included): every movement of the period, oldest
 * first and never cut, and the balances as they stood at its start and its end.
 */
export async function readStatement(
  db: Db,
  { userId, from, to, platformVat }: { userId: string; from: string; to: string; platformVat: PlatformVat },
) {
  const start = new Date(`${from}T00:00:00${RIYADH_OFFSET}`);
  const end = new Date(new Date(`${to}T00:00:00${RIYADH_OFFSET}`).getTime() + DAY_MS);
  const [holder] = await db.select({ name: users.name, email: users.email, phone: users.phone }).from(users).where(eq(users.id, userId));
  const [transactions, opening, closing, commission] = await Promise.all([
    walletTransactions(db, { userId, since: start, until: end, limit: null, isOldestFirst: true }),
    balancesBefore(db, { userId, at: start }),
    balancesBefore(db, { userId, at: end }),
    commissionOf(db, { sellerId: userId, start, end }),
  ]);
  return {
    holder: holder ?? { name: '', email: '', phone: '' },
    from,
    to,
    generatedAt: new Date(),
    transactions,
    opening,
    closing,
    // The platform's commission on the seller's sales released in the period, and the platform's VAT inside it.
    commission: {
      amount: halalasToSar(commission),
      vat: halalasToSar(commissionVat(commission, platformVat)),
      ratePercent: platformVat.ratePercent,
      platformVatNumber: platformVat.vatNumber,
    },
  };
}

export type Statement = Awaited<ReturnType<typeof readStatement>>;

/** Halalas the platform took as commission when the seller's sales were released between `start` and `end`. */
async function commissionOf(db: Db, { sellerId, start, end }: { sellerId: string; start: Date; end: Date }) {
  const result = await db.execute(sql`
    select coalesce(sum(l.amount), 0)::bigint as commission from journal_entries e join journal_lines l on l.entry_id = e.id
    where e.kind = 'release' and e.user_id = ${sellerId} and l.account_id = ${platformAccount('revenue')}
      and e.created_at >= ${start.toISOString()} and e.created_at < ${end.toISOString()}`);
  return Number((result.rows[0] as { commission: unknown }).commission);
}

/** The commission lines under a statement's movements, in the statement's language; none without commission. */
export function commissionLines(statement: Statement, language: StatementLanguage): [string, number | string][] {
  const texts = STATEMENT_TEXTS[language];
  const { commission } = statement;
  if (commission.amount === 0) return [];
  return [
    [texts.commission, commission.amount],
    [texts.commissionVat.replace('{{rate}}', String(commission.ratePercent)), commission.vat],
    [texts.platformVatNumber, commission.platformVatNumber ?? texts.noPlatformVat],
  ];
}

/** The statement as CSV, amounts as plain numbers. */
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
  const commission = commissionLines(statement, language);
  return csvFile(commission.length ? [...rows, [], ...commission] : rows);
}

import { csvFile } from '../../lib/csv.js';
import type { VatReport } from './vat-report.js';

export type ReportLanguage = 'en' | 'ar';

/** The fixed texts of the VAT report files (no brackets in Arabic: the PDF's bidi does not mirror them). */
export const VAT_REPORT_TEXTS = {
  en: {
    title: 'VAT report',
    seller: 'Seller',
    vatNumber: 'VAT number',
    crNumber: 'CR number',
    notRegistered: 'Not VAT-registered',
    period: 'Period',
    platformVatNumber: 'GameSouq VAT number',
    totals: 'Totals',
    none: 'No sales in this period.',
    columns: {
      order: 'Order',
      date: 'Date',
      gross: 'Sales incl. VAT (SAR)',
      net: 'Sales net (SAR)',
      vat: 'VAT charged (SAR)',
      vatPercent: 'VAT %',
      platformPromo: 'Promo paid by GameSouq (SAR)',
      commission: 'Commission incl. VAT (SAR)',
      commissionNet: 'Commission net (SAR)',
      commissionVat: 'VAT on commission (SAR)',
    },
    orders: 'Orders',
  },
  ar: {
    title: 'تقرير ضريبة القيمة المضافة',
    seller: 'البائع',
    vatNumber: 'الرقم الضريبي',
    crNumber: 'رقم السجل التجاري',
    notRegistered: 'غير مسجل في ضريبة القيمة المضافة',
    period: 'الفترة',
    platformVatNumber: 'الرقم الضريبي لجيم سوق',
    totals: 'الإجماليات',
    none: 'لا توجد مبيعات في هذه الفترة.',
    columns: {
      order: 'الطلب',
      date: 'التاريخ',
      gross: 'المبيعات شاملة الضريبة بالريال',
      net: 'صافي المبيعات بالريال',
      vat: 'الضريبة المحصلة بالريال',
      vatPercent: 'نسبة الضريبة',
      platformPromo: 'خصم دفعته جيم سوق بالريال',
      commission: 'العمولة شاملة الضريبة بالريال',
      commissionNet: 'صافي العمولة بالريال',
      commissionVat: 'ضريبة العمولة بالريال',
    },
    orders: 'الطلبات',
  },
} as const;

/** `2026-11-27`, the Riyadh day of a timestamp. */
export const riyadhDay = (iso: string) => new Date(new Date(iso).getTime() + 3 * 3600_000).toISOString().slice(0, 10);

/** The report as CSV: the seller and period, the totals, then one line per order; amounts as plain numbers. */
export function vatReportCsv(report: VatReport, language: ReportLanguage): Buffer {
  const texts = VAT_REPORT_TEXTS[language];
  const { columns } = texts;
  const { totals } = report;
  return csvFile([
    [texts.title],
    [texts.seller, report.seller.name],
    [texts.vatNumber, report.seller.vatNumber ?? texts.notRegistered],
    [texts.crNumber, report.seller.crNumber ?? ''],
    [texts.period, `${report.from} – ${report.to}`],
    [texts.platformVatNumber, report.platformVatNumber ?? texts.notRegistered],
    [],
    [
      texts.totals,
      texts.orders,
      columns.gross,
      columns.net,
      columns.vat,
      columns.platformPromo,
      columns.commission,
      columns.commissionNet,
      columns.commissionVat,
    ],
    [
      '',
      totals.orders,
      totals.gross,
      totals.net,
      totals.vat,
      totals.platformPromo,
      totals.commission,
      totals.commissionNet,
      totals.commissionVat,
    ],
    [],
    [
      columns.order,
      columns.date,
      columns.gross,
      columns.net,
      columns.vat,
      columns.vatPercent,
      columns.platformPromo,
      columns.commission,
      columns.commissionVat,
    ],
    ...report.orders.map((order) => [
      order.orderId,
      riyadhDay(order.date),
      order.gross,
      order.net,
      order.vat,
      order.vatPercent,
      order.platformPromo,
      order.commission,
      order.commissionVat,
    ]),
  ]);
}

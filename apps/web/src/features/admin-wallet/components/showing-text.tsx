import { formatNumber } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

/** "Showing 11 to 20 of 43 results". */
export function ShowingRange({ page, limit, total }: { page: number; limit: number; total: number }) {
  const { t, i18n } = useTranslation();
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);
  const n = (value: number) => formatNumber(value, i18n.language);
  return <p className="text-sm text-slate-600">{t('adminPanel.common.showingRange', { from: n(from), to: n(to), total: n(total) })}</p>;
}

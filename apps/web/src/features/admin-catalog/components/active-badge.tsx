import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

export function ActiveBadge({ isActive }: { isActive: boolean }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn(
        'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset',
        isActive ? 'bg-emerald-50 text-emerald-700 ring-emerald-200' : 'bg-slate-100 text-slate-600 ring-slate-200',
      )}
    >
      {t(isActive ? 'adminPanel.common.active' : 'adminPanel.common.inactive')}
    </span>
  );
}

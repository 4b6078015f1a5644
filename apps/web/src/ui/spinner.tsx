import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-slate-500', className)}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-600" />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

export function FullPageSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50">
      <Spinner />
    </div>
  );
}

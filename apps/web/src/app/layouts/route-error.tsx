import { TriangleAlert } from 'lucide-react';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/ui/button';

/** Shown when a page fails to render or its code cannot be loaded (e.g. after a deploy). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh items-center justify-center bg-slate-50 px-4">
      <div role="alert" className="max-w-md rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
        <TriangleAlert aria-hidden="true" className="mx-auto size-10 text-amber-500" />
        <h1 className="mt-4 text-xl font-bold text-slate-900">{t('common.errorTitle')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('common.errorText')}</p>
        <div className="mt-6 flex justify-center gap-3">
          <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
          <Button variant="secondary" onClick={() => window.location.assign('/')}>
            {t('common.backToHome')}
          </Button>
        </div>
      </div>
    </div>
  );
}

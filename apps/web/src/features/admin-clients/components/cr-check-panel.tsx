import { BadgeCheck, CircleAlert, RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { type SellerRequest, useCheckCr } from '../api/requests';

const TONE = {
  active: 'bg-emerald-50 text-emerald-950 ring-emerald-200',
  expired: 'bg-red-50 text-red-950 ring-red-200',
  not_found: 'bg-amber-50 text-amber-950 ring-amber-200',
} as const;

/** What the commercial registry says of a shop request's CR number (ADR 041), with a button to ask it again. */
export function CrCheckPanel({ request }: { request: SellerRequest }) {
  const { t } = useTranslation();
  const checkCr = useCheckCr();
  const check = request.crCheck;
  const askAgain = () =>
    checkCr.mutate(request.id, {
      onError: (error) => toast.error(errorMessage(t, error, { fallback: t('adminPanel.clients.cr.failed') })),
    });
  return (
    <section
      aria-label={t('adminPanel.clients.cr.title')}
      className={cn('mt-3 rounded-lg px-3 py-2 text-sm ring-1', check ? TONE[check.status] : 'bg-slate-50 text-slate-700 ring-slate-200')}
    >
      <div className="flex items-center justify-between gap-2">
        <p className="flex items-center gap-1.5 font-semibold">
          {check?.status === 'active' ? (
            <BadgeCheck aria-hidden="true" className="size-4" />
          ) : (
            <CircleAlert aria-hidden="true" className="size-4" />
          )}
          {check ? t(`adminPanel.clients.cr.status.${check.status}`) : t('adminPanel.clients.cr.unchecked')}
        </p>
        <Button size="sm" variant="ghost" isLoading={checkCr.isPending} onClick={askAgain}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('adminPanel.clients.cr.checkAgain')}
        </Button>
      </div>
      {check?.name ? (
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
          <dt className="opacity-80">{t('adminPanel.clients.cr.name')}</dt>
          <dd>
            <bdi>{check.name}</bdi>{' '}
            <span className="text-xs font-medium">
              {check.nameMatches ? t('adminPanel.clients.cr.nameMatches') : t('adminPanel.clients.cr.nameDiffers')}
            </span>
          </dd>
          {check.owners.length > 0 ? (
            <>
              <dt className="opacity-80">{t('adminPanel.clients.cr.owners')}</dt>
              <dd>
                <bdi>{check.owners.join('، ')}</bdi>
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {check?.status === 'expired' ? <p className="mt-1 text-xs">{t('adminPanel.clients.cr.cannotApprove')}</p> : null}
    </section>
  );
}

import type { TZatcaOnboardingView } from '@gamesouq/core';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

const TONE = { PASS: 'bg-emerald-100 text-emerald-800', WARNING: 'bg-amber-100 text-amber-900', ERROR: 'bg-red-100 text-red-800' } as const;

/** What ZATCA answered for each sample document, with its messages as ZATCA wrote them. */
export function ComplianceChecks({ checks }: { checks: TZatcaOnboardingView['checks'] }) {
  const { t, i18n } = useTranslation();
  if (checks.length === 0) return <p className="text-sm text-slate-500">{t('adminPanel.zatca.noChecks')}</p>;
  return (
    <ul className="divide-y divide-slate-100" aria-label={t('adminPanel.zatca.checksTitle')}>
      {checks.map((check) => (
        <li key={check.document} className="py-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium text-slate-900">{t(`adminPanel.zatca.document.${check.document}`)}</span>
            <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', TONE[check.status])}>
              {t(`adminPanel.zatca.result.${check.status}`)}
            </span>
          </div>
          <p className="mt-1 text-xs text-slate-500">{formatDateTime(check.checkedAt, i18n.language)}</p>
          {check.messages.length > 0 ? (
            <ul className="mt-2 space-y-1 text-xs text-slate-700" dir="ltr">
              {check.messages.map((message) => (
                <li key={message} className="rounded bg-slate-50 px-2 py-1 text-start">
                  {message}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

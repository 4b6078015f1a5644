import type { TZatcaOnboardingView } from '@gamesouq/core';
import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

const STEPS = ['not_started', 'compliance', 'checks_passed', 'production'] as const;

/** The four states of onboarding in order, those reached ticked and the current one marked. */
export function OnboardingSteps({ status }: { status: TZatcaOnboardingView['status'] }) {
  const { t } = useTranslation();
  const current = STEPS.indexOf(status);
  return (
    <ol className="grid gap-2 sm:grid-cols-4" aria-label={t('adminPanel.zatca.stepsLabel')}>
      {STEPS.map((step, i) => (
        <li
          key={step}
          aria-current={i === current ? 'step' : undefined}
          className={cn(
            'flex items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1',
            i === current ? 'bg-emerald-50 font-semibold text-emerald-900 ring-emerald-300' : 'bg-white text-slate-600 ring-slate-200',
          )}
        >
          <span
            className={cn(
              'flex size-6 shrink-0 items-center justify-center rounded-full text-xs',
              i < current || status === 'production' ? 'bg-emerald-600 text-white' : 'bg-slate-100 text-slate-600',
            )}
            aria-hidden="true"
          >
            {i < current || status === 'production' ? <Check className="size-3.5" /> : i + 1}
          </span>
          {t(`adminPanel.zatca.status.${step}`)}
        </li>
      ))}
    </ol>
  );
}

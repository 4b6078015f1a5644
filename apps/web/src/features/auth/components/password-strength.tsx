import { passwordScore, passwordStrengthLabel } from '@gamesouq/core';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';

const colours = { Weak: 'bg-red-500', Fair: 'bg-amber-500', Good: 'bg-lime-500', Strong: 'bg-emerald-600' } as const;
const textColours = { Weak: 'text-red-600', Fair: 'text-amber-700', Good: 'text-lime-700', Strong: 'text-emerald-700' } as const;

/** Five bars, one per criterion met (length 8+, lowercase, uppercase, digit, symbol), and the label. */
export function PasswordStrength({ password }: { password: string }) {
  const { t } = useTranslation();
  const score = passwordScore(password);
  const label = passwordStrengthLabel(score);
  if (!password) return <p className="text-xs text-slate-500">{t('passwordStrength.hint')}</p>;
  return (
    <div className="space-y-1.5" aria-live="polite">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((step) => (
          <span key={step} className={cn('h-1.5 flex-1 rounded-full', step <= score ? colours[label] : 'bg-slate-200')} />
        ))}
      </div>
      <p className="text-xs text-slate-600">
        {t('passwordStrength.label')}: <span className={cn('font-semibold', textColours[label])}>{t(`passwordStrength.${label}`)}</span>
      </p>
    </div>
  );
}

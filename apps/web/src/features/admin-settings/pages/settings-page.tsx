import { MIN_PASSWORD_SCORE, passwordScore, passwordStrengthLabel, STRONG_PASSWORD_MIN_LENGTH } from '@gamesouq/core';
import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import { PageHeader } from '@/ui/page-header';
import { useChangePassword } from '../api/change-password';
import { PasswordInput } from '../components/password-input';

const BAR = { Weak: 'bg-red-500', Fair: 'bg-amber-500', Good: 'bg-lime-500', Strong: 'bg-emerald-600' } as const;

/** Settings: Change Password with the strength meter and the live match text, and the Security Tips (admin §2 and §5). */
export function AdminSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminPanel.settings.title'));
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const score = passwordScore(next);
  const label = passwordStrengthLabel(score);
  const isEmpty = !current || !next || !confirm;
  const isMismatch = confirm !== '' && next !== confirm;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = isEmpty
      ? 'allRequired'
      : next !== confirm
        ? 'mismatch'
        : next.length < STRONG_PASSWORD_MIN_LENGTH
          ? 'tooShort'
          : score < MIN_PASSWORD_SCORE
            ? 'tooWeak'
            : null;
    if (problem) {
      setError(t(`adminPanel.settings.errors.${problem}`));
      return;
    }
    setError(null);
    try {
      await change.mutateAsync({ currentPassword: current, newPassword: next });
      toast.success(t('adminPanel.settings.changed'));
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (e) {
      if (e instanceof ApiError && e.code === 'WRONG_PASSWORD') setError(t('adminPanel.settings.errors.wrongCurrent'));
      else setError(e instanceof ApiError && e.message ? e.message : t('adminPanel.settings.errors.failed'));
    }
  }

  return (
    <section className="space-y-6">
      <PageHeader title={t('adminPanel.settings.title')} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,36rem)_20rem]">
        <form noValidate onSubmit={submit} className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h2 className="font-bold text-slate-900">{t('adminPanel.settings.changePassword')}</h2>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <PasswordInput label={t('adminPanel.settings.current')} value={current} onChange={setCurrent} autoComplete="current-password" />
          <PasswordInput label={t('adminPanel.settings.new')} value={next} onChange={setNext} autoComplete="new-password" />
          <div className="space-y-1.5" aria-live="polite">
            <div className="flex gap-1" aria-hidden="true">
              {[1, 2, 3, 4, 5].map((step) => (
                <span key={step} className={cn('h-1.5 flex-1 rounded-full', next && step <= score ? BAR[label] : 'bg-slate-200')} />
              ))}
            </div>
            <p className="text-xs text-slate-600">
              {next ? `${t('passwordStrength.label')}: ${t(`passwordStrength.${label}`)}` : t('adminPanel.settings.hint')}
            </p>
          </div>
          <PasswordInput label={t('adminPanel.settings.confirm')} value={confirm} onChange={setConfirm} autoComplete="new-password" />
          {confirm ? (
            <p aria-live="polite" className={cn('text-sm', isMismatch ? 'text-red-600' : 'text-emerald-700')}>
              {t(isMismatch ? 'adminPanel.settings.noMatch' : 'adminPanel.settings.match')}
            </p>
          ) : null}
          <Button type="submit" isLoading={change.isPending} disabled={isEmpty || next !== confirm || score < MIN_PASSWORD_SCORE}>
            {t('adminPanel.settings.submit')}
          </Button>
        </form>
        <aside className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h2 className="flex items-center gap-2 font-bold text-slate-900">
            <ShieldCheck aria-hidden="true" className="size-5 text-brand-600" />
            {t('adminPanel.settings.tipsTitle')}
          </h2>
          <ul className="mt-3 list-disc space-y-2 ps-5 text-sm text-slate-600">
            {(['unique', 'length', 'mix', 'share', 'signOut'] as const).map((tip) => (
              <li key={tip}>{t(`adminPanel.settings.tips.${tip}`)}</li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}

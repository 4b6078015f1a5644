import { MIN_PASSWORD_SCORE, passwordScore, passwordStrengthLabel, STRONG_PASSWORD_MIN_LENGTH } from '@gamesouq/core';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { Form } from '@/ui/form/form';
import { useZodForm } from '@/ui/form/use-zod-form';
import { FormAlert } from '@/ui/form-alert';
import { PageHeader } from '@/ui/page-header';
import { useChangePassword } from '../api/change-password';
import { PasswordInput } from '../components/password-input';

const EMPTY = { current: '', next: '', confirm: '' };
type Problem = 'allRequired' | 'mismatch' | 'tooShort' | 'tooWeak';

/** The checks before sending (admin §5), in order; the one that fails shows above the form. */
const ZPasswordForm = z
  .object({ current: z.string(), next: z.string(), confirm: z.string() })
  .superRefine(({ current, next, confirm }, ctx) => {
    const problem: Problem | null =
      !current || !next || !confirm
        ? 'allRequired'
        : next !== confirm
          ? 'mismatch'
          : next.length < STRONG_PASSWORD_MIN_LENGTH
            ? 'tooShort'
            : passwordScore(next) < MIN_PASSWORD_SCORE
              ? 'tooWeak'
              : null;
    if (problem) ctx.addIssue({ code: 'custom', path: ['form'], message: problem });
  });

const BAR = { Weak: 'bg-red-500', Fair: 'bg-amber-500', Good: 'bg-lime-500', Strong: 'bg-emerald-600' } as const;

/** Settings: Change Password with the strength meter and the live match text, and the Security Tips (admin §2 and §5). */
export function AdminSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminPanel.settings.title'));
  const change = useChangePassword();
  const form = useZodForm(ZPasswordForm, { defaultValues: EMPTY });
  const [failure, setFailure] = useState<string | null>(null);
  const { current, next, confirm } = form.watch();
  const score = passwordScore(next);
  const label = passwordStrengthLabel(score);
  const isEmpty = !current || !next || !confirm;
  const isMismatch = confirm !== '' && next !== confirm;
  const problem = form.formState.errors.form?.message as Problem | undefined;
  const error = problem ? t(`adminPanel.settings.errors.${problem}`) : failure;

  async function submit(values: typeof EMPTY) {
    setFailure(null);
    try {
      await change.mutateAsync({ currentPassword: values.current, newPassword: values.next });
      toast.success(t('adminPanel.settings.changed'));
      form.reset(EMPTY);
    } catch (e) {
      if (e instanceof ApiError && e.code === 'WRONG_PASSWORD') setFailure(t('adminPanel.settings.errors.wrongCurrent'));
      else setFailure(e instanceof ApiError && e.message ? e.message : t('adminPanel.settings.errors.failed'));
    }
  }

  return (
    <section className="space-y-6">
      <PageHeader title={t('adminPanel.settings.title')} />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,36rem)_20rem]">
        <Form form={form} onSubmit={submit} className="space-y-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
          <h2 className="font-bold text-slate-900">{t('adminPanel.settings.changePassword')}</h2>
          {error ? <FormAlert>{error}</FormAlert> : null}
          <PasswordInput label={t('adminPanel.settings.current')} autoComplete="current-password" {...form.register('current')} />
          <PasswordInput label={t('adminPanel.settings.new')} autoComplete="new-password" {...form.register('next')} />
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
          <PasswordInput label={t('adminPanel.settings.confirm')} autoComplete="new-password" {...form.register('confirm')} />
          {confirm ? (
            <p aria-live="polite" className={cn('text-sm', isMismatch ? 'text-red-600' : 'text-emerald-700')}>
              {t(isMismatch ? 'adminPanel.settings.noMatch' : 'adminPanel.settings.match')}
            </p>
          ) : null}
          <Button type="submit" isLoading={change.isPending} disabled={isEmpty || next !== confirm || score < MIN_PASSWORD_SCORE}>
            {t('adminPanel.settings.submit')}
          </Button>
        </Form>
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

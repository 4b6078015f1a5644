import { PASSWORD_CHANGE_MESSAGES, passwordChangeError, passwordScore, passwordStrengthLabel, type TPasswordChange } from '@gamesouq/core';
import { useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { cn } from '@/lib/cn';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { Form } from '@/ui/form/form';
import { useZodForm } from '@/ui/form/use-zod-form';
import { FormAlert } from '@/ui/form-alert';
import { TextField } from '@/ui/text-field';

const MESSAGE_KEYS = {
  [PASSWORD_CHANGE_MESSAGES.required]: 'passwordChange.required',
  [PASSWORD_CHANGE_MESSAGES.mismatch]: 'passwordChange.mismatch',
  [PASSWORD_CHANGE_MESSAGES.tooShort]: 'passwordChange.tooShort',
  [PASSWORD_CHANGE_MESSAGES.tooWeak]: 'passwordChange.tooWeak',
} as const;
const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Core's password-change check (the server's too), its one message shown above the form. */
const ZPasswordChangeForm = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((values, ctx) => {
    const problem = passwordChangeError(values);
    if (problem) ctx.addIssue({ code: 'custom', path: ['form'], message: MESSAGE_KEYS[problem as keyof typeof MESSAGE_KEYS] });
  });
const BAR = ['bg-red-500', 'bg-red-500', 'bg-red-500', 'bg-amber-500', 'bg-sky-500', 'bg-emerald-500'];

/**
 * Password change with the five-point strength meter (seller §5) for the trader Settings and Account Settings;
 * the same checks run on the server, which `onSubmit` calls.
 */
export function PasswordChangeForm({ onSubmit }: { onSubmit: (values: TPasswordChange) => Promise<unknown> }) {
  const { t } = useTranslation();
  const form = useZodForm(ZPasswordChangeForm, { defaultValues: EMPTY });
  const [failure, setFailure] = useState<string | null>(null);
  const newPassword = form.watch('newPassword');
  const score = passwordScore(newPassword);
  const strength = passwordStrengthLabel(score);
  const problem = form.formState.errors.form?.message;
  const error = problem ? t(problem as (typeof MESSAGE_KEYS)[keyof typeof MESSAGE_KEYS]) : failure;

  const submit = (values: TPasswordChange) => {
    setFailure(null);
    return onSubmit(values)
      .then(() => {
        toast.success(t('passwordChange.changed'));
        form.reset(EMPTY);
      })
      .catch((cause: unknown) => setFailure(errorMessage(t, cause, { fallback: t('passwordChange.failed') })));
  };
  const input = (name: keyof typeof EMPTY) => ({
    type: 'password',
    autoComplete: name === 'currentPassword' ? 'current-password' : 'new-password',
    ...form.register(name),
  });

  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      {error ? <FormAlert>{error}</FormAlert> : null}
      <TextField label={t('passwordChange.current')} {...input('currentPassword')} />
      <TextField label={t('passwordChange.new')} {...input('newPassword')} />
      {newPassword ? (
        <div aria-live="polite" className="space-y-1">
          <div className="flex gap-1" aria-hidden="true">
            {[1, 2, 3, 4, 5].map((step) => (
              <span key={step} className={cn('h-1.5 flex-1 rounded-full', step <= score ? BAR[score] : 'bg-slate-200')} />
            ))}
          </div>
          <p className="text-xs text-slate-600">
            {t('passwordStrength.label')}: <span className="font-semibold">{t(`passwordStrength.${strength}`)}</span>
          </p>
        </div>
      ) : (
        <p className="text-xs text-slate-500">{t('passwordStrength.hint')}</p>
      )}
      <TextField label={t('passwordChange.confirm')} {...input('confirmPassword')} />
      <Button type="submit" isLoading={form.formState.isSubmitting}>
        {t('passwordChange.submit')}
      </Button>
    </Form>
  );
}

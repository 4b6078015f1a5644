import { PASSWORD_CHANGE_MESSAGES, passwordChangeError, passwordScore, passwordStrengthLabel, type TPasswordChange } from '@gamesouq/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import { TextField } from '@/ui/text-field';

const MESSAGE_KEYS = {
  [PASSWORD_CHANGE_MESSAGES.required]: 'passwordChange.required',
  [PASSWORD_CHANGE_MESSAGES.mismatch]: 'passwordChange.mismatch',
  [PASSWORD_CHANGE_MESSAGES.tooShort]: 'passwordChange.tooShort',
  [PASSWORD_CHANGE_MESSAGES.tooWeak]: 'passwordChange.tooWeak',
} as const;
const BAR = ['bg-red-500', 'bg-red-500', 'bg-red-500', 'bg-amber-500', 'bg-sky-500', 'bg-emerald-500'];

/**
 * Password change with the five-point strength meter (seller §5) for the trader Settings and Account Settings;
 * the same checks run on the server, which `onSubmit` calls.
 */
export function PasswordChangeForm({ onSubmit }: { onSubmit: (values: TPasswordChange) => Promise<unknown> }) {
  const { t } = useTranslation();
  const [isPending, setIsPending] = useState(false);
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [error, setError] = useState<string | null>(null);
  const score = passwordScore(values.newPassword);
  const strength = passwordStrengthLabel(score);

  const submit = () => {
    const problem = passwordChangeError(values);
    if (problem) return setError(t(MESSAGE_KEYS[problem as keyof typeof MESSAGE_KEYS]));
    setError(null);
    setIsPending(true);
    onSubmit(values)
      .then(() => {
        toast.success(t('passwordChange.changed'));
        setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
      })
      .catch((cause: unknown) => setError(errorMessage(t, cause, { fallback: t('passwordChange.failed') })))
      .finally(() => setIsPending(false));
  };
  const input = (name: keyof typeof values) => ({
    type: 'password',
    autoComplete: name === 'currentPassword' ? 'current-password' : 'new-password',
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {error ? <FormAlert>{error}</FormAlert> : null}
      <TextField label={t('passwordChange.current')} {...input('currentPassword')} />
      <TextField label={t('passwordChange.new')} {...input('newPassword')} />
      {values.newPassword ? (
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
      <Button type="submit" isLoading={isPending}>
        {t('passwordChange.submit')}
      </Button>
    </form>
  );
}

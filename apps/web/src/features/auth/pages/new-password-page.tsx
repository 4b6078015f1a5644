import { ZNewPasswordForm } from '@gamesouq/core';
import { LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { errorMessage, translateMessage } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BackButton } from '@/ui/back-button';
import { Button } from '@/ui/button';
import { useZodForm } from '@/ui/form/use-zod-form';
import { TextField } from '@/ui/text-field';
import { useRecoverReset } from '../api/recover-reset';
import { AuthShell } from '../components/auth-shell';
import { PasswordStrength } from '../components/password-strength';
import { StepHeading } from '../components/step-heading';
import { recoveryStorage } from '../lib/recovery-storage';

/** Step 3 of password recovery: the new password (8+ characters, typed twice). */
export function NewPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useRecoverReset();
  const [resetToken] = useState(() => recoveryStorage.getResetToken());
  const [failure, setFailure] = useState<{ message: string; canRestart: boolean } | null>(null);
  useDocumentTitle(t('recovery.reset.title'));
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useZodForm(ZNewPasswordForm, { defaultValues: { password: '', confirmPassword: '' } });

  if (!resetToken) return <Navigate to={paths.auth.recoverPassword.getHref()} replace />;

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      await reset.mutateAsync({ resetToken, password });
      recoveryStorage.clear();
      toast.success(t('recovery.reset.success'));
      navigate(paths.auth.login.getHref(), { replace: true });
    } catch (error) {
      setFailure({
        message: errorMessage(t, error, { fallback: t('recovery.reset.failed'), networkFallback: t('common.genericError') }),
        canRestart: error instanceof ApiError && error.code === 'RESET_TOKEN_INVALID',
      });
    }
  });

  return (
    <AuthShell topStart={<BackButton to={paths.auth.login.getHref()} label={t('recovery.backToLogin')} />}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <StepHeading icon={<LockKeyhole aria-hidden="true" className="size-7" />} title={t('recovery.reset.title')}>
          {t('recovery.reset.subtitle')}
        </StepHeading>
        <div className="space-y-2">
          <TextField
            label={t('recovery.reset.password')}
            type="password"
            autoComplete="new-password"
            autoFocus
            error={translateMessage(t, errors.password?.message)}
            {...register('password')}
          />
          <PasswordStrength password={watch('password')} />
        </div>
        <TextField
          label={t('recovery.reset.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={translateMessage(t, errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        {failure ? (
          <div role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
            {failure.message}{' '}
            {failure.canRestart ? (
              <Link
                to={paths.auth.recoverPassword.getHref()}
                onClick={() => recoveryStorage.clear()}
                className="font-semibold underline underline-offset-2"
              >
                {t('recovery.reset.restart')}
              </Link>
            ) : null}
          </div>
        ) : null}
        <Button type="submit" size="lg" className="w-full" isLoading={reset.isPending}>
          {t('recovery.reset.submit')}
        </Button>
      </form>
    </AuthShell>
  );
}

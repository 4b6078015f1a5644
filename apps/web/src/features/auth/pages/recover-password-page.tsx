import { ZRecoverRequest } from '@gamesouq/core';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { errorMessage, translateMessage } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BackButton } from '@/ui/back-button';
import { Button } from '@/ui/button';
import { useZodForm } from '@/ui/form/use-zod-form';
import { TextField } from '@/ui/text-field';
import { useRecover } from '../api/recover';
import { AuthShell } from '../components/auth-shell';
import { StepHeading } from '../components/step-heading';
import { recoveryStorage } from '../lib/recovery-storage';

/** Step 1 of password recovery: where to send the 4-digit code. */
export function RecoverPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const recover = useRecover();
  const [failure, setFailure] = useState<string | null>(null);
  useDocumentTitle(t('recovery.request.title'));
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(ZRecoverRequest, { defaultValues: { emailOrPhone: recoveryStorage.getIdentifier() ?? '' } });

  const onSubmit = handleSubmit(async ({ emailOrPhone }) => {
    setFailure(null);
    try {
      await recover.mutateAsync({ emailOrPhone });
      recoveryStorage.setIdentifier(emailOrPhone);
      navigate(paths.auth.verifyCode.getHref(), { state: { emailOrPhone } });
    } catch (error) {
      setFailure(errorMessage(t, error, { fallback: t('recovery.request.failed'), networkFallback: t('common.genericError') }));
    }
  });

  return (
    <AuthShell topStart={<BackButton to={paths.auth.login.getHref()} label={t('recovery.backToLogin')} />}>
      <form onSubmit={onSubmit} noValidate className="space-y-6">
        <StepHeading icon={<KeyRound aria-hidden="true" className="size-7" />} title={t('recovery.request.title')}>
          {t('recovery.request.subtitle')}
        </StepHeading>
        <TextField
          label={t('recovery.request.emailOrPhone')}
          autoComplete="username"
          autoFocus
          error={translateMessage(t, errors.emailOrPhone?.message)}
          {...register('emailOrPhone')}
        />
        {failure ? (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
            {failure}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" isLoading={recover.isPending}>
          {t('common.continue')}
        </Button>
      </form>
    </AuthShell>
  );
}

import { RECOVERY_CODE_LENGTH } from '@gamesouq/core';
import { MailCheck } from 'lucide-react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { CodeVerificationForm } from '@/entities/phone/components/code-verification-form';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BackButton } from '@/ui/back-button';
import { recover } from '../api/recover';
import { useRecoverVerify } from '../api/recover-verify';
import { AuthShell } from '../components/auth-shell';
import { recoveryStorage } from '../lib/recovery-storage';

/** Step 2 of password recovery: the 4-digit code, traded for a reset token. */
export function VerifyCodePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const recoverVerify = useRecoverVerify();
  const emailOrPhone = (location.state as { emailOrPhone?: string } | null)?.emailOrPhone ?? recoveryStorage.getIdentifier();
  useDocumentTitle(t('recovery.verify.title'));

  if (!emailOrPhone) return <Navigate to={paths.auth.recoverPassword.getHref()} replace />;

  return (
    <AuthShell topStart={<BackButton to={paths.auth.login.getHref()} label={t('recovery.backToLogin')} />}>
      <CodeVerificationForm
        length={RECOVERY_CODE_LENGTH}
        icon={<MailCheck aria-hidden="true" className="size-7" />}
        title={t('recovery.verify.title')}
        description={
          <>
            {t('recovery.verify.sentTo')}{' '}
            <span dir="ltr" className="font-semibold break-all text-slate-900">
              {emailOrPhone}
            </span>
          </>
        }
        submitLabel={t('common.continue')}
        onVerify={async (code) => {
          const { resetToken } = await recoverVerify.mutateAsync({ emailOrPhone, code });
          recoveryStorage.setResetToken(resetToken);
          navigate(paths.auth.newPassword.getHref(), { replace: true });
        }}
        onResend={async () => {
          await recover({ emailOrPhone });
        }}
        onBack={() => navigate(paths.auth.recoverPassword.getHref())}
        backLabel={t('common.back')}
      />
    </AuthShell>
  );
}

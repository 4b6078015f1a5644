import { formatPhoneDisplay } from '@gamesouq/core';
import { MessageSquareLock } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { checkUserByPhone } from '@/entities/phone/api/check-user-by-phone';
import { CodeSentTo } from '@/entities/phone/components/code-sent-to';
import { CodeVerificationForm } from '@/entities/phone/components/code-verification-form';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { serverReason } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { sendVerificationSms } from '../api/send-verification-sms';
import { useSigninWithOtp } from '../api/signin-with-otp';
import { OtpShell } from '../components/otp-shell';
import { PhoneStepForm } from '../components/phone-step-form';
import { startSession } from '../lib/start-session';

type CodeStep = { phone: string; sessionId: string };

async function sendSignInCode(phone: string): Promise<string> {
  const reply = await sendVerificationSms({ phoneNumber: phone });
  if (!reply?.success || !reply.sessionId) throw new ApiError({ status: 200, message: reply?.message ?? '' });
  return reply.sessionId;
}

/** Sign in with a code sent by SMS: the phone step, then the code step (spec buyer §2, §4). */
export function OtpSigninPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signin = useSigninWithOtp();
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  useDocumentTitle(t('otp.title'));

  /** Sends the code to a registered number; otherwise says why under the field. */
  async function onSendCode(phone: string): Promise<string | undefined> {
    try {
      const { exists } = await checkUserByPhone({ phoneNumber: phone });
      if (!exists) return t('errors.PHONE_NOT_REGISTERED');
      setCodeStep({ phone, sessionId: await sendSignInCode(phone) });
    } catch (error) {
      if (!(error instanceof ApiError)) return t('common.genericError');
      const reason = serverReason(t, error);
      return reason ? `${t('verification.sendFailed')} ${reason}` : t('verification.sendFailed');
    }
  }

  async function onVerify(code: string) {
    if (!codeStep) return;
    const reply = await signin.mutateAsync({ phoneNumber: codeStep.phone, code, sessionId: codeStep.sessionId });
    const token = reply.access_token ?? reply.token;
    if (token && reply.user) await startSession({ token, refreshToken: reply.refresh_token, user: reply.user });
    toast.success(t('auth.login.success'));
    navigate(token ? paths.auth.loginSuccess.getHref() : paths.app.home.getHref(), { replace: true });
  }

  return (
    <OtpShell>
      {codeStep ? (
        <CodeVerificationForm
          icon={<MessageSquareLock aria-hidden="true" className="size-7" />}
          title={t('otp.codeTitle')}
          description={<CodeSentTo text={t('otp.codeSentTo')} to={formatPhoneDisplay(codeStep.phone)} />}
          submitLabel={t('otp.submit')}
          onVerify={onVerify}
          onResend={async () => {
            const sessionId = await sendSignInCode(codeStep.phone);
            setCodeStep({ ...codeStep, sessionId });
          }}
          onBack={() => setCodeStep(null)}
          backLabel={t('otp.differentPhone')}
          backPlacement="bottom"
        />
      ) : (
        <PhoneStepForm title={t('otp.title')} subtitle={t('otp.subtitle')} onSend={onSendCode} />
      )}
    </OtpShell>
  );
}

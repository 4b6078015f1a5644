import { formatPhoneDisplay, normalizePhone } from '@gamesouq/core';
import { MessageSquareLock, Smartphone } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { checkUserByPhone } from '@/entities/phone/api/check-user-by-phone';
import { CodeVerificationForm } from '@/entities/phone/components/code-verification-form';
import { PhoneField } from '@/entities/phone/components/phone-field';
import { ApiError } from '@/lib/api-client';
import { serverReason } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BackButton } from '@/ui/back-button';
import { Button } from '@/ui/button';
import { sendVerificationSms } from '../api/send-verification-sms';
import { useSigninWithOtp } from '../api/signin-with-otp';
import { OtpHeader } from '../components/otp-header';
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
  const [phoneInput, setPhoneInput] = useState('');
  const [phoneError, setPhoneError] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  useDocumentTitle(t('otp.title'));

  async function onSendCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const phone = normalizePhone(phoneInput);
    if (!phone) {
      setPhoneError(t('validation.phoneInvalid'));
      return;
    }
    setPhoneError(null);
    setIsSending(true);
    try {
      const { exists } = await checkUserByPhone({ phoneNumber: phone });
      if (!exists) {
        setPhoneError(t('errors.PHONE_NOT_REGISTERED'));
        return;
      }
      setCodeStep({ phone, sessionId: await sendSignInCode(phone) });
    } catch (error) {
      if (error instanceof ApiError) {
        const reason = serverReason(t, error);
        setPhoneError(reason ? `${t('verification.sendFailed')} ${reason}` : t('verification.sendFailed'));
      } else {
        setPhoneError(t('common.genericError'));
      }
    } finally {
      setIsSending(false);
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

  function backToPhoneStep() {
    setCodeStep(null);
    setPhoneInput('');
    setPhoneError(null);
  }

  return (
    <div className="min-h-dvh bg-slate-50">
      <OtpHeader />
      <main className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
        <BackButton to={paths.auth.login.getHref()} label={t('otp.backToLogin')} />
        <div className="mt-4 rounded-2xl bg-white p-5 shadow-xl shadow-slate-900/5 ring-1 ring-slate-200 sm:p-8">
          {codeStep ? (
            <CodeVerificationForm
              icon={<MessageSquareLock aria-hidden="true" className="size-7" />}
              title={t('otp.codeTitle')}
              description={
                <>
                  {t('otp.codeSentTo')}{' '}
                  <span dir="ltr" className="font-semibold whitespace-nowrap text-slate-900">
                    {formatPhoneDisplay(codeStep.phone)}
                  </span>
                </>
              }
              submitLabel={t('otp.submit')}
              onVerify={onVerify}
              onResend={async () => {
                const sessionId = await sendSignInCode(codeStep.phone);
                setCodeStep({ ...codeStep, sessionId });
              }}
              onBack={backToPhoneStep}
              backLabel={t('otp.differentPhone')}
              backPlacement="bottom"
            />
          ) : (
            <form onSubmit={onSendCode} noValidate className="space-y-6">
              <div className="text-center">
                <div className="mx-auto mb-4 grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600">
                  <Smartphone aria-hidden="true" className="size-7" />
                </div>
                <h1 className="text-2xl font-bold text-slate-900">{t('otp.title')}</h1>
                <p className="mt-2 text-sm text-slate-600">{t('otp.subtitle')}</p>
              </div>
              <PhoneField
                label={t('otp.phone')}
                value={phoneInput}
                onChange={(event) => {
                  setPhoneInput(event.target.value);
                  setPhoneError(null);
                }}
                error={phoneError ?? undefined}
                autoFocus
              />
              <Button type="submit" size="lg" className="w-full" disabled={phoneInput.trim() === ''} isLoading={isSending}>
                {t('otp.send')}
              </Button>
            </form>
          )}
        </div>
      </main>
    </div>
  );
}

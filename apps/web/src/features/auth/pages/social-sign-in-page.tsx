import { formatPhoneDisplay, type TAuthReply, type TSocialNextReply } from '@gamesouq/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { verifyCode } from '@/entities/phone/api/verify-code';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { sendVerificationSms } from '../api/send-verification-sms';
import { continueSocialSignIn, finishSocialWithPhone, linkSocialWithPassword } from '../api/social-sign-in';
import { OtpShell } from '../components/otp-shell';
import { PhoneStepForm } from '../components/phone-step-form';
import { PhoneVerification } from '../components/phone-verification';
import { SocialLinkForm } from '../components/social-link-form';
import { startSession } from '../lib/start-session';

type Step =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'phone'; provider: string; phone?: string }
  | { kind: 'code'; provider: string; phone: string; sessionId?: string }
  | { kind: 'link'; provider: string; email: string };

const PROVIDER_NAMES: Record<string, string> = { google: 'Google', apple: 'Apple' };
const isSession = (reply: TSocialNextReply): reply is TAuthReply => 'user' in reply;

/** Where the provider's callback lands (the ticket, or a refusal, in the fragment): sign in, or verify a phone, or link by password. */
export function SocialSignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [ticket] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('ticket') ?? '');
  const [step, setStep] = useState<Step>({ kind: 'loading' });
  const started = useRef(false);
  useDocumentTitle(t('auth.social.title'));

  async function signedIn(reply: TAuthReply) {
    await startSession({ token: reply.access_token, refreshToken: reply.refresh_token, user: reply.user });
    toast.success(t('auth.login.success'));
    navigate(paths.auth.loginSuccess.getHref(), { replace: true });
  }

  useEffect(() => {
    // Once: the ticket is used up by the first call.
    if (started.current) return;
    started.current = true;
    window.history.replaceState(null, '', window.location.pathname);
    if (!ticket) {
      setStep({ kind: 'error', message: t('errors.SOCIAL_SIGN_IN_EXPIRED') });
      return;
    }
    continueSocialSignIn(ticket)
      .then(async (reply) => {
        if (isSession(reply)) return signedIn(reply);
        setStep(
          reply.next === 'link'
            ? { kind: 'link', provider: reply.provider, email: reply.email }
            : { kind: 'phone', provider: reply.provider },
        );
      })
      .catch((error) => setStep({ kind: 'error', message: errorMessage(t, error, { fallback: t('common.genericError') }) }));
  });

  async function onSendCode(provider: string, phone: string): Promise<string | undefined> {
    try {
      const reply = await sendVerificationSms({ phoneNumber: phone });
      setStep({ kind: 'code', provider, phone, sessionId: reply?.sessionId });
    } catch (error) {
      return errorMessage(t, error, { fallback: t('verification.sendFailed') });
    }
  }

  async function onLink(password: string): Promise<string | undefined> {
    try {
      await signedIn(await linkSocialWithPassword({ ticket, password }));
    } catch (error) {
      return errorMessage(t, error, { fallback: t('common.genericError') });
    }
  }

  const providerName = 'provider' in step ? (PROVIDER_NAMES[step.provider] ?? step.provider) : '';
  return (
    <OtpShell>
      {(step.kind === 'loading' || step.kind === 'error') && (
        <h1 className="mb-4 text-center text-2xl font-bold text-slate-900">{t('auth.social.title')}</h1>
      )}
      {step.kind === 'loading' && <p className="text-center text-sm text-slate-600">{t('auth.social.checking')}</p>}
      {step.kind === 'error' && (
        <div className="space-y-4 text-center" role="alert">
          <p className="text-sm text-red-700">{step.message}</p>
          <Button onClick={() => navigate(paths.auth.login.getHref())}>{t('auth.social.tryAgain')}</Button>
        </div>
      )}
      {step.kind === 'phone' && (
        <PhoneStepForm
          title={t('auth.social.phoneTitle')}
          subtitle={t('auth.social.phoneSubtitle', { provider: providerName })}
          defaultPhone={step.phone ? formatPhoneDisplay(step.phone) : undefined}
          onSend={(phone) => onSendCode(step.provider, phone)}
        />
      )}
      {step.kind === 'code' && (
        <PhoneVerification
          phone={step.phone}
          onVerify={async (code) => {
            await verifyCode({ phoneNumber: step.phone, code, sessionId: step.sessionId });
            await signedIn(await finishSocialWithPhone({ ticket, phoneNumber: step.phone }));
          }}
          onResend={async () => {
            const reply = await sendVerificationSms({ phoneNumber: step.phone });
            setStep({ ...step, sessionId: reply?.sessionId });
          }}
          onBack={() => setStep({ kind: 'phone', provider: step.provider, phone: step.phone })}
        />
      )}
      {step.kind === 'link' && <SocialLinkForm providerName={providerName} email={step.email} onLink={onLink} />}
    </OtpShell>
  );
}

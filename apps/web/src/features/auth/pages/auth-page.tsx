import type { TSignupForm } from '@gamesouq/core';
import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { forgetReturn, rememberReturn } from '@/lib/pending-action';
import { safeReturnPath } from '@/lib/return-path';
import { useDocumentTitle } from '@/lib/use-document-title';
import { BackButton } from '@/ui/back-button';
import { Tabs } from '@/ui/tabs';
import { AuthShell } from '../components/auth-shell';
import { LoginForm } from '../components/login-form';
import { SessionEndedNotice } from '../components/session-ended-notice';
import { type PendingSignup, SignupForm } from '../components/signup-form';
import { SignupVerification } from '../components/signup-verification';
import { type TwoFactorSignIn, TwoFactorStep } from '../components/two-factor-step';
import { type SignupFieldErrors, type VerifiedPhone, verifiedNow } from '../lib/use-create-account';

type Tab = 'login' | 'signup';

export function AuthPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [tab, setTab] = useState<Tab>(() => ((location.state as { tab?: Tab } | null)?.tab === 'signup' ? 'signup' : 'login'));
  const [pending, setPending] = useState<PendingSignup | null>(null);
  const [draft, setDraft] = useState<TSignupForm | null>(null);
  const [fieldErrors, setFieldErrors] = useState<SignupFieldErrors>();
  const [verifiedPhone, setVerifiedPhone] = useState<VerifiedPhone | null>(null);
  const [twoFactor, setTwoFactor] = useState<TwoFactorSignIn | null>(null);
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnPath(searchParams.get('return'), window.location.origin);
  // Kept in this tab's storage through sign-up, phone verification and OTP sign-in, read at /login-success.
  useEffect(() => {
    if (returnTo) rememberReturn({ returnTo });
    else forgetReturn();
  }, [returnTo]);
  useDocumentTitle(
    twoFactor
      ? t('auth.twoFactor.title')
      : pending
        ? t('verification.title')
        : tab === 'login'
          ? t('auth.tabs.login')
          : t('auth.tabs.signup'),
  );

  return (
    <AuthShell topStart={<BackButton to={paths.landing.getHref()} label={t('common.backToHome')} />} hasClose>
      {twoFactor ? (
        <TwoFactorStep signIn={twoFactor} onBack={() => setTwoFactor(null)} />
      ) : pending ? (
        <SignupVerification
          pending={pending}
          onSessionRenewed={(sessionId) => setPending({ ...pending, sessionId })}
          onVerified={(phone) => setVerifiedPhone(verifiedNow(phone))}
          onCancel={() => {
            setPending(null);
            setDraft(null);
            setFieldErrors(undefined);
            setVerifiedPhone(null);
          }}
          onFailed={(errors) => {
            setDraft(pending.values);
            setFieldErrors(errors);
            setPending(null);
          }}
        />
      ) : (
        <>
          <SessionEndedNotice />
          <div className="mb-6 text-center">
            <h1 className="text-2xl font-bold text-slate-900">{tab === 'login' ? t('auth.login.title') : t('auth.signup.title')}</h1>
            <p className="mt-1.5 text-sm text-slate-600">{tab === 'login' ? t('auth.login.subtitle') : t('auth.signup.subtitle')}</p>
          </div>
          <Tabs
            label={t('auth.tabs.label')}
            items={[
              { value: 'login', label: t('auth.tabs.login') },
              { value: 'signup', label: t('auth.tabs.signup') },
            ]}
            value={tab}
            onChange={setTab}
          >
            {() =>
              tab === 'login' ? (
                <LoginForm onTwoFactor={setTwoFactor} />
              ) : (
                <SignupForm
                  draft={draft}
                  fieldErrors={fieldErrors}
                  verifiedPhone={verifiedPhone}
                  onVerificationLapsed={() => setVerifiedPhone(null)}
                  onCodeSent={(next) => {
                    setDraft(next.values);
                    setFieldErrors(undefined);
                    setPending(next);
                  }}
                />
              )
            }
          </Tabs>
        </>
      )}
    </AuthShell>
  );
}

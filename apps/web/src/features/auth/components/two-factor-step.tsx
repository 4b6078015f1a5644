import type { TTwoFactorChallenge } from '@gamesouq/core';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { CodeSentTo } from '@/entities/phone/components/code-sent-to';
import { CodeVerificationForm } from '@/entities/phone/components/code-verification-form';
import { useTranslation } from '@/lib/i18n';
import { saveSession } from '@/lib/session';
import { resendTwoFactor, useVerifyTwoFactor } from '../api/verify-two-factor';

export type TwoFactorSignIn = { challenge: TTwoFactorChallenge; rememberMe: boolean };

/** The second step of a password sign-in for accounts with two-factor authentication on (security settings). */
export function TwoFactorStep({ signIn, onBack }: { signIn: TwoFactorSignIn; onBack: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useVerifyTwoFactor();
  const [challenge, setChallenge] = useState(signIn.challenge);

  return (
    <CodeVerificationForm
      icon={<ShieldCheck aria-hidden="true" className="size-7" />}
      title={t('auth.twoFactor.title')}
      description={<CodeSentTo text={t('auth.twoFactor.sentTo')} to={challenge.phone} />}
      submitLabel={t('otp.submit')}
      onVerify={async (code) => {
        const reply = await verify.mutateAsync({ twoFactorToken: challenge.twoFactorToken, code, rememberMe: signIn.rememberMe });
        saveSession({ token: reply.access_token, refreshToken: reply.refresh_token, user: reply.user });
        toast.success(t('auth.login.success'));
        navigate(paths.auth.loginSuccess.getHref(), { replace: true });
      }}
      onResend={async () => setChallenge(await resendTwoFactor(challenge.twoFactorToken))}
      onBack={onBack}
      backLabel={t('auth.twoFactor.back')}
      backPlacement="bottom"
    />
  );
}

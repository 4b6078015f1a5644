import { ZLoginRequest } from '@gamesouq/core';
import { Smartphone } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { errorMessage, translateMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { useZodForm } from '@/ui/form/use-zod-form';
import { TextField } from '@/ui/text-field';
import { useLogin } from '../api/login';
import { startSession } from '../lib/start-session';
import { SocialButtons } from './social-buttons';
import type { TwoFactorSignIn } from './two-factor-step';

/** `onTwoFactor` takes over when the account asks for a code after the password (two-factor authentication). */
export function LoginForm({ onTwoFactor }: { onTwoFactor: (signIn: TwoFactorSignIn) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm(ZLoginRequest, { defaultValues: { emailOrPhone: '', password: '', rememberMe: false } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const reply = await login.mutateAsync(values);
      if (reply && 'twoFactorRequired' in reply) {
        onTwoFactor({ challenge: reply, rememberMe: values.rememberMe ?? false });
        return;
      }
      if (!reply?.access_token || !reply.user) {
        toast.error(translateMessage(t, reply?.message) || t('auth.login.invalidCredentials'));
        return;
      }
      await startSession({ token: reply.access_token, refreshToken: reply.refresh_token, user: reply.user });
      toast.success(t('auth.login.success'));
      navigate(paths.auth.loginSuccess.getHref(), { replace: true });
    } catch (error) {
      toast.error(errorMessage(t, error, { fallback: t('auth.login.failed') }));
    }
  });

  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label={t('auth.login.emailOrPhone')}
          autoComplete="username"
          placeholder={t('auth.login.emailOrPhonePlaceholder')}
          error={translateMessage(t, errors.emailOrPhone?.message)}
          {...register('emailOrPhone')}
        />
        <TextField
          label={t('auth.login.password')}
          type="password"
          autoComplete="current-password"
          error={translateMessage(t, errors.password?.message)}
          {...register('password')}
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Checkbox label={t('auth.login.rememberMe')} {...register('rememberMe')} />
          <Link
            to={paths.auth.recoverPassword.getHref()}
            className="rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
          >
            {t('auth.login.forgotPassword')}
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" isLoading={login.isPending}>
          {t('auth.login.submit')}
        </Button>
        <Button variant="secondary" size="lg" className="w-full" onClick={() => navigate(paths.auth.otpSignIn.getHref())}>
          <Smartphone aria-hidden="true" className="size-4.5" />
          {t('auth.login.withOtp')}
        </Button>
      </form>
      <SocialButtons />
    </div>
  );
}

import type { ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { BackButton } from '@/ui/back-button';
import { OtpHeader } from './otp-header';

/** The screens that sign in without a password (a code by SMS, Google or Apple): the header, Back to Login, one card. */
export function OtpShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="min-h-dvh bg-slate-50">
      <OtpHeader />
      <main className="mx-auto w-full max-w-md px-4 py-8 sm:py-14">
        <BackButton to={paths.auth.login.getHref()} label={t('otp.backToLogin')} />
        <div className="mt-4 rounded-2xl bg-white p-5 shadow-xl shadow-slate-900/5 ring-1 ring-slate-200 sm:p-8">{children}</div>
      </main>
    </div>
  );
}

import { BadgeCheck, MessageCircle, ShieldCheck, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/ui/button';
import { LanguageMenu } from '@/ui/language-menu';
import { Logo } from '@/ui/logo';

type AuthShellProps = {
  /** The control at the start of the top bar (Back to Home, Back to Login...). */
  topStart: ReactNode;
  /** The X button that leaves for the landing page. */
  hasClose?: boolean;
  children: ReactNode;
};

/** The sign-in screens: a brand panel beside the form on wide screens, the form alone on phones. */
export function AuthShell({ topStart, hasClose = false, children }: AuthShellProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const points = [
    { icon: ShieldCheck, text: t('auth.panel.escrow') },
    { icon: BadgeCheck, text: t('auth.panel.verified') },
    { icon: MessageCircle, text: t('auth.panel.chat') },
  ];

  return (
    <div className="flex min-h-dvh bg-slate-50">
      <aside className="relative hidden w-[44%] max-w-xl overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-indigo-800 p-10 text-white lg:flex lg:flex-col">
        <div aria-hidden="true" className="bg-grid absolute inset-0 opacity-15" />
        <div aria-hidden="true" className="absolute -end-24 -top-24 size-80 rounded-full bg-brand-500/40 blur-3xl" />
        <div aria-hidden="true" className="absolute -bottom-32 -start-20 size-96 rounded-full bg-indigo-400/25 blur-3xl" />
        <div className="relative">
          <Logo tone="light" />
        </div>
        <div className="relative my-auto space-y-8">
          <h2 className="text-4xl leading-tight font-extrabold text-balance">{t('auth.panel.title')}</h2>
          <ul className="space-y-4">
            {points.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 text-brand-100">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white/10 ring-1 ring-white/15">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-brand-200">{t('landing.tagline')}</p>
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-center justify-between gap-2 px-4 py-4 sm:px-8">
          <div className="flex items-center gap-2">{topStart}</div>
          <div className="flex items-center gap-1">
            <LanguageMenu />
            {hasClose ? (
              <Button variant="ghost" size="icon" aria-label={t('common.close')} onClick={() => navigate(paths.landing.getHref())}>
                <X aria-hidden="true" className="size-5" />
              </Button>
            ) : null}
          </div>
        </div>
        <main className="flex flex-1 items-start justify-center px-4 pb-12 sm:items-center sm:px-8">
          <div className="w-full max-w-md">
            <div className="mb-6 flex justify-center lg:hidden">
              <Logo />
            </div>
            <div className="rounded-2xl bg-white p-5 shadow-xl shadow-slate-900/5 ring-1 ring-slate-200 sm:p-8">{children}</div>
          </div>
        </main>
      </div>
    </div>
  );
}

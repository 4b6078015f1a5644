import { useTranslation } from '@/lib/i18n';
import { buttonClasses } from '@/ui/button';
import { socialStartHref, useSocialProviders } from '../api/social-sign-in';

function GoogleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
      <path fill="#4285F4" d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8z" />
      <path fill="#34A853" d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0 0 12 24z" />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z" />
    </svg>
  );
}

function AppleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
      <path d="M16.4 12.6c0-2.6 2.1-3.8 2.2-3.9a4.8 4.8 0 0 0-3.8-2c-1.6-.2-3.1.9-3.9.9-.8 0-2-.9-3.3-.9A4.9 4.9 0 0 0 3.5 9.2c-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.6 1.3-.1 1.7-.8 3.3-.8 1.5 0 2 .8 3.3.8 1.4 0 2.2-1.3 3-2.5.9-1.4 1.3-2.7 1.3-2.8-.1 0-2.5-1-2.5-4.1zM13.9 5.1c.7-.8 1.2-2 1-3.1-1 0-2.2.7-2.9 1.5-.7.7-1.2 1.9-1.1 3 1.1.1 2.3-.6 3-1.4z" />
    </svg>
  );
}

/** Google and Apple sign-in, for the providers the server is configured with; none: no buttons at all. */
export function SocialButtons() {
  const { t } = useTranslation();
  const providers = useSocialProviders().data?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 text-xs font-medium text-slate-500 uppercase">
        <span className="h-px flex-1 bg-slate-200" />
        {t('auth.social.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="grid gap-3">
        {providers.includes('google') && (
          <a href={socialStartHref('google')} className={buttonClasses({ variant: 'secondary' })}>
            <GoogleIcon />
            {t('auth.social.google')}
          </a>
        )}
        {providers.includes('apple') && (
          <a href={socialStartHref('apple')} className={buttonClasses({ variant: 'secondary' })}>
            <AppleIcon />
            {t('auth.social.apple')}
          </a>
        )}
      </div>
    </div>
  );
}

import { useEffect } from 'react';
import { toast } from 'sonner';
import { useSignOut } from '@/entities/session/sign-out';
import { useSecuritySettings } from '@/lib/api/security-settings';
import { useTranslation } from '@/lib/i18n';
import { useSession } from '@/lib/session';

/** The last activity in any tab of this browser, so that a tab left open does not sign out one in use. */
const LAST_ACTIVITY_KEY = 'lastActivityAt';
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;
const CHECK_EVERY_MS = 15_000;
const WRITE_EVERY_MS = 5_000;

/** Session timeout (security settings): a signed-in session left without activity that long is signed out. */
export function IdleSignOut() {
  const session = useSession();
  return session ? <IdleTimer /> : null;
}

function IdleTimer() {
  const { t } = useTranslation();
  const security = useSecuritySettings();
  const { signOut } = useSignOut();
  const minutes = security.data?.sessionTimeout;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the timer restarts only when the timeout changes.
  useEffect(() => {
    if (!minutes) return;
    const limitMs = minutes * 60_000;
    let lastWrite = 0;
    const touch = () => {
      const now = Date.now();
      if (now - lastWrite < WRITE_EVERY_MS) return;
      lastWrite = now;
      localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
    };
    const check = () => {
      const last = Number(localStorage.getItem(LAST_ACTIVITY_KEY)) || lastWrite;
      if (Date.now() - last < limitMs) return;
      localStorage.removeItem(LAST_ACTIVITY_KEY);
      toast.info(t('common.signedOutIdle', { count: minutes }));
      signOut();
    };
    // Opening the app counts as activity; the clock runs from here.
    touch();
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, touch, { passive: true });
    // A computer waking from sleep checks at once instead of at the next tick.
    document.addEventListener('visibilitychange', check);
    const timer = window.setInterval(check, CHECK_EVERY_MS);
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, touch);
      document.removeEventListener('visibilitychange', check);
      window.clearInterval(timer);
    };
  }, [minutes]);
  return null;
}

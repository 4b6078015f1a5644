import { ShieldAlert } from 'lucide-react';
import { useEffect, useState } from 'react';
import { clearSessionNotice, readSessionNotice } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { translateMessage } from '@/lib/messages';

/** The server words a suspension as this prefix followed by the admin's reason (auth `assertNotSuspended`). */
const SUSPENDED_PREFIX = 'Your account has been suspended: ';

/** Why the session just ended (an admin suspended the account), shown once on the sign-in page. */
export function SessionEndedNotice() {
  const { t } = useTranslation();
  const [notice] = useState(readSessionNotice);
  useEffect(() => clearSessionNotice(), []);
  if (!notice) return null;
  const text = notice.startsWith(SUSPENDED_PREFIX)
    ? t('auth.sessionEnded.suspended', { reason: notice.slice(SUSPENDED_PREFIX.length) })
    : translateMessage(t, notice);
  return (
    <div role="alert" className="mb-6 flex items-start gap-3 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
      <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>{text}</p>
    </div>
  );
}

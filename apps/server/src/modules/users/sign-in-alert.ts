import type { DbOrTx } from '../../db/client.js';
import type { Realtime } from '../../plugins/realtime.js';
import { notify } from '../notifications/notify.js';
import { getSecuritySettings } from './settings.js';

/**
 * Login alerts (security settings): every new sign-in, by password, by phone code or after two-factor, is told to
 * the account's owner at once, so a sign-in they did not make shows on their other screens while it happens.
 */
export async function alertSignIn(db: DbOrTx, realtime: Realtime, { userId, ip }: { userId: string; ip: string }) {
  if (!(await getSecuritySettings(db, userId)).loginAlerts) return;
  const at = new Date().toISOString();
  await notify(db, realtime, {
    userId,
    type: 'system',
    title: 'New sign-in to your account',
    message: `Your account was signed in to from ${ip} at ${at.slice(0, 16).replace('T', ' ')} UTC. If this was not you, change your password now.`,
    data: { event: 'sign_in', ip, at },
  });
}

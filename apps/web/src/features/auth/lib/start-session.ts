import type { TSessionUser } from '@gamesouq/core';
import { adoptAccountLanguage } from '@/lib/account-language';
import { saveSession } from '@/lib/session';

/**
 * Every way in (password, one-time code, signup) ends here: the session is stored and the app turns to the language
 * saved on the account, before the success toast and the role's home are shown.
 */
export async function startSession({ token, refreshToken, user }: { token: string; refreshToken?: string | null; user: TSessionUser }) {
  saveSession({ token, refreshToken, user });
  await adoptAccountLanguage(user).catch(() => undefined);
}

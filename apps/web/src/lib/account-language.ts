import type { TPreferences, TPreferencesReply, TSessionUser } from '@gamesouq/core';
import { updatePreferences } from './api/update-preferences';
import { api } from './api-client';
import { changeLanguage, i18n, isLanguage, type Language, rememberLanguage } from './i18n';
import { queryKeys } from './query-keys';
import { getSession } from './session';

/*
 * The language is remembered per user (design §7): on the account (user_settings.language, the preferences of
 * Account Settings) and on the device (the `lang` cookie, which the server reads for its first page). The account's wins at sign-in and at session restore
 * (lib/current-user); the header menu and Account Settings both save to it and share its caches, so they agree.
 */

/** The caches of the session: the language menu of the landing page, which a visitor uses, does not download them. */
const sessionCaches = () =>
  Promise.all([import('./current-user'), import('./query-client')]).then(([currentUser, query]) => ({
    noteCurrentUserDisplay: currentUser.noteCurrentUserDisplay,
    queryClient: query.queryClient,
  }));

/** Saves the language on the account. The preferences are one object, so they are read first (never the defaults). */
async function saveAccountLanguage(language: Language) {
  const { preferences } = await api.get<TPreferencesReply>('/api/user/preferences');
  const reply = await updatePreferences({ ...preferences, language });
  const { queryClient, noteCurrentUserDisplay } = await sessionCaches();
  queryClient.setQueryData<TPreferences>(queryKeys.settings.preferences(), reply.preferences);
  noteCurrentUserDisplay({ language: reply.preferences.language });
}

/**
 * The header's language menu: the app switches at once, and a signed-in user's choice is saved on their account.
 * Rejects when that save failed (the screen stays in the chosen language).
 */
export async function chooseLanguage(language: Language) {
  await changeLanguage(language);
  rememberLanguage(language);
  if (!getSession()) return;
  (await sessionCaches()).noteCurrentUserDisplay({ language });
  await saveAccountLanguage(language);
}

/** Account Settings saved the preferences with another language: show it and remember it as the account's. */
export async function showSavedLanguage(language: Language) {
  (await sessionCaches()).noteCurrentUserDisplay({ language });
  await changeLanguage(language);
  rememberLanguage(language);
}

/**
 * At sign-in: shows the account's language. An account that never chose one takes the language this device shows,
 * unless it is the default, so that a visitor who browsed in Arabic stays in Arabic on every device.
 */
export async function adoptAccountLanguage(user: Pick<TSessionUser, 'language'>) {
  if (isLanguage(user.language)) {
    if (user.language !== i18n.language) await changeLanguage(user.language);
    rememberLanguage(user.language);
    return;
  }
  // Not awaited: the user goes on at once, and a failed save only means the account keeps no language yet.
  if (isLanguage(i18n.language) && i18n.language !== 'en') void saveAccountLanguage(i18n.language).catch(() => undefined);
}

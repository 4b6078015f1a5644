import type { TPreferences, TPreferencesReply } from '@gamesouq/core';
import { api } from '../api-client';

/**
 * The cache key of the preferences. It lives here, apart from `./preferences`, so that the code of the first load
 * (the session and the language menu, which update that cache) does not pull in the defaults and with them zod.
 */
export const preferencesQueryKey = ['settings', 'preferences'] as const;

/** The screens send the whole object with one field changed. */
export const updatePreferences = (preferences: TPreferences) => api.put<TPreferencesReply>('/api/user/preferences', preferences);

import type { TPreferences, TPreferencesReply } from '@gamesouq/core';
import { api } from '../api-client';

/** The screens send the whole object with one field changed. */
export const updatePreferences = (preferences: TPreferences) => api.put<TPreferencesReply>('/api/user/preferences', preferences);

import { DEFAULT_PREFERENCES, type TPreferences, type TSecuritySettingsUpdate, type TSecurityView } from '@gamesouq/core';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Language } from '../../lib/request-language.js';
import { recordEvent } from '../events/index.js';
import { type UserRow, userSettings } from './tables.js';

type SettingsRow = typeof userSettings.$inferSelect;

async function findSettings(db: DbOrTx, userId: string): Promise<SettingsRow | null> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return row ?? null;
}

export async function getPreferences(db: DbOrTx, userId: string): Promise<TPreferences> {
  const row = await findSettings(db, userId);
  if (!row) return DEFAULT_PREFERENCES;
  const { userId: _user, twoFactorEnabled, loginAlerts, sessionTimeout, passwordChangedAt, updatedAt, ...preferences } = row;
  return preferences;
}

/**
 * What the session user carries of the preferences: the language the user chose (Account Settings or the header
 * menu), or null while they never saved preferences, and the time zone of their dates.
 */
export async function getSavedDisplay(
  db: DbOrTx,
  userId: string,
): Promise<{ language: TPreferences['language'] | null; timeZone: TPreferences['timeZone'] }> {
  const [row] = await db
    .select({ language: userSettings.language, timeZone: userSettings.timeZone })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return { language: row?.language ?? null, timeZone: row?.timeZone ?? DEFAULT_PREFERENCES.timeZone };
}

/** The language to write to a user in (SMS, e-mail): the one their account chose, else `fallback` (the request's). */
export async function accountLanguage(db: DbOrTx, { userId, fallback }: { userId: string; fallback: Language }): Promise<Language> {
  return (await getSavedDisplay(db, userId)).language ?? fallback;
}

export async function getSecuritySettings(db: DbOrTx, userId: string): Promise<TSecurityView> {
  const row = await findSettings(db, userId);
  return {
    twoFactorEnabled: row?.twoFactorEnabled ?? false,
    loginAlerts: row?.loginAlerts ?? true,
    sessionTimeout: row?.sessionTimeout ?? 30,
    passwordLastChanged: row?.passwordChangedAt?.toISOString() ?? null,
  };
}

/**
 * One row holds preferences and security settings, created on first save with the column defaults; a save changes
 * only the fields it carries (drizzle leaves out the undefined ones), so a partial save never resets the others.
 */
export async function saveSettings(
  db: DbOrTx,
  { userId, values }: { userId: string; values: Partial<TPreferences & TSecuritySettingsUpdate & { passwordChangedAt: Date }> },
) {
  await db
    .insert(userSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: userSettings.userId, set: { ...values, updatedAt: sql`now()` } });
  if (values.profileVisibility !== undefined) await recordEvent(db, { type: 'seller_changed', userId });
}

/** Security settings as the screens send them; two-factor sends its codes by SMS, so it needs the account's phone. */
export async function saveSecuritySettings(db: DbOrTx, { user, values }: { user: UserRow; values: TSecuritySettingsUpdate }) {
  if (values.twoFactorEnabled && !user.phone) throw new AppError('TWO_FACTOR_PHONE_REQUIRED');
  await saveSettings(db, { userId: user.id, values });
}

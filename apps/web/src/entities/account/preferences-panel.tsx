import { LANGUAGES, THEMES, TIME_ZONES, type TPreferences } from '@gamesouq/core';
import { toast } from 'sonner';
import { showSavedLanguage } from '@/lib/account-language';
import { usePreferences, useUpdatePreferences } from '@/lib/api/preferences';
import { noteCurrentUserDisplay } from '@/lib/current-user';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { SelectField } from '@/ui/select-field';
import { ToggleRow } from '@/ui/toggle-row';

const NOTIFICATION_KEYS = [
  'emailNotifications',
  'pushNotifications',
  'smsNotifications',
  'marketingEmails',
  'orderUpdates',
  'chatNotifications',
  'savedSearchAlerts',
  'priceDropAlerts',
  'backInStockAlerts',
] as const;
/** Web Push to this account's devices, by kind (ADR 036): shown under Push notifications, off with it. */
const PUSH_KEYS = ['pushChat', 'pushOrders', 'pushOffers', 'pushAlerts', 'pushAccount'] as const;

/** The toggles that act on notifications (modules/users/notification-preferences.ts) say what they do. */
const HINTS = {
  emailNotifications: true,
  pushNotifications: true,
  smsNotifications: true,
  marketingEmails: true,
  orderUpdates: true,
  chatNotifications: true,
  savedSearchAlerts: true,
  priceDropAlerts: true,
  backInStockAlerts: true,
} as const;

/**
 * Preferences (seller §3): every change saves the whole object at once; the language also switches the app, and the
 * time zone the dates it shows.
 */
export function PreferencesPanel({ sections = ['notifications', 'display'] }: { sections?: ('notifications' | 'display')[] }) {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  const data = preferences.data;
  if (!data) return <p className="text-sm text-slate-500">{t('common.loading')}</p>;

  const save = (changes: Partial<TPreferences>) =>
    update.mutate(
      { ...data, ...changes },
      {
        onSuccess: () => {
          toast.success(t('settingsPanel.preferenceUpdated'));
          if (changes.language) void showSavedLanguage(changes.language);
          if (changes.timeZone) noteCurrentUserDisplay({ timeZone: changes.timeZone });
        },
        onError: (error) => toast.error(errorMessage(t, error, { fallback: t('settingsPanel.preferenceFailed') })),
      },
    );

  return (
    <div className="space-y-6">
      {sections.includes('notifications') ? (
        <div className="divide-y divide-slate-100">
          {NOTIFICATION_KEYS.map((key) => (
            <ToggleRow
              key={key}
              label={t(`settingsPanel.preferences.${key}`)}
              hint={key in HINTS ? t(`settingsPanel.preferences.hints.${key as keyof typeof HINTS}`) : undefined}
              checked={data[key]}
              onChange={(value) => save({ [key]: value })}
              disabled={update.isPending}
            />
          ))}
          <fieldset className="py-2">
            <legend className="pt-2 text-sm font-semibold text-slate-800">{t('settingsPanel.preferences.pushTitle')}</legend>
            {PUSH_KEYS.map((key) => (
              <ToggleRow
                key={key}
                label={t(`settingsPanel.preferences.${key}`)}
                checked={data.pushNotifications && data[key]}
                onChange={(value) => save({ [key]: value })}
                disabled={update.isPending || !data.pushNotifications}
              />
            ))}
          </fieldset>
        </div>
      ) : null}
      {sections.includes('display') ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={t('settingsPanel.preferences.language')}
            value={data.language}
            onChange={(event) => save({ language: event.target.value as TPreferences['language'] })}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {t(`settingsPanel.languages.${language}`)}
              </option>
            ))}
          </SelectField>
          <SelectField label={t('settingsPanel.preferences.currency')} value={data.currency} disabled>
            <option value="SAR">{t('settingsPanel.sar')}</option>
          </SelectField>
          <SelectField
            label={t('settingsPanel.preferences.timeZone')}
            value={data.timeZone}
            onChange={(event) => save({ timeZone: event.target.value as TPreferences['timeZone'] })}
          >
            {TIME_ZONES.map((zone) => (
              <option key={zone} value={zone}>
                {t(`settingsPanel.timeZones.${zone === 'UTC' ? 'utc' : 'riyadh'}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('settingsPanel.preferences.theme')}
            value={data.theme}
            onChange={(event) => save({ theme: event.target.value as TPreferences['theme'] })}
          >
            {THEMES.map((theme) => (
              <option key={theme} value={theme}>
                {t(`settingsPanel.themes.${theme}`)}
              </option>
            ))}
          </SelectField>
        </div>
      ) : null}
    </div>
  );
}

import { SESSION_TIMEOUTS, type TPreferences, type TSecuritySettings } from '@gamesouq/core';
import { toast } from 'sonner';
import { usePreferences, useUpdatePreferences } from '@/lib/api/preferences';
import { useSecuritySettings, useUpdateSecuritySettings } from '@/lib/api/security-settings';
import { formatDateTime } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { SelectField } from '@/ui/select-field';
import { ToggleRow } from '@/ui/toggle-row';

/** Privacy and security (seller §3): profile visibility (public by default), two-factor, login alerts, session timeout. */
export function SecurityPanel() {
  const { t, i18n } = useTranslation();
  const security = useSecuritySettings();
  const update = useUpdateSecuritySettings();
  const preferences = usePreferences();
  const updatePreferences = useUpdatePreferences();
  if (!security.data || !preferences.data) return <p className="text-sm text-slate-500">{t('common.loading')}</p>;
  const { passwordLastChanged, ...settings } = security.data;
  const prefs = preferences.data;

  const save = (changes: Partial<TSecuritySettings>) =>
    update.mutate(
      { ...settings, ...changes },
      {
        onSuccess: () => toast.success(t('settingsPanel.securityUpdated')),
        onError: (error) => toast.error(errorMessage(t, error, { fallback: t('settingsPanel.securityFailed') })),
      },
    );
  const setVisibility = (profileVisibility: TPreferences['profileVisibility']) =>
    updatePreferences.mutate(
      { ...prefs, profileVisibility },
      {
        onSuccess: () => toast.success(t('settingsPanel.preferenceUpdated')),
        onError: (error) => toast.error(errorMessage(t, error, { fallback: t('settingsPanel.preferenceFailed') })),
      },
    );

  return (
    <div className="space-y-4">
      <SelectField
        label={t('settingsPanel.security.visibility')}
        hint={t('settingsPanel.security.visibilityHint')}
        value={prefs.profileVisibility}
        onChange={(event) => setVisibility(event.target.value as TPreferences['profileVisibility'])}
      >
        <option value="public">{t('settingsPanel.security.public')}</option>
        <option value="private">{t('settingsPanel.security.private')}</option>
      </SelectField>
      <div className="divide-y divide-slate-100">
        <ToggleRow
          label={t('settingsPanel.security.twoFactor')}
          hint={t('settingsPanel.security.twoFactorHint')}
          checked={settings.twoFactorEnabled}
          onChange={(value) => save({ twoFactorEnabled: value })}
        />
        <ToggleRow
          label={t('settingsPanel.security.loginAlerts')}
          hint={t('settingsPanel.security.loginAlertsHint')}
          checked={settings.loginAlerts}
          onChange={(value) => save({ loginAlerts: value })}
        />
      </div>
      <SelectField
        label={t('settingsPanel.security.sessionTimeout')}
        hint={t('settingsPanel.security.sessionTimeoutHint')}
        value={settings.sessionTimeout}
        onChange={(event) => save({ sessionTimeout: Number(event.target.value) })}
      >
        {SESSION_TIMEOUTS.map((minutes) => (
          <option key={minutes} value={minutes}>
            {t('settingsPanel.security.minutes', { count: minutes })}
          </option>
        ))}
      </SelectField>
      <p className="text-sm text-slate-500">
        {t('settingsPanel.security.passwordLastChanged')}:{' '}
        {passwordLastChanged ? formatDateTime(passwordLastChanged, i18n.language) : t('settingsPanel.security.never')}
      </p>
    </div>
  );
}

import type { ReactNode } from 'react';
import { PasswordChangeForm } from '@/entities/account/password-change-form';
import { PreferencesPanel } from '@/entities/account/preferences-panel';
import { SecurityPanel } from '@/entities/account/security-panel';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useChangePassword } from '../api/change-password';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 className="font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** Trader Settings (seller §2.14): password change, preferences and privacy. */
export function TraderSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('trader.nav.settings'));
  const changePassword = useChangePassword();
  return (
    <section className="mx-auto max-w-3xl space-y-5">
      <h1 className="text-2xl font-bold text-slate-900">{t('trader.nav.settings')}</h1>
      <Card title={t('passwordChange.title')}>
        <PasswordChangeForm onSubmit={changePassword.mutateAsync} />
      </Card>
      <Card title={t('settingsPanel.preferences.title')}>
        <PreferencesPanel />
      </Card>
      <Card title={t('settingsPanel.security.title')}>
        <SecurityPanel />
      </Card>
    </section>
  );
}

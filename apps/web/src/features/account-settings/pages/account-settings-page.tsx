import { useState } from 'react';
import { PreferencesPanel } from '@/entities/account/preferences-panel';
import { useTranslation } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { LoadingState } from '@/ui/loading-state';
import { Tabs } from '@/ui/tabs';
import { useUserProfile } from '../api/profile';
import { ProfileTab } from '../components/profile-tab';
import { SecurityTab } from '../components/security-tab';
import { SellingTab } from '../components/selling-tab';

type Tab = 'profile' | 'preferences' | 'security' | 'notifications' | 'selling';

/** Account Settings of the general area (seller §2.5): Profile, Preferences, Security, Notifications, and Selling (the seller request). */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('accountSettings.title'));
  const profile = useUserProfile();
  const [tab, setTab] = useState<Tab>('profile');
  const tabs = [
    ...(['profile', 'preferences', 'security', 'notifications'] as const).map((value) => ({
      value,
      label: t(`accountSettings.tabs.${value}`),
    })),
    { value: 'selling' as const, label: t('accountSettings.selling.tab') },
  ];
  return (
    <section className="mx-auto max-w-3xl space-y-5 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('accountSettings.title')}</h1>
      <Tabs items={tabs} value={tab} onChange={setTab} label={t('accountSettings.title')}>
        {() => (
          <div className="mt-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            {tab === 'profile' ? (
              profile.isPending ? (
                <LoadingState label={t('common.loading')} />
              ) : profile.isError ? (
                <p role="alert" className="text-sm text-red-700">
                  {t('accountSettings.loadFailed')}
                </p>
              ) : (
                <ProfileTab profile={profile.data} />
              )
            ) : tab === 'preferences' ? (
              <PreferencesPanel sections={['display']} />
            ) : tab === 'security' ? (
              <SecurityTab />
            ) : tab === 'selling' ? (
              <SellingTab />
            ) : (
              <PreferencesPanel sections={['notifications']} />
            )}
          </div>
        )}
      </Tabs>
    </section>
  );
}

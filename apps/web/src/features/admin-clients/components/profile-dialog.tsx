import { formatDate, formatNumber, formatSar } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { Dialog } from '@/ui/dialog';
import type { ClientProfile } from '../api/users';

/** View profile: the account and what it has done on the marketplace. */
export function ProfileDialog({ profile, onClose }: { profile: ClientProfile | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const n = (value: number) => formatNumber(value, i18n.language);
  return (
    <Dialog isOpen={profile !== null} onClose={onClose} title={profile?.name ?? ''}>
      {profile ? (
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-500">{t('adminPanel.clients.columns.type')}</dt>
          <dd>{t(`adminPanel.clients.typeLabel.${profile.type}`)}</dd>
          <dt className="text-slate-500">{t('adminPanel.clients.columns.email')}</dt>
          <dd dir="ltr" className="rtl:text-right">
            {profile.email || '—'}
          </dd>
          <dt className="text-slate-500">{t('adminPanel.clients.columns.phone')}</dt>
          <dd dir="ltr" className="rtl:text-right">
            {profile.phone || '—'}
          </dd>
          <dt className="text-slate-500">{t('adminPanel.clients.columns.registered')}</dt>
          <dd>{formatDate(profile.registerDate, i18n.language)}</dd>
          <dt className="text-slate-500">{t('adminPanel.clients.profile.purchases')}</dt>
          <dd>{n(profile.stats.purchases)}</dd>
          <dt className="text-slate-500">{t('adminPanel.clients.profile.sales')}</dt>
          <dd>{n(profile.stats.sales)}</dd>
          <dt className="text-slate-500">{t('adminPanel.clients.profile.ads')}</dt>
          <dd>{n(profile.stats.ads)}</dd>
          <dt className="text-slate-500">{t('adminPanel.clients.profile.balance')}</dt>
          <dd>{formatSar(profile.wallet.available, i18n.language)}</dd>
          {profile.codeReportsFlagged ? (
            <>
              <dt className="text-red-700">{t('adminPanel.codeReports.flagged')}</dt>
              <dd className="text-red-700">{t('adminPanel.codeReports.flaggedHint')}</dd>
            </>
          ) : null}
          {profile.isSuspended ? (
            <>
              <dt className="text-red-700">{t('adminPanel.clients.suspended')}</dt>
              <dd className="text-red-700">{profile.suspendedReason || '—'}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
    </Dialog>
  );
}

import type { TZatcaOnboardingView } from '@gamesouq/core';
import { formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';

type Certificate = NonNullable<TZatcaOnboardingView['production']>;

/** A certificate ZATCA issued: its serial, its issuer and when it expires (a new onboarding is due before then). */
export function CertificateCard({ title, certificate }: { title: string; certificate: Certificate }) {
  const { t, i18n } = useTranslation();
  const daysLeft = Math.floor((new Date(certificate.expiresAt).getTime() - Date.now()) / 86_400_000);
  return (
    <div className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-500">{t('adminPanel.zatca.expires')}</dt>
        <dd className="font-medium text-slate-900">
          {formatDate(certificate.expiresAt, i18n.language)} · {t('adminPanel.zatca.daysLeft', { count: daysLeft })}
        </dd>
        <dt className="text-slate-500">{t('adminPanel.zatca.serial')}</dt>
        <dd className="break-all text-slate-900">
          <span dir="ltr">{certificate.serialNumber}</span>
        </dd>
        <dt className="text-slate-500">{t('adminPanel.zatca.issuer')}</dt>
        <dd className="break-all text-slate-900">
          <span dir="ltr">{certificate.issuer}</span>
        </dd>
      </dl>
    </div>
  );
}

import type { TZatcaOnboardingView } from '@gamesouq/core';
import { ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { FormAlert } from '@/ui/form-alert';
import { LoadingState } from '@/ui/loading-state';
import { PageHeader } from '@/ui/page-header';
import { useRequestProductionCsid, useRunComplianceChecks, useZatcaOnboarding } from '../api/onboarding';
import { CertificateCard } from '../components/certificate-card';
import { ComplianceChecks } from '../components/compliance-checks';
import { OnboardingSteps } from '../components/onboarding-steps';
import { OtpForm } from '../components/otp-form';

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <h2 className="font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** The step an admin takes next: the OTP form, running the checks, asking for the production CSID; or nothing. */
function NextStep({ onboarding }: { onboarding: TZatcaOnboardingView }) {
  const { t } = useTranslation();
  const checks = useRunComplianceChecks();
  const production = useRequestProductionCsid();
  const fail = (error: unknown) => toast.error(errorMessage(t, error, { fallback: t('adminPanel.zatca.stepFailed') }));
  if (onboarding.status === 'not_started') {
    if (!onboarding.vatNumber) return <FormAlert>{t('errors.zatcaNeedsVatNumber')}</FormAlert>;
    return (
      <Panel title={t('adminPanel.zatca.complianceTitle')}>
        <OtpForm sandbox={onboarding.mode === 'sandbox'} />
      </Panel>
    );
  }
  if (onboarding.status === 'compliance') {
    return (
      <Panel title={t('adminPanel.zatca.checksTitle')}>
        <p className="text-sm text-slate-600">{t('adminPanel.zatca.checksHelp')}</p>
        <ComplianceChecks checks={onboarding.checks} />
        <Button isLoading={checks.isPending} onClick={() => checks.mutate(undefined, { onError: fail })}>
          {t(onboarding.checks.length ? 'adminPanel.zatca.runChecksAgain' : 'adminPanel.zatca.runChecks')}
        </Button>
      </Panel>
    );
  }
  if (onboarding.status === 'checks_passed') {
    return (
      <Panel title={t('adminPanel.zatca.productionTitle')}>
        <ComplianceChecks checks={onboarding.checks} />
        <p className="text-sm text-slate-600">{t('adminPanel.zatca.productionHelp')}</p>
        <Button isLoading={production.isPending} onClick={() => production.mutate(undefined, { onError: fail })}>
          {t('adminPanel.zatca.requestProduction')}
        </Button>
      </Panel>
    );
  }
  return (
    <Panel title={t('adminPanel.zatca.checksTitle')}>
      <ComplianceChecks checks={onboarding.checks} />
    </Panel>
  );
}

/** ZATCA e-invoicing onboarding of the platform's EGS unit (ADR 040): where it stands and the next step. */
export function ZatcaOnboardingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminPanel.zatca.title'));
  const query = useZatcaOnboarding();
  if (query.isPending) return <LoadingState label={t('common.loading')} />;
  if (query.isError) {
    return (
      <EmptyState
        icon={ReceiptText}
        title={t('adminPanel.zatca.loadFailed')}
        action={<Button onClick={() => void query.refetch()}>{t('common.tryAgain')}</Button>}
      />
    );
  }
  const { onboarding } = query.data;
  return (
    <section className="space-y-6">
      <PageHeader title={t('adminPanel.zatca.title')} subtitle={t('adminPanel.zatca.subtitle')} />
      <OnboardingSteps status={onboarding.status} />
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-slate-500">{t('adminPanel.zatca.mode')}</dt>
        <dd className="text-slate-900">
          {t(`adminPanel.zatca.modes.${onboarding.mode}`)}
          {onboarding.apiUrl ? (
            <span className="ms-2 text-xs text-slate-500" dir="ltr">
              {onboarding.apiUrl}
            </span>
          ) : null}
        </dd>
        <dt className="text-slate-500">{t('adminPanel.zatca.vatNumber')}</dt>
        <dd className="text-slate-900">
          <span dir="ltr">{onboarding.vatNumber ?? '—'}</span>
        </dd>
        {onboarding.egsSerial ? (
          <>
            <dt className="text-slate-500">{t('adminPanel.zatca.egsSerial')}</dt>
            <dd className="break-all text-slate-900">
              <span dir="ltr">{onboarding.egsSerial}</span>
            </dd>
          </>
        ) : null}
      </dl>
      {onboarding.production ? (
        <CertificateCard title={t('adminPanel.zatca.productionCertificate')} certificate={onboarding.production} />
      ) : null}
      <NextStep onboarding={onboarding} />
      {onboarding.compliance && !onboarding.production ? (
        <CertificateCard title={t('adminPanel.zatca.complianceCertificate')} certificate={onboarding.compliance} />
      ) : null}
    </section>
  );
}

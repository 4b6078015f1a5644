import { type TIdentityVerificationView, ZIdentityVerificationRequest } from '@gamesouq/core';
import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink, Fingerprint, ShieldCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { queryKeys } from '@/lib/query-keys';
import { Button, buttonClasses } from '@/ui/button';
import { Form } from '@/ui/form/form';
import { FormTextField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { FormAlert } from '@/ui/form-alert';
import { Spinner } from '@/ui/spinner';
import { useIdentityVerification, useStartIdentityVerification } from '../api/identity-verification';

/**
 * Identity verification (ADR 041): the user gives their national ID or iqama number, picks in the Nafath app the
 * number shown here, and the page follows the request until it is approved, rejected or expired.
 */
export function IdentityVerification() {
  const { t } = useTranslation();
  const identity = useIdentityVerification();
  const verification = identity.data?.verification ?? null;
  return (
    <section aria-labelledby="identity-title" className="space-y-3 rounded-xl p-4 ring-1 ring-slate-200">
      <div className="flex items-start gap-3">
        <Fingerprint aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
        <div>
          <h3 id="identity-title" className="font-semibold text-slate-900">
            {t('identity.title')}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{t('identity.intro')}</p>
        </div>
      </div>
      {identity.isPending ? <Spinner /> : null}
      {identity.isError ? <FormAlert>{t('identity.loadFailed')}</FormAlert> : null}
      {identity.data?.isVerified && verification?.status === 'approved' ? <Verified verification={verification} /> : null}
      {verification?.status === 'pending' ? <Waiting verification={verification} /> : null}
      {identity.data && !identity.data.isVerified && verification?.status !== 'pending' ? (
        <>
          {verification && verification.status !== 'approved' ? (
            <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t(`identity.ended.${verification.status}`)}
            </p>
          ) : null}
          <StartForm />
        </>
      ) : null}
    </section>
  );
}

function Verified({ verification }: { verification: TIdentityVerificationView }) {
  const { t } = useTranslation();
  return (
    <p role="status" className="flex items-center gap-2 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-900">
      <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
      {verification.verifiedName
        ? t('identity.verifiedAs', { name: verification.verifiedName, digits: verification.idLastDigits })
        : t('identity.verified', { digits: verification.idLastDigits })}
    </p>
  );
}

/** Seconds left before the request expires, counted down once a second. */
function useSecondsLeft(expiresAt: string) {
  const left = () => Math.max(0, Math.round((new Date(expiresAt).getTime() - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
  });
  return seconds;
}

function Waiting({ verification }: { verification: TIdentityVerificationView }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const seconds = useSecondsLeft(verification.expiresAt);
  useEffect(() => {
    if (seconds === 0) void queryClient.invalidateQueries({ queryKey: queryKeys.account.identity() });
  }, [seconds, queryClient]);
  const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <div role="status" aria-live="polite" className="space-y-3 rounded-lg bg-sky-50 p-4 text-center text-sm text-sky-950">
      <p>{t('identity.pickNumber')}</p>
      <p className="text-5xl font-extrabold tracking-widest text-sky-900">
        <bdi dir="ltr">{verification.number}</bdi>
      </p>
      <p className="flex items-center justify-center gap-2 text-sky-800">
        <Spinner />
        {t('identity.waiting', { time })}
      </p>
      {verification.sandboxAppUrl ? (
        <a
          href={`${verification.sandboxAppUrl}?lang=${i18n.language === 'ar' ? 'ar' : 'en'}`}
          target="_blank"
          rel="noopener"
          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
        >
          <ExternalLink aria-hidden="true" className="size-4" />
          {t('identity.openSandboxApp')}
        </a>
      ) : (
        <p className="text-xs text-sky-800">{t('identity.openNafath')}</p>
      )}
    </div>
  );
}

function StartForm() {
  const { t } = useTranslation();
  const start = useStartIdentityVerification();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(ZIdentityVerificationRequest, { defaultValues: { nationalId: '' } });
  const onSubmit = async (values: { nationalId: string }) => {
    setFailure(null);
    try {
      await start.mutateAsync(values);
    } catch (error) {
      setFailure(errorMessage(t, error, { fallback: t('identity.startFailed') }));
    }
  };
  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-3">
      <FormTextField
        name="nationalId"
        label={t('identity.nationalId')}
        hint={t('identity.nationalIdHint')}
        inputMode="numeric"
        dir="ltr"
        maxLength={10}
        autoComplete="off"
      />
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button type="submit" isLoading={start.isPending}>
        {t('identity.start')}
      </Button>
    </Form>
  );
}

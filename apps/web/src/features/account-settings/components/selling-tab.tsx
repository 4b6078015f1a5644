import { ZSellerApplication } from '@gamesouq/core';
import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useCurrentUser } from '@/lib/current-user';
import { formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/ui/button';
import { Form } from '@/ui/form/form';
import { FormField, FormTextField } from '@/ui/form/form-fields';
import { useFormFailure } from '@/ui/form/use-form-failure';
import { useZodForm } from '@/ui/form/use-zod-form';
import { FormAlert } from '@/ui/form-alert';
import { LoadingState } from '@/ui/loading-state';
import { TextField } from '@/ui/text-field';
import { type SellerRequest, useApplyForSelling, useSellerRequest } from '../api/seller-request';
import { IdentityVerification } from './identity-verification';

/** The Selling tab: the state of the user's seller request, or the application (design §3, POST /api/user/seller-requests). */
export function SellingTab() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  return (
    <div className="space-y-6">
      <IdentityVerification />
      {user?.role === 'trader' ? <p className="text-sm text-slate-700">{t('accountSettings.selling.alreadyTrader')}</p> : <Application />}
    </div>
  );
}

function Application() {
  const { t } = useTranslation();
  const request = useSellerRequest();
  if (request.isPending) return <LoadingState label={t('common.loading')} />;
  if (request.isError) return <FormAlert>{t('accountSettings.selling.loadFailed')}</FormAlert>;
  const current = request.data.request;
  return (
    <div className="space-y-5">
      <div>
        <h3 className="font-semibold text-slate-900">{t('accountSettings.selling.title')}</h3>
        <p className="mt-1 text-sm text-slate-600">{t('accountSettings.selling.intro')}</p>
      </div>
      {current ? <RequestStatus request={current} /> : null}
      {!current || current.status === 'rejected' ? <ApplicationForm /> : null}
    </div>
  );
}

function RequestStatus({ request }: { request: SellerRequest }) {
  const { t, i18n } = useTranslation();
  const tone = {
    pending: 'bg-amber-50 text-amber-900 ring-amber-200',
    approved: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
    rejected: 'bg-red-50 text-red-900 ring-red-200',
  }[request.status];
  return (
    <div role="status" className={`rounded-xl p-4 text-sm ring-1 ${tone}`}>
      <p className="font-semibold">{t(`accountSettings.selling.status.${request.status}`)}</p>
      <p className="mt-1">
        {t(`accountSettings.selling.${request.type}`)} ·{' '}
        {t('accountSettings.selling.submittedOn', { date: formatDate(request.createdAt, i18n.language) })}
      </p>
      {request.status === 'rejected' && request.rejectionReason ? (
        <p className="mt-1">{t('accountSettings.selling.reason', { reason: request.rejectionReason })}</p>
      ) : null}
      {request.status === 'rejected' ? <p className="mt-1">{t('accountSettings.selling.applyAgain')}</p> : null}
    </div>
  );
}

function ApplicationForm() {
  const { t } = useTranslation();
  const apply = useApplyForSelling();
  const form = useZodForm(ZSellerApplication, {
    defaultValues: { type: 'store', storeName: '', cityLocation: '', civilId: '', vatNumber: '', crNumber: '' },
  });
  const { failure, clear, fail } = useFormFailure(form);
  const [files, setFiles] = useState<{ registrationCertificate?: File; vatCertificate?: File }>({});

  function submit(application: z.output<typeof ZSellerApplication>) {
    clear();
    const body = new FormData();
    for (const [key, value] of Object.entries(application)) body.append(key, value);
    for (const [key, file] of Object.entries(files)) if (file) body.append(key, file);
    apply.mutate(body, {
      onSuccess: () => toast.success(t('accountSettings.selling.sent')),
      onError: (error) => fail(error, t('accountSettings.selling.failed')),
    });
  }

  const isStore = form.watch('type') === 'store';
  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <FormField
        name="type"
        render={({ error: _, ...field }) => (
          <fieldset>
            <legend className="mb-2 text-sm font-semibold text-slate-800">{t('accountSettings.selling.type')}</legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {(['store', 'person'] as const).map((type) => (
                <label
                  key={type}
                  className="flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2.5 text-sm ring-1 ring-slate-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-300"
                >
                  <input type="radio" {...field} value={type} className="accent-brand-600" />
                  {t(`accountSettings.selling.${type}`)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
      />
      {isStore ? <FormTextField name="storeName" label={t('accountSettings.selling.storeName')} isRequired maxLength={120} /> : null}
      <FormTextField name="cityLocation" label={t('accountSettings.selling.cityLocation')} isRequired maxLength={120} />
      <FormTextField name="civilId" label={t('accountSettings.selling.civilId')} isRequired maxLength={40} dir="ltr" />
      {isStore ? (
        <>
          <FormTextField
            name="vatNumber"
            label={t('accountSettings.selling.vatNumber')}
            maxLength={40}
            dir="ltr"
            inputMode="numeric"
            hint={t('accountSettings.selling.vatNumberHint')}
          />
          <FormTextField name="crNumber" label={t('accountSettings.selling.crNumber')} maxLength={40} dir="ltr" inputMode="numeric" />
        </>
      ) : null}
      {isStore
        ? (['registrationCertificate', 'vatCertificate'] as const).map((field) => (
            <TextField
              key={field}
              label={t(`accountSettings.selling.${field}`)}
              type="file"
              accept="image/jpeg,image/png,image/webp,application/pdf"
              onChange={(event) => setFiles((current) => ({ ...current, [field]: event.target.files?.[0] }))}
              hint={field === 'vatCertificate' ? t('accountSettings.selling.documentsHint') : undefined}
            />
          ))
        : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <Button type="submit" isLoading={apply.isPending}>
        {t('accountSettings.selling.submit')}
      </Button>
    </Form>
  );
}

import { ZSellerApplication } from '@gamesouq/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useCurrentUser } from '@/lib/current-user';
import { formatDate } from '@/lib/format';
import { errorMessage, translateMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { FormAlert } from '@/ui/form-alert';
import { LoadingState } from '@/ui/loading-state';
import { TextField } from '@/ui/text-field';
import { type SellerRequest, useApplyForSelling, useSellerRequest } from '../api/seller-request';

type Field = 'type' | 'storeName' | 'cityLocation' | 'civilId' | 'vatNumber' | 'crNumber';

/** The Selling tab: the state of the user's seller request, or the application (design §3, POST /api/user/seller-requests). */
export function SellingTab() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const request = useSellerRequest();
  if (user?.role === 'trader') return <p className="text-sm text-slate-700">{t('accountSettings.selling.alreadyTrader')}</p>;
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
  const [values, setValues] = useState({ type: 'store', storeName: '', cityLocation: '', civilId: '', vatNumber: '', crNumber: '' });
  const [files, setFiles] = useState<{ registrationCertificate?: File; vatCertificate?: File }>({});
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFailure(null);
    const parsed = ZSellerApplication.safeParse(values);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= translateMessage(t, issue.message);
      setErrors(found);
      return;
    }
    const form = new FormData();
    for (const [key, value] of Object.entries(parsed.data)) form.append(key, value);
    for (const [key, file] of Object.entries(files)) if (file) form.append(key, file);
    apply.mutate(form, {
      onSuccess: () => toast.success(t('accountSettings.selling.sent')),
      onError: (error) => setFailure(errorMessage(t, error, { fallback: t('accountSettings.selling.failed') })),
    });
  }

  const isStore = values.type === 'store';
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-slate-800">{t('accountSettings.selling.type')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(['store', 'person'] as const).map((type) => (
            <label
              key={type}
              className="flex cursor-pointer items-center gap-2 rounded-xl px-3 py-2.5 text-sm ring-1 ring-slate-200 has-[:checked]:bg-brand-50 has-[:checked]:ring-brand-300"
            >
              <input
                type="radio"
                name="type"
                value={type}
                checked={values.type === type}
                onChange={set('type')}
                className="accent-brand-600"
              />
              {t(`accountSettings.selling.${type}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {isStore ? (
        <TextField
          label={t('accountSettings.selling.storeName')}
          isRequired
          maxLength={120}
          value={values.storeName}
          onChange={set('storeName')}
          error={errors.storeName}
        />
      ) : null}
      <TextField
        label={t('accountSettings.selling.cityLocation')}
        isRequired
        maxLength={120}
        value={values.cityLocation}
        onChange={set('cityLocation')}
        error={errors.cityLocation}
      />
      <TextField
        label={t('accountSettings.selling.civilId')}
        isRequired
        maxLength={40}
        dir="ltr"
        value={values.civilId}
        onChange={set('civilId')}
        error={errors.civilId}
      />
      {isStore ? (
        <>
          <TextField
            label={t('accountSettings.selling.vatNumber')}
            maxLength={40}
            dir="ltr"
            inputMode="numeric"
            value={values.vatNumber}
            onChange={set('vatNumber')}
            error={errors.vatNumber}
            hint={t('accountSettings.selling.vatNumberHint')}
          />
          <TextField
            label={t('accountSettings.selling.crNumber')}
            maxLength={40}
            dir="ltr"
            inputMode="numeric"
            value={values.crNumber}
            onChange={set('crNumber')}
            error={errors.crNumber}
          />
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
    </form>
  );
}

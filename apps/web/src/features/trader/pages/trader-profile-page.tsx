import { formatPhoneInput } from '@gamesouq/core';
import { BadgeCheck, Pencil } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { PhoneChangeDialog } from '@/entities/phone/components/phone-change-dialog';
import { PhoneField } from '@/entities/phone/components/phone-field';
import { usePhoneChange } from '@/entities/phone/lib/use-phone-change';
import { formatDate } from '@/lib/format';
import { useTranslation } from '@/lib/i18n';
import { errorMessage, fieldErrors as translatedFieldErrors } from '@/lib/messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/ui/button';
import { LoadingState } from '@/ui/loading-state';
import { TextAreaField, TextField } from '@/ui/text-field';
import { useProfile, useUpdateProfile } from '../api/profile';
import type { TraderProfile } from '../api/types';
import { LoadError } from '../components/load-error';
import { VatRegistrationCard } from '../components/vat-registration-card';

const EDITABLE = [
  'name',
  'phone',
  'store_name',
  'location',
  'bankName',
  'accountHolderName',
  'accountNumber',
  'iban',
  'swiftCode',
] as const;
type Draft = Record<(typeof EDITABLE)[number] | 'description', string>;
const draftOf = (profile: TraderProfile): Draft =>
  ({
    ...Object.fromEntries(EDITABLE.map((key) => [key, profile[key] ?? ''])),
    phone: formatPhoneInput(profile.phone ?? ''),
    description: profile.description,
  }) as Draft;

/** The trader profile (seller §2.14): view, edit, then saved or cancelled; bank details with the account number masked. */
export function TraderProfilePage() {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('trader.nav.profile'));
  const profile = useProfile();
  const update = useUpdateProfile();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const phoneChange = usePhoneChange(profile.data?.phone);

  if (profile.isPending) return <LoadingState label={t('common.loading')} />;
  if (profile.isError)
    return <LoadError error={profile.error} fallback={t('traderPanel.profile.loadFailed')} onRetry={() => void profile.refetch()} />;
  const data = profile.data;
  const isEditing = draft !== null;
  const label = (key: keyof Draft) => t(`traderPanel.profile.fields.${key}`);

  const showError = (error: unknown) => {
    setFieldErrors(translatedFieldErrors(t, error));
    toast.error(errorMessage(t, error, { fallback: t('traderPanel.profile.updateFailed') }));
  };

  const save = async () => {
    if (!draft) return;
    // A new phone number is saved only with the code sent to it.
    if (await phoneChange.sendCodeFirst(draft.phone, showError)) return;
    update.mutate(draft, {
      onSuccess: () => {
        toast.success(t('traderPanel.profile.updated'));
        setDraft(null);
        setFieldErrors({});
      },
      onError: showError,
    });
  };

  const field = (key: keyof Draft, props: Record<string, unknown> = {}) =>
    isEditing ? (
      <TextField
        label={label(key)}
        value={draft[key]}
        error={fieldErrors[key]}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
        {...props}
      />
    ) : (
      <div>
        <p className="text-sm text-slate-500">{label(key)}</p>
        <p className="mt-0.5 font-medium text-slate-900" dir={props.dir as string | undefined}>
          {data[key] || '—'}
        </p>
      </div>
    );

  return (
    <section className="mx-auto max-w-4xl space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('trader.nav.profile')}</h1>
        {isEditing ? (
          <div className="flex gap-2">
            <Button
              variant="secondary"
              onClick={() => {
                setDraft(null);
                setFieldErrors({});
              }}
            >
              {t('common.cancel')}
            </Button>
            <Button onClick={() => void save()} isLoading={update.isPending || phoneChange.isSendingCode}>
              {t('traderPanel.profile.save')}
            </Button>
          </div>
        ) : (
          <Button variant="secondary" onClick={() => setDraft(draftOf(data))}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('traderPanel.profile.edit')}
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
        <span className="grid size-16 place-items-center overflow-hidden rounded-full bg-brand-100 text-xl font-bold text-brand-700">
          {data.avatar ? <img src={data.avatar} alt="" width={64} height={64} className="size-16 object-cover" /> : data.name.slice(0, 1)}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-lg font-semibold text-slate-900">{data.store_name || data.name}</p>
          <p className="text-sm text-slate-500" dir="ltr">
            {data.email}
          </p>
        </div>
        <dl className="grid grid-cols-3 gap-4 text-sm">
          <div>
            <dt className="text-slate-500">{t('traderPanel.profile.role')}</dt>
            <dd className="font-medium">
              {data.role === 'admin' ? t('traderPanel.profile.roleAdmin') : t('traderPanel.profile.roleTrader')}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('traderPanel.profile.status')}</dt>
            <dd className="font-medium text-emerald-700">{t('traderPanel.profile.active')}</dd>
          </div>
          <div>
            <dt className="text-slate-500">{t('traderPanel.profile.verification')}</dt>
            <dd className="inline-flex items-center gap-1 font-medium">
              {data.verified ? <BadgeCheck aria-hidden="true" className="size-4 text-sky-600" /> : null}
              {data.verified ? t('traderPanel.profile.verified') : t('traderPanel.profile.unverified')}
            </dd>
          </div>
        </dl>
      </div>
      <section className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2">
        <h2 className="font-semibold text-slate-900 sm:col-span-2">{t('traderPanel.profile.account')}</h2>
        {field('name')}
        <div>
          <p className="text-sm text-slate-500">{t('traderPanel.profile.fields.email')}</p>
          <p className="mt-0.5 font-medium text-slate-900" dir="ltr">
            {data.email} <span className="text-xs text-emerald-700">({t('traderPanel.profile.emailReadOnly')})</span>
          </p>
        </div>
        {isEditing ? (
          <PhoneField
            label={label('phone')}
            value={draft.phone}
            error={fieldErrors.phone}
            onChange={(event) => setDraft({ ...draft, phone: event.target.value })}
          />
        ) : (
          field('phone', { dir: 'ltr' })
        )}
        {field('store_name')}
        {field('location')}
        <div>
          <p className="text-sm text-slate-500">{t('traderPanel.profile.memberSince')}</p>
          <p className="mt-0.5 font-medium text-slate-900">{data.created_at ? formatDate(data.created_at, i18n.language) : '—'}</p>
        </div>
        <div className="sm:col-span-2">
          {isEditing ? (
            <TextAreaField
              label={label('description')}
              value={draft.description}
              maxLength={1000}
              rows={3}
              onChange={(event) => setDraft({ ...draft, description: event.target.value })}
            />
          ) : (
            <>
              <p className="text-sm text-slate-500">{label('description')}</p>
              <p className="mt-0.5 whitespace-pre-line text-slate-900">{data.description || '—'}</p>
            </>
          )}
        </div>
      </section>
      <section className="grid gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2">
        <h2 className="font-semibold text-slate-900 sm:col-span-2">{t('traderPanel.profile.bank')}</h2>
        {field('bankName')}
        {field('accountHolderName')}
        {field('accountNumber', { dir: 'ltr', inputMode: 'numeric' })}
        {field('iban', { dir: 'ltr', placeholder: 'SA00 0000 0000 0000 0000 0000' })}
        {field('swiftCode', { dir: 'ltr' })}
      </section>
      <VatRegistrationCard profile={data} />
      <PhoneChangeDialog
        pending={phoneChange.pending}
        onResent={phoneChange.renew}
        onVerified={() => {
          phoneChange.markVerified();
          void save();
        }}
        onClose={phoneChange.close}
      />
    </section>
  );
}

import { formatPhoneInput } from '@gamesouq/core';
import { BadgeCheck, Info } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { PhoneChangeDialog } from '@/entities/phone/components/phone-change-dialog';
import { PhoneField } from '@/entities/phone/components/phone-field';
import { usePhoneChange } from '@/entities/phone/lib/use-phone-change';
import { useTranslation } from '@/lib/i18n';
import { errorMessage, fieldErrors } from '@/lib/messages';
import { Button } from '@/ui/button';
import { TextAreaField, TextField } from '@/ui/text-field';
import { type UserProfile, useUpdateUserProfile } from '../api/profile';
import { AvatarPicker } from './avatar-picker';

const FIELDS = ['name', 'phone', 'address', 'bio', 'bankName', 'accountHolderName', 'accountNumber', 'iban', 'swiftCode'] as const;
type Draft = Record<(typeof FIELDS)[number], string>;

/** The Profile tab: avatar, personal details, bank details, and the verification badge or message. */
export function ProfileTab({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const update = useUpdateUserProfile();
  const [draft, setDraft] = useState<Draft>(
    () =>
      ({ ...Object.fromEntries(FIELDS.map((key) => [key, profile[key] ?? ''])), phone: formatPhoneInput(profile.phone ?? '') }) as Draft,
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const phoneChange = usePhoneChange(profile.phone);
  const input = (key: keyof Draft, props: Record<string, unknown> = {}) => (
    <TextField
      label={t(`accountSettings.fields.${key}`)}
      value={draft[key]}
      error={errors[key]}
      onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      {...props}
    />
  );

  const showError = (error: unknown) => {
    setErrors(fieldErrors(t, error));
    toast.error(errorMessage(t, error, { fallback: t('accountSettings.profileFailed') }));
  };

  const save = async () => {
    // A new phone number is saved only with the code sent to it.
    if (await phoneChange.sendCodeFirst(draft.phone, showError)) return;
    update.mutate(draft, {
      onSuccess: () => {
        setErrors({});
        toast.success(t('accountSettings.profileUpdated'));
      },
      onError: showError,
    });
  };

  return (
    <div className="space-y-5">
      <AvatarPicker name={profile.name} avatar={profile.avatar} />
      {profile.verified ? (
        <p className="inline-flex items-center gap-2 rounded-full bg-sky-50 px-3 py-1 text-sm font-medium text-sky-700">
          <BadgeCheck aria-hidden="true" className="size-4" />
          {t('accountSettings.verified')}
        </p>
      ) : (
        <p className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('accountSettings.unverified')}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {input('name')}
        <TextField label={t('accountSettings.fields.email')} value={profile.email} readOnly disabled dir="ltr" />
        <PhoneField
          label={t('accountSettings.fields.phone')}
          value={draft.phone}
          error={errors.phone}
          onChange={(event) => setDraft({ ...draft, phone: event.target.value })}
        />
        {input('address')}
        <TextAreaField
          label={t('accountSettings.fields.bio')}
          className="sm:col-span-2"
          rows={3}
          maxLength={500}
          value={draft.bio}
          onChange={(event) => setDraft({ ...draft, bio: event.target.value })}
        />
      </div>
      <h3 className="font-semibold text-slate-900">{t('accountSettings.bank')}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {input('bankName')}
        {input('accountHolderName')}
        {input('accountNumber', { dir: 'ltr', inputMode: 'numeric' })}
        {input('iban', { dir: 'ltr' })}
        {input('swiftCode', { dir: 'ltr' })}
      </div>
      <Button onClick={() => void save()} isLoading={update.isPending || phoneChange.isSendingCode}>
        {t('accountSettings.save')}
      </Button>
      <PhoneChangeDialog
        pending={phoneChange.pending}
        onResent={phoneChange.renew}
        onVerified={() => {
          phoneChange.markVerified();
          void save();
        }}
        onClose={phoneChange.close}
      />
    </div>
  );
}

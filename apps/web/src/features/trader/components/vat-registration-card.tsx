import { ZVatRegistrationChange } from '@gamesouq/core';
import { BadgeCheck, Clock, Pencil } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { z } from 'zod';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { Form } from '@/ui/form/form';
import { FormTextField } from '@/ui/form/form-fields';
import { showRefusedFields } from '@/ui/form/use-form-failure';
import { useZodForm } from '@/ui/form/use-zod-form';
import { useChangeVatRegistration } from '../api/profile';
import type { TraderProfile } from '../api/types';

/**
 * The shop's VAT registration on the trader profile: the numbers an admin verified (the shop's prices include VAT),
 * numbers waiting for review, and a form to change them, which an admin verifies again (ADR 011).
 */
export function VatRegistrationCard({ profile }: { profile: TraderProfile }) {
  const { t } = useTranslation();
  const [isChanging, setIsChanging] = useState(false);

  return (
    <section className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-semibold text-slate-900">{t('traderPanel.profile.vat.title')}</h2>
        {isChanging ? null : (
          <Button variant="secondary" size="sm" onClick={() => setIsChanging(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            {t('traderPanel.profile.vat.change')}
          </Button>
        )}
      </div>
      {profile.vatNumber ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <p className="text-sm text-slate-500">{t('traderPanel.profile.vat.vatNumber')}</p>
            <p className="mt-0.5 inline-flex items-center gap-1 font-medium text-slate-900">
              <bdi dir="ltr">{profile.vatNumber}</bdi>
              <BadgeCheck aria-hidden="true" className="size-4 text-sky-600" />
              <span className="text-xs text-emerald-700">{t('traderPanel.profile.vat.verified')}</span>
            </p>
          </div>
          <div>
            <p className="text-sm text-slate-500">{t('traderPanel.profile.vat.crNumber')}</p>
            <p className="mt-0.5 font-medium text-slate-900">
              <bdi dir="ltr">{profile.crNumber || '—'}</bdi>
            </p>
          </div>
          <p className="text-sm text-slate-600 sm:col-span-2">{t('traderPanel.profile.vat.registeredNote')}</p>
        </div>
      ) : (
        <p className="text-sm text-slate-600">{t('traderPanel.profile.vat.notRegistered')}</p>
      )}
      {profile.vatReview ? (
        <p role="status" className="flex items-start gap-2 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>
            {t('traderPanel.profile.vat.underReview', { vatNumber: profile.vatReview.vatNumber, crNumber: profile.vatReview.crNumber })}
          </span>
        </p>
      ) : null}
      {isChanging ? <VatChangeForm profile={profile} onClose={() => setIsChanging(false)} /> : null}
    </section>
  );
}

function VatChangeForm({ profile, onClose }: { profile: TraderProfile; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangeVatRegistration();
  const form = useZodForm(ZVatRegistrationChange, {
    defaultValues: { vatNumber: profile.vatNumber ?? '', crNumber: profile.crNumber ?? '' },
  });

  const submit = (numbers: z.output<typeof ZVatRegistrationChange>) =>
    change.mutate(numbers, {
      onSuccess: (reply) => {
        toast.success(reply.isPendingReview ? t('traderPanel.profile.vat.sentForReview') : t('traderPanel.profile.vat.updated'));
        onClose();
      },
      onError: (error) => {
        showRefusedFields(form, t, error);
        toast.error(errorMessage(t, error, { fallback: t('traderPanel.profile.vat.failed') }));
      },
    });

  return (
    <Form form={form} onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <FormTextField
        name="vatNumber"
        label={t('traderPanel.profile.vat.vatNumber')}
        dir="ltr"
        inputMode="numeric"
        maxLength={40}
        hint={t('accountSettings.selling.vatNumberHint')}
      />
      <FormTextField name="crNumber" label={t('traderPanel.profile.vat.crNumber')} dir="ltr" inputMode="numeric" maxLength={40} />
      <p className="text-sm text-slate-600 sm:col-span-2">{t('traderPanel.profile.vat.changeNote')}</p>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" isLoading={change.isPending}>
          {t('traderPanel.profile.vat.submit')}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
      </div>
    </Form>
  );
}

import { ZComplianceCsidRequest } from '@gamesouq/core';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { Button } from '@/ui/button';
import { Form } from '@/ui/form/form';
import { FormTextField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { FormAlert } from '@/ui/form-alert';
import { useRequestComplianceCsid } from '../api/onboarding';

/** Step 1: the OTP from the FATOORA portal, exchanged (with the unit's CSR) for the compliance CSID. */
export function OtpForm({ sandbox }: { sandbox: boolean }) {
  const { t } = useTranslation();
  const request = useRequestComplianceCsid();
  const form = useZodForm(ZComplianceCsidRequest, { defaultValues: { otp: '' } });
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (body: { otp: string }) => {
    setFailure(null);
    request.mutate(body, {
      onSuccess: () => form.reset({ otp: '' }),
      onError: (error) => setFailure(errorMessage(t, error, { fallback: t('adminPanel.zatca.stepFailed') })),
    });
  };
  return (
    <Form form={form} onSubmit={submit} className="space-y-4">
      <p className="text-sm text-slate-600">{t('adminPanel.zatca.otpHelp')}</p>
      {sandbox ? (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{t('adminPanel.zatca.sandboxOtp', { otp: '123345' })}</p>
      ) : null}
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <FormTextField
        name="otp"
        label={t('adminPanel.zatca.otp')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        dir="ltr"
        className="max-w-40 text-center tracking-widest"
      />
      <Button type="submit" isLoading={request.isPending}>
        {t('adminPanel.zatca.requestCompliance')}
      </Button>
    </Form>
  );
}

import { ZPhoneRequest } from '@gamesouq/core';
import { Smartphone } from 'lucide-react';
import type { ReactNode } from 'react';
import { PhoneField } from '@/entities/phone/components/phone-field';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/ui/button';
import { Form } from '@/ui/form/form';
import { FormField } from '@/ui/form/form-fields';
import { useZodForm } from '@/ui/form/use-zod-form';
import { StepHeading } from './step-heading';

type PhoneStepFormProps = {
  title: string;
  subtitle: ReactNode;
  /** The number typed before, when the user comes back to this step. */
  defaultPhone?: string;
  /** Sends the code to the number (E.164); resolves with the message to show under the field when it was not sent. */
  onSend: (phone: string) => Promise<string | undefined>;
};

/** The step that asks for the phone number a code is sent to; Send stays off until something is typed. */
export function PhoneStepForm({ title, subtitle, defaultPhone = '', onSend }: PhoneStepFormProps) {
  const { t } = useTranslation();
  // The message stays until the number is edited, and the number is checked again only when sent.
  const form = useZodForm(ZPhoneRequest, { defaultValues: { phoneNumber: defaultPhone }, reValidateMode: 'onSubmit' });
  const isEmpty = form.watch('phoneNumber').trim() === '';

  async function onSubmit({ phoneNumber }: { phoneNumber: string }) {
    const refusal = await onSend(phoneNumber);
    if (refusal) form.setError('phoneNumber', { type: 'server', message: refusal });
  }

  return (
    <Form form={form} onSubmit={onSubmit} className="space-y-6">
      <StepHeading icon={<Smartphone aria-hidden="true" className="size-7" />} title={title}>
        {subtitle}
      </StepHeading>
      <FormField
        name="phoneNumber"
        render={(field) => (
          <PhoneField
            label={t('otp.phone')}
            {...field}
            onChange={(event) => {
              form.clearErrors('phoneNumber');
              return field.onChange(event);
            }}
            autoFocus
          />
        )}
      />
      <Button type="submit" size="lg" className="w-full" disabled={isEmpty} isLoading={form.formState.isSubmitting}>
        {t('otp.send')}
      </Button>
    </Form>
  );
}

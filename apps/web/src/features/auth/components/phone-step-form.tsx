import { Smartphone } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { PhoneField } from '@/entities/phone/components/phone-field';
import { useTranslation } from '@/lib/i18n';
import { Button } from '@/ui/button';
import { StepHeading } from './step-heading';

type PhoneStepFormProps = {
  title: string;
  subtitle: ReactNode;
  phone: string;
  onPhoneChange: (phone: string) => void;
  error: string | null;
  isSending: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
};

/** The step that asks for the phone number a code is sent to; Send stays off until something is typed. */
export function PhoneStepForm({ title, subtitle, phone, onPhoneChange, error, isSending, onSubmit }: PhoneStepFormProps) {
  const { t } = useTranslation();
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      <StepHeading icon={<Smartphone aria-hidden="true" className="size-7" />} title={title}>
        {subtitle}
      </StepHeading>
      <PhoneField
        label={t('otp.phone')}
        value={phone}
        onChange={(event) => onPhoneChange(event.target.value)}
        error={error ?? undefined}
        autoFocus
      />
      <Button type="submit" size="lg" className="w-full" disabled={phone.trim() === ''} isLoading={isSending}>
        {t('otp.send')}
      </Button>
    </form>
  );
}

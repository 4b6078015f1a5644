import { maskPhone } from '@gamesouq/core';
import { Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CodeVerificationForm } from '@/entities/phone/components/code-verification-form';

type PhoneVerificationProps = {
  phone: string;
  submitLabel?: string;
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onBack: () => void;
};

/** "Verify your phone number": six boxes, the masked phone, resend after 60 s. */
export function PhoneVerification({ phone, submitLabel, onVerify, onResend, onBack }: PhoneVerificationProps) {
  const { t } = useTranslation();
  return (
    <CodeVerificationForm
      icon={<Smartphone aria-hidden="true" className="size-7" />}
      title={t('verification.title')}
      description={
        <>
          {t('verification.sentTo')}{' '}
          <span dir="ltr" className="font-semibold whitespace-nowrap text-slate-900">
            {maskPhone(phone)}
          </span>
        </>
      }
      submitLabel={submitLabel ?? t('verification.submit')}
      onVerify={onVerify}
      onResend={onResend}
      onBack={onBack}
      backLabel={t('common.back')}
    />
  );
}

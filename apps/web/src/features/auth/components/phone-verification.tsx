import { maskPhone } from '@gamesouq/core';
import { Smartphone } from 'lucide-react';
import { CodeSentTo } from '@/entities/phone/components/code-sent-to';
import { CodeVerificationForm } from '@/entities/phone/components/code-verification-form';
import { useTranslation } from '@/lib/i18n';

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
      description={<CodeSentTo text={t('verification.sentTo')} to={maskPhone(phone)} />}
      submitLabel={submitLabel ?? t('verification.submit')}
      onVerify={onVerify}
      onResend={onResend}
      onBack={onBack}
      backLabel={t('common.back')}
    />
  );
}

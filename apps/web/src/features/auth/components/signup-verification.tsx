import { toast } from 'sonner';
import { sendVerification } from '@/entities/phone/api/send-verification';
import { useVerifyCode } from '@/entities/phone/api/verify-code';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { errorMessage } from '@/lib/messages';
import { fieldErrorsOf, type SignupFieldErrors, useCreateAccount } from '../lib/use-create-account';
import { PhoneVerification } from './phone-verification';
import type { PendingSignup } from './signup-form';

type SignupVerificationProps = {
  pending: PendingSignup;
  onSessionRenewed: (sessionId: string) => void;
  /** The code was right: the phone counts as verified for a retry without a new code. */
  onVerified: (phone: string) => void;
  /** Cancel: the phone and the form data are dropped. */
  onCancel: () => void;
  /** The account could not be created: back to the form, which keeps its values. */
  onFailed: (fieldErrors: SignupFieldErrors) => void;
};

/** Verifies the phone, then creates the account and signs in. */
export function SignupVerification({ pending, onSessionRenewed, onVerified, onCancel, onFailed }: SignupVerificationProps) {
  const { t } = useTranslation();
  const verifyCode = useVerifyCode();
  const { createAccount } = useCreateAccount();

  async function onVerify(code: string) {
    // A wrong code throws here and is shown under the boxes.
    await verifyCode.mutateAsync({ phoneNumber: pending.phone, code, sessionId: pending.sessionId });
    onVerified(pending.phone);
    try {
      await createAccount({ values: pending.values, phone: pending.phone });
    } catch (error) {
      toast.error(errorMessage(t, error, { fallback: t('auth.signup.failed') }));
      onFailed(fieldErrorsOf(error, t));
    }
  }

  async function onResend() {
    const reply = await sendVerification({ phoneNumber: pending.phone });
    if (!reply?.success) throw new ApiError({ status: 200, message: reply?.message ?? '' });
    onSessionRenewed(reply.sessionId);
  }

  return <PhoneVerification phone={pending.phone} onVerify={onVerify} onResend={onResend} onBack={onCancel} />;
}

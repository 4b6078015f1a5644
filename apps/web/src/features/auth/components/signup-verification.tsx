import type { TSignupForm } from '@gamesouq/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { errorMessage, translateMessage } from '@/lib/messages';
import { saveSession } from '@/lib/session';
import { sendVerification } from '../api/send-verification';
import { useSignup } from '../api/signup';
import { useVerifyCode } from '../api/verify-code';
import { PhoneVerification } from './phone-verification';
import type { PendingSignup } from './signup-form';

/** Where the server's field names land on the form. */
const FORM_FIELD: Record<string, keyof TSignupForm> = {
  name: 'fullName',
  phone: 'phoneNumber',
  email: 'email',
  password: 'password',
  city: 'city',
};

function fieldErrorsOf(error: unknown, t: Parameters<typeof translateMessage>[0]): Partial<Record<keyof TSignupForm, string>> {
  if (!(error instanceof ApiError)) return {};
  if (error.code === 'EMAIL_TAKEN') return { email: t('errors.EMAIL_TAKEN') };
  if (error.code === 'PHONE_TAKEN') return { phoneNumber: t('errors.PHONE_TAKEN') };
  const result: Partial<Record<keyof TSignupForm, string>> = {};
  for (const [field, message] of Object.entries(error.fields ?? {})) {
    const formField = FORM_FIELD[field];
    if (formField) result[formField] = translateMessage(t, message) ?? message;
  }
  return result;
}

type SignupVerificationProps = {
  pending: PendingSignup;
  onSessionRenewed: (sessionId: string) => void;
  /** Cancel: the phone and the form data are dropped. */
  onCancel: () => void;
  /** The account could not be created: back to the form, which keeps its values. */
  onFailed: (fieldErrors: Partial<Record<keyof TSignupForm, string>>) => void;
};

/** Verifies the phone, then creates the account and signs in. */
export function SignupVerification({ pending, onSessionRenewed, onCancel, onFailed }: SignupVerificationProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verifyCode = useVerifyCode();
  const signup = useSignup();

  async function onVerify(code: string) {
    // A wrong code throws here and is shown under the boxes.
    await verifyCode.mutateAsync({ phoneNumber: pending.phone, code, sessionId: pending.sessionId });
    try {
      const { values } = pending;
      const reply = await signup.mutateAsync({
        name: values.fullName.trim(),
        email: values.email.trim(),
        password: values.password,
        phone: pending.phone,
        city: values.city.trim(),
      });
      if (!reply?.access_token || !reply.user) throw new ApiError({ status: 200, message: reply?.message ?? '' });
      saveSession({ token: reply.access_token, refreshToken: reply.refresh_token, user: reply.user });
      toast.success(t('auth.signup.success'));
      navigate(paths.auth.loginSuccess.getHref(), { replace: true });
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

import { PHONE_VERIFIED_WINDOW_SECONDS, type TSignupForm } from '@gamesouq/core';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { fieldErrors, type translateMessage } from '@/lib/messages';
import { clearDraft } from '@/lib/session-draft';
import { useSignup } from '../api/signup';
import { startSession } from './start-session';

/** The sign-up form's draft in the session (lib/session-draft). */
export const SIGNUP_DRAFT = 'signup';

export type SignupFieldErrors = Partial<Record<keyof TSignupForm, string>>;

/** A phone the server counts as verified until `until` (ms), a little before its own 15 minutes run out. */
export type VerifiedPhone = { phone: string; until: number };

const SAFETY_MARGIN_MS = 30_000;

export const verifiedNow = (phone: string): VerifiedPhone => ({
  phone,
  until: Date.now() + PHONE_VERIFIED_WINDOW_SECONDS * 1000 - SAFETY_MARGIN_MS,
});

export const isStillVerified = (verified: VerifiedPhone | null, phone: string | null) =>
  verified !== null && verified.phone === phone && Date.now() < verified.until;

/** Where the server's field names land on the form. */
const FORM_FIELD: Record<string, keyof TSignupForm> = {
  name: 'fullName',
  phone: 'phoneNumber',
  email: 'email',
  password: 'password',
  city: 'city',
};

export function fieldErrorsOf(error: unknown, t: Parameters<typeof translateMessage>[0]): SignupFieldErrors {
  if (!(error instanceof ApiError)) return {};
  if (error.code === 'EMAIL_TAKEN') return { email: t('errors.EMAIL_TAKEN') };
  if (error.code === 'PHONE_TAKEN') return { phoneNumber: t('errors.PHONE_TAKEN') };
  const result: SignupFieldErrors = {};
  for (const [field, message] of Object.entries(fieldErrors(t, error))) {
    const formField = FORM_FIELD[field];
    if (formField) result[formField] = message;
  }
  return result;
}

export const isVerificationLapsed = (error: unknown) => error instanceof ApiError && error.code === 'PHONE_NOT_VERIFIED';

/** Creates the account of a verified phone, signs in and goes to /login-success; a failure is thrown to the caller. */
export function useCreateAccount() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signup = useSignup();

  async function createAccount({ values, phone }: { values: TSignupForm; phone: string }) {
    const reply = await signup.mutateAsync({
      name: values.fullName.trim(),
      email: values.email.trim(),
      password: values.password,
      phone,
      city: values.city.trim(),
    });
    if (!reply?.access_token || !reply.user) throw new ApiError({ status: 200, message: reply?.message ?? '' });
    await startSession({ token: reply.access_token, refreshToken: reply.refresh_token, user: reply.user });
    clearDraft(SIGNUP_DRAFT);
    toast.success(t('auth.signup.success'));
    navigate(paths.auth.loginSuccess.getHref(), { replace: true });
  }

  return { createAccount, isCreating: signup.isPending };
}

import { normalizePhone, type TSignupForm, ZSignupForm } from '@gamesouq/core';
import { useCallback, useEffect } from 'react';
import { toast } from 'sonner';
import { useSendVerification } from '@/entities/phone/api/send-verification';
import { PhoneField } from '@/entities/phone/components/phone-field';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { errorMessage, serverReason, translateMessage } from '@/lib/messages';
import { readDraft, useSessionDraft } from '@/lib/session-draft';
import { Button } from '@/ui/button';
import { useZodForm } from '@/ui/form/use-zod-form';
import { TextField } from '@/ui/text-field';
import {
  fieldErrorsOf,
  isStillVerified,
  isVerificationLapsed,
  SIGNUP_DRAFT,
  type SignupFieldErrors,
  useCreateAccount,
  type VerifiedPhone,
} from '../lib/use-create-account';
import { SocialButtons } from './social-buttons';

export type PendingSignup = { values: TSignupForm; phone: string; sessionId: string };

const EMPTY: TSignupForm = { fullName: '', phoneNumber: '', city: '', email: '', password: '', confirmPassword: '' };
const SECRET_FIELDS: (keyof TSignupForm)[] = ['password', 'confirmPassword'];

type SignupFormProps = {
  /** The values to show again after a failed signup; null starts empty. */
  draft: TSignupForm | null;
  /** Field messages of a failed signup (already translated), keyed by form field. */
  fieldErrors?: SignupFieldErrors;
  /** A phone verified by an earlier try: while it is valid, signup is retried without a new code. */
  verifiedPhone: VerifiedPhone | null;
  /** The server no longer counts that verification: the next try sends a code. */
  onVerificationLapsed: () => void;
  onCodeSent: (pending: PendingSignup) => void;
};

/**
 * Validates the form, then sends a code to the phone; the account is created after the phone is verified. A retry
 * after a failed signup (an e-mail already taken, say) goes straight to signup while the verification is valid,
 * since a new code could not be sent within 60 s anyway.
 */
export function SignupForm({ draft, fieldErrors, verifiedPhone, onVerificationLapsed, onCodeSent }: SignupFormProps) {
  const { t } = useTranslation();
  const sendVerification = useSendVerification();
  const { createAccount } = useCreateAccount();
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useZodForm(ZSignupForm, { defaultValues: draft ?? readDraft(SIGNUP_DRAFT, EMPTY) });
  // What was typed survives a refresh or a step back, the passwords excepted; signing up clears it.
  useSessionDraft(SIGNUP_DRAFT, watch(), SECRET_FIELDS);

  const showErrors = useCallback(
    (messages: SignupFieldErrors) => {
      for (const [field, message] of Object.entries(messages)) setError(field as keyof TSignupForm, { type: 'server', message });
    },
    [setError],
  );
  useEffect(() => showErrors(fieldErrors ?? {}), [fieldErrors, showErrors]);

  const isPhoneVerified = isStillVerified(verifiedPhone, normalizePhone(watch('phoneNumber')));

  const onSubmit = handleSubmit(async (values) => {
    const phone = normalizePhone(values.phoneNumber);
    if (!phone) return;
    if (isStillVerified(verifiedPhone, phone)) {
      try {
        await createAccount({ values, phone });
        return;
      } catch (error) {
        if (!isVerificationLapsed(error)) {
          toast.error(errorMessage(t, error, { fallback: t('auth.signup.failed') }));
          showErrors(fieldErrorsOf(error, t));
          return;
        }
        onVerificationLapsed();
      }
    }
    try {
      const reply = await sendVerification.mutateAsync({ phoneNumber: phone });
      if (!reply?.success) throw new ApiError({ status: 200, message: reply?.message ?? '' });
      onCodeSent({ values, phone, sessionId: reply.sessionId });
    } catch (error) {
      if (error instanceof ApiError) toast.error(t('verification.sendFailed'), { description: serverReason(t, error) });
      else toast.error(t('common.genericError'));
    }
  });

  return (
    <div className="space-y-6">
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label={t('auth.signup.fullName')}
          autoComplete="name"
          error={translateMessage(t, errors.fullName?.message)}
          {...register('fullName')}
        />
        <PhoneField
          label={t('auth.signup.phone')}
          hint={isPhoneVerified ? t('auth.signup.phoneVerified') : t('auth.signup.phoneHint')}
          error={translateMessage(t, errors.phoneNumber?.message)}
          {...register('phoneNumber')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('auth.signup.city')}
            aside={t('common.optional')}
            autoComplete="address-level2"
            error={translateMessage(t, errors.city?.message)}
            {...register('city')}
          />
          <TextField
            label={t('auth.signup.email')}
            aside={t('common.optional')}
            type="email"
            dir="ltr"
            autoComplete="email"
            error={translateMessage(t, errors.email?.message)}
            {...register('email')}
          />
        </div>
        <TextField
          label={t('auth.signup.password')}
          type="password"
          autoComplete="new-password"
          error={translateMessage(t, errors.password?.message)}
          {...register('password')}
        />
        <TextField
          label={t('auth.signup.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={translateMessage(t, errors.confirmPassword?.message)}
          {...register('confirmPassword')}
        />
        <Button type="submit" size="lg" className="w-full" isLoading={isSubmitting}>
          {t('auth.signup.submit')}
        </Button>
      </form>
      <SocialButtons />
    </div>
  );
}

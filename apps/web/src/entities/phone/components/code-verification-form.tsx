import { type ErrorCode, isCompleteCode, OTP_LENGTH, OTP_RESEND_SECONDS, RECOVERY_CODE_LENGTH, V } from '@gamesouq/core';
import { ArrowLeft } from 'lucide-react';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { errorMessage, serverReason, translateMessage } from '@/lib/messages';
import { useCountdown } from '@/lib/use-countdown';
import { Button } from '@/ui/button';
import { DigitBoxes, type DigitBoxesHandle, emptyBoxes } from '@/ui/digit-boxes';
import { Form } from '@/ui/form/form';
import { useZodForm } from '@/ui/form/use-zod-form';

type CodeVerificationFormProps = {
  title: string;
  description: ReactNode;
  submitLabel: string;
  /** Checks the code; a thrown error is shown under the boxes. */
  onVerify: (code: string) => Promise<void>;
  /** Sends a new code; on success the countdown restarts and the boxes clear. */
  onResend: () => Promise<void>;
  onBack: () => void;
  backLabel: string;
  /** 'top': a back arrow above the title; 'bottom': a text button under the submit button. */
  backPlacement?: 'top' | 'bottom';
  length?: number;
  icon?: ReactNode;
};

/** The replies after which the boxes are emptied for the next try (or the new code). */
const WRONG_CODE = new Set<ErrorCode>(['INVALID_CODE', 'CODE_ATTEMPTS_EXCEEDED', 'CODE_EXPIRED']);

/** The boxes' digits, sent as one code once every box has one. */
const codeSchema = (length: number) =>
  z.object({
    code: z
      .array(z.string())
      .transform((boxes) => boxes.join(''))
      .refine((code) => isCompleteCode(code, length), length === RECOVERY_CODE_LENGTH ? V.recoveryCodeIncomplete : V.codeIncomplete),
  });

/** The code step shared by phone verification, OTP sign-in and password recovery. */
export function CodeVerificationForm({
  title,
  description,
  submitLabel,
  onVerify,
  onResend,
  onBack,
  backLabel,
  backPlacement = 'top',
  length = OTP_LENGTH,
  icon,
}: CodeVerificationFormProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => codeSchema(length), [length]);
  const form = useZodForm(schema, { defaultValues: { code: emptyBoxes(length) }, reValidateMode: 'onSubmit' });
  const [isResending, setIsResending] = useState(false);
  const countdown = useCountdown(OTP_RESEND_SECONDS);
  const boxesRef = useRef<DigitBoxesHandle>(null);

  const boxes = form.watch('code');
  const code = boxes.join('');
  const isComplete = isCompleteCode(code, length);
  const error = form.formState.errors.code;
  const isRefused = error?.type === 'server';

  async function verify({ code }: { code: string }) {
    try {
      await onVerify(code);
    } catch (caught) {
      const message = errorMessage(t, caught, { fallback: t('verification.invalidCode'), networkFallback: t('verification.verifyFailed') });
      // A wrong code is typed again from the first box; the message under the boxes says how many tries are left.
      if (caught instanceof ApiError && caught.code && WRONG_CODE.has(caught.code)) {
        form.setValue('code', emptyBoxes(length));
        boxesRef.current?.focus(0);
      }
      form.setError('code', { type: 'server', message });
    }
  }
  const submit = form.handleSubmit(verify);

  async function resend() {
    form.clearErrors('code');
    setIsResending(true);
    try {
      await onResend();
      form.reset({ code: emptyBoxes(length) });
      countdown.restart();
      toast.success(t('verification.resent'));
      boxesRef.current?.focus(0);
    } catch (caught) {
      toast.error(t('verification.resendFailed'), { description: serverReason(t, caught) });
      if (caught instanceof ApiError && caught.retryAfter) countdown.restart(caught.retryAfter);
    } finally {
      setIsResending(false);
    }
  }

  const backButton = (
    <Button
      variant={backPlacement === 'top' ? 'ghost' : 'link'}
      size="sm"
      onClick={onBack}
      className={backPlacement === 'top' ? '-ms-2' : ''}
    >
      {backPlacement === 'top' ? <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" /> : null}
      {backLabel}
    </Button>
  );

  return (
    <Form form={form} onSubmit={verify} className="space-y-6">
      {backPlacement === 'top' ? backButton : null}
      <div className="text-center">
        {icon ? <div className="mx-auto mb-4 grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600">{icon}</div> : null}
        <h2 className="text-2xl font-bold text-slate-900">{title}</h2>
        <p className="mt-2 text-sm text-slate-600">{description}</p>
      </div>

      <div className="space-y-3">
        <DigitBoxes
          ref={boxesRef}
          value={boxes}
          onChange={(next) => {
            form.setValue('code', next);
            // The incomplete message stays while the code is still incomplete; the server's goes with any change.
            if (isRefused || isCompleteCode(next.join(''), length)) form.clearErrors('code');
          }}
          label={t('verification.codeLabel')}
          isInvalid={isRefused}
          autoFocus
          onEnter={() => void submit()}
          onBlur={() => {
            if (isRefused) return;
            if (code.length > 0 && !isComplete) void form.trigger('code');
            else form.clearErrors('code');
          }}
        />
        {/* The line keeps its height so that the message appearing on blur never moves the buttons under the pointer. */}
        <p role="alert" className="min-h-5 text-center text-sm text-red-600">
          {translateMessage(t, error?.message)}
        </p>
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={!isComplete} isLoading={form.formState.isSubmitting}>
        {submitLabel}
      </Button>

      <p className="text-center text-sm text-slate-600" aria-live="polite">
        {countdown.isRunning ? (
          t('verification.resendIn', { n: countdown.seconds })
        ) : (
          <>
            {t('verification.notReceived')}{' '}
            <Button variant="link" onClick={() => void resend()} isLoading={isResending}>
              {t('verification.resend')}
            </Button>
          </>
        )}
      </p>

      {backPlacement === 'bottom' ? <div className="text-center">{backButton}</div> : null}
    </Form>
  );
}

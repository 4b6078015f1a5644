import { type ErrorCode, isCompleteCode, OTP_LENGTH, OTP_RESEND_SECONDS, RECOVERY_CODE_LENGTH } from '@gamesouq/core';
import { ArrowLeft } from 'lucide-react';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n';
import { errorMessage, serverReason } from '@/lib/messages';
import { useCountdown } from '@/lib/use-countdown';
import { Button } from '@/ui/button';
import { DigitBoxes, type DigitBoxesHandle, emptyBoxes } from '@/ui/digit-boxes';

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
  const [boxes, setBoxes] = useState(() => emptyBoxes(length));
  const [error, setError] = useState<string | null>(null);
  const [showIncomplete, setShowIncomplete] = useState(false);
  const [isVerifying, setIsVerifying] = useState(false);
  const [isResending, setIsResending] = useState(false);
  const countdown = useCountdown(OTP_RESEND_SECONDS);
  const boxesRef = useRef<DigitBoxesHandle>(null);

  const code = boxes.join('');
  const isComplete = isCompleteCode(code, length);
  const incompleteMessage = length === RECOVERY_CODE_LENGTH ? t('validation.recoveryCodeIncomplete') : t('validation.codeIncomplete');

  async function verify() {
    if (!isComplete) {
      setShowIncomplete(true);
      return;
    }
    setError(null);
    setIsVerifying(true);
    try {
      await onVerify(code);
    } catch (caught) {
      setError(errorMessage(t, caught, { fallback: t('verification.invalidCode'), networkFallback: t('verification.verifyFailed') }));
      // A wrong code is typed again from the first box; the message under the boxes says how many tries are left.
      if (caught instanceof ApiError && caught.code && WRONG_CODE.has(caught.code)) {
        setBoxes(emptyBoxes(length));
        boxesRef.current?.focus(0);
      }
    } finally {
      setIsVerifying(false);
    }
  }

  async function resend() {
    setError(null);
    setIsResending(true);
    try {
      await onResend();
      setBoxes(emptyBoxes(length));
      setShowIncomplete(false);
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

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void verify();
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
    <form onSubmit={onSubmit} noValidate className="space-y-6">
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
            setBoxes(next);
            setError(null);
            if (isCompleteCode(next.join(''), length)) setShowIncomplete(false);
          }}
          label={t('verification.codeLabel')}
          isInvalid={error !== null}
          autoFocus
          onEnter={() => void verify()}
          onBlur={() => setShowIncomplete(code.length > 0 && !isComplete)}
        />
        {/* The line keeps its height so that the message appearing on blur never moves the buttons under the pointer. */}
        <p role="alert" className="min-h-5 text-center text-sm text-red-600">
          {error ?? (showIncomplete && !isComplete ? incompleteMessage : null)}
        </p>
      </div>

      <Button type="submit" size="lg" className="w-full" disabled={!isComplete} isLoading={isVerifying}>
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
    </form>
  );
}

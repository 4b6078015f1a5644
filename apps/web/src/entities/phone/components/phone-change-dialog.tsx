import { maskPhone } from '@gamesouq/core';
import { useEffect, useRef } from 'react';
import { sendVerification } from '@/entities/phone/api/send-verification';
import { verifyCode } from '@/entities/phone/api/verify-code';
import { CodeVerificationForm } from '@/entities/phone/components/code-verification-form';
import { useTranslation } from '@/lib/i18n';
import { Dialog } from '@/ui/dialog';
import type { PendingPhone } from '../lib/use-phone-change';
import { CodeSentTo } from './code-sent-to';

type PhoneChangeDialogProps = {
  pending: PendingPhone | null;
  onResent: (pending: PendingPhone) => void;
  /** The code was right: the form saves the profile with the new number. */
  onVerified: () => void;
  onClose: () => void;
};

/** Asks for the code sent to a new phone number before the profile keeps it (Account Settings and the trader profile). */
export function PhoneChangeDialog({ pending, onResent, onVerified, onClose }: PhoneChangeDialogProps) {
  const { t } = useTranslation();
  const boxesRef = useRef<HTMLDivElement>(null);
  const isOpen = pending !== null;

  // The boxes mount before the dialog opens (its effect runs after theirs), so their own focus is lost: take it here.
  useEffect(() => {
    if (isOpen) boxesRef.current?.querySelector('input')?.focus();
  }, [isOpen]);

  async function onVerify(code: string) {
    if (!pending) return;
    // A wrong code throws here and is shown under the boxes.
    await verifyCode({ phoneNumber: pending.phone, code, sessionId: pending.sessionId });
    onVerified();
  }

  async function onResend() {
    if (!pending) return;
    const reply = await sendVerification({ phoneNumber: pending.phone });
    onResent({ phone: pending.phone, sessionId: reply.sessionId });
  }

  return (
    <Dialog
      isOpen={isOpen}
      onClose={onClose}
      title={t('accountSettings.phoneChange.title')}
      description={t('accountSettings.phoneChange.text')}
    >
      {pending ? (
        <div ref={boxesRef} className="mt-4">
          <CodeVerificationForm
            title={t('verification.title')}
            description={<CodeSentTo text={t('verification.sentTo')} to={maskPhone(pending.phone)} />}
            submitLabel={t('accountSettings.phoneChange.submit')}
            onVerify={onVerify}
            onResend={onResend}
            onBack={onClose}
            backLabel={t('common.cancel')}
            backPlacement="bottom"
          />
        </div>
      ) : null}
    </Dialog>
  );
}

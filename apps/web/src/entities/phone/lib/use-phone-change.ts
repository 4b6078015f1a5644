import { messageText, normalizePhone } from '@gamesouq/core';
import { useRef, useState } from 'react';
import { checkUserByPhone } from '@/entities/phone/api/check-user-by-phone';
import { sendVerification } from '@/entities/phone/api/send-verification';
import { ApiError } from '@/lib/api-client';

/** A new phone number waiting for the code sent to it; the session id of the newest code when we know it. */
export type PendingPhone = { phone: string; sessionId?: string };

/**
 * The phone signs the account in by OTP and receives its two-factor codes, so the server keeps a new number only once
 * a code sent to it was entered (as at signup). The profile forms of Account Settings and the trader panel call
 * `sendCodeFirst` before saving: when the draft holds a new number, the code is sent, the dialog asks for it, and the
 * save waits.
 */
export function usePhoneChange(currentPhone: string | null | undefined) {
  const [pending, setPending] = useState<PendingPhone | null>(null);
  const [isSendingCode, setIsSendingCode] = useState(false);
  // Numbers proven in this form: the server remembers a proof for 15 minutes, so a save that failed for another
  // field (an IBAN) is sent again without a new code.
  const verified = useRef(new Set<string>());

  /** The draft's number when it is a new one still to prove; null when saving may go ahead (an invalid one is the server's to refuse). */
  const phoneToVerify = (draftPhone: string) => {
    const phone = normalizePhone(draftPhone);
    return phone && phone !== currentPhone && !verified.current.has(phone) ? phone : null;
  };

  /** Sends the code to the new number; a number of another account is refused before any SMS leaves. */
  async function start(phone: string) {
    const { exists } = await checkUserByPhone({ phoneNumber: phone });
    if (exists) {
      const message = messageText('errors.PHONE_TAKEN');
      throw new ApiError({
        status: 409,
        code: 'PHONE_TAKEN',
        message,
        messageKey: 'errors.PHONE_TAKEN',
        fields: { phone: 'errors.PHONE_TAKEN' },
      });
    }
    try {
      const reply = await sendVerification({ phoneNumber: phone });
      setPending({ phone, sessionId: reply.sessionId });
    } catch (error) {
      // A code sent to this number in the last minute is still good: ask for that one.
      if (error instanceof ApiError && error.code === 'CODE_RESEND_TOO_SOON') setPending({ phone });
      else throw error;
    }
  }

  /**
   * Before a save: sends the code when the draft's number is a new one still to prove (an error goes to `onError`).
   * True when the save must not go ahead now.
   */
  async function sendCodeFirst(draftPhone: string, onError: (error: unknown) => void) {
    const phone = phoneToVerify(draftPhone);
    if (!phone) return false;
    setIsSendingCode(true);
    try {
      await start(phone);
    } catch (error) {
      onError(error);
    } finally {
      setIsSendingCode(false);
    }
    return true;
  }

  /** The code was right: the number counts as proven and the dialog closes. */
  const markVerified = () => {
    if (pending) verified.current.add(pending.phone);
    setPending(null);
  };

  return { pending, isSendingCode, sendCodeFirst, markVerified, renew: setPending, close: () => setPending(null) };
}

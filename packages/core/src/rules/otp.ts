/** Code rules: six digits for sign-in and phone verification, four for password recovery (design §3). */
export const OTP_LENGTH = 6;
export const RECOVERY_CODE_LENGTH = 4;
export const OTP_TTL_SECONDS = 5 * 60;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_SECONDS = 60;
export const OTP_MAX_PER_HOUR = 5;
/** Signup must follow a phone verification this recent. */
export const PHONE_VERIFIED_WINDOW_SECONDS = 15 * 60;

/** Keeps the digits of a typed or pasted value, at most `length` of them. */
export function sanitizeCode(input: string, length = OTP_LENGTH): string {
  return input.replace(/\D/g, '').slice(0, length);
}

export function isCompleteCode(code: string, length = OTP_LENGTH): boolean {
  return new RegExp(`^\\d{${length}}$`).test(code);
}

/** Puts a pasted value into the boxes from `start`: returns the new box values and the box to focus. */
export function pasteIntoBoxes(boxes: readonly string[], start: number, pasted: string): { boxes: string[]; focus: number } {
  const digits = sanitizeCode(pasted, boxes.length - start);
  const next = [...boxes];
  for (let i = 0; i < digits.length; i++) next[start + i] = digits[i] ?? '';
  return { boxes: next, focus: Math.min(start + digits.length, boxes.length - 1) };
}

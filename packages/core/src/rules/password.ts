import { V, type ValidationKey } from '../messages.js';
/** Password rules: signup needs 6+ characters (buyer §5); recovery and password change need 8+ and a score of 3 (seller §5). */
export const SIGNUP_PASSWORD_MIN_LENGTH = 6;
export const STRONG_PASSWORD_MIN_LENGTH = 8;
export const MIN_PASSWORD_SCORE = 3;

export type PasswordStrengthLabel = 'Weak' | 'Fair' | 'Good' | 'Strong';

/** One point each for: length 8+, a lowercase letter, an uppercase letter, a digit, a symbol. */
export function passwordScore(password: string): number {
  const checks = [
    password.length >= STRONG_PASSWORD_MIN_LENGTH,
    /[a-z]/.test(password),
    /[A-Z]/.test(password),
    /\d/.test(password),
    /[^A-Za-z0-9]/.test(password),
  ];
  return checks.filter(Boolean).length;
}

export function passwordStrengthLabel(score: number): PasswordStrengthLabel {
  if (score <= 2) return 'Weak';
  if (score === 3) return 'Fair';
  if (score === 4) return 'Good';
  return 'Strong';
}

export const PASSWORD_CHANGE_MESSAGES = {
  required: V.passwordFieldsRequired,
  mismatch: V.newPasswordsMismatch,
  tooShort: V.newPasswordMin8,
  tooWeak: V.passwordTooWeak,
} as const;

/** The trader password change's checks in the spec's order (seller §5); null when the new password is acceptable. */
export function passwordChangeError({
  currentPassword,
  newPassword,
  confirmPassword,
}: {
  currentPassword: string;
  newPassword: string;
  confirmPassword?: string;
}): ValidationKey | null {
  if (!currentPassword || !newPassword || confirmPassword === '') return PASSWORD_CHANGE_MESSAGES.required;
  if (confirmPassword !== undefined && confirmPassword !== newPassword) return PASSWORD_CHANGE_MESSAGES.mismatch;
  if (newPassword.length < STRONG_PASSWORD_MIN_LENGTH) return PASSWORD_CHANGE_MESSAGES.tooShort;
  if (passwordScore(newPassword) < MIN_PASSWORD_SCORE) return PASSWORD_CHANGE_MESSAGES.tooWeak;
  return null;
}

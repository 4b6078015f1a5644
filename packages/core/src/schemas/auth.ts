import { z } from 'zod';
import { V } from '../messages.js';
import { OTP_LENGTH, RECOVERY_CODE_LENGTH } from '../rules/otp.js';
import { SIGNUP_PASSWORD_MIN_LENGTH, STRONG_PASSWORD_MIN_LENGTH } from '../rules/password.js';
import { normalizePhone, PHONE_INVALID_MESSAGE } from '../rules/phone.js';
import { ZPhone } from './phone.js';

const MAX_TEXT = 200;

const code = (length: number) =>
  z
    .string({ error: `Please enter the complete ${length}-digit code` })
    .regex(new RegExp(`^\\d{${length}}$`), `Please enter the complete ${length}-digit code`);

export const ZOtpCode = code(OTP_LENGTH);
export const ZRecoveryCode = code(RECOVERY_CODE_LENGTH);

export const ZEmail = z.string().trim().toLowerCase().max(MAX_TEXT).pipe(z.email(V.emailInvalid));

export const ZLoginRequest = z.object({
  emailOrPhone: z.string({ error: V.emailOrPhoneRequired }).trim().min(1, V.emailOrPhoneRequired).max(MAX_TEXT),
  password: z.string({ error: V.passwordRequired }).min(1, V.passwordRequired).max(MAX_TEXT),
  rememberMe: z.boolean().optional().default(false),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

/** The signup form of the web app (buyer §5); the API body is ZSignupRequest. */
export const ZSignupForm = z
  .object({
    fullName: z.string().trim().min(1, V.fullNameRequired).max(MAX_TEXT),
    phoneNumber: z
      .string()
      .trim()
      .min(1, V.phoneRequired)
      .refine((v) => normalizePhone(v) !== null, PHONE_INVALID_MESSAGE),
    city: z.string().trim().max(MAX_TEXT),
    email: z.union([z.literal(''), ZEmail]),
    password: z.string().min(1, V.passwordRequired).min(SIGNUP_PASSWORD_MIN_LENGTH, V.passwordMin6).max(MAX_TEXT),
    confirmPassword: z.string().min(1, V.confirmPasswordRequired),
  })
  .refine((form) => form.password === form.confirmPassword, { message: V.passwordsMismatch, path: ['confirmPassword'] });
export type TSignupForm = z.infer<typeof ZSignupForm>;

/** Signup payload (buyer §3). `role` is accepted and ignored: every signup creates a `user`. */
export const ZSignupRequest = z.object({
  name: z.string({ error: V.fullNameRequired }).trim().min(1, V.fullNameRequired).max(MAX_TEXT),
  email: z
    .union([z.literal(''), ZEmail])
    .optional()
    .default(''),
  password: z
    .string({ error: V.passwordRequired })
    .min(1, V.passwordRequired)
    .min(SIGNUP_PASSWORD_MIN_LENGTH, V.passwordMin6)
    .max(MAX_TEXT),
  phone: ZPhone,
  city: z.string().trim().max(MAX_TEXT).optional().default(''),
  role: z.unknown().optional(),
});
export type TSignupRequest = z.input<typeof ZSignupRequest>;

export const ZPhoneRequest = z.object({ phoneNumber: ZPhone });
export const ZVerifyCodeRequest = z.object({ phoneNumber: ZPhone, code: ZOtpCode, sessionId: z.string().max(100).optional() });
export const ZSigninWithOtpRequest = z.object({
  phoneNumber: ZPhone,
  code: ZOtpCode,
  sessionId: z.string().max(100).optional(),
  rememberMe: z.boolean().optional().default(false),
});

export const ZRefreshRequest = z.object({ refreshToken: z.string().min(1).max(500) });

/** The second step of a password sign-in with two-factor on: the sign-in's token and the code sent by SMS. */
export const ZTwoFactorResend = z.object({ twoFactorToken: z.string().min(1).max(200) });
export const ZTwoFactorVerify = ZTwoFactorResend.extend({ code: ZOtpCode, rememberMe: z.boolean().optional().default(false) });
export type TTwoFactorVerify = z.input<typeof ZTwoFactorVerify>;

export const ZRecoverRequest = z.object({
  emailOrPhone: z.string({ error: V.emailOrPhoneRequired }).trim().min(1, V.emailOrPhoneRequired).max(MAX_TEXT),
});
export const ZRecoverVerifyRequest = ZRecoverRequest.extend({ code: ZRecoveryCode });
export const ZRecoverResetRequest = z.object({
  resetToken: z.string().min(1).max(500),
  password: z.string().min(STRONG_PASSWORD_MIN_LENGTH, V.passwordMin8).max(MAX_TEXT),
});

/** The new-password form (seller §5). */
export const ZNewPasswordForm = z
  .object({
    password: z.string().min(STRONG_PASSWORD_MIN_LENGTH, V.passwordMin8).max(MAX_TEXT),
    confirmPassword: z.string(),
  })
  .refine((form) => form.password === form.confirmPassword, { message: V.passwordsMismatch, path: ['confirmPassword'] });

export const ZContactRequest = z.object({
  fullName: z.string().trim().min(1, V.fullNameRequired).max(MAX_TEXT),
  email: ZEmail,
  message: z.string().trim().min(1, V.messageRequired).max(5000),
});
export type TContactRequest = z.infer<typeof ZContactRequest>;

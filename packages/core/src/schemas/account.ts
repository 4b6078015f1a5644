import { z } from 'zod';
import { INVALID_IBAN_MESSAGE, isValidIban, normalizeIban } from '../rules/iban.js';

const text = (max: number) => z.string().trim().max(max);

/** Bank details for payouts; an account number that arrives masked (as the profile shows it) keeps the stored one. */
const bankShape = {
  bankName: text(100),
  accountHolderName: text(100),
  accountNumber: z
    .string()
    .trim()
    .max(40)
    .refine((v) => v === '' || v.includes('•') || /^[\d -]{4,34}$/.test(v), 'Please enter a valid account number'),
  iban: z
    .string()
    .trim()
    .max(42)
    .refine((v) => v === '' || isValidIban(v), INVALID_IBAN_MESSAGE)
    .transform((v) => (v ? normalizeIban(v) : v)),
  swiftCode: z
    .string()
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v), 'Please enter a valid SWIFT code'),
};

/** The general area's profile (seller §3 user profile). Only the fields sent change. */
export const ZUserProfileUpdate = z
  .object({
    name: text(100).min(1, 'Please enter your name'),
    phone: text(32),
    address: text(300),
    bio: text(500),
    ...bankShape,
  })
  .partial();
export type TUserProfileUpdate = z.output<typeof ZUserProfileUpdate>;

/** The trader panel's profile (seller §3 trader profile); email is read-only and ignored. */
export const ZTraderProfileUpdate = z
  .object({
    name: text(100).min(1, 'Please enter your name'),
    phone: text(32),
    store_name: text(100),
    description: text(1000),
    location: text(200),
    ...bankShape,
  })
  .partial();
export type TTraderProfileUpdate = z.output<typeof ZTraderProfileUpdate>;

export const ZPasswordChange = z.object({
  currentPassword: z.string().max(200).default(''),
  newPassword: z.string().max(200).default(''),
  confirmPassword: z.string().max(200).optional(),
});
export type TPasswordChange = z.input<typeof ZPasswordChange>;

export const LANGUAGES = ['en', 'ar'] as const;
export const TIME_ZONES = ['Asia/Riyadh', 'UTC'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;

/** Preferences with the spec's defaults (seller §3). */
export const ZPreferences = z.object({
  emailNotifications: z.boolean().default(true),
  pushNotifications: z.boolean().default(true),
  smsNotifications: z.boolean().default(false),
  marketingEmails: z.boolean().default(false),
  orderUpdates: z.boolean().default(true),
  chatNotifications: z.boolean().default(true),
  language: z.enum(LANGUAGES).default('en'),
  currency: z.literal('SAR').default('SAR'),
  timeZone: z.enum(TIME_ZONES).default('Asia/Riyadh'),
  theme: z.enum(THEMES).default('light'),
  /** Privacy of the trader settings: who sees the profile. */
  profileVisibility: z.enum(['public', 'private']).default('public'),
});
export type TPreferences = z.output<typeof ZPreferences>;
export const DEFAULT_PREFERENCES: TPreferences = ZPreferences.parse({});

export const SESSION_TIMEOUTS = [15, 30, 60, 120] as const;

export const ZSecuritySettings = z.object({
  twoFactorEnabled: z.boolean().default(false),
  loginAlerts: z.boolean().default(true),
  sessionTimeout: z.coerce
    .number()
    .int()
    .refine((v) => (SESSION_TIMEOUTS as readonly number[]).includes(v), 'Please choose a session timeout from the list')
    .default(30),
});
export type TSecuritySettings = z.output<typeof ZSecuritySettings>;

export const ZAccountDeletion = z.object({ reason: text(500).optional().default('') }).nullish();

export const SELLER_REQUEST_TYPES = ['store', 'person'] as const;

/** An application to sell (design §3): a store becomes a trader, a person a verified individual seller. */
export const ZSellerApplication = z
  .object({
    type: z.enum(SELLER_REQUEST_TYPES, { error: 'Please choose store or person' }),
    storeName: z.string().trim().max(120).optional().default(''),
    cityLocation: z.string({ error: 'City is required' }).trim().min(1, 'City is required').max(120),
    civilId: z.string({ error: 'Civil ID is required' }).trim().min(1, 'Civil ID is required').max(40),
  })
  .refine((r) => r.type === 'person' || r.storeName.length > 0, { message: 'Store name is required', path: ['storeName'] });

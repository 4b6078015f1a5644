import { z } from 'zod';
import { V } from '../messages.js';
import { INVALID_IBAN_MESSAGE, isValidIban, normalizeIban } from '../rules/iban.js';
import { isSaudiCrNumber } from '../rules/vat.js';
import { isSaudiVatNumber } from '../rules/zatca.js';
import { ZPhoneOrEmpty } from './phone.js';

const text = (max: number) => z.string().trim().max(max);

/** Bank details for payouts; an account number that arrives masked (as the profile shows it) keeps the stored one. */
const bankShape = {
  bankName: text(100),
  accountHolderName: text(100),
  accountNumber: z
    .string()
    .trim()
    .max(40)
    .refine((v) => v === '' || v.includes('•') || /^[\d -]{4,34}$/.test(v), V.accountNumberInvalid),
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
    .refine((v) => v === '' || /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(v), V.swiftInvalid),
};

/** The general area's profile (seller §3 user profile). Only the fields sent change. */
export const ZUserProfileUpdate = z
  .object({
    name: text(100).min(1, V.nameRequired),
    phone: ZPhoneOrEmpty,
    address: text(300),
    bio: text(500),
    ...bankShape,
  })
  .partial();
export type TUserProfileUpdate = z.output<typeof ZUserProfileUpdate>;

/** The trader panel's profile (seller §3 trader profile); email is read-only and ignored. */
export const ZTraderProfileUpdate = z
  .object({
    name: text(100).min(1, V.nameRequired),
    phone: ZPhoneOrEmpty,
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

/** Every preference (seller §3), none with a default: a stored row has them all. */
export const ZPreferences = z.object({
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  smsNotifications: z.boolean(),
  marketingEmails: z.boolean(),
  orderUpdates: z.boolean(),
  chatNotifications: z.boolean(),
  /** Alerts of issue 20: new listings matching a saved search, a favourite's price drop, a favourite back in stock. */
  savedSearchAlerts: z.boolean(),
  priceDropAlerts: z.boolean(),
  backInStockAlerts: z.boolean(),
  /** Web Push to the user's devices, one switch per kind (ADR 036); Push notifications above turns them all off. */
  pushChat: z.boolean(),
  pushOrders: z.boolean(),
  pushOffers: z.boolean(),
  pushAlerts: z.boolean(),
  pushAccount: z.boolean(),
  language: z.enum(LANGUAGES),
  currency: z.literal('SAR'),
  timeZone: z.enum(TIME_ZONES),
  theme: z.enum(THEMES),
  /** Privacy of the trader settings: who sees the profile. */
  profileVisibility: z.enum(['public', 'private']),
});
export type TPreferences = z.output<typeof ZPreferences>;
/** The spec's defaults: what an account has until it saves (the user_settings columns default alike). */
export const DEFAULT_PREFERENCES: TPreferences = {
  emailNotifications: true,
  pushNotifications: true,
  smsNotifications: false,
  marketingEmails: false,
  orderUpdates: true,
  chatNotifications: true,
  savedSearchAlerts: true,
  priceDropAlerts: true,
  backInStockAlerts: true,
  pushChat: true,
  pushOrders: true,
  pushOffers: true,
  pushAlerts: true,
  pushAccount: true,
  language: 'en',
  currency: 'SAR',
  timeZone: 'Asia/Riyadh',
  theme: 'light',
  profileVisibility: 'public',
};
/**
 * A save of Preferences: only the fields sent change. A field left out keeps its stored value; defaults belong to the
 * stored row, never to an update (a client that knows only some fields must not reset the others).
 */
export const ZPreferencesUpdate = ZPreferences.partial();
export type TPreferencesUpdate = z.output<typeof ZPreferencesUpdate>;

export const SESSION_TIMEOUTS = [15, 30, 60, 120] as const;

/** Security settings, none with a default (the stored row has them: two-factor off, login alerts on, 30 minutes). */
export const ZSecuritySettings = z.object({
  twoFactorEnabled: z.boolean(),
  loginAlerts: z.boolean(),
  sessionTimeout: z.coerce
    .number()
    .int()
    .refine((v) => (SESSION_TIMEOUTS as readonly number[]).includes(v), V.sessionTimeoutInvalid),
});
export type TSecuritySettings = z.output<typeof ZSecuritySettings>;
/** A save of Security: only the fields sent change, as for preferences. */
export const ZSecuritySettingsUpdate = ZSecuritySettings.partial();
export type TSecuritySettingsUpdate = z.output<typeof ZSecuritySettingsUpdate>;

export const ZAccountDeletion = z.object({ reason: text(500).optional().default('') }).nullish();

export const SELLER_REQUEST_TYPES = ['store', 'person'] as const;

const digits = (value: string) => value.replace(/[\s-]/g, '');
/** A shop's VAT registration and commercial registration numbers, each optional ('' = none); spaces and dashes go. */
export const ZVatRegistration = z.object({
  vatNumber: z
    .string()
    .trim()
    .max(40)
    .transform(digits)
    .refine((v) => v === '' || isSaudiVatNumber(v), V.vatNumberInvalid)
    .optional()
    .default(''),
  crNumber: z
    .string()
    .trim()
    .max(40)
    .transform(digits)
    .refine((v) => v === '' || isSaudiCrNumber(v), V.crNumberInvalid)
    .optional()
    .default(''),
});
const requireCrWithVat = (r: { vatNumber: string; crNumber: string }, ctx: z.RefinementCtx) => {
  if (r.vatNumber && !r.crNumber) ctx.addIssue({ code: 'custom', message: V.crNumberWithVat, path: ['crNumber'] });
};
/** The trader profile's change of the shop's numbers (PUT /api/trader/profile/vat); an admin verifies them again. */
export const ZVatRegistrationChange = ZVatRegistration.superRefine(requireCrWithVat);
export type TVatRegistrationChange = z.input<typeof ZVatRegistrationChange>;

/** An application to sell (design §3): a store becomes a trader, a person a verified individual seller. */
export const ZSellerApplication = z
  .object({
    type: z.enum(SELLER_REQUEST_TYPES, { error: V.sellerTypeRequired }),
    storeName: z.string().trim().max(120).optional().default(''),
    cityLocation: z.string({ error: V.cityRequired }).trim().min(1, V.cityRequired).max(120),
    civilId: z.string({ error: V.civilIdRequired }).trim().min(1, V.civilIdRequired).max(40),
    ...ZVatRegistration.shape,
  })
  .refine((r) => r.type === 'person' || r.storeName.length > 0, { message: V.storeNameRequired, path: ['storeName'] })
  .superRefine(requireCrWithVat)
  // Only a shop can be VAT-registered (design §8): a person's request carries no numbers, whatever was sent.
  .transform((r) => (r.type === 'person' ? { ...r, vatNumber: '', crNumber: '' } : r));

import { z } from 'zod';
import { V } from '../messages.js';
import { ORDER_STATUSES } from '../rules/orders.js';
import { MIN_PASSWORD_SCORE, passwordScore, STRONG_PASSWORD_MIN_LENGTH } from '../rules/password.js';
import { DASHBOARD_PERIODS } from './trader.js';

const page = z.coerce.number().int().min(1).max(10_000).default(1);
const limit = z.coerce.number().int().min(1).max(100).default(10);
const search = z.string().trim().max(200).optional();
/** Query strings carry booleans as text; a form's checkbox sends "true"/"false" or "on". */
const flag = z.preprocess((v) => (typeof v === 'string' ? ['true', '1', 'on', 'yes'].includes(v.toLowerCase()) : v), z.boolean());

export const ZAdminDashboardQuery = z.object({ period: z.enum(DASHBOARD_PERIODS).default('week') });

export const ADMIN_ORDER_TABS = ['all', 'traders', 'person', 'awaiting', 'shipped', 'delivered'] as const;
export type AdminOrderTab = (typeof ADMIN_ORDER_TABS)[number];
export const ZAdminOrdersQuery = z.object({
  type: z.enum(ADMIN_ORDER_TABS).default('all'),
  sort: z.enum(['date', 'amount', 'status']).default('date'),
  search,
  page,
  limit,
});
export type TAdminOrdersQuery = z.input<typeof ZAdminOrdersQuery>;

export const ZAdminOrderEdit = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  reason: z.string().trim().max(300).optional(),
  shippingAddress: z
    .object({
      fullName: z.string().trim().max(100).optional(),
      phone: z.string().trim().max(32).optional(),
      city: z.string().trim().max(60).optional(),
      address: z.string().trim().max(300).optional(),
    })
    .optional(),
});
export type TAdminOrderEdit = z.input<typeof ZAdminOrderEdit>;

export const PLATFORM_TYPES = ['console', 'pc', 'mobile', 'handheld', 'vr', 'other'] as const;
export const ZCatalogListQuery = z.object({ include_inactive: flag.optional().default(false) });
/** Platform fields without defaults: the base of a new platform (with its defaults) and of an edit (without). */
const platformFields = {
  name: z.string({ error: V.platformNameRequired }).trim().min(1, V.platformNameRequired).max(80),
  /** The name Arabic readers see; left out, it stays as it is ('' shows the English name). */
  name_ar: z.string().trim().max(80).optional(),
  description: z.string().trim().max(500),
  platform_type: z.enum(PLATFORM_TYPES),
  is_active: z.boolean(),
};
export const ZPlatformInput = z.object({
  ...platformFields,
  description: platformFields.description.optional().default(''),
  platform_type: platformFields.platform_type.optional().default('console'),
  is_active: platformFields.is_active.optional().default(true),
});
export type TPlatformInput = z.input<typeof ZPlatformInput>;
/** An edit: the name, as the form always sends it; any other field left out keeps its stored value, never a default. */
export const ZPlatformUpdate = z.object(platformFields).partial({ description: true, platform_type: true, is_active: true });

const categoryFields = {
  name: z.string({ error: V.categoryNameRequired }).trim().min(1, V.categoryNameRequired).max(80),
  /** The name Arabic readers see; left out, it stays as it is ('' shows the English name). */
  name_ar: z.string().trim().max(80).optional(),
  description: z.string().trim().max(500),
  is_active: z.boolean(),
  /** null: a main category. */
  parent_id: z.string().min(1).max(64).nullable(),
};
export const ZCategoryInput = z.object({
  ...categoryFields,
  description: categoryFields.description.optional().default(''),
  is_active: categoryFields.is_active.optional().default(true),
  parent_id: categoryFields.parent_id.optional().default(null),
});
export type TCategoryInput = z.input<typeof ZCategoryInput>;
/** An edit: what it leaves out keeps its stored value (a left-out parent keeps the category where it is). */
export const ZCategoryUpdate = z.object(categoryFields).partial({ description: true, is_active: true, parent_id: true });

export const BANNER_PRIORITIES = [1, 2, 3, 4, 5] as const;
const priority = z.coerce.number({ error: V.priorityRange }).int(V.priorityRange).min(1, V.priorityRange).max(5, V.priorityRange);
/** The banner form's text fields, without defaults; sent as multipart with the image, so every value arrives as text. */
const bannerFields = {
  title: z.string({ error: V.titleRequired }).trim().min(1, V.titleRequired).max(120),
  /** The Arabic texts Arabic readers see ('' shows the English one). */
  titleAr: z.string().trim().max(120),
  subtitle: z.string().trim().max(200),
  subtitleAr: z.string().trim().max(200),
  description: z.string().trim().max(1000),
  buttonText: z.string().trim().max(60),
  buttonTextAr: z.string().trim().max(60),
  buttonLink: z
    .string()
    .trim()
    .max(300)
    .refine((v) => v === '' || v.startsWith('/') || /^https?:\/\//.test(v), 'Please enter a link starting with / or https://'),
  isActive: flag,
  priority,
};
/** A new banner: what it leaves out takes the defaults. */
export const ZBannerFields = z.object({
  ...bannerFields,
  titleAr: bannerFields.titleAr.optional().default(''),
  subtitle: bannerFields.subtitle.optional().default(''),
  subtitleAr: bannerFields.subtitleAr.optional().default(''),
  buttonTextAr: bannerFields.buttonTextAr.optional().default(''),
  description: bannerFields.description.optional().default(''),
  buttonText: bannerFields.buttonText.optional().default(''),
  buttonLink: bannerFields.buttonLink.optional().default(''),
  isActive: flag.optional().default(true),
  priority: priority.optional().default(1),
});
/** An edit: the title, as the form always sends it; any other field left out keeps its stored value. */
export const ZBannerUpdate = z.object(bannerFields).partial({
  titleAr: true,
  subtitleAr: true,
  buttonTextAr: true,
  subtitle: true,
  description: true,
  buttonText: true,
  buttonLink: true,
  isActive: true,
  priority: true,
});
export const ZBannerToggle = z.object({ isActive: flag });
export const ZBannerPriority = z.object({ priority });

export const ZRequestsQuery = z.object({
  type: z.enum(['traders', 'person']).default('traders'),
  sort: z.enum(['date', 'name']).default('date'),
  status: z.enum(['pending', 'approved', 'rejected']).default('pending'),
  search,
});
export const ZRequestDecision = z.object({ reason: z.string().trim().max(500).optional() }).nullish();

export const ZAdminUsersQuery = z.object({
  type: z.enum(['all', 'person', 'store']).default('all'),
  sort: z.enum(['date', 'name', 'type']).default('date'),
  search,
  limit: z.coerce.number().int().min(1).max(500).default(200),
});
export const USER_ACTIONS = ['view', 'message', 'suspend', 'unsuspend'] as const;
export const ZUserActionParams = z.object({ id: z.string().min(1).max(64), action: z.enum(USER_ACTIONS) });
export const ZUserActionBody = z.object({ reason: z.string().trim().max(300).optional() }).nullish();
export const ZUserRole = z.object({ role: z.enum(['admin', 'trader', 'user']) });

export const ZAddMember = z.object({
  name: z.string({ error: V.nameIsRequired }).trim().min(1, V.nameIsRequired).max(100),
  email: z.email({ error: V.emailInvalid }).transform((v) => v.toLowerCase()),
  phone: z.string().trim().max(32).optional(),
  password: z.string({ error: V.passwordRequired }).min(STRONG_PASSWORD_MIN_LENGTH, V.passwordMin8).max(200),
  role: z.enum(['admin', 'trader', 'user']).default('user'),
});
export type TAddMember = z.input<typeof ZAddMember>;

export const NOTIFICATION_AUDIENCES = ['new', 'personal', 'group'] as const;
/** new: every active user; personal: exactly one recipient; group: the picked recipients. */
export const ZSendNotification = z
  .object({
    subject: z.string({ error: V.mainTitleRequired }).trim().min(1, V.mainTitleRequired).max(150),
    content: z.string({ error: V.messageRequired }).trim().min(1, V.messageRequired).max(2000),
    type: z.enum(NOTIFICATION_AUDIENCES),
    recipients: z.array(z.string().min(1).max(64)).max(5000).optional().default([]),
  })
  .refine((n) => n.type === 'new' || n.recipients.length > 0, { message: V.recipientsRequired, path: ['recipients'] })
  .refine((n) => n.type !== 'personal' || n.recipients.length === 1, { message: V.recipientRequired, path: ['recipients'] });
export type TSendNotification = z.input<typeof ZSendNotification>;

export const REPORT_REASONS = ['counterfeit', 'wrong_category', 'prohibited_item', 'scam', 'other'] as const;
export const ZReportListing = z.object({
  reason: z.enum(REPORT_REASONS, { error: V.disputeReasonRequired }),
  details: z.string().trim().max(1000).optional().default(''),
});
export const ZReportsQuery = z.object({ status: z.enum(['open', 'closed', 'all']).default('open'), page, limit });
export const ZReportDecision = z
  .object({ action: z.enum(['dismiss', 'take_down']), reason: z.string().trim().max(500).optional().default('') })
  .refine((d) => d.action === 'dismiss' || d.reason.length > 0, { message: V.reasonRequired, path: ['reason'] });

export const ZAuditQuery = z.object({
  page,
  limit: z.coerce.number().int().min(1).max(100).default(20),
  action: z.string().trim().max(80).optional(),
  entityType: z.string().trim().max(40).optional(),
  adminId: z.string().max(64).optional(),
});

export const DELETION_REQUEST_FILTERS = ['pending', 'completed', 'declined', 'all'] as const;
export const ZDeletionRequestsQuery = z.object({ status: z.enum(DELETION_REQUEST_FILTERS).default('pending'), page, limit });
export const ZDeclineDeletion = z.object({
  reason: z.string({ error: V.reasonRequired }).trim().min(1, V.reasonRequired).max(500),
});

export const CONTACT_MESSAGE_FILTERS = ['new', 'handled', 'all'] as const;
export const ZContactMessagesQuery = z.object({ status: z.enum(CONTACT_MESSAGE_FILTERS).default('new'), search, page, limit });
export const ZContactMessageUpdate = z.object({ isHandled: z.boolean() });

export const ZAdminSearchQuery = z.object({ q: z.string().trim().min(1).max(100) });

export const ZChangePassword = z.object({
  currentPassword: z.string({ error: V.passwordFieldsRequired }).min(1, V.passwordFieldsRequired).max(200),
  newPassword: z
    .string({ error: V.passwordFieldsRequired })
    .min(1, V.passwordFieldsRequired)
    .min(STRONG_PASSWORD_MIN_LENGTH, V.newPasswordMin8)
    .max(200)
    .refine((v) => passwordScore(v) >= MIN_PASSWORD_SCORE, V.passwordTooWeak),
});
export type TChangePassword = z.input<typeof ZChangePassword>;

/** A word list of the synonym form: one entry a line or comma-separated text, or an array; blanks dropped. */
const wordList = (message: string, min: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.split(/[\n,،]/) : v),
    z
      .array(z.string().trim().max(100))
      .max(60)
      .transform((list) => [...new Set(list.filter(Boolean))])
      .refine((list) => list.length >= min, message),
  );

/** A synonym group of the search (core TSearchSynonym) as the admin's Search synonyms screen sends it. */
export const ZSearchSynonymInput = z.object({
  key: z
    .string()
    .trim()
    .regex(/^[a-z0-9_-]{1,40}$/, V.synonymKeyInvalid),
  terms: wordList(V.synonymTermsRequired, 1),
  matches: wordList(V.synonymMatchesRequired, 1),
  platforms: wordList('', 0).default([]),
  categories: wordList('', 0).default([]),
});
export type TSearchSynonymInput = z.input<typeof ZSearchSynonymInput>;

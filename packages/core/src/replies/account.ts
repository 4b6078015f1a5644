import { z } from 'zod';
import { ROLES } from '../rules/roles.js';
import { SELLER_REQUEST_TYPES, ZPreferences } from '../schemas/account.js';
import { ZSessionTokens, ZSessionUser } from './auth.js';
import { ZDoneReply, ZTimestamp } from './common.js';

/** GET /api/user/me: the signed-in user, with the language and time zone they saved. */
export const ZMeReply = ZSessionUser;
export type TMeReply = z.output<typeof ZMeReply>;

/** Bank details for payouts as profiles show them: the account number masked. */
export const ZBankDetailsView = z.object({
  bankName: z.string(),
  accountHolderName: z.string(),
  accountNumber: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
});

/** The general area's profile (seller §3 user profile), with sales and rating from real orders and reviews. */
export const ZUserProfileView = ZBankDetailsView.extend({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  address: z.string(),
  bio: z.string(),
  avatar: z.string().nullable(),
  totalSales: z.number().int(),
  rating: z.number(),
  verified: z.boolean(),
  memberSince: ZTimestamp.nullable(),
});
export type TUserProfileView = z.output<typeof ZUserProfileView>;
export const ZUserProfileReply = ZDoneReply.extend({ profile: ZUserProfileView });
export type TUserProfileReply = z.output<typeof ZUserProfileReply>;

export const ZAvatarReply = ZDoneReply.extend({ avatar: z.string().nullable(), avatar_url: z.string().nullable() });
export type TAvatarReply = z.output<typeof ZAvatarReply>;

/** A changed password ends the other sessions; this device goes on with the fresh tokens. */
export const ZPasswordChangedReply = ZDoneReply.extend(ZSessionTokens.shape);
export type TPasswordChangedReply = z.output<typeof ZPasswordChangedReply>;

export const ZPreferencesReply = ZDoneReply.extend({ preferences: ZPreferences });
export type TPreferencesReply = z.output<typeof ZPreferencesReply>;

export const ZSecurityView = z.object({
  twoFactorEnabled: z.boolean(),
  loginAlerts: z.boolean(),
  sessionTimeout: z.number().int(),
  passwordLastChanged: ZTimestamp.nullable(),
});
export type TSecurityView = z.output<typeof ZSecurityView>;
export const ZSecurityReply = ZDoneReply.extend({ security: ZSecurityView });
export type TSecurityReply = z.output<typeof ZSecurityReply>;

export const ACCOUNT_DELETION_STATUSES = ['pending', 'completed', 'declined', 'cancelled'] as const;

/** The user's open request to delete their account. */
export const ZAccountDeletionView = z.object({
  id: z.string(),
  status: z.enum(ACCOUNT_DELETION_STATUSES),
  reason: z.string(),
  createdAt: ZTimestamp,
});
export type TAccountDeletionView = z.output<typeof ZAccountDeletionView>;
export const ZAccountDeletionStatusReply = ZDoneReply.extend({ request: ZAccountDeletionView.nullable() });
export type TAccountDeletionStatusReply = z.output<typeof ZAccountDeletionStatusReply>;
export const ZAccountDeletionRequestedReply = ZDoneReply.extend({
  message: z.string(),
  request: ZAccountDeletionView.omit({ reason: true }).extend({ status: z.literal('pending') }),
});
export type TAccountDeletionRequestedReply = z.output<typeof ZAccountDeletionRequestedReply>;

export const SELLER_REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;

/** A user's own application to sell, as the applicant sees it. */
export const ZOwnSellerRequestView = z.object({
  id: z.string(),
  type: z.enum(SELLER_REQUEST_TYPES),
  status: z.enum(SELLER_REQUEST_STATUSES),
  storeName: z.string(),
  cityLocation: z.string(),
  vatNumber: z.string(),
  crNumber: z.string(),
  rejectionReason: z.string().nullable(),
  createdAt: ZTimestamp,
});
export type TOwnSellerRequestView = z.output<typeof ZOwnSellerRequestView>;
export const ZSellerRequestSentReply = ZDoneReply.extend({ message: z.string(), request: ZOwnSellerRequestView });
export type TSellerRequestSentReply = z.output<typeof ZSellerRequestSentReply>;
export const ZSellerRequestStatusReply = ZDoneReply.extend({ request: ZOwnSellerRequestView.nullable() });
export type TSellerRequestStatusReply = z.output<typeof ZSellerRequestStatusReply>;

const publicProfileBasics = {
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  role: z.enum(ROLES),
  verified: z.boolean(),
  rating: z.number(),
  reviews: z.number().int(),
};
/** A seller's profile as buyers see it: a private profile keeps only what a buyer needs to trust a sale. */
export const ZPublicProfileView = z.discriminatedUnion('isPrivate', [
  z.object({ ...publicProfileBasics, isPrivate: z.literal(true) }),
  z.object({
    ...publicProfileBasics,
    isPrivate: z.literal(false),
    avatar: z.string().nullable(),
    bio: z.string(),
    storeName: z.string(),
    description: z.string(),
    location: z.string(),
    totalSales: z.number().int(),
    memberSince: ZTimestamp,
  }),
]);
export type TPublicProfileView = z.output<typeof ZPublicProfileView>;
export const ZPublicProfileReply = ZDoneReply.extend({ profile: ZPublicProfileView });
export type TPublicProfileReply = z.output<typeof ZPublicProfileReply>;

/** A review on a seller's page: the rating and words of a completed order, with the item it was for. */
export const ZSellerReviewView = z.object({
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  review: z.string(),
  /** The buyer's first name only: the review is public, the buyer's full name is not. */
  buyerName: z.string(),
  /** The order's first item as it was bought, and how many more items the order had. */
  item: z.object({ title: z.string(), listingId: z.string().nullable() }),
  otherItems: z.number().int(),
  createdAt: ZTimestamp,
});
export type TSellerReviewView = z.output<typeof ZSellerReviewView>;
/** GET /api/users/:id/reviews, newest first. */
export const ZSellerReviewsReply = ZDoneReply.extend({ reviews: z.array(ZSellerReviewView) });
export type TSellerReviewsReply = z.output<typeof ZSellerReviewsReply>;

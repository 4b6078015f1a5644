import { z } from 'zod';
import { ROLES } from '../rules/roles.js';
import { SELLER_REQUEST_TYPES } from '../schemas/account.js';
import { ZRequestsQuery } from '../schemas/admin.js';
import { ZDoneReply, ZDoneWithMessageReply, ZTimestamp } from './common.js';

/** An account as the Clients screen lists it: `type` is how the screen groups it, `avatar` the name's initials. */
export const ZClientView = z.object({
  id: z.string(),
  _id: z.string(),
  name: z.string(),
  type: z.enum(['Person', 'Store', 'Admin']),
  role: z.enum(ROLES),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  verified: z.boolean(),
  registerDate: ZTimestamp,
  avatar: z.string(),
  isSuspended: z.boolean(),
  suspendedReason: z.string().nullable(),
  /** The Clients list and View profile: a seller with many upheld code reports (ADR 034). */
  codeReportsFlagged: z.boolean().optional(),
});
export type TClientView = z.output<typeof ZClientView>;

/** View profile: the account with what it has done on the marketplace; wallet balances in riyals. */
export const ZClientProfileView = ZClientView.extend({
  stats: z.object({ purchases: z.number().int(), sales: z.number().int(), ads: z.number().int(), rating: z.number() }),
  wallet: z.object({ available: z.number(), pending: z.number(), held: z.number(), currency: z.string() }),
});
export type TClientProfileView = z.output<typeof ZClientProfileView>;

/** GET /api/admin/users: a bare list. */
export const ZClientListReply = z.array(ZClientView);
export type TClientListReply = z.output<typeof ZClientListReply>;

/** POST /api/admin/users (201), PATCH /api/admin/users/:id/role: the account as it now is. */
export const ZClientChangedReply = ZDoneReply.extend({ message: z.string(), user: ZClientView });
export type TClientChangedReply = z.output<typeof ZClientChangedReply>;

/**
 * POST /api/admin/users/:id/:action: `view` answers the profile, `suspend`/`unsuspend` the account as it now is,
 * `message` the id of the admin's chat with the user.
 */
export const ZClientActionReply = ZDoneReply.extend({
  message: z.string(),
  user: z.union([ZClientProfileView, ZClientView]).optional(),
  chatId: z.string().optional(),
});
export type TClientActionReply = z.output<typeof ZClientActionReply>;

/** The commercial registry's answer about a shop's CR number: in force or not, its registered name and owners. */
export const ZCrCheckView = z.object({
  status: z.enum(['active', 'expired', 'not_found']),
  crNumber: z.string(),
  name: z.string().nullable(),
  owners: z.array(z.string()),
  /** Whether the registered name is the store name the request gives. */
  nameMatches: z.boolean(),
  checkedAt: z.string(),
});
export type TCrCheckView = z.output<typeof ZCrCheckView>;

/** A request to sell as the Clients screen's cards show it; the documents are admin download URLs. */
export const ZSellerRequestView = z.object({
  id: z.string(),
  _id: z.string(),
  userId: z.string(),
  type: z.enum(SELLER_REQUEST_TYPES),
  status: ZRequestsQuery.shape.status.unwrap(),
  date: ZTimestamp,
  storeName: z.string(),
  cityLocation: z.string(),
  sellerName: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  civilId: z.string(),
  registrationCertificate: z.string().nullable(),
  vatCertificate: z.string().nullable(),
  /** The VAT and CR numbers the shop declares ('' = none); approving the request verifies them. */
  vatNumber: z.string(),
  crNumber: z.string(),
  /** A trader's request: the shop is open already and asks to have changed VAT and CR numbers verified. */
  isVatChange: z.boolean(),
  rejectionReason: z.string().nullable(),
  /** What the commercial registry said of the CR number (ADR 041); null until checked. */
  crCheck: ZCrCheckView.nullable(),
  /** The name the identity provider gave when the applicant verified their identity; null when they have not. */
  verifiedIdentityName: z.string().nullable(),
});
export type TSellerRequestView = z.output<typeof ZSellerRequestView>;

/** POST /api/admin/requests/:id/cr-check. */
export const ZCrCheckReply = z.object({ success: z.literal(true), crCheck: ZCrCheckView });
export type TCrCheckReply = z.output<typeof ZCrCheckReply>;

/** GET /api/admin/requests: a bare list. */
export const ZSellerRequestListReply = z.array(ZSellerRequestView);
export type TSellerRequestListReply = z.output<typeof ZSellerRequestListReply>;

/** GET /api/admin/requests/counts: pending requests per tab. */
export const ZSellerRequestCountsReply = z.object({ success: z.literal(true), traders: z.number().int(), person: z.number().int() });
export type TSellerRequestCountsReply = z.output<typeof ZSellerRequestCountsReply>;

/** POST /api/admin/requests/:id/approve|reject. */
export const ZSellerRequestDecidedReply = ZDoneWithMessageReply;
export type TSellerRequestDecidedReply = z.output<typeof ZSellerRequestDecidedReply>;

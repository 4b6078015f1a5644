import type { TTraderProfileUpdate, TTraderProfileView } from '@gamesouq/core';
import type { DbOrTx } from '../../db/client.js';
import { avatarUrl, bankDetailsView, findProfile, findUserById, latestSellerRequest, type ProfileChanges } from '../users/index.js';

/** The trader profile (seller §3): account fields, the shop's fields and the bank details, masked. */
export async function traderProfileView(db: DbOrTx, userId: string): Promise<TTraderProfileView> {
  const [user, profile, request] = await Promise.all([findUserById(db, userId), findProfile(db, userId), latestSellerRequest(db, userId)]);
  const isUnderReview = request?.status === 'pending' && request.type === 'store' && request.vatNumber !== '';
  return {
    id: userId,
    name: user?.name ?? '',
    email: user?.email ?? '',
    emailVerified: Boolean(user?.email),
    phone: user?.phone ?? '',
    role: user?.role ?? 'trader',
    verified: user?.verified ?? false,
    store_name: profile.storeName,
    description: profile.description,
    location: profile.location,
    avatar: avatarUrl(profile.avatar),
    ...bankDetailsView(profile),
    created_at: user?.createdAt.toISOString() ?? null,
    vatNumber: user?.vatNumber ?? null,
    crNumber: user?.crNumber ?? null,
    vatReview: isUnderReview ? { vatNumber: request.vatNumber, crNumber: request.crNumber } : null,
  };
}

export function traderProfileChanges(input: TTraderProfileUpdate): ProfileChanges {
  const { store_name, ...rest } = input;
  return { ...rest, ...(store_name !== undefined && { storeName: store_name }) };
}

import type { TSessionUser } from '@gamesouq/core';
import type { UserRow } from './tables.js';

export function toSessionUser(user: UserRow): TSessionUser {
  return {
    id: user.id,
    _id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    city: user.city,
    role: user.role,
    verified: user.verified,
    createdAt: user.createdAt.toISOString(),
  };
}

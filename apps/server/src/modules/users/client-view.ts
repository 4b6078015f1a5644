import type { TClientView } from '@gamesouq/core';
import type { UserRow } from './tables.js';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** Stores are traders; everyone else who is not an admin is a person. */
const userType = (role: UserRow['role']): TClientView['type'] => (role === 'trader' ? 'Store' : role === 'admin' ? 'Admin' : 'Person');

/** An account as the admin screens show it (the clients list, the audit log). */
export function toClientView(user: UserRow): TClientView {
  return {
    id: user.id,
    _id: user.id,
    name: user.name,
    type: userType(user.role),
    role: user.role,
    email: user.email ?? '',
    phone: user.phone ?? '',
    city: user.city,
    verified: user.verified,
    registerDate: user.createdAt.toISOString(),
    avatar: initials(user.name),
    isSuspended: user.suspendedAt !== null,
    suspendedReason: user.suspendedReason,
  };
}

import { normalizePhone, type TAddMember, type TClientProfileView, type TClientView } from '@gamesouq/core';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { violatedConstraint } from '../../lib/constraint.js';
import { newId } from '../../lib/ids.js';
import type { Realtime } from '../../plugins/realtime.js';
import { hashPassword, revokeAllSessions } from '../auth/index.js';
import { findUserById, type UserRow, users } from '../users/index.js';
import { walletBalance } from '../wallet/index.js';

type UsersQuery = { type: 'all' | 'person' | 'store'; sort: 'date' | 'name' | 'type'; search?: string; limit: number };

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');

/** Stores are traders; everyone else who is not an admin is a person. */
const userType = (role: UserRow['role']): TClientView['type'] => (role === 'trader' ? 'Store' : role === 'admin' ? 'Admin' : 'Person');

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

export async function listClients(db: Db, { type, sort, search, limit }: UsersQuery): Promise<TClientView[]> {
  const conditions: SQL[] = [];
  if (type === 'store') conditions.push(sql`${users.role} = 'trader'`);
  if (type === 'person') conditions.push(sql`${users.role} in ('user', 'buyer')`);
  if (search?.trim()) {
    const like = `%${search.trim()}%`;
    conditions.push(sql`(${users.name} ilike ${like} or ${users.email} ilike ${like} or ${users.phone} ilike ${like})`);
  }
  const orderBy = sort === 'name' ? [asc(users.name)] : sort === 'type' ? [asc(users.role), asc(users.name)] : [desc(users.createdAt)];
  const rows = await db
    .select()
    .from(users)
    .where(conditions.length ? sql.join(conditions, sql` and `) : undefined)
    .orderBy(...orderBy, asc(users.id))
    .limit(limit);
  return rows.map(toClientView);
}

/** View profile: the account with what it has done on the marketplace. */
export async function clientProfile(db: Db, id: string): Promise<TClientProfileView> {
  const user = await findUserById(db, id);
  if (!user) throw new AppError('NOT_FOUND', 'errors.userNotFound');
  const stats = await db.execute(sql`
    select
      (select count(*) from orders where buyer_id = ${id})::int as purchases,
      (select count(*) from orders where seller_id = ${id})::int as sales,
      (select count(*) from listings where seller_id = ${id} and status <> 'draft')::int as ads,
      (select round(avg(rating)::numeric, 1) from reviews where seller_id = ${id}) as rating`);
  const row = stats.rows[0] as Record<string, unknown>;
  return {
    ...toClientView(user),
    stats: { purchases: Number(row.purchases), sales: Number(row.sales), ads: Number(row.ads), rating: Number(row.rating ?? 0) },
    wallet: await walletBalance(db, id),
  };
}

async function changeUser(db: Db, id: string, values: Partial<typeof users.$inferInsert>) {
  const before = await findUserById(db, id);
  if (!before) throw new AppError('NOT_FOUND', 'errors.userNotFound');
  const [after] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return { before: toClientView(before), after: toClientView(after!) };
}

/**
 * Suspension ends every session at once: refresh tokens are revoked, open sockets are closed, and the auth hook
 * refuses the access tokens still held (it reads the user on every request).
 */
export async function suspendUser(db: Db, realtime: Realtime, { admin, id, reason }: { admin: UserRow; id: string; reason?: string }) {
  if (id === admin.id) throw new AppError('CANNOT_CHANGE_SELF');
  const change = await changeUser(db, id, { suspendedAt: new Date(), suspendedReason: reason || null });
  await revokeAllSessions(db, id);
  realtime.disconnectUser(id);
  return change;
}

export const unsuspendUser = (db: Db, id: string) => changeUser(db, id, { suspendedAt: null, suspendedReason: null });

export async function setUserRole(db: Db, { admin, id, role }: { admin: UserRow; id: string; role: 'admin' | 'trader' | 'user' }) {
  if (id === admin.id && role !== 'admin') throw new AppError('CANNOT_CHANGE_SELF');
  // The tokens already issued stay valid: the auth hook reads the role from the account on every request, never
  // from the token, so the new role applies to them at once (and a demoted admin is refused the admin area).
  return changeUser(db, id, { role });
}

/** Add new member: an account made by an admin, with the role the admin picks; the phone is optional. */
export async function addMember(db: Db, input: Required<Omit<TAddMember, 'phone'>> & { phone?: string }) {
  const phone = input.phone ? normalizePhone(input.phone) : null;
  if (input.phone && !phone) {
    throw new AppError('VALIDATION_FAILED', 'validation.phoneInvalidShort', {
      fields: { phone: 'validation.phoneInvalidShort' },
    });
  }
  try {
    const [user] = await db
      .insert(users)
      .values({
        id: newId(),
        name: input.name,
        email: input.email,
        phone,
        passwordHash: await hashPassword(input.password),
        role: input.role,
        verified: input.role !== 'user',
      })
      .returning();
    return toClientView(user!);
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint === 'users_email_unique') throw new AppError('EMAIL_TAKEN');
    if (constraint === 'users_phone_unique') throw new AppError('PHONE_TAKEN');
    throw error;
  }
}

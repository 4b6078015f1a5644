import { normalizePhone, type TAddMember, type TClientProfileView, type TClientView } from '@gamesouq/core';
import { asc, desc, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { violatedConstraint } from '../../lib/constraint.js';
import type { Realtime } from '../../plugins/realtime.js';
import { type Actor, recordAudit } from '../audit/index.js';
import { hashPassword, revokeAllSessions } from '../auth/index.js';
import { startConversation } from '../chat/index.js';
import { flaggedSellers } from '../orders/index.js';
import {
  changeRole,
  createUserAccount,
  decideSellerRequest,
  findUserById,
  liftSuspension,
  suspendAccount,
  toClientView,
  type UserRow,
  users,
} from '../users/index.js';
import { walletBalance } from '../wallet/index.js';

type UsersQuery = { type: 'all' | 'person' | 'store'; sort: 'date' | 'name' | 'type'; search?: string; limit: number };

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
  const flagged = await flaggedSellers(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...toClientView(row), codeReportsFlagged: flagged.has(row.id) }));
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
    codeReportsFlagged: (await flaggedSellers(db, [id])).has(id),
    stats: { purchases: Number(row.purchases), sales: Number(row.sales), ads: Number(row.ads), rating: Number(row.rating ?? 0) },
    wallet: await walletBalance(db, id),
  };
}

/** Changes an account as an admin and notes it in the audit log; `also` does more in the same transaction. */
async function changeUser(
  db: Db,
  { actor, action, id }: { actor: Actor; action: string; id: string },
  change: (tx: Tx) => Promise<UserRow | undefined>,
  also?: (tx: Tx) => Promise<unknown>,
) {
  return inTransaction(db, async (tx) => {
    const before = await findUserById(tx, id);
    if (!before) throw new AppError('NOT_FOUND', 'errors.userNotFound');
    const after = await change(tx);
    await also?.(tx);
    const changed = { before: toClientView(before), after: toClientView(after!) };
    await recordAudit(tx, actor, { action, entityType: 'user', entityId: id, ...changed });
    return changed;
  });
}

/**
 * Suspension ends every session at once: refresh tokens are revoked, open sockets are closed, and the auth hook
 * refuses the access tokens still held (it reads the user on every request).
 */
export async function suspendUser(db: Db, realtime: Realtime, { actor, id, reason }: { actor: Actor; id: string; reason?: string }) {
  if (id === actor.userId) throw new AppError('CANNOT_CHANGE_SELF');
  const change = await changeUser(
    db,
    { actor, action: 'users.suspend', id },
    (tx) => suspendAccount(tx, id, reason || null),
    (tx) => revokeAllSessions(tx, id),
  );
  realtime.disconnectUser(id);
  return change;
}

export const unsuspendUser = (db: Db, { actor, id }: { actor: Actor; id: string }) =>
  changeUser(db, { actor, action: 'users.unsuspend', id }, (tx) => liftSuspension(tx, id));

export async function setUserRole(db: Db, { actor, id, role }: { actor: Actor; id: string; role: 'admin' | 'trader' | 'user' }) {
  if (id === actor.userId && role !== 'admin') throw new AppError('CANNOT_CHANGE_SELF');
  // The tokens already issued stay valid: the auth hook reads the role from the account on every request, never
  // from the token, so the new role applies to them at once (and a demoted admin is refused the admin area).
  return changeUser(db, { actor, action: 'users.role', id }, (tx) => changeRole(tx, id, role));
}

/** Message: the admin's conversation with the user, opened (or found) and noted in the audit log. */
export async function messageClient(db: Db, { actor, id }: { actor: Actor; id: string }) {
  return inTransaction(db, async (tx) => {
    const chat = await startConversation(tx, { userId: actor.userId, otherUserId: id });
    await recordAudit(tx, actor, { action: 'users.message', entityType: 'user', entityId: id, after: { chatId: chat.id } });
    return chat;
  });
}

/** An admin's decision on a seller request (users module), noted in the audit log in the same transaction. */
export async function decideClientRequest(
  db: Db,
  { actor, id, decision, reason }: { actor: Actor; id: string; decision: 'approve' | 'reject'; reason?: string },
) {
  return inTransaction(db, async (tx) => {
    const { request, before, after } = await decideSellerRequest(tx, { id, adminId: actor.userId, decision, reason });
    await recordAudit(tx, actor, {
      action: `requests.${decision}`,
      entityType: 'seller_request',
      entityId: id,
      before: { request, user: toClientView(before) },
      after: { user: toClientView(after), reason: reason ?? null },
    });
  });
}

/** Add new member: an account made by an admin, with the role the admin picks; the phone is optional. */
export async function addMember(db: Db, actor: Actor, input: Required<Omit<TAddMember, 'phone'>> & { phone?: string }) {
  const phone = input.phone ? normalizePhone(input.phone) : null;
  if (input.phone && !phone) {
    throw new AppError('VALIDATION_FAILED', 'validation.phoneInvalidShort', {
      fields: { phone: 'validation.phoneInvalidShort' },
    });
  }
  try {
    const passwordHash = await hashPassword(input.password);
    return await inTransaction(db, async (tx) => {
      const user = await createUserAccount(tx, {
        name: input.name,
        email: input.email,
        phone,
        passwordHash,
        role: input.role,
        verified: input.role !== 'user',
      });
      const member = toClientView(user);
      await recordAudit(tx, actor, { action: 'users.create', entityType: 'user', entityId: member.id, after: member });
      return member;
    });
  } catch (error) {
    const constraint = violatedConstraint(error);
    if (constraint === 'users_email_unique') throw new AppError('EMAIL_TAKEN');
    if (constraint === 'users_phone_unique') throw new AppError('PHONE_TAKEN');
    throw error;
  }
}

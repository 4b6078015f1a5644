import { halalasToSar, type TDeletionRequestListReply, type TDeletionRequestView } from '@gamesouq/core';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../lib/app-error.js';
import { newToken } from '../../lib/ids.js';
import { type Actor, recordAudit } from '../audit/index.js';
import { hashPassword, revokeAllSessions } from '../auth/index.js';
import { emptyCart } from '../cart/index.js';
import { recordEvent } from '../events/index.js';
import { cancelListingsOf } from '../listings/index.js';
import { accountDeletionRequests, decideDeletionRequest, eraseClosedAccount, toClientView, users } from '../users/index.js';
import { balancesOf } from '../wallet/index.js';

type Row = Record<string, unknown>;
type Status = 'pending' | 'completed' | 'declined' | 'all';

/** What stops an account from being closed: orders still under way and money in escrow or in pending withdrawals. */
async function blockersOf(tx: Tx, userId: string) {
  const [openOrders] = (
    await tx.execute(sql`select count(*)::int as n from orders
      where (buyer_id = ${userId} or seller_id = ${userId}) and status not in ('completed', 'canceled')`)
  ).rows as { n: number }[];
  const balances = await balancesOf(tx, userId);
  return { openOrders: openOrders?.n ?? 0, ...balances };
}

function blockerText({ openOrders, pending, held }: { openOrders: number; pending: number; held: number }) {
  const parts = [
    openOrders > 0 ? `${openOrders} open order${openOrders === 1 ? '' : 's'}` : null,
    pending > 0 ? `${halalasToSar(pending).toFixed(2)} SAR in escrow` : null,
    held > 0 ? `${halalasToSar(held).toFixed(2)} SAR in pending withdrawals` : null,
  ].filter(Boolean);
  return parts.length ? { reasons: parts.join(', '), text: `This account cannot be closed yet: ${parts.join(', ')}.` } : null;
}

/** Account deletion requests with the account and, while pending, what still stands in the way of closing it. */
export async function listDeletionRequests(
  db: Db,
  { status, page, limit }: { status: Status; page: number; limit: number },
): Promise<Omit<TDeletionRequestListReply, 'success'>> {
  const where = status === 'all' ? sql`true` : sql`r.status = ${status}`;
  const [rows, count] = await Promise.all([
    db.execute(sql`
      select r.*, d.name as decided_by_name,
        (select count(*)::int from orders o where (o.buyer_id = r.user_id or o.seller_id = r.user_id)
          and o.status not in ('completed', 'canceled')) as open_orders,
        (select coalesce(sum(balance) filter (where kind = 'available'), 0)::bigint from ledger_accounts where owner_id = r.user_id) as available,
        (select coalesce(sum(balance) filter (where kind = 'pending'), 0)::bigint from ledger_accounts where owner_id = r.user_id) as pending,
        (select coalesce(sum(balance) filter (where kind = 'held'), 0)::bigint from ledger_accounts where owner_id = r.user_id) as held
      from account_deletion_requests r left join users d on d.id = r.decided_by
      where ${where} order by (r.status = 'pending') desc, r.created_at desc, r.id
      limit ${limit} offset ${(page - 1) * limit}`),
    db.execute(sql`select count(*)::int as n from account_deletion_requests r where ${where}`),
  ]);
  const userIds = (rows.rows as Row[]).map((row) => String(row.user_id));
  const accounts = userIds.length ? await db.select().from(users).where(inArray(users.id, userIds)) : [];
  const byId = new Map(accounts.map((user) => [user.id, toClientView(user)]));
  const totalItems = Number((count.rows[0] as Row).n);
  return {
    requests: (rows.rows as Row[]).map((row) => {
      const blockers = { openOrders: Number(row.open_orders), pending: Number(row.pending), held: Number(row.held) };
      return {
        id: String(row.id),
        user: byId.get(String(row.user_id)) ?? null,
        reason: String(row.reason),
        status: row.status as TDeletionRequestView['status'],
        createdAt: new Date(String(row.created_at)).toISOString(),
        decidedAt: row.decided_at ? new Date(String(row.decided_at)).toISOString() : null,
        decidedBy: (row.decided_by_name as string | null) ?? null,
        decisionReason: (row.decision_reason as string | null) ?? null,
        openOrders: blockers.openOrders,
        balances: {
          available: halalasToSar(Number(row.available)),
          pending: halalasToSar(blockers.pending),
          held: halalasToSar(blockers.held),
        },
        blocker: row.status === 'pending' ? (blockerText(blockers)?.text ?? null) : null,
      };
    }),
    pagination: { currentPage: page, totalPages: Math.ceil(totalItems / limit), totalItems, itemsPerPage: limit },
  };
}

export async function countPendingDeletionRequests(db: Db) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(accountDeletionRequests)
    .where(eq(accountDeletionRequests.status, 'pending'));
  return row?.n ?? 0;
}

async function lockPending(tx: Tx, id: string) {
  const [request] = await tx.select().from(accountDeletionRequests).where(eq(accountDeletionRequests.id, id)).for('update');
  if (!request) throw new AppError('NOT_FOUND', 'errors.requestNotFound');
  if (request.status !== 'pending') throw new AppError('REQUEST_NOT_PENDING');
  const [user] = await tx.select().from(users).where(eq(users.id, request.userId)).for('update');
  if (!user) throw new AppError('NOT_FOUND', 'errors.userNotFound');
  return { request, user };
}

const requestView = (row: typeof accountDeletionRequests.$inferSelect) => ({
  id: row.id,
  status: row.status,
  reason: row.reason,
  decisionReason: row.decisionReason,
  decidedBy: row.decidedBy,
  decidedAt: row.decidedAt?.toISOString() ?? null,
});

/**
 * Closes the account of a pending request once nothing is under way: no open order as buyer or seller, nothing in
 * escrow or in pending withdrawals. The account is suspended and anonymised (name, e-mail, phone, password,
 * profile and bank details, seller-request documents), its listings are withdrawn and its sessions revoked; its
 * orders, reviews, chats and ledger stay, as the other parties and the accounts need them. Returns the files to
 * remove once the change has committed.
 */
export async function closeAccount(db: Db, { id, actor }: { id: string; actor: Actor }) {
  const passwordHash = await hashPassword(newToken());
  return inTransaction(db, async (tx) => {
    const { request, user } = await lockPending(tx, id);
    if (user.id === actor.userId) throw new AppError('CANNOT_CHANGE_SELF');
    const blockers = await blockersOf(tx, user.id);
    const blocker = blockerText(blockers);
    if (blocker)
      throw new AppError('ACCOUNT_NOT_SETTLED', { key: 'errors.accountNotSettledBecause', params: { reasons: blocker.reasons } });

    const erased = await eraseClosedAccount(tx, { user, closedBy: actor.userId, passwordHash });
    await cancelListingsOf(tx, user.id);
    await emptyCart(tx, user.id);
    await revokeAllSessions(tx, user.id);
    const decided = await decideDeletionRequest(tx, { id: request.id, decidedBy: actor.userId, decision: { status: 'completed' } });
    const before = { request: requestView(request), user: toClientView(user), balances: balancesView(blockers) };
    await recordAudit(tx, actor, {
      action: 'deletion_requests.close',
      entityType: 'deletion_request',
      entityId: id,
      before,
      after: { request: requestView(decided), user: toClientView(erased.user) },
    });
    return { userId: user.id, before, files: erased.files };
  });
}

const balancesView = ({ available, pending, held }: { available: number; pending: number; held: number }) => ({
  available: halalasToSar(available),
  pending: halalasToSar(pending),
  held: halalasToSar(held),
});

/** Declines a pending request with a reason that the user is told; the account stays as it is. */
export async function declineDeletion(db: Db, { id, actor, reason }: { id: string; actor: Actor; reason: string }) {
  return inTransaction(db, async (tx) => {
    const { request, user } = await lockPending(tx, id);
    const decided = await decideDeletionRequest(tx, {
      id: request.id,
      decidedBy: actor.userId,
      decision: { status: 'declined', reason },
    });
    await recordEvent(tx, { type: 'deletion_request_declined', userId: user.id, reason });
    const change = { before: requestView(request), after: requestView(decided) };
    await recordAudit(tx, actor, { action: 'deletion_requests.decline', entityType: 'deletion_request', entityId: id, ...change });
    return change;
  });
}

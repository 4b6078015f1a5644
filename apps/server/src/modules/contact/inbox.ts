import type { TContactMessageListReply, TContactMessageView } from '@gamesouq/core';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { type Actor, recordAudit } from '../audit/index.js';
import { users } from '../users/index.js';
import { contactMessages } from './tables.js';

type Query = { status: 'new' | 'handled' | 'all'; search?: string; page: number; limit: number };
type MessageRow = typeof contactMessages.$inferSelect;

const handler = alias(users, 'handler');

function toMessageView(row: MessageRow, handledByName: string | null): TContactMessageView {
  return {
    id: row.id,
    fullName: row.fullName,
    email: row.email,
    message: row.message,
    userId: row.userId,
    status: row.handledAt ? 'handled' : 'new',
    handledAt: row.handledAt?.toISOString() ?? null,
    handledBy: handledByName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The contact form's messages (design §7), newest first, new or handled, searched by name, e-mail or text. */
export async function listContactMessages(
  db: Db,
  { status, search, page, limit }: Query,
): Promise<Omit<TContactMessageListReply, 'success'>> {
  const conditions: SQL[] = [];
  if (status === 'new') conditions.push(isNull(contactMessages.handledAt));
  if (status === 'handled') conditions.push(isNotNull(contactMessages.handledAt));
  if (search) {
    const like = `%${search}%`;
    conditions.push(
      sql`(${contactMessages.fullName} ilike ${like} or ${contactMessages.email} ilike ${like} or ${contactMessages.message} ilike ${like})`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({ message: contactMessages, handledByName: handler.name })
      .from(contactMessages)
      .leftJoin(handler, eq(handler.id, contactMessages.handledBy))
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: sql<number>`count(*)::int` }).from(contactMessages).where(where),
  ]);
  const totalItems = count?.n ?? 0;
  return {
    messages: rows.map((row) => toMessageView(row.message, row.handledByName)),
    pagination: { currentPage: page, totalPages: Math.ceil(totalItems / limit), totalItems, itemsPerPage: limit },
  };
}

export async function countNewContactMessages(db: Db) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(contactMessages).where(isNull(contactMessages.handledAt));
  return row?.n ?? 0;
}

/** Marks a message handled by this admin, or new again. */
export async function setContactMessageHandled(db: Db, { id, actor, isHandled }: { id: string; actor: Actor; isHandled: boolean }) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!before) throw new AppError('NOT_FOUND', 'errors.messageNotFound');
    const [after] = await tx
      .update(contactMessages)
      .set(
        isHandled
          ? { handledAt: before.handledAt ?? sql`now()`, handledBy: before.handledBy ?? actor.userId }
          : { handledAt: null, handledBy: null },
      )
      .where(eq(contactMessages.id, id))
      .returning();
    const change = { before: toMessageView(before, null), after: toMessageView(after!, null) };
    await recordAudit(tx, actor, {
      action: isHandled ? 'contact_messages.handle' : 'contact_messages.reopen',
      entityType: 'contact_message',
      entityId: id,
      ...change,
    });
    return change;
  });
}

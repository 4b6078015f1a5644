import { halalasToSar, type TConversationView } from '@gamesouq/core';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { listings } from '../listings/index.js';
import type { UserRow } from '../users/index.js';
import { findUserById, visibleAvatars } from '../users/index.js';
import { conversations } from './tables.js';

type Row = Record<string, unknown>;
const pair = (a: string, b: string) => (a < b ? { userA: a, userB: b } : { userA: b, userB: a });

/** Starts the conversation between two users about a listing (or none), or returns the one they have. */
export async function startConversation(
  db: DbOrTx,
  { userId, otherUserId, listingId }: { userId: string; otherUserId?: string; listingId?: string | null },
) {
  let other = otherUserId;
  if (listingId) {
    const [listing] = await db
      .select({ sellerId: listings.sellerId, status: listings.status })
      .from(listings)
      .where(eq(listings.id, listingId));
    if (!listing || (listing.status !== 'active' && listing.sellerId !== userId))
      throw new AppError('NOT_FOUND', 'validation.productNotFound');
    other ??= listing.sellerId;
  }
  if (!other || !(await findUserById(db, other))) throw new AppError('NOT_FOUND', 'errors.userNotFound');
  if (other === userId) throw new AppError('CHAT_WITH_SELF');
  const { userA, userB } = pair(userId, other);
  await db
    .insert(conversations)
    .values({ id: newId(), userA, userB, listingId: listingId ?? null })
    .onConflictDoNothing();
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(
      and(
        eq(conversations.userA, userA),
        eq(conversations.userB, userB),
        sql`coalesce(${conversations.listingId}, '') = ${listingId ?? ''}`,
      ),
    );
  // Starting it again brings it back for a user who had hidden it.
  await db
    .update(conversations)
    .set(userId === userA ? { hiddenForA: null } : { hiddenForB: null })
    .where(eq(conversations.id, conversation!.id));
  return conversation!;
}

/** The conversation if `userId` is one of its two parties; anyone else, admins included, gets 404. */
export async function partyConversation(db: DbOrTx, { conversationId, userId }: { conversationId: string; userId: string }) {
  const [conversation] = await db.select().from(conversations).where(eq(conversations.id, conversationId));
  if (!conversation || (conversation.userA !== userId && conversation.userB !== userId))
    throw new AppError('NOT_FOUND', 'errors.chatNotFound');
  return { conversation, otherUserId: conversation.userA === userId ? conversation.userB : conversation.userA };
}

/**
 * The viewer's visible conversations, newest first, with the other party (and their avatar, unless their profile is
 * private to the viewer), the listing, the last message and unread count.
 */
export async function listConversations(
  db: DbOrTx,
  { viewer, where = sql`true` }: { viewer: Pick<UserRow, 'id' | 'role'>; where?: SQL },
): Promise<TConversationView[]> {
  const userId = viewer.id;
  const result = await db.execute(sql`
    select c.id, c.listing_id, c.last_message_at, c.created_at,
      o.id as other_id, o.name as other_name, o.role as other_role,
      (select nullif(trim(up.store_name), '') from user_profiles up where up.user_id = o.id) as other_store_name,
      l.title as listing_title, l.price_halalas as listing_price,
      (select file from listing_images i where i.listing_id = l.id order by position limit 1) as listing_image,
      m.body as last_body, m.sender_id as last_sender, m.created_at as last_at,
      (select count(*)::int from messages u where u.conversation_id = c.id and u.sender_id <> ${userId} and u.read_at is null
        and u.created_at > coalesce(case when c.user_a = ${userId} then c.hidden_for_a else c.hidden_for_b end, '-infinity')) as unread
    from conversations c
    join users o on o.id = case when c.user_a = ${userId} then c.user_b else c.user_a end
    left join listings l on l.id = c.listing_id
    left join lateral (select body, sender_id, created_at from messages where conversation_id = c.id order by created_at desc, id desc limit 1) m on true
    where ((c.user_a = ${userId} and (c.hidden_for_a is null or c.last_message_at > c.hidden_for_a))
       or (c.user_b = ${userId} and (c.hidden_for_b is null or c.last_message_at > c.hidden_for_b)))
      and ${where}
    order by c.last_message_at desc, c.id`);
  const rows = result.rows as Row[];
  const avatars = await visibleAvatars(db, { userIds: rows.map((row) => String(row.other_id)), viewer });
  return rows.map((row) => ({
    id: String(row.id),
    chat_id: String(row.id),
    other_user: {
      id: String(row.other_id),
      name: String(row.other_name),
      // A shop is known by its store name, as on its ads (listings/listing-view.ts).
      storeName: String(row.other_store_name || row.other_name),
      role: row.other_role as TConversationView['other_user']['role'],
      avatar: avatars.get(String(row.other_id)) ?? null,
    },
    product: row.listing_id
      ? {
          id: String(row.listing_id),
          title: String(row.listing_title ?? ''),
          image: row.listing_image ? `/api/uploads/ads/${row.listing_image}` : '',
          price: row.listing_price === null ? null : halalasToSar(Number(row.listing_price)),
        }
      : null,
    last_message: row.last_body
      ? { text: String(row.last_body), sender_id: String(row.last_sender), created_at: new Date(String(row.last_at)).toISOString() }
      : null,
    updated_at: new Date(String(row.last_message_at)).toISOString(),
    unread_count: Number(row.unread),
  }));
}

/** Hides the conversation for this user until a new message arrives. */
export async function hideConversation(db: Db, { conversationId, userId }: { conversationId: string; userId: string }) {
  const { conversation } = await partyConversation(db, { conversationId, userId });
  await db
    .update(conversations)
    .set(conversation.userA === userId ? { hiddenForA: sql`now()` } : { hiddenForB: sql`now()` })
    .where(eq(conversations.id, conversationId));
}

/** One conversation the viewer takes part in (or any, for an admin), as the list shows it; 404 otherwise. */
export async function getConversation(
  db: DbOrTx,
  { viewer, conversationId }: { viewer: Pick<UserRow, 'id' | 'role'>; conversationId: string },
) {
  const [conversation] = await listConversations(db, { viewer, where: sql`c.id = ${conversationId}` });
  if (!conversation) throw new AppError('NOT_FOUND', 'errors.chatNotFound');
  return conversation;
}

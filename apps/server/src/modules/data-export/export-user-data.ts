import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { userProfileView } from '../users/account-profile.js';
import { getPreferences, getSecuritySettings } from '../users/settings.js';
import { walletTransactions, withdrawalHistory } from '../wallet/wallet-views.js';

const rows = async (db: Db, query: ReturnType<typeof sql>) => (await db.execute(query)).rows;

/** Everything the platform holds about the user, as one JSON document they can download (their right of access). */
export async function exportUserData(db: Db, userId: string) {
  const [profile, preferences, security, transactions, withdrawals] = await Promise.all([
    userProfileView(db, userId),
    getPreferences(db, userId),
    getSecuritySettings(db, userId),
    walletTransactions(db, { userId, limit: null }),
    withdrawalHistory(db, userId),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile,
    preferences,
    security,
    listings: await rows(
      db,
      sql`select id, title, description, price_halalas / 100.0 as price, quantity, status, condition, city, location, created_at
          from listings where seller_id = ${userId} order by created_at`,
    ),
    orders: await rows(
      db,
      sql`select o.id, o.number, case when o.buyer_id = ${userId} then 'buyer' else 'seller' end as role, o.status, o.total / 100.0 as total,
            o.shipping_address, o.created_at,
            (select json_agg(json_build_object('name', i.title, 'quantity', i.quantity, 'price', i.unit_price / 100.0)) from order_items i where i.order_id = o.id) as items
          from orders o where o.buyer_id = ${userId} or o.seller_id = ${userId} order by o.created_at`,
    ),
    reviews: await rows(db, sql`select order_id, rating, review, created_at from reviews where buyer_id = ${userId} order by created_at`),
    wallet: { transactions, withdrawals },
    favorites: await rows(db, sql`select listing_id, created_at from favorites where user_id = ${userId} order by created_at`),
    notifications: await rows(
      db,
      sql`select id, type, title, message, read_at, created_at from notifications where user_id = ${userId} order by created_at`,
    ),
    messages: await rows(
      db,
      sql`select m.conversation_id, m.body as text, m.created_at from messages m where m.sender_id = ${userId} order by m.created_at`,
    ),
    signInAddresses: await rows(
      db,
      sql`select ip, first_seen_at, last_seen_at from sign_in_addresses where user_id = ${userId} order by first_seen_at`,
    ),
  };
}

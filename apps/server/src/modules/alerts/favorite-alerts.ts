import { halalasToSar } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Realtime } from '../../plugins/realtime.js';
import { storeNotification } from '../notifications/index.js';

/** What the buyer pays, as search and checkout compute it (the discounted price rounded to the halala, half up). */
const BUYER_PRICE = sql`((l.price_halalas::bigint * (100 - l.discount_percentage) + 50) / 100)::int`;

type Listing = { id: string; seller_id: string; title: string; status: string; quantity: number; price: number };

/**
 * Whether buyers can have the listing: in stock and on sale. A live listing sent back to review by an edit is still
 * counted as available, so its approval is not announced as a return to stock.
 */
const isAvailable = (listing: Listing) => listing.quantity > 0 && (listing.status === 'active' || listing.status === 'pending_review');

/** Who favourited the listing and lets this alert through (Preferences), other than its seller. */
const favoritersSql = (listing: Listing, alert: 'price_drop_alerts' | 'back_in_stock_alerts') => sql`
  select f.user_id from favorites f left join user_settings us on us.user_id = f.user_id
  where f.listing_id = ${listing.id} and f.user_id <> ${listing.seller_id} and coalesce(us.${sql.raw(alert)}, true)`;

/**
 * A listing changed (edited, approved, sold, restocked, taken down): its state is compared with what its favourites
 * last heard (`favorite_alert_states`, locked for the comparison) and the row updated in the same transaction, which
 * also stores the alerts: a price lower than the last price on sale is a price drop, a listing on sale with stock
 * that was not is back in stock. Each change is told once per favourite: a replayed or later event finds the row
 * already up to date. The first sight of a listing only records it.
 */
export async function alertFavorites(db: Db, realtime: Realtime, { eventId, listingId }: { eventId: string; listingId: string }) {
  const pushed = await inTransaction(db, async (tx) => {
    const listing =
      // Key-share locked: a listing deleted meanwhile either waits for this transaction or is not found.
      (
        await tx.execute(sql`select l.id, l.seller_id, l.title, l.status, l.quantity, ${BUYER_PRICE} as price from listings l
        where l.id = ${listingId} for key share of l`)
      ).rows[0] as Listing | undefined;
    if (!listing) return [];
    const first = await tx.execute(sql`
      insert into favorite_alert_states (listing_id, buyer_price_halalas, is_available)
      values (${listing.id}, ${listing.price}, ${isAvailable(listing)}) on conflict do nothing returning listing_id`);
    if (first.rows.length > 0) return [];
    const last = (
      await tx.execute(sql`select buyer_price_halalas, is_available from favorite_alert_states where listing_id = ${listing.id} for update`)
    ).rows[0] as { buyer_price_halalas: number; is_available: boolean };
    const isOnSale = listing.status === 'active';
    const isCheaper = isOnSale && listing.price < last.buyer_price_halalas;
    const isBack = isOnSale && isAvailable(listing) && !last.is_available;
    await tx.execute(sql`
      update favorite_alert_states set is_available = ${isAvailable(listing)}, updated_at = now(),
        buyer_price_halalas = ${isOnSale ? listing.price : last.buyer_price_halalas}
      where listing_id = ${listing.id}`);
    const alerts: { alert: 'price_drop_alerts' | 'back_in_stock_alerts'; title: string; message: string; data: Record<string, string> }[] =
      [
        ...(isCheaper
          ? [
              {
                alert: 'price_drop_alerts' as const,
                title: 'Price drop',
                message: `"${listing.title}" is now ${halalasToSar(listing.price).toFixed(2)} SAR (was ${halalasToSar(last.buyer_price_halalas).toFixed(2)} SAR).`,
                data: {
                  event: 'price_dropped',
                  amount: halalasToSar(listing.price).toFixed(2),
                  previousAmount: halalasToSar(last.buyer_price_halalas).toFixed(2),
                },
              },
            ]
          : []),
        ...(isBack
          ? [
              {
                alert: 'back_in_stock_alerts' as const,
                title: 'Back in stock',
                message: `"${listing.title}" is back in stock.`,
                data: { event: 'back_in_stock' },
              },
            ]
          : []),
      ];
    const stored = [];
    for (const { alert, title, message, data } of alerts) {
      for (const { user_id: userId } of (await tx.execute(favoritersSql(listing, alert))).rows as { user_id: string }[]) {
        const notification = await storeNotification(tx, {
          eventKey: `${eventId}:${data.event}:${listing.id}:${userId}`,
          userId,
          type: 'product',
          title,
          message,
          data: { ...data, productId: listing.id, title: listing.title },
        });
        if (notification?.isPushed) stored.push({ userId, view: notification.view });
      }
    }
    return stored;
  });
  for (const { userId, view } of pushed) realtime.toUser(userId, 'notification', view);
}

import { sarToHalalas } from '@gamesouq/core';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { inTransaction } from '../db/transaction.js';
import { newId } from '../lib/ids.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { cartItems } from '../modules/cart/tables.js';
import { catalogueItems } from '../modules/catalog/tables.js';
import { listings } from '../modules/listings/tables.js';
import { completeOrder } from '../modules/orders/change-order.js';
import { lockCheckoutInputs } from '../modules/orders/lock-checkout.js';
import { placeOrders } from '../modules/orders/place-orders.js';
import { orders } from '../modules/orders/tables.js';
import { users } from '../modules/users/tables.js';
import { platformAccount, post, userAccount } from '../modules/wallet/index.js';
import { journalEntries } from '../modules/wallet/tables.js';
import { DEMO_SELLERS } from './demo-accounts.js';

/** Buyers of the past sales; they sign in only after a password reset, as the further demo sellers. */
const DEMO_SHOPPERS = [
  { name: 'Nora Al-Shehri', email: 'nora@gamesouq.sa', phone: '+966500000007', city: 'Jeddah' },
  { name: 'Omar Al-Dosari', email: 'omar@gamesouq.sa', phone: '+966500000008', city: 'Riyadh' },
  { name: 'Huda Al-Ghamdi', email: 'huda@gamesouq.sa', phone: '+966500000009', city: 'Dammam' },
] as const;

const ITEMS_WITH_SALES = 10;
const WEEKS_OF_SALES = 10;
const DAY = 24 * 3600 * 1000;

/**
 * Completed sales of the past weeks (issue 22), so that item pages show a price history, the listing form a price
 * guide and sellers their first completed orders. Each sale is a sold-out ad of its own, linked to the item, bought
 * from a topped-up wallet and completed by the order service as a buyer's confirmation does; its dates are then set
 * back to the week it sold in. The money moves through the ledger, so the ledger check holds on demo data.
 */
export async function loadDemoSales(db: Db, { vatRatePercent, commissionPercent }: { vatRatePercent: number; commissionPercent: number }) {
  const buyers: string[] = [];
  for (const shopper of DEMO_SHOPPERS) {
    const id = newId();
    await db.insert(users).values({ id, ...shopper, verified: true, passwordHash: await hashPassword(newId()) });
    buyers.push(id);
  }
  const sellers = await db
    .select({ id: users.id, city: users.city })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_SELLERS.map((seller) => seller.email),
      ),
    );
  // The items of the demo ads on sale (physical goods), at the price of their cheapest ad.
  const items = await db
    .select({
      id: catalogueItems.id,
      name: catalogueItems.name,
      platformId: catalogueItems.platformId,
      categoryId: catalogueItems.categoryId,
      priceHalalas: sql<number>`min(${listings.priceHalalas})::int`,
    })
    .from(catalogueItems)
    .innerJoin(listings, eq(listings.catalogueItemId, catalogueItems.id))
    .where(and(eq(listings.type, 'physical'), eq(listings.status, 'active'), isNotNull(listings.categoryId)))
    .groupBy(catalogueItems.id)
    .orderBy(catalogueItems.name)
    .limit(ITEMS_WITH_SALES);

  let sale = 0;
  for (const item of items) {
    for (let weeksAgo = WEEKS_OF_SALES; weeksAgo >= 1; weeksAgo--) {
      const salesThisWeek = 1 + ((sale + weeksAgo) % 3);
      for (let n = 0; n < salesThisWeek; n++, sale++) {
        // Used copies a little under the new price, slowly cheaper over the weeks, each a little off the trend.
        const trend = 0.8 + 0.01 * weeksAgo;
        const spread = 0.94 + ((sale * 37) % 13) / 100;
        const price = Math.max(5, Math.round(((item.priceHalalas / 100) * trend * spread) / 5) * 5);
        const soldAt = new Date(Date.now() - weeksAgo * 7 * DAY + ((sale * 11) % 6) * DAY);
        await sellOnce(db, {
          item,
          seller: sellers[sale % sellers.length]!,
          buyerId: buyers[sale % buyers.length]!,
          priceHalalas: sarToHalalas(price),
          soldAt,
          vatRatePercent,
          commissionPercent,
        });
      }
    }
  }
}

type Item = { id: string; name: string; platformId: string | null; categoryId: string | null };

async function sellOnce(
  db: Db,
  {
    item,
    seller,
    buyerId,
    priceHalalas,
    soldAt,
    vatRatePercent,
    commissionPercent,
  }: {
    item: Item;
    seller: { id: string; city: string };
    buyerId: string;
    priceHalalas: number;
    soldAt: Date;
    vatRatePercent: number;
    commissionPercent: number;
  },
) {
  const listedAt = new Date(soldAt.getTime() - 4 * DAY);
  await inTransaction(db, async (tx) => {
    const listingId = newId();
    await tx.insert(listings).values({
      id: listingId,
      sellerId: seller.id,
      title: item.name,
      description: `${item.name}, used and in good condition, with its box. Hand-over in ${seller.city}.`,
      priceHalalas,
      quantity: 1,
      categoryId: item.categoryId,
      platformId: item.platformId,
      catalogueItemId: item.id,
      condition: 'good',
      city: seller.city,
      location: 'Downtown',
      phone: '+966500000000',
      deliveryType: 'hand',
      status: 'active',
      createdAt: listedAt,
    });
    const topUp = await post(tx, {
      kind: 'deposit',
      userId: buyerId,
      description: 'Wallet top-up',
      lines: [
        { account: platformAccount('external'), amount: -priceHalalas },
        { account: userAccount(buyerId, 'available'), amount: priceHalalas },
      ],
    });
    await tx.insert(cartItems).values({ id: newId(), userId: buyerId, listingId, quantity: 1, createdAt: listedAt });
    const { cart, listings: bought } = await lockCheckoutInputs(tx, { buyerId });
    const [orderId] = await placeOrders(tx, {
      buyerId,
      cart,
      listings: bought,
      items: [{ productId: listingId, quantity: 1 }],
      deliveryType: 'pickup',
      vatRatePercent,
    });
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId!));
    await completeOrder(tx, order!, commissionPercent);
    const paidAt = new Date(soldAt.getTime() - 2 * DAY);
    await tx
      .update(orders)
      .set({ createdAt: paidAt, updatedAt: soldAt, deliveredAt: soldAt, protectionStartsAt: soldAt, completedAt: soldAt })
      .where(eq(orders.id, orderId!));
    await tx.update(listings).set({ updatedAt: paidAt }).where(eq(listings.id, listingId));
    await tx.update(journalEntries).set({ createdAt: paidAt }).where(eq(journalEntries.id, topUp!));
    await tx
      .update(journalEntries)
      .set({
        createdAt: sql`case when ${journalEntries.kind} = 'purchase' then ${paidAt.toISOString()}::timestamptz else ${soldAt.toISOString()}::timestamptz end`,
      })
      .where(eq(journalEntries.orderId, orderId!));
  });
}

import { halalasToSar, type OrderStatus, type TAdminSearchReply } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';

/** The admin header's search: "#100012" or digits find orders by number; any text finds users and orders by name or email. */
export async function adminSearch(db: Db, q: string): Promise<Omit<TAdminSearchReply, 'success'>> {
  const value = q.trim();
  const digits = value.replace(/^#/, '');
  const isNumber = /^\d{1,9}$/.test(digits);
  const like = `%${value}%`;
  const [orderRows, userRows] = await Promise.all([
    db.execute(sql`
      select o.id, o.number, o.status, o.total, b.name as buyer_name, s.name as seller_name
      from orders o join users b on b.id = o.buyer_id join users s on s.id = o.seller_id
      where o.archived_at is null and (${isNumber ? sql`o.number = ${Number(digits)}` : sql`false`}
        or b.name ilike ${like} or s.name ilike ${like} or b.email ilike ${like} or s.email ilike ${like})
      order by o.created_at desc limit 5`),
    value.startsWith('#')
      ? Promise.resolve({ rows: [] })
      : db.execute(sql`
          select id, name, email, role from users where name ilike ${like} or email ilike ${like} or phone ilike ${like}
          order by name limit 5`),
  ]);
  return {
    orders: (orderRows.rows as Record<string, unknown>[]).map((row) => ({
      id: String(row.id),
      orderId: `#${row.number}`,
      status: row.status as OrderStatus,
      total: halalasToSar(Number(row.total)),
      buyer: String(row.buyer_name),
      seller: String(row.seller_name),
    })),
    users: (userRows.rows as Record<string, unknown>[]).map((row) => ({
      id: String(row.id),
      name: String(row.name),
      email: String(row.email ?? ''),
      role: String(row.role),
    })),
  };
}

import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.js';

export const VAT_NUMBER = '310122393500003';
export const CR_NUMBER = '1010010000';

/**
 * Checkout snapshots the seller's VAT registration and the VAT inside the total (15%) into the order: the VAT pricing
 * work of issue 15 does it in its checkout; until then this test database does the same as each order is inserted,
 * so that the invoice job sees a VAT-registered sale. Run it with TAX_RATE_PERCENT=0 (nothing added at the cart).
 */
export async function snapshotVatAtCheckout(t: TestApp) {
  await t.db.execute(sql`create function snapshot_vat() returns trigger language plpgsql as $$
    begin
      select vat_number, cr_number into new.seller_vat_number, new.seller_cr_number from users where id = new.seller_id;
      if new.seller_vat_number is not null then
        new.vat_percent := 15;
        new.vat := round(new.total * 15.0 / 115);
      end if;
      return new;
    end $$`);
  await t.db.execute(sql`create trigger snapshot_vat before insert on orders for each row execute function snapshot_vat()`);
}

/** A shop with a store name and address; VAT-registered (verified VAT and CR numbers) when asked. */
export async function shop(t: TestApp, { vatRegistered }: { vatRegistered: boolean }) {
  const seller = await t.createUser({ role: 'trader' });
  const store = await t.request('PUT', '/api/trader/profile', {
    token: seller.token,
    body: { store_name: 'متجر الألعاب', location: 'Riyadh' },
  });
  const address = await t.request('PUT', '/api/user/profile', { token: seller.token, body: { address: 'King Fahd Rd' } });
  if (store.status !== 200 || address.status !== 200) throw new Error(`shop profile: ${store.status} ${address.status}`);
  if (vatRegistered) await t.db.execute(sql`update users set vat_number = ${VAT_NUMBER}, cr_number = ${CR_NUMBER} where id = ${seller.id}`);
  return seller;
}

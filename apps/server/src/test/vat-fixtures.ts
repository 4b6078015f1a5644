import { sql } from 'drizzle-orm';
import type { TestApp } from './test-app.js';

export const VAT_NUMBER = '310122393500003';
export const CR_NUMBER = '1010010000';

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

import type { TItemPageReply } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createStorage } from '../lib/storage/index.js';
import { checkLedger } from '../modules/wallet/ledger-check.js';
import { prepareData } from '../runtime.js';
import { useTestApp } from '../test/test-app.js';

const t = useTestApp();

describe('demo sales history', () => {
  it('gives demo items weeks of completed sales, through the ledger, and leaves the demo ads on sale', async () => {
    const config = loadConfig({ DEMO_DATA: 'true', DATA_DIR: t.storageDir, STORAGE_DIR: t.storageDir, JWT_SECRET: 'j'.repeat(40) });
    await prepareData(config, { db: t.db, storage: await createStorage(config) }, () => {});

    expect(await checkLedger(t.db)).toEqual({
      total: 0,
      negativeAccounts: [],
      driftedAccounts: [],
      unbalancedEntries: [],
      escrowMismatches: [],
    });
    const { rows } = await t.db.execute(sql`
      select l.catalogue_item_id as id, count(*)::int as sales from orders o join order_items oi on oi.order_id = o.id
      join listings l on l.id = oi.listing_id where o.status = 'completed' group by 1 order by 2 desc`);
    const sold = rows as { id: string; sales: number }[];
    expect(sold.length).toBeGreaterThanOrEqual(8);

    // The page of an item with sales: a median for each of the last weeks, and its demo ads still offered.
    const page = await t.request<TItemPageReply>('GET', `/api/items/${sold[0]!.id}`);
    expect(page.body.priceHistory.length).toBeGreaterThanOrEqual(8);
    expect(page.body.priceHistory.every((week) => week.median > 0 && week.sales > 0)).toBe(true);
    expect(page.body.summary.offerCount).toBeGreaterThan(0);
    const onSale = await t.db.execute(sql`select count(*)::int as n from listings where status = 'active' and seller_id in
      (select seller_id from orders)`);
    expect((onSale.rows[0] as { n: number }).n).toBeGreaterThan(0);
    // The whole demo (accounts, ads with photos, the catalogue with covers, the sales) loads here.
  }, 300_000);
});

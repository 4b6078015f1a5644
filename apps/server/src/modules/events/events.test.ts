import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../db/transaction.js';
import { useTestApp } from '../../test/test-app.js';
import { DELIVER_EVENT_TASK, recordEvent } from './record-event.js';

const t = useTestApp();

const noticesOf = async (userId: string) =>
  (await t.db.execute(sql`select title, data from notifications where user_id = ${userId}`)).rows as {
    title: string;
    data: Record<string, string>;
  }[];

describe('domain events', () => {
  it('exist only when the transaction that records them commits', async () => {
    const user = await t.createUser();
    const event = {
      type: 'seller_request_decided',
      userId: user.id,
      sellerType: 'person',
      isApproved: false,
      reason: 'Blurry ID',
    } as const;
    await expect(
      inTransaction(t.db, async (tx) => {
        await recordEvent(tx, event);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    await t.jobsSettled();
    expect(await noticesOf(user.id)).toEqual([]);

    await inTransaction(t.db, (tx) => recordEvent(tx, event));
    await t.jobsSettled();
    expect(await noticesOf(user.id)).toEqual([
      expect.objectContaining({ title: 'Seller request rejected', data: { event: 'seller_request_rejected', reason: 'Blurry ID' } }),
    ]);
  });

  it('notify once when the same event is delivered twice', async () => {
    const user = await t.createUser();
    const id = await inTransaction(t.db, (tx) =>
      recordEvent(tx, { type: 'seller_request_decided', userId: user.id, sellerType: 'store', isApproved: true, reason: null }),
    );
    await t.jobsSettled();
    // The same event once more, as a retry after a crash would run it.
    const payload = { type: 'seller_request_decided', userId: user.id, sellerType: 'store', isApproved: true, reason: null, id };
    await t.db.execute(sql`select graphile_worker.add_job(${DELIVER_EVENT_TASK}, ${JSON.stringify(payload)}::json)`);
    await t.jobsSettled();
    expect((await noticesOf(user.id)).map((n) => n.title)).toEqual(['Seller request approved']);
  });

  it('reach their subscribers when another process recorded them, more than one batch at once', async () => {
    const user = await t.createUser();
    // Written as another instance's changes would be: nothing wakes this process's relay, whose look once a second finds them.
    await t.db.execute(sql`insert into event_outbox (event)
      select json_build_object('type', 'admin_broadcast', 'id', gen_random_uuid()::text, 'userIds', json_build_array(${user.id}::text),
        'subject', 'Notice ' || n, 'content', 'Read me', 'audience', 'personal')
      from generate_series(1, 600) n`);
    await t.jobsSettled({ timeoutMs: 30_000 });
    const titles = (await noticesOf(user.id)).map((notice) => notice.title);
    expect(new Set(titles)).toEqual(new Set(Array.from({ length: 600 }, (_, n) => `Notice ${n + 1}`)));
    expect(titles).toHaveLength(600);
  });
});

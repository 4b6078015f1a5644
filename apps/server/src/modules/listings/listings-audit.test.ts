import type { TAuditLogReply, TListingDetailReply } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { postAd } from '../../test/listing-fixtures.js';
import { type TestApp, useTestApp } from '../../test/test-app.js';
import { approveListing } from './moderate-listing.js';

type User = Awaited<ReturnType<TestApp['createUser']>>;
const t = useTestApp();
let admin: User;
let seller: User;
beforeAll(async () => {
  admin = await t.createUser({ role: 'admin' });
  seller = await t.createUser();
});

/** The audit log screen's entries of one listing. */
async function entriesOf(listingId: string) {
  const reply = await t.request<TAuditLogReply>('GET', '/api/admin/audit-log?entityType=listing&limit=100', { token: admin.token });
  return reply.body.entries.filter((entry) => entry.entityId === listingId);
}

const statusOf = async (id: string) =>
  (await t.request<TListingDetailReply>('GET', `/api/user/ads/${id}`, { token: seller.token })).body.status;

describe('the audit note of an admin change', () => {
  it('is committed with the change: a crash after the commit, before any reply, does not lose it', async () => {
    const id = await postAd(t, { token: seller.token, fields: { title: 'Approved, then the server died' } });
    // The service alone, as when the process dies right after the commit: no reply is ever sent.
    await approveListing(t.db, { userId: admin.id, role: 'admin', requestId: 'req-crash-after-commit', ip: '203.0.113.9' }, id);

    expect(await statusOf(id)).toBe('active');
    expect(await entriesOf(id)).toEqual([
      expect.objectContaining({
        action: 'ads.approve',
        admin: expect.objectContaining({ id: admin.id }),
        before: { status: 'pending_review', rejectionReason: null },
        after: { status: 'active', rejectionReason: null },
        ip: '203.0.113.9',
      }),
    ]);
  });

  it('is rolled back with the change: a change that fails at its commit leaves no audit note', async () => {
    const id = await postAd(t, { token: seller.token, fields: { title: 'Refused at commit' } });
    // A deferred check fails the transaction at COMMIT, after the service has written both the change and its note.
    await t.db.execute(
      sql.raw(`create function refuse_at_commit() returns trigger language plpgsql as $$
      begin if new.id = '${id}' and new.status = 'active' then raise exception 'refused at commit'; end if; return new; end $$`),
    );
    await t.db.execute(
      sql.raw(`create constraint trigger refuse_at_commit after update on listings
      deferrable initially deferred for each row execute function refuse_at_commit()`),
    );
    try {
      const reply = await t.request('POST', `/api/admin/ads/${id}/approve`, { token: admin.token });
      expect(reply.status).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_at_commit on listings`);
      await t.db.execute(sql`drop function refuse_at_commit()`);
    }

    expect(await statusOf(id)).toBe('pending_review');
    expect(await entriesOf(id)).toEqual([]);
    // The same call once the refusal is gone commits both.
    expect((await t.request('POST', `/api/admin/ads/${id}/approve`, { token: admin.token })).status).toBe(200);
    expect(await entriesOf(id)).toEqual([
      expect.objectContaining({ action: 'ads.approve', after: expect.objectContaining({ status: 'active' }) }),
    ]);
  });
});

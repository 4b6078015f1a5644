import type { TDeadJobsReply, TDoneReply } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { DELIVER_EVENT_TASK } from '../events/record-event.js';

const t = useTestApp();

describe('dead-lettered jobs', () => {
  it('lists a job that used all its attempts to admins only, and runs it again on retry', async () => {
    const [admin, user] = [await t.createUser({ role: 'admin' }), await t.createUser()];
    // An event no subscriber can deliver (a notification to an account that does not exist), with one attempt.
    const broken = {
      type: 'seller_request_decided',
      id: 'broken',
      userId: 'no-such-user',
      sellerType: 'person',
      isApproved: true,
      reason: null,
    };
    await t.db.execute(sql`select graphile_worker.add_job(${DELIVER_EVENT_TASK}, ${JSON.stringify(broken)}::json, max_attempts => 1)`);
    await t.jobsSettled();

    expect((await t.request('GET', '/api/admin/jobs/dead', { token: user.token })).status).toBe(403);
    const dead = await t.request<TDeadJobsReply>('GET', '/api/admin/jobs/dead', { token: admin.token });
    expect(dead.status).toBe(200);
    const [job] = dead.body.jobs;
    expect(dead.body.jobs).toHaveLength(1);
    expect(job).toMatchObject({ task: DELIVER_EVENT_TASK, eventType: 'seller_request_decided', attempts: 1 });
    expect(job!.lastError).toMatch(/insert into "notifications"/);

    expect((await t.request('POST', '/api/admin/jobs/999999/retry', { token: admin.token })).status).toBe(404);
    const retried = await t.request<TDoneReply>('POST', `/api/admin/jobs/${job!.id}/retry`, { token: admin.token });
    expect(retried.status).toBe(200);
    // It runs again at once, fails again, and is back among the dead with a later failure.
    let again = job;
    for (let i = 0; i < 100 && (!again || again.failedAt === job!.failedAt); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      again = (await t.request<TDeadJobsReply>('GET', '/api/admin/jobs/dead', { token: admin.token })).body.jobs[0];
    }
    expect(again).toMatchObject({ id: job!.id, attempts: 1 });
    expect(Date.parse(again!.failedAt)).toBeGreaterThan(Date.parse(job!.failedAt));
  });
});

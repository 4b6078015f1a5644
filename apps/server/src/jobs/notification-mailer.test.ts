import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb } from '../db/client.js';
import { storeNotification } from '../modules/notifications/notify.js';
import { notifications } from '../modules/notifications/tables.js';
import { useTestApp } from '../test/test-app.js';
import { mailNotifications } from './notification-mailer.js';

const t = useTestApp();

const log: string[] = [];
const mail = (db = t.db) => mailNotifications(db, t.messenger, (line) => log.push(line));
const received = async (to: string) =>
  (await t.request<{ messages: { channel: string; text: string }[] }>('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}`)).body.messages;
const order = (userId: string, number: number) =>
  storeNotification(t.db, {
    userId,
    type: 'order',
    title: 'Order shipped',
    message: `Order #${number} is on its way. Confirm delivery when it arrives.`,
    data: { orderId: `order-${number}` },
  });

describe('the notification mailer', () => {
  it('sends an order update by e-mail by default, and by SMS instead once the user chose so in Preferences', async () => {
    const buyer = await t.createUser();
    await order(buyer.id, 1001);
    await mail();
    const [email] = await received(buyer.email);
    expect(email).toMatchObject({ channel: 'email' });
    expect(email?.text).toContain('GameSouq: Order shipped');
    expect(email?.text).toContain('Order #1001 is on its way.');
    expect(await received(buyer.phone)).toEqual([]);

    const saved = await t.request('PUT', '/api/user/preferences', {
      token: buyer.token,
      body: { emailNotifications: false, smsNotifications: true },
    });
    expect(saved.status).toBe(200);
    await order(buyer.id, 1002);
    await mail();
    expect((await received(buyer.email)).map((m) => m.text).join()).not.toContain('#1002');
    const [sms] = await received(buyer.phone);
    expect(sms).toMatchObject({ channel: 'sms' });
    expect(sms?.text).toContain('Order #1002 is on its way.');
  });

  it("e-mails an admin's announcement only to who accepts promotional e-mails, and a personal message as any other", async () => {
    const admin = await t.createUser({ role: 'admin' });
    const [quiet, keen] = [await t.createUser(), await t.createUser()];
    const keenPreferences = await t.request('PUT', '/api/user/preferences', {
      token: keen.token,
      body: { marketingEmails: true, smsNotifications: true },
    });
    expect(keenPreferences.status).toBe(200);
    const send = (type: string, recipients: string[], subject: string) =>
      t.request('POST', '/api/admin/notifications', {
        token: admin.token,
        body: { subject, content: `${subject} for you.`, type, recipients },
      });
    expect((await send('group', [quiet.id, keen.id], 'Weekend sale')).status).toBe(200);
    expect((await send('personal', [quiet.id], 'About your store')).status).toBe(200);
    await t.jobsSettled();
    await mail();
    const texts = async (to: string) => (await received(to)).map((m) => m.text).join('\n');
    expect(await texts(quiet.email)).not.toContain('Weekend sale');
    expect(await texts(quiet.email)).toContain('About your store for you.');
    expect(await texts(keen.email)).toContain('Weekend sale for you.');
    // An announcement never goes by SMS.
    expect(await texts(keen.phone)).not.toContain('Weekend sale');
  });

  it('leaves chat messages to the app, and notifications that waited too long', async () => {
    const user = await t.createUser();
    await storeNotification(t.db, { userId: user.id, type: 'chat', title: 'New message', message: 'Is it still available?' });
    const late = await order(user.id, 2001);
    await t.db.update(notifications).set({ createdAt: sql`now() - interval '2 hours'` }).where(eq(notifications.id, late!.view.id));
    await mail();
    expect(await received(user.email)).toEqual([]);
  });

  it('sends each notification once when two server instances run the mailer at the same time', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => t.createUser()));
    for (const [index, user] of users.entries()) for (const n of [1, 2, 3]) await order(user.id, 3000 + index * 10 + n);
    const second = createDb((t.db.$client as unknown as { options: { connectionString: string } }).options.connectionString, { max: 4 });
    try {
      await Promise.all([mail(), mail(second.db), mail()]);
    } finally {
      await second.pool.end();
    }
    for (const user of users) expect((await received(user.email)).length).toBe(3);
    expect(log).toEqual([]);
  });
});

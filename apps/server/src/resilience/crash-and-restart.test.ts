import { randomUUID } from 'node:crypto';
import type { TChatMessageReply, TCheckoutReply, TStartChatReply, TWithdrawReply } from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { expectLedgerInvariants } from '../test/ledger-invariants.js';
import { postAd } from '../test/listing-fixtures.js';
import { SERVER_PROCESS_TIMEOUT_MS } from '../test/server-process.js';
import { nextEvent } from '../test/sockets.js';
import { type TestApp, useTestApp } from '../test/test-app.js';

type User = Awaited<ReturnType<TestApp['createUser']>>;
const t = useTestApp();

const STOCK = 100_000;
const card = { cardNumber: '4242424242424242', expiry: '12/39', cvv: '123', cardHolder: 'Buyer' };

async function call<T>(baseUrl: string, method: string, path: string, token: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Buyers check out, withdraw and chat in a loop until the server goes away; what it acknowledged is recorded. */
function storm(baseUrl: string, buyers: { user: User; chatId: string }[], productId: string) {
  const acknowledged = { orders: [] as string[], withdrawals: [] as string[], messages: [] as string[] };
  const done = Promise.all(
    buyers.map(async ({ user, chatId }) => {
      for (let n = 0; ; n++) {
        try {
          await call(baseUrl, 'POST', '/api/user/cart', user.token, { productId, quantity: 1 });
          const order = await call<TCheckoutReply>(baseUrl, 'POST', '/api/user/orders', user.token, {
            items: [{ productId, quantity: 1 }],
          });
          if (order.status === 201) acknowledged.orders.push(...order.body.orders.map((o) => o.id));
          const withdrawal = await call<TWithdrawReply>(baseUrl, 'POST', '/api/user/wallet/withdraw', user.token, {
            amount: 50,
            description: `Payout ${n}`,
            account_info: 'Card 4242 4242 4242 4242',
          });
          if (withdrawal.status === 200) acknowledged.withdrawals.push(withdrawal.body.id);
          const message = await call<TChatMessageReply>(baseUrl, 'POST', `/api/user/chat/${chatId}/send`, user.token, {
            message: `message ${n}`,
          });
          if (message.status === 200) acknowledged.messages.push(message.body.message.id);
        } catch {
          return; // the server is gone
        }
      }
    }),
  );
  return { acknowledged, done };
}

/** Waits until the storm has had each kind of write acknowledged, so a kill after it always has something to lose. */
async function untilAcknowledged(acknowledged: ReturnType<typeof storm>['acknowledged'], kinds: (keyof typeof acknowledged)[]) {
  const deadline = Date.now() + 60_000;
  while (kinds.some((kind) => acknowledged[kind].length === 0)) {
    if (Date.now() > deadline) throw new Error(`the storm got no ${kinds.join('/')} acknowledged in 60 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Stock is never lost or made up: what is left plus what live orders hold is what the seller listed. */
async function expectStockAccountedFor(listingId: string, initial: number) {
  const result = await t.db.execute(sql`
    select l.quantity as left, coalesce((
      select sum(i.quantity) from order_items i join orders o on o.id = i.order_id
      where i.listing_id = l.id and o.status <> 'canceled'), 0)::int as sold
    from listings l where l.id = ${listingId}`);
  const { left, sold } = result.rows[0] as { left: number; sold: number };
  expect(sold).toBeGreaterThan(0);
  expect(left + sold).toBe(initial);
}

async function expectKept(acknowledged: ReturnType<typeof storm>['acknowledged']) {
  for (const ids of Object.values(acknowledged)) expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
  const count = async (table: string, ids: string[]) =>
    ids.length === 0
      ? 0
      : Number(
          (
            (
              await t.db.execute(
                sql`select count(*)::int as n from ${sql.identifier(table)} where id in ${sql.raw(`(${ids.map((id) => `'${id.replaceAll("'", '')}'`).join(',')})`)}`,
              )
            ).rows[0] as { n: number }
          ).n,
        );
  expect(await count('orders', acknowledged.orders)).toBe(acknowledged.orders.length);
  expect(await count('withdrawals', acknowledged.withdrawals)).toBe(acknowledged.withdrawals.length);
  expect(await count('messages', acknowledged.messages)).toBe(acknowledged.messages.length);
}

describe('a server process that dies', () => {
  it('loses no acknowledged order, withdrawal or message when killed mid-storm, and the ledger still balances', {
    timeout: SERVER_PROCESS_TIMEOUT_MS,
  }, async () => {
    const [admin, seller] = [await t.createUser({ role: 'admin' }), await t.createUser({ role: 'trader' })];
    const productId = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { price: '10', quantity: String(STOCK) } });
    const buyers = [];
    for (let i = 0; i < 8; i++) {
      const user = await t.createUser();
      await t.request('POST', '/api/user/wallet/deposit', { token: user.token, body: { amount: 5000, ...card } });
      const chat = await t.request<TStartChatReply>('POST', '/api/user/chat/start', {
        token: user.token,
        body: { other_user_id: seller.id },
      });
      buyers.push({ user, chatId: chat.body.chat_id });
    }

    const first = await t.startAnotherProcess();
    const crashed = storm(first.baseUrl, buyers, productId);
    // Each kind of write is acknowledged before the kill, so losing one would show; more go on while it dies.
    await untilAcknowledged(crashed.acknowledged, ['orders', 'withdrawals', 'messages']);
    await new Promise((resolve) => setTimeout(resolve, 500));
    await first.stop('SIGKILL');
    await crashed.done;
    await expectKept(crashed.acknowledged);
    await expectLedgerInvariants(t.db);
    await expectStockAccountedFor(productId, STOCK);

    // Restarted on the same database, it carries on where it stopped.
    const second = await t.startAnotherProcess();
    const resumed = storm(second.baseUrl, buyers, productId);
    await untilAcknowledged(resumed.acknowledged, ['orders', 'messages']);
    await second.stop('SIGTERM');
    await resumed.done;
    await expectKept(resumed.acknowledged);
    await expectKept(crashed.acknowledged);
    await expectLedgerInvariants(t.db);
    await expectStockAccountedFor(productId, STOCK);
  });

  it('when stopped gracefully, lets its socket clients reconnect to the restarted server', {
    timeout: SERVER_PROCESS_TIMEOUT_MS,
  }, async () => {
    const user = await t.createUser();
    const first = await t.startAnotherProcess();
    const socket = io(first.baseUrl, {
      auth: { token: user.token },
      transports: ['websocket'],
      forceNew: true,
      reconnectionDelay: 100,
      reconnectionDelayMax: 500,
    });
    try {
      await nextEvent(socket, 'authenticated');
      const disconnected = nextEvent(socket, 'disconnect', () => true, 30_000);
      await first.stop('SIGTERM');
      expect(await disconnected).toBe('transport close');
      const reauthenticated = nextEvent(socket, 'authenticated', () => true, 60_000);
      const second = await t.startAnotherProcess({ PORT: String(first.port) });
      try {
        expect(await reauthenticated).toEqual({ user_id: user.id });
      } finally {
        await second.stop();
      }
    } finally {
      socket.disconnect();
    }
  });
});

import type {
  TAdminChatListReply,
  TAdminChatMessagesReply,
  TChatMessageReply,
  TChatMessagesReply,
  TCheckoutReply,
  TClientActionReply,
  TDisputeChangeReply,
  TErrorReply,
} from '@gamesouq/core';
import { describe, expect, it } from 'vitest';
import { postAd } from '../../test/listing-fixtures.js';
import { parcelFor, TEST_CARD } from '../../test/order-fixtures.js';
import { connectSocket, nextEvent } from '../../test/sockets.js';
import { useAdmin, useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const admin = useAdmin(t);

const asAdmin = <T = Record<string, unknown>>(method: string, url: string, body?: unknown) =>
  t.request<T>(method, url, { token: admin.token, body });

describe('admin chat', () => {
  it('lists the admin’s own conversation, reads its messages and sends one that the user receives live', async () => {
    const user = await t.createUser();
    const { chatId } = (await asAdmin<TClientActionReply>('POST', `/api/admin/users/${user.id}/message`)).body;
    await t.request('POST', `/api/user/chat/${chatId}/send`, { token: user.token, body: { message: 'Why was my ad rejected?' } });

    const list = await asAdmin<TAdminChatListReply>('GET', '/api/admin/chats');
    expect(list.body).toEqual([
      expect.objectContaining({
        id: chatId,
        userId: user.id,
        userName: expect.stringContaining('user'),
        lastMessage: 'Why was my ad rejected?',
        lastMessageTime: expect.any(String),
        unreadCount: 1,
      }),
    ]);

    const read = await asAdmin<TAdminChatMessagesReply>('GET', `/api/admin/chats/${chatId}/messages`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual([
      expect.objectContaining({ content: 'Why was my ad rejected?', sender: user.id, timestamp: expect.any(String) }),
    ]);
    expect((await asAdmin<TAdminChatListReply>('GET', '/api/admin/chats')).body[0]?.unreadCount).toBe(0);

    const socket = await connectSocket(t.baseUrl, user.token);
    const live = nextEvent(socket, 'new_message', (m) => m.chat_id === chatId);
    const sent = await asAdmin<TChatMessageReply>('POST', `/api/admin/chats/${chatId}/messages`, {
      message: '  The photos were blurry.  ',
    });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ success: true, message: { content: 'The photos were blurry.', sender: 'admin', chatId } });
    expect(await live).toMatchObject({ text: 'The photos were blurry.', sender_id: admin.id });
    socket.close();

    const thread = await asAdmin<TAdminChatMessagesReply>('GET', `/api/admin/chats/${chatId}/messages`);
    expect(thread.body.map((m) => [m.sender, m.content])).toEqual([
      [user.id, 'Why was my ad rejected?'],
      ['admin', 'The photos were blurry.'],
    ]);
    const mine = await t.request<TChatMessagesReply>('GET', `/api/user/chats/${chatId}/messages`, { token: user.token });
    expect(mine.body.messages.at(-1)).toMatchObject({ text: 'The photos were blurry.', sender_id: admin.id });
    expect((await asAdmin<TAdminChatListReply>('GET', '/api/admin/chats')).body[0]?.lastMessage).toBe('The photos were blurry.');

    const blank = await asAdmin<TErrorReply>('POST', `/api/admin/chats/${chatId}/messages`, { message: '   ' });
    expect([blank.status, blank.body.message]).toEqual([400, 'Please write a message']);
    expect((await asAdmin('GET', '/api/admin/chats/unknown/messages')).status).toBe(404);
  });
});

describe('admin dispute detail', () => {
  it('shows the order, both parties and the whole thread to an admin', async () => {
    const [seller, buyer] = [await t.createUser(), await t.createUser()];
    const item = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Scratched disc', price: '120' } });
    await t.request('POST', '/api/user/wallet/deposit', { token: buyer.token, body: { amount: 500, ...TEST_CARD } });
    const order = (
      await t.checkout<TCheckoutReply>({
        token: buyer.token,
        body: { items: [{ productId: item, quantity: 1 }] },
      })
    ).body.orders[0]!;
    for (const status of ['processing', 'shipped']) {
      await t.request('PATCH', `/api/user/orders/${order.id}/status`, {
        token: seller.token,
        body: { status, ...(await parcelFor(t, { status, orderId: order.id, token: seller.token })) },
      });
    }
    const opened = await t.request<TDisputeChangeReply>('POST', `/api/user/orders/${order.id}/dispute`, {
      token: buyer.token,
      body: { reason: 'not_as_described', details: 'Deep scratches on the disc.' },
    });
    await t.request('POST', `/api/user/orders/${order.id}/dispute/messages`, {
      token: seller.token,
      body: { message: 'It was fine when I shipped it.' },
    });
    const id = opened.body.dispute.id;

    const detail = await asAdmin<{ dispute: { messages: { role: string; body: string }[] } }>('GET', `/api/admin/disputes/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.dispute).toMatchObject({
      id,
      orderId: order.id,
      orderNumber: expect.stringMatching(/^#\d+$/),
      orderStatus: 'shipped',
      reason: 'not_as_described',
      status: 'open',
      resolution: null,
      orderTotal: order.total,
      escrow: 120,
      buyer: { id: buyer.id },
      seller: { id: seller.id },
    });
    expect(detail.body.dispute.messages.map((m) => [m.role, m.body])).toEqual([
      ['buyer', 'Deep scratches on the disc.'],
      ['seller', 'It was fine when I shipped it.'],
    ]);
    expect((await asAdmin('GET', '/api/admin/disputes/unknown')).status).toBe(404);
  });
});

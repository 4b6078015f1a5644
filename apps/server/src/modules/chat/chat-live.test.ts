import type {
  NotificationView,
  SocketReply,
  TAdminChatListReply,
  TChatMessageReply,
  TChatMessagesReply,
  TChatUnreadCountReply,
  TClientActionReply,
  TConversationListReply,
  TErrorReply,
  TStartChatReply,
} from '@gamesouq/core';
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { describe, expect, it } from 'vitest';
import { postAd } from '../../test/listing-fixtures.js';
import { SERVER_PROCESS_TIMEOUT_MS } from '../../test/server-process.js';
import { collect, nextEvent, useSockets } from '../../test/sockets.js';
import { useAdmin, useTestApp } from '../../test/test-app.js';

/** GET /api/user/notifications, in the fields these tests read. */
type Bell = { notifications: NotificationView[]; unreadCount: number };
const t = useTestApp({ REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
const admin = useAdmin(t);
const { connect, track } = useSockets(() => t.baseUrl);
const ack = (socket: Socket, event: string, ...args: unknown[]) => socket.timeout(3000).emitWithAck(event, ...args) as Promise<SocketReply>;
const send = <T = TChatMessageReply>(token: string, chatId: string, message: string) =>
  t.request<T>('POST', `/api/user/chat/${chatId}/send`, { token, body: { message } });
const unreadMessages = async (token: string) =>
  (await t.request<TChatUnreadCountReply>('GET', '/api/user/chats/unread-count', { token })).body.count;
const bell = async (token: string) => (await t.request<Bell>('GET', '/api/user/notifications', { token })).body;
/**
 * Starts from an empty bell: marks everything read once what is on its way has arrived (the ad's approval reaches its
 * seller's bell through the event queue).
 */
async function clearBell(token: string) {
  await t.jobsSettled();
  await t.request('POST', '/api/user/notifications/mark-all-read', { token });
}

async function chatAboutAd() {
  const [seller, buyer, stranger] = [await t.createUser(), await t.createUser(), await t.createUser()];
  const listingId = await postAd(t, { token: seller.token, approveWith: admin.token });
  const started = await t.request<TStartChatReply>('POST', '/api/user/chat/start', { token: buyer.token, body: { product_id: listingId } });
  return { seller, buyer, stranger, chatId: started.body.chat_id as string };
}

describe('chat events', () => {
  it('sends `message` to both parties and `chat_notification` to the receiver, in the call shape of buyer spec §7', async () => {
    const { seller, buyer, chatId } = await chatAboutAd();
    const [buyerSocket, sellerSocket] = [await connect(buyer), await connect(seller)];
    const toSeller = nextEvent(sellerSocket, 'message', (m) => m.chat_id === chatId);
    const echo = nextEvent(buyerSocket, 'message', (m) => m.chat_id === chatId);
    const toast = nextEvent(sellerSocket, 'chat_notification');
    const notSelf = collect(buyerSocket, 'chat_notification', 600);
    // send_message(chatId, message): positional, as the buyer spec writes it.
    expect(await ack(buyerSocket, 'send_message', chatId, 'Does it come with the box?')).toMatchObject({
      success: true,
      message: { chat_id: chatId, text: 'Does it come with the box?', sender_id: buyer.id },
    });
    expect(await toSeller).toMatchObject({ text: 'Does it come with the box?', sender_id: buyer.id, chatId, read: false });
    expect((await echo).text).toBe('Does it come with the box?');
    expect(await toast).toEqual({
      chat_id: chatId,
      chatId,
      sender_id: buyer.id,
      sender_name: expect.stringMatching(/^user /),
      message: 'Does it come with the box?',
    });
    expect(await notSelf).toEqual([]);
  });

  it('lets notify_seller reach only the other party of the sender’s own chat', async () => {
    const { seller, buyer, stranger, chatId } = await chatAboutAd();
    const [buyerSocket, sellerSocket, strangerSocket] = [await connect(buyer), await connect(seller), await connect(stranger)];
    const toast = nextEvent(sellerSocket, 'chat_notification');
    // notify_seller(sellerId, message, type chat, chatId), buyer spec §7.
    expect(await ack(buyerSocket, 'notify_seller', seller.id, 'I sent you a message', 'chat', chatId)).toMatchObject({ success: true });
    expect(await toast).toMatchObject({ chat_id: chatId, sender_id: buyer.id, message: 'I sent you a message' });

    const sellerHears = collect(sellerSocket, 'chat_notification', 800);
    const strangerHears = collect(strangerSocket, 'chat_notification', 800);
    // A stranger cannot use someone else's chat, and a party cannot aim the event at anyone but the other party.
    expect(await ack(strangerSocket, 'notify_seller', { sellerId: seller.id, chatId, message: 'spam', type: 'chat' })).toMatchObject({
      success: false,
      error: 'Chat not found',
    });
    expect(await ack(buyerSocket, 'notify_seller', stranger.id, 'spam', 'chat', chatId)).toMatchObject({
      success: false,
      error: 'Chat not found',
    });
    expect(await sellerHears).toEqual([]);
    expect(await strangerHears).toEqual([]);
  });

  it('marks one notification read over the socket and tells every tab the new count', async () => {
    const { seller, buyer, chatId } = await chatAboutAd();
    await clearBell(seller.token);
    const [sellerSocket, otherTab] = [await connect(seller), await connect(seller)];
    const first = nextEvent(sellerSocket, 'notification');
    await send(buyer.token, chatId, 'first');
    const notification = await first;
    await send(buyer.token, chatId, 'second');
    expect((await bell(seller.token)).unreadCount).toBe(2);
    const told = nextEvent(otherTab, 'notifications_read');
    expect(await ack(sellerSocket, 'mark_notification_read', notification.id)).toEqual({ success: true, id: notification.id });
    expect(await told).toEqual({ ids: [notification.id], all: false, unreadCount: 1 });
    const page = await bell(seller.token);
    expect(page.unreadCount).toBe(1);
    expect(page.notifications.find((n) => n.id === notification.id)!.isRead).toBe(true);
    // Someone else's notification is not found, and nothing changes.
    expect(await ack(await connect(buyer), 'mark_notification_read', { id: page.notifications[0]!.id })).toMatchObject({
      success: false,
      error: 'Notification not found',
    });
    expect((await bell(seller.token)).unreadCount).toBe(1);
  });

  it('reads a conversation’s chat notifications with the conversation, so the bell stops rising during a chat', async () => {
    const { seller, buyer, chatId } = await chatAboutAd();
    await clearBell(seller.token);
    // Another conversation's notification stays unread.
    const adminChat = (await t.request<TClientActionReply>('POST', `/api/admin/users/${seller.id}/message`, { token: admin.token })).body
      .chatId;
    await t.request('POST', `/api/admin/chats/${adminChat}/messages`, { token: admin.token, body: { message: 'Welcome!' } });
    const sellerSocket = await connect(seller);
    await send(buyer.token, chatId, 'one');
    await send(buyer.token, chatId, 'two');
    expect((await bell(seller.token)).unreadCount).toBe(3);
    const told = nextEvent(sellerSocket, 'notifications_read');
    expect(await ack(sellerSocket, 'join_chat', { chat_id: chatId })).toEqual({ success: true, chat_id: chatId });
    const read = await told;
    expect(read).toMatchObject({ all: false, unreadCount: 1 });
    expect(read.ids).toHaveLength(2);
    const page = await bell(seller.token);
    expect(page.unreadCount).toBe(1);
    expect(page.notifications.filter((n) => !n.isRead)).toEqual([expect.objectContaining({ chatId: adminChat, message: 'Welcome!' })]);

    // With the thread open, the client reads each new message (PUT .../read): its notification goes with it.
    const arrived = nextEvent(sellerSocket, 'notification');
    await send(buyer.token, chatId, 'three');
    await arrived;
    const again = nextEvent(sellerSocket, 'notifications_read');
    await t.request('PUT', `/api/user/chats/${chatId}/read`, { token: seller.token });
    expect((await again).unreadCount).toBe(1);
    expect((await t.request('GET', '/api/trader/notifications', { token: seller.token })).status).toBe(403);
  });

  it('leaves a deleted chat’s old messages out of the unread count until a new one arrives', async () => {
    const { seller, buyer, chatId } = await chatAboutAd();
    await send(buyer.token, chatId, 'old news');
    expect(await unreadMessages(seller.token)).toBe(1);
    await t.request('DELETE', `/api/user/chats/${chatId}`, { token: seller.token });
    expect(await unreadMessages(seller.token)).toBe(0);
    await send(buyer.token, chatId, 'fresh');
    expect(await unreadMessages(seller.token)).toBe(1);
    const list = await t.request<TConversationListReply>('GET', '/api/user/chat/conversations', { token: seller.token });
    expect(list.body.conversations.find((c) => c.id === chatId)).toMatchObject({ unread_count: 1, last_message: { text: 'fresh' } });
  });
});

describe('many senders at once', () => {
  /**
   * Calls `emit` while a transaction holds the chat's row, then lets go: the server's statement storing the chat's
   * first message waits for it, and what is sent meanwhile is stored together by the next statement.
   */
  async function heldBack<T>(chatId: string, emit: () => T): Promise<T> {
    let sent: T | undefined;
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select 1 from conversations where id = ${chatId} for update`);
      sent = emit();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    return sent as T;
  }

  it('stores messages sent in the same moment in the order each party sent them; a non-party and a failing message cost the others nothing', async () => {
    const { seller, buyer, stranger, chatId } = await chatAboutAd();
    const listingId = await postAd(t, { token: seller.token, approveWith: admin.token });
    const other = await t.createUser();
    const otherChat = (
      await t.request<TStartChatReply>('POST', '/api/user/chat/start', { token: other.token, body: { product_id: listingId } })
    ).body.chat_id as string;
    const [buyerSocket, otherSocket, strangerSocket] = [await connect(buyer), await connect(other), await connect(stranger)];
    await clearBell(seller.token);
    const thread = async (id: string) =>
      (await t.request<TChatMessagesReply>('GET', `/api/user/chats/${id}/messages`, { token: seller.token })).body.messages.map(
        (m) => m.text,
      );
    const texts = (who: string, from: number) => Array.from({ length: 12 }, (_, i) => `${who} ${from + i}`);
    const sendAll = (socket: Socket, id: string, messages: string[]) =>
      messages.map((message) => ack(socket, 'send_message', { chat_id: id, message }));

    const replies = await Promise.all(
      await heldBack(chatId, () => [
        ...sendAll(buyerSocket, chatId, texts('buyer', 1)),
        ...sendAll(otherSocket, otherChat, texts('other', 1)),
        ...sendAll(strangerSocket, chatId, ['let me in']),
      ]),
    );
    expect(replies.slice(0, 24).every((reply) => reply.success)).toBe(true);
    expect(replies[24]).toMatchObject({ success: false, code: 'NOT_FOUND', error: 'Chat not found' });
    expect(await thread(chatId)).toEqual(texts('buyer', 1));
    expect(await thread(otherChat)).toEqual(texts('other', 1));
    expect((await bell(seller.token)).unreadCount).toBe(24);

    // A failure the database raises for one message only, as an unforeseen one would.
    await t.db.execute(sql`create function refuse_doomed_message() returns trigger language plpgsql as $$
      begin if new.body = 'doomed' then raise exception 'refused'; end if; return new; end $$`);
    await t.db.execute(sql`create trigger refuse_doomed before insert on messages for each row execute function refuse_doomed_message()`);
    try {
      const [buyers, doomed] = await heldBack(chatId, () => [
        Promise.all(sendAll(buyerSocket, chatId, texts('buyer', 13))),
        Promise.all(sendAll(otherSocket, otherChat, ['doomed'])),
      ]);
      expect((await buyers).every((reply) => reply.success)).toBe(true);
      expect(await doomed).toEqual([expect.objectContaining({ success: false, code: 'INTERNAL' })]);
      expect(await thread(chatId)).toEqual([...texts('buyer', 1), ...texts('buyer', 13)]);
      expect(await thread(otherChat)).toEqual(texts('other', 1));
    } finally {
      await t.db.execute(sql`drop trigger refuse_doomed on messages`);
      await t.db.execute(sql`drop function refuse_doomed_message`);
    }
  });
});

describe('reconnecting', () => {
  it('brings back what was sent while the socket was down: fetched, unread, and read only once the chat is opened', async () => {
    const { seller, buyer, chatId } = await chatAboutAd();
    const buyerSocket = await connect(buyer);
    // The client comes back when the test says, not after a delay: a message sent during the gap is stored before
    // the socket returns however slow the machine (Socket.IO's own reconnection is the same new connection).
    const sellerSocket = io(t.baseUrl, { auth: { token: seller.token }, transports: ['websocket'], forceNew: true, reconnection: false });
    track(sellerSocket);
    await nextEvent(sellerSocket, 'authenticated');

    // The connection drops under the client (as on a network loss), a message is sent meanwhile, and the client returns.
    const dropped = nextEvent(sellerSocket, 'disconnect');
    for (const socket of t.app.realtime.io.of('/').sockets.values()) if (socket.data.userId === seller.id) socket.conn.close();
    expect(await dropped).toBe('transport close');
    const sent = await send(buyer.token, chatId, 'sent during the gap');
    const missed = collect(sellerSocket, 'new_message', 1000);
    const back = nextEvent(sellerSocket, 'authenticated', () => true, 5000);
    const list = nextEvent(sellerSocket, 'notifications', () => true, 5000);
    sellerSocket.connect();
    await back;
    // It comes back with the list, not pushed again as a live message.
    expect(await missed).toEqual([]);

    // The list sent after authentication has it, unread; so do the unread count and the thread fetched over HTTP.
    expect((await list)[0]).toMatchObject({ type: 'chat', chatId, isRead: false, message: 'sent during the gap' });
    expect(await unreadMessages(seller.token)).toBe(1);
    const thread = await t.request<TChatMessagesReply>('GET', `/api/user/chats/${chatId}/messages`, { token: seller.token });
    expect(thread.body.messages.at(-1)).toMatchObject({ id: sent.body.message.id, read: false });
    expect(
      (await t.request<TChatMessagesReply>('GET', `/api/user/chats/${chatId}/messages`, { token: buyer.token })).body.messages.at(-1)!.read,
    ).toBe(false);

    // Rejoining the open chat reads it: the buyer sees two ticks, and the counts drop.
    const receipt = nextEvent(buyerSocket, 'messages_read');
    await ack(sellerSocket, 'join_chat', chatId);
    expect(await receipt).toEqual({ chat_id: chatId, reader_id: seller.id, message_ids: [sent.body.message.id] });
    expect(await unreadMessages(seller.token)).toBe(0);
    expect((await bell(seller.token)).notifications.filter((n) => n.chatId === chatId && !n.isRead)).toEqual([]);
  });
});

describe('across two server processes (Redis)', () => {
  it('shares the chat send limit between HTTP and the socket, and shows presence to admins', {
    timeout: SERVER_PROCESS_TIMEOUT_MS,
  }, async () => {
    const other = await t.startAnotherProcess();
    try {
      const { buyer, chatId } = await chatAboutAd();
      const user = await t.createUser();
      const adminSocket = await connect(admin);

      // Presence: the user's socket on the other process is seen by the admin here, and its leaving too.
      const started = await t.request<TClientActionReply>('POST', `/api/admin/users/${user.id}/message`, { token: admin.token });
      const online = nextEvent(adminSocket, 'presence', (p) => p.user_id === user.id && p.online);
      const userSocket = await connect(user, other.baseUrl);
      await online;
      const chats = await t.request<TAdminChatListReply>('GET', '/api/admin/chats', { token: admin.token });
      expect(chats.body.find((c) => c.id === started.body.chatId)).toMatchObject({ userId: user.id, isOnline: true });
      const offline = nextEvent(adminSocket, 'presence', (p) => p.user_id === user.id && !p.online);
      userSocket.disconnect();
      await offline;
      const after = await t.request<TAdminChatListReply>('GET', '/api/admin/chats', { token: admin.token });
      expect(after.body.find((c) => c.id === started.body.chatId)?.isOnline).toBe(false);
      expect((await t.request('GET', '/api/admin/chats', { token: user.token })).status).toBe(403);

      // 60 messages a minute in all: 30 over HTTP here, 30 over the socket of the other process.
      const socket = await connect(buyer, other.baseUrl);
      for (let i = 0; i < 30; i++) expect((await send(buyer.token, chatId, `http ${i}`)).status).toBe(200);
      for (let i = 0; i < 30; i++)
        expect((await ack(socket, 'send_message', { chat_id: chatId, message: `socket ${i}` })).success).toBe(true);
      const refused = nextEvent(socket, 'error', (e) => e.event === 'send_message');
      expect(await ack(socket, 'send_message', { chat_id: chatId, message: 'one too many', message_id: 'tmp-61' })).toEqual({
        success: false,
        code: 'RATE_LIMITED',
        error: 'Too many requests. Please try again later.',
        message_id: 'tmp-61',
        retryAfter: expect.any(Number),
      });
      expect((await refused).message).toBe('Too many requests. Please try again later.');
      const overHttp = await send<TErrorReply>(buyer.token, chatId, 'one too many');
      expect(overHttp.status).toBe(429);
      expect(overHttp.body.code).toBe('RATE_LIMITED');
      expect(Number(overHttp.headers.get('retry-after'))).toBeGreaterThan(0);
      const stored = await t.request<TChatMessagesReply>('GET', `/api/user/chats/${chatId}/messages`, { token: buyer.token });
      expect(stored.body.messages).toHaveLength(60);
    } finally {
      await other.stop();
    }
  });
});

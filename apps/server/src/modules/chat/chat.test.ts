import type {
  TAdminChatListReply,
  TAvatarReply,
  TChatInfoReply,
  TChatListReply,
  TChatMessagesReply,
  TChatUnreadCountReply,
  TConversationListReply,
  TErrorReply,
  TMeReply,
  TNotificationsReply,
  TPreferencesReply,
  TStartChatReply,
  TTraderChatListReply,
} from '@gamesouq/core';
import { describe, expect, it } from 'vitest';
import { imageBytes, postAd } from '../../test/listing-fixtures.js';
import { SERVER_PROCESS_TIMEOUT_MS } from '../../test/server-process.js';
import { collect, nextEvent, useSockets } from '../../test/sockets.js';
import { useAdmin, useTestApp } from '../../test/test-app.js';
import { userProfiles } from '../users/tables.js';

const t = useTestApp({ REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' });
const admin = useAdmin(t);
const { connect, track } = useSockets(() => t.baseUrl);

async function chatAboutAd() {
  const [seller, buyer, stranger] = [await t.createUser(), await t.createUser(), await t.createUser()];
  const listingId = await postAd(t, { token: seller.token, approveWith: admin.token, fields: { title: 'Chat about me' } });
  const started = await t.request<TStartChatReply>('POST', '/api/user/chat/start', { token: buyer.token, body: { product_id: listingId } });
  return { seller, buyer, stranger, listingId, chatId: started.body.chat_id as string };
}

describe('chat', () => {
  it('starts or resumes one conversation per pair and listing, never with oneself', async () => {
    const { seller, buyer, listingId, chatId } = await chatAboutAd();
    const again = await t.request<TStartChatReply>('POST', '/api/user/chat/start', { token: buyer.token, body: { product_id: listingId } });
    expect(again.body.chat_id).toBe(chatId);
    const self = await t.request<TErrorReply>('POST', '/api/user/chat/start', { token: seller.token, body: { product_id: listingId } });
    expect(self.status).toBe(400);
    expect(self.body.message).toBe("You can't chat with yourself");
    const list = await t.request<TConversationListReply>('GET', '/api/user/chat/conversations', { token: seller.token });
    expect(list.body.conversations[0]).toMatchObject({
      id: chatId,
      other_user: { id: buyer.id },
      product: { id: listingId, title: 'Chat about me' },
    });
  });

  it('shows a shop under its store name in the conversation of the other party', async () => {
    const { seller, buyer, chatId } = await chatAboutAd();
    await t.db.insert(userProfiles).values({ userId: seller.id, storeName: 'Retro Corner' });
    const sellerName = (await t.request<TMeReply>('GET', '/api/user/me', { token: seller.token })).body.name;
    const buyerName = (await t.request<TMeReply>('GET', '/api/user/me', { token: buyer.token })).body.name;
    const ofBuyer = await t.request<TChatInfoReply>('GET', `/api/user/chat/${chatId}/info`, { token: buyer.token });
    expect(ofBuyer.body.chat.other_user).toMatchObject({ id: seller.id, name: sellerName, storeName: 'Retro Corner' });
    const ofSeller = await t.request<TConversationListReply>('GET', '/api/user/chat/conversations', { token: seller.token });
    expect(ofSeller.body.conversations[0]!.other_user).toMatchObject({ id: buyer.id, storeName: buyerName });
  });

  it('shows the other party’s uploaded avatar in every family’s conversations, unless their profile is private', async () => {
    const { seller, buyer, chatId } = await chatAboutAd();
    await t.request('POST', `/api/user/chat/${chatId}/send`, { token: buyer.token, body: { message: 'Hello' } });
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(await imageBytes('jpeg'))]), 'me.jpg');
    const uploaded = (await t.request<TAvatarReply>('PUT', '/api/user/profile/avatar', { token: buyer.token, body: form })).body.avatar;
    expect(uploaded).toMatch(/^\/api\/uploads\/avatars\//);
    const seenBySeller = async () => ({
      conversation: (await t.request<TChatInfoReply>('GET', `/api/user/chat/${chatId}/info`, { token: seller.token })).body.chat.other_user
        .avatar,
      older: (await t.request<TChatListReply>('GET', '/api/user/chats', { token: seller.token })).body.chats[0]!.other_user.avatar,
    });
    expect(await seenBySeller()).toEqual({ conversation: uploaded, older: uploaded });
    // The seller has none: the buyer sees null, not someone else's.
    expect(
      (await t.request<TConversationListReply>('GET', '/api/user/chat/conversations', { token: buyer.token })).body.conversations[0]!
        .other_user.avatar,
    ).toBe(null);
    // A trader's customer chats and an admin's chats carry it the same way.
    const trader = await t.createUser({ role: 'trader' });
    const traderChat = await t.request<TStartChatReply>('POST', '/api/user/chat/start', {
      token: buyer.token,
      body: { other_user_id: trader.id },
    });
    await t.request('POST', `/api/user/chat/${traderChat.body.chat_id}/send`, { token: buyer.token, body: { message: 'Hi shop' } });
    const traderChats = await t.request<TTraderChatListReply>('GET', '/api/trader/chats', { token: trader.token });
    expect(traderChats.body.chats[0]!.buyer).toMatchObject({ id: buyer.id, avatar: uploaded });
    const adminChat = await t.request<TStartChatReply>('POST', '/api/user/chat/start', {
      token: buyer.token,
      body: { other_user_id: admin.id },
    });
    await t.request('POST', `/api/user/chat/${adminChat.body.chat_id}/send`, { token: buyer.token, body: { message: 'Hi admin' } });
    const adminRow = async () =>
      (await t.request<TAdminChatListReply>('GET', '/api/admin/chats', { token: admin.token })).body.find((c) => c.userId === buyer.id)!;
    expect((await adminRow()).avatar).toBe(uploaded);

    const prefs = await t.request<TPreferencesReply>('GET', '/api/user/preferences', { token: buyer.token });
    await t.request('PUT', '/api/user/preferences', {
      token: buyer.token,
      body: { ...prefs.body.preferences, profileVisibility: 'private' },
    });
    expect(await seenBySeller()).toEqual({ conversation: null, older: null });
    expect(
      (await t.request<TTraderChatListReply>('GET', '/api/trader/chats', { token: trader.token })).body.chats[0]!.buyer.avatar,
    ).toBeNull();
    // Admins still see every profile (users/public-profile.ts).
    expect((await adminRow()).avatar).toBe(uploaded);
  });

  it('delivers a message live to the other party and echoes the client id to the sender', async () => {
    const { seller, buyer, chatId } = await chatAboutAd();
    const [buyerSocket, sellerSocket] = [await connect(buyer), await connect(seller)];
    const received = nextEvent(sellerSocket, 'new_message', (m) => m.chat_id === chatId);
    const notified = nextEvent(sellerSocket, 'notification', (n) => n.chatId === chatId);
    const echoed = nextEvent(buyerSocket, 'new_message', (m) => m.message_id === 'tmp-1');
    buyerSocket.emit('send_message', { chat_id: chatId, message: 'Is it still available?', message_id: 'tmp-1' });
    expect(await received).toMatchObject({ text: 'Is it still available?', sender_id: buyer.id, read: false });
    expect((await echoed).id).toEqual(expect.any(String));
    expect(await notified).toMatchObject({ type: 'chat', isRead: false, title: expect.stringContaining('New message from') });
    const stored = await t.request<TChatMessagesReply>('GET', `/api/user/chats/${chatId}/messages`, { token: buyer.token });
    expect(stored.body.messages.map((m) => m.text)).toEqual(['Is it still available?']);
  });

  it('keeps a conversation private from everyone else, admins included', async () => {
    const { buyer, stranger, chatId } = await chatAboutAd();
    const strangerSocket = await connect(stranger);
    for (const path of [`/api/user/chat/${chatId}/messages`, `/api/user/chats/${chatId}/messages`, `/api/user/chat/${chatId}/info`]) {
      expect((await t.request('GET', path, { token: stranger.token })).status).toBe(404);
    }
    expect((await t.request('GET', `/api/admin/chats/${chatId}/messages`, { token: admin.token })).status).toBe(404);
    expect((await t.request('POST', `/api/user/chat/${chatId}/send`, { token: stranger.token, body: { message: 'hi' } })).status).toBe(404);
    const refused = nextEvent(strangerSocket, 'error');
    strangerSocket.emit('join_chat', { chat_id: chatId });
    expect((await refused).message).toBe('Chat not found');
    const leaks = collect(strangerSocket, 'new_message');
    await t.request('POST', `/api/user/chat/${chatId}/send`, { token: buyer.token, body: { message: 'secret' } });
    expect(await leaks).toEqual([]);
  });

  it('relays typing, and turns one tick into two when the receiver opens the chat', async () => {
    const { seller, buyer, chatId } = await chatAboutAd();
    const [buyerSocket, sellerSocket] = [await connect(buyer), await connect(seller)];
    const typing = nextEvent(sellerSocket, 'typing');
    buyerSocket.emit('typing_start', { chat_id: chatId });
    expect(await typing).toMatchObject({ chat_id: chatId, user_id: buyer.id, is_typing: true });
    const stopped = nextEvent(sellerSocket, 'typing', (e) => e.is_typing === false);
    buyerSocket.emit('typing_stop', chatId);
    expect((await stopped).user_id).toBe(buyer.id);

    await t.request('POST', `/api/user/chat/${chatId}/send`, { token: buyer.token, body: { message: 'one tick' } });
    const receipt = nextEvent(buyerSocket, 'messages_read');
    sellerSocket.emit('join_chat', chatId);
    expect(await receipt).toMatchObject({ chat_id: chatId, reader_id: seller.id });
    const stored = await t.request<TChatMessagesReply>('GET', `/api/user/chats/${chatId}/messages`, { token: buyer.token });
    expect(stored.body.messages.at(-1)).toMatchObject({ text: 'one tick', read: true });
  });

  it('gives unread counts and notifications back after a reconnect, and marks them read', async () => {
    const { seller, buyer, chatId } = await chatAboutAd();
    // The ad's approval reaches the seller's bell through the job queue; the message must come after it.
    await t.jobsSettled();
    await t.request('POST', `/api/user/chats/${chatId}/messages`, { token: buyer.token, body: { message: 'are you there?' } });
    expect((await t.request<TChatUnreadCountReply>('GET', '/api/user/chats/unread-count', { token: seller.token })).body.count).toBe(1);
    const traderView = await t.request<TErrorReply>('GET', '/api/trader/chats', { token: seller.token });
    expect(traderView.status).toBe(403);
    const socket = (await import('socket.io-client')).io(t.baseUrl, {
      auth: { token: seller.token },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    track(socket);
    const list = await nextEvent(socket, 'notifications');
    expect(list[0]).toMatchObject({ type: 'chat', chatId, isRead: false });
    socket.emit('mark_all_notifications_read');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await t.request<TNotificationsReply>('GET', '/api/user/notifications', { token: seller.token })).body.unreadCount).toBe(0);
  });

  it('accepts the token through `authenticate` and refuses a bad one', async () => {
    const user = await t.createUser();
    const { io } = await import('socket.io-client');
    const late = io(t.baseUrl, { transports: ['websocket'], forceNew: true, reconnection: false });
    track(late);
    await new Promise((resolve) => late.once('connect', () => resolve(null)));
    late.emit('authenticate', user.token);
    expect(await nextEvent(late, 'authenticated')).toEqual({ user_id: user.id });
    const bad = io(t.baseUrl, { auth: { token: 'nope' }, transports: ['websocket'], forceNew: true, reconnection: false });
    track(bad);
    expect((await nextEvent(bad, 'error')).message).toBe('Authentication failed. Please log in again.');
  });

  it('authenticates once when a client sends the token both in the handshake and through `authenticate`', async () => {
    const { seller, buyer, chatId } = await chatAboutAd();
    const { io } = await import('socket.io-client');
    const both = io(t.baseUrl, { auth: { token: buyer.token }, transports: ['websocket'], forceNew: true, reconnection: false });
    track(both);
    both.on('connect', () => both.emit('authenticate', buyer.token));
    const [authenticated, lists] = await Promise.all([collect(both, 'authenticated', 800), collect(both, 'notifications', 800)]);
    expect(authenticated).toHaveLength(1);
    expect(lists).toHaveLength(1);
    const sellerSocket = await connect(seller);
    const received = collect(sellerSocket, 'new_message', 800);
    both.emit('send_message', { chat_id: chatId, message: 'only once' });
    expect((await received).length).toBe(1);
  });

  it('reaches a client of another server process through Redis, both ways', { timeout: SERVER_PROCESS_TIMEOUT_MS }, async () => {
    const other = await t.startAnotherProcess();
    try {
      const { seller, buyer, chatId } = await chatAboutAd();
      const sellerSocket = await connect(seller, other.baseUrl);
      const buyerSocket = await connect(buyer);
      const received = nextEvent(sellerSocket, 'new_message', (m) => m.chat_id === chatId);
      const notified = nextEvent(sellerSocket, 'notification');
      await t.request('POST', `/api/user/chat/${chatId}/send`, { token: buyer.token, body: { message: 'across processes' } });
      expect((await received).text).toBe('across processes');
      expect((await notified).type).toBe('chat');

      const reply = nextEvent(buyerSocket, 'new_message', (m) => m.chat_id === chatId);
      sellerSocket.emit('send_message', { chat_id: chatId, message: 'and back', message_id: 'client-1' });
      expect((await reply).text).toBe('and back');
    } finally {
      await other.stop();
    }
  });
});

import type { SocketError, SocketReply, TStartChatReply } from '@gamesouq/core';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postAd } from '../../test/listing-fixtures.js';
import { SERVER_PROCESS_TIMEOUT_MS } from '../../test/server-process.js';
import { connectSocket, nextEvent } from '../../test/sockets.js';
import { type TestApp, useTestApp } from '../../test/test-app.js';

type User = Awaited<ReturnType<TestApp['createUser']>>;
const t = useTestApp();
// The server under fuzz runs as its own process, as in production: an unhandled rejection there ends it.
let server: Awaited<ReturnType<TestApp['startAnotherProcess']>>;
let seller: User;
let buyer: User;
let chatId: string;
beforeAll(async () => {
  server = await t.startAnotherProcess();
  const admin = await t.createUser({ role: 'admin' });
  [seller, buyer] = [await t.createUser(), await t.createUser()];
  const listingId = await postAd(t, { token: seller.token, approveWith: admin.token });
  chatId = (await t.request<TStartChatReply>('POST', '/api/user/chat/start', { token: buyer.token, body: { product_id: listingId } })).body
    .chat_id;
}, SERVER_PROCESS_TIMEOUT_MS);
afterAll(() => server?.stop());

const CLIENT_EVENTS = [
  'join_chat',
  'leave_chat',
  'send_message',
  'typing_start',
  'typing_stop',
  'notify_seller',
  'mark_notification_read',
  'mark_all_notifications_read',
];
const huge = 'ب'.repeat(200_000);
/** Argument lists no well-behaved client sends: wrong types, missing fields, huge strings, extra and positional arguments. */
const junk = (): unknown[][] => [
  [],
  [undefined],
  [null],
  [0],
  [Number.NaN],
  [true],
  [''],
  ['   '],
  [huge],
  [[]],
  [{}],
  [[chatId]],
  [{ chat_id: {} }],
  [{ chat_id: null, message: 'hi' }],
  [{ chat_id: chatId, message: 42 }],
  [{ chat_id: chatId, message: huge }],
  [{ chat_id: chatId, message: 'hi', message_id: { nested: true } }],
  [{ chat_id: 'x'.repeat(10_000) }],
  [{ chatId: 'no-such-chat', message: 'hi' }],
  [{ id: { $ne: null } }],
  [{ sellerId: seller.id, chatId: 'no-such-chat', message: 'hi' }],
  [chatId, 'positional text', 'and a string where the acknowledgement goes'],
  [chatId, { message: 'an object where the text goes' }],
  [seller.id, 'hi', 'chat', { chat_id: chatId }],
  ['not-a-notification'],
  [{ a: { b: { c: { d: { e: [1, 2, [3, [4]]] } } } } }],
];

const ackOf = (socket: Socket, event: string, args: unknown[]) => socket.timeout(5000).emitWithAck(event, ...args) as Promise<SocketReply>;

async function expectHealthy(baseUrl: string) {
  expect((await fetch(`${baseUrl}/health`)).status).toBe(200);
  const socket = await connectSocket(baseUrl, seller.token);
  const other = await connectSocket(baseUrl, buyer.token);
  try {
    const received = nextEvent(socket, 'new_message', (m) => m.text === 'still here?');
    expect(await ackOf(other, 'send_message', [{ chat_id: chatId, message: 'still here?' }])).toMatchObject({ success: true });
    await received;
  } finally {
    socket.disconnect();
    other.disconnect();
  }
}

describe('socket events with malformed arguments', () => {
  it('answers every client event, whatever its arguments, and the server stays up', async () => {
    const socket = await connectSocket(server.baseUrl, buyer.token);
    const errors: SocketError[] = [];
    socket.on('error', (payload: SocketError) => errors.push(payload));
    try {
      for (const event of CLIENT_EVENTS) {
        for (const args of junk()) {
          // With an acknowledgement: every event answers it, with success or with a readable error.
          const reply = await ackOf(socket, event, args);
          expect(typeof reply.success, `${event}(${JSON.stringify(args).slice(0, 80)})`).toBe('boolean');
          if (!reply.success) expect(reply.error).toEqual(expect.any(String));
          // Without one (the positional form puts strings where the callback would be): the server must not fall over.
          socket.emit(event, ...args);
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(socket.connected).toBe(true);
      expect(errors.length).toBeGreaterThan(0);
      for (const error of errors)
        expect(error).toEqual({ event: expect.any(String), code: expect.any(String), message: expect.any(String) });
      expect(errors.map((e) => e.message)).not.toContain('Something went wrong. Please try again.');
    } finally {
      socket.disconnect();
    }
    await expectHealthy(server.baseUrl);
  });

  it('answers bad text with the spec messages and refuses a chat the user is not part of', async () => {
    const socket = await connectSocket(server.baseUrl, buyer.token);
    try {
      const error = nextEvent(socket, 'error', (e) => e.event === 'send_message');
      expect(await ackOf(socket, 'send_message', [chatId, '   '])).toMatchObject({ success: false, error: 'Please write a message' });
      expect(await error).toEqual({ event: 'send_message', code: 'VALIDATION_FAILED', message: 'Please write a message' });
      expect(await ackOf(socket, 'send_message', [{ chat_id: chatId, message: 'x'.repeat(4001), message_id: 'tmp-9' }])).toEqual({
        success: false,
        code: 'VALIDATION_FAILED',
        error: 'The message is too long',
        message_id: 'tmp-9',
      });
      // Text the database cannot store, and nesting past any client's, are refused as over HTTP (issue 13).
      for (const [message, error] of [
        ['hello \uD800', 'Text contains invalid characters.'],
        ['hello \u0000', 'Text cannot contain NUL characters.'],
      ]) {
        expect(await ackOf(socket, 'send_message', [{ chat_id: chatId, message, message_id: 'tmp-10' }])).toEqual({
          success: false,
          code: 'VALIDATION_FAILED',
          error,
          message_id: 'tmp-10',
        });
      }
      let deep: unknown = 'hi';
      for (let level = 0; level < 100; level++) deep = [deep];
      expect(await ackOf(socket, 'send_message', [{ chat_id: chatId, message: 'hi', extra: deep }])).toMatchObject({
        success: false,
        code: 'BAD_REQUEST',
        error: 'The request is nested too deeply.',
      });
      expect(await ackOf(socket, 'join_chat', ['no-such-chat'])).toMatchObject({
        success: false,
        code: 'NOT_FOUND',
        error: 'Chat not found',
      });
      expect(await ackOf(socket, 'mark_notification_read', ['nope'])).toMatchObject({ success: false, error: 'Notification not found' });
    } finally {
      socket.disconnect();
    }
  });

  it('refuses junk tokens through `authenticate` and an unauthenticated socket’s events, and stays up', async () => {
    for (const token of [undefined, null, 42, {}, { token: 7 }, [], 'x'.repeat(20_000), 'a.b.c']) {
      const socket = io(server.baseUrl, { transports: ['websocket'], forceNew: true, reconnection: false });
      try {
        await new Promise((resolve) => socket.once('connect', () => resolve(null)));
        const refusedEvent = nextEvent(socket, 'error', (e) => e.event === 'join_chat');
        socket.emit('join_chat', chatId);
        expect((await refusedEvent).message).toBe('Authentication failed. Please log in again.');
        const refused = nextEvent(socket, 'error', (e) => e.event === 'authenticate');
        socket.emit('authenticate', token, 'extra', () => undefined);
        expect((await refused).message).toBe('Authentication failed. Please log in again.');
      } finally {
        socket.disconnect();
      }
    }
    await expectHealthy(server.baseUrl);
  });

  it('drops a client that sends more than a megabyte, and stays up', async () => {
    const socket = await connectSocket(server.baseUrl, buyer.token);
    const dropped = nextEvent(socket, 'disconnect');
    socket.emit('send_message', { chat_id: chatId, message: 'x'.repeat(2_000_000) });
    expect(await dropped).toBe('transport close');
    await expectHealthy(server.baseUrl);
  });
});

import { describe, expect, it } from 'vitest';
import { messageText } from './messages.js';
import {
  CLIENT_EVENTS,
  type ClientEvent,
  type ClientToServerEvents,
  socketArgsError,
  ZChatRefArgs,
  ZNotificationRefArgs,
  ZNotifySellerArgs,
  ZSendMessageArgs,
} from './socket-events.js';

const errorOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? null : messageText(socketArgsError(result.error as Parameters<typeof socketArgsError>[0]));

describe('socket event arguments', () => {
  it('reads the chat id whichever way the spec’s clients send it', () => {
    expect(ZChatRefArgs.parse(['c1'])).toEqual({ chatId: 'c1' });
    expect(ZChatRefArgs.parse([{ chat_id: 'c1' }])).toEqual({ chatId: 'c1' });
    expect(ZChatRefArgs.parse([{ chatId: 'c1' }])).toEqual({ chatId: 'c1' });
    for (const bad of [[], [null], [42], [{}], [['c1']], [''], ['x'.repeat(65)], 'c1']) {
      expect(errorOf(ZChatRefArgs.safeParse(bad))).toBe('The request could not be read.');
    }
  });

  it('takes send_message as one object or as (chatId, message), with the spec’s messages for bad text', () => {
    expect(ZSendMessageArgs.parse([{ chat_id: 'c1', message: ' hi ', message_id: 'tmp-1' }])).toEqual({
      chatId: 'c1',
      message: 'hi',
      messageId: 'tmp-1',
    });
    expect(ZSendMessageArgs.parse(['c1', 'hello'])).toEqual({ chatId: 'c1', message: 'hello' });
    expect(errorOf(ZSendMessageArgs.safeParse(['c1', '   ']))).toBe('Please write a message');
    expect(errorOf(ZSendMessageArgs.safeParse(['c1', 7]))).toBe('Please write a message');
    expect(errorOf(ZSendMessageArgs.safeParse(['c1', 'x'.repeat(4001)]))).toBe('The message is too long');
    expect(errorOf(ZSendMessageArgs.safeParse([{ chat_id: 5, message: 'hi' }]))).toBe('The request could not be read.');
    expect(errorOf(ZSendMessageArgs.safeParse([{ chat_id: 'c1', message: 'hi', message_id: {} }]))).toBe('The request could not be read.');
  });

  it('takes notify_seller positionally (sellerId, message, type, chatId) or as one object', () => {
    const expected = { sellerId: 's1', message: 'hi', type: 'chat', chatId: 'c1' };
    expect(ZNotifySellerArgs.parse(['s1', 'hi', 'chat', 'c1'])).toEqual(expected);
    expect(ZNotifySellerArgs.parse([{ sellerId: 's1', message: 'hi', type: 'chat', chatId: 'c1' }])).toEqual(expected);
    expect(errorOf(ZNotifySellerArgs.safeParse(['s1', 'hi', 'order', 'c1']))).toBe('The request could not be read.');
    expect(errorOf(ZNotifySellerArgs.safeParse(['s1', 'hi']))).toBe('The request could not be read.');
  });

  it('takes a notification id alone or in an object', () => {
    expect(ZNotificationRefArgs.parse(['n1'])).toEqual({ id: 'n1' });
    expect(ZNotificationRefArgs.parse([{ id: 'n1' }])).toEqual({ id: 'n1' });
    expect(ZNotificationRefArgs.parse([{ notificationId: 'n1' }])).toEqual({ id: 'n1' });
    expect(ZNotificationRefArgs.safeParse([undefined]).success).toBe(false);
  });

  it('never throws, whatever arrives', () => {
    const junk: unknown[] = [
      undefined,
      null,
      0,
      -1,
      Number.NaN,
      true,
      '',
      'x'.repeat(100_000),
      [],
      {},
      [[]],
      { __proto__: { chat_id: 'c' } },
    ];
    for (const schema of Object.values(CLIENT_EVENTS)) {
      for (const a of junk) for (const b of junk) expect(() => schema.safeParse([a, b])).not.toThrow();
      expect(() => schema.safeParse(undefined)).not.toThrow();
    }
  });
});

describe('ClientToServerEvents', () => {
  // Each typed argument form (acknowledgement left off) is one the event's schema accepts.
  const samples: { [E in keyof ClientToServerEvents]: Parameters<ClientToServerEvents[E]>[] } = {
    authenticate: [['a.b.c'], [{ token: 'a.b.c' }]],
    join_chat: [['c1'], [{ chat_id: 'c1' }], [{ chatId: 'c1' }]],
    leave_chat: [['c1'], [{ chat_id: 'c1' }]],
    typing_start: [['c1'], [{ chat_id: 'c1' }]],
    typing_stop: [['c1'], [{ chat_id: 'c1' }]],
    send_message: [[{ chat_id: 'c1', message: 'hi', message_id: 'tmp-1' }], ['c1', 'hi']],
    notify_seller: [[{ seller_id: 's1', chat_id: 'c1', message: 'hi' }], ['s1', 'hi', 'chat', 'c1']],
    mark_notification_read: [['n1'], [{ id: 'n1' }]],
    mark_all_notifications_read: [[]],
  };

  it('types only argument forms the schemas accept', () => {
    for (const [event, forms] of Object.entries(samples)) {
      for (const args of forms)
        expect(CLIENT_EVENTS[event as ClientEvent].safeParse(args).success, `${event} ${JSON.stringify(args)}`).toBe(true);
    }
  });
});

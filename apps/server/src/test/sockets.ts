import type { ServerEvent, ServerEventPayload } from '@gamesouq/core';
import { io, type Socket } from 'socket.io-client';
import { afterEach } from 'vitest';

/** What a test listens for: an event the server sends, or the client's own `disconnect` (with its reason). */
type Heard = ServerEvent | 'disconnect';
type PayloadOf<E extends Heard> = E extends ServerEvent ? ServerEventPayload<E> : Socket.DisconnectReason;

/** A real Socket.IO client signed in with `token`, resolved once the server says `authenticated`. */
export async function connectSocket(baseUrl: string, token: string): Promise<Socket> {
  const socket = io(baseUrl, { auth: { token }, transports: ['websocket'], forceNew: true, reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('authenticated', () => resolve());
    socket.once('error', (error: { message: string }) => reject(new Error(error.message)));
    socket.once('connect_error', reject);
  });
  return socket;
}

/**
 * The sockets of a test file's tests, each disconnected after its test: `connect(user)` signs one in, `track(socket)`
 * takes one the test made itself.
 */
export function useSockets(defaultBaseUrl: () => string) {
  const sockets: Socket[] = [];
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  const track = (socket: Socket) => {
    sockets.push(socket);
    return socket;
  };
  const connect = async (user: { token: string }, baseUrl = defaultBaseUrl()) => track(await connectSocket(baseUrl, user.token));
  return { connect, track };
}

/** The next `event` on `socket` that matches, or a timeout error. */
export function nextEvent<E extends Heard>(
  socket: Socket,
  event: E,
  matches: (payload: PayloadOf<E>) => boolean = () => true,
  ms = 3000,
): Promise<PayloadOf<E>> {
  // socket.io-client types a listener by the event's literal name; ours are typed by PayloadOf instead.
  const name: string = event;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(name, listener);
      reject(new Error(`No ${event} within ${ms} ms`));
    }, ms);
    const listener = (payload: PayloadOf<E>) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(name, listener);
      resolve(payload);
    };
    socket.on(name, listener);
  });
}

/** Resolves after `ms` with the payloads of `event` seen in that time. */
export async function collect<E extends Heard>(socket: Socket, event: E, ms = 400): Promise<PayloadOf<E>[]> {
  const name: string = event;
  const seen: PayloadOf<E>[] = [];
  const listener = (payload: PayloadOf<E>) => seen.push(payload);
  socket.on(name, listener);
  await new Promise((resolve) => setTimeout(resolve, ms));
  socket.off(name, listener);
  return seen;
}

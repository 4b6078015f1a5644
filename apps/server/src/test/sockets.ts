import { io, type Socket } from 'socket.io-client';

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

/** The next `event` on `socket` that matches, or a timeout error. */
// biome-ignore lint/suspicious/noExplicitAny: payloads are whatever the server sent; tests assert on them
export function nextEvent<T = Record<string, any>>(
  socket: Socket,
  event: string,
  matches: (payload: T) => boolean = () => true,
  ms = 3000,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off(event, listener);
      reject(new Error(`No ${event} within ${ms} ms`));
    }, ms);
    const listener = (payload: T) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener);
      resolve(payload);
    };
    socket.on(event, listener);
  });
}

/** Resolves after `ms` with the payloads of `event` seen in that time. */
export async function collect<T = unknown>(socket: Socket, event: string, ms = 400): Promise<T[]> {
  const seen: T[] = [];
  const listener = (payload: T) => seen.push(payload);
  socket.on(event, listener);
  await new Promise((resolve) => setTimeout(resolve, ms));
  socket.off(event, listener);
  return seen;
}

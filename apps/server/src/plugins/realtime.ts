import {
  type ClientToServerEvents,
  ERROR_MESSAGES,
  type ServerEvent,
  type ServerEventPayload,
  type ServerToClientEvents,
  ZAuthenticateArgs,
} from '@gamesouq/core';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { decodeJwt } from 'jose';
import { type BroadcastOperator, type Socket as IoSocket, Server } from 'socket.io';
import { AppError } from '../lib/app-error.js';
import { assertNotSuspended } from '../modules/auth/session-reply.js';
import { findTokenUser } from '../modules/auth/tokens.js';
import type { UserRow } from '../modules/users/tables.js';

/** No events pass between instances besides the Redis adapter's own. */
export type InterServerEvents = Record<never, never>;

/** What a socket keeps about its user; only ids, as it travels to the other instances when they ask who is online. */
export type SocketData = {
  userId?: string;
  role?: UserRow['role'];
  /** When the access token the socket authenticated with expires (ms since the epoch). */
  expiresAt?: number;
  isAuthenticating?: boolean;
};

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;
export type Socket = IoSocket<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>;

/** What services use to reach connected clients; with REDIS_URL it reaches the clients of every instance. */
export type Realtime = {
  /** To every tab of the user, or of each of several users (the payload encoded once for all of them). */
  toUser<E extends ServerEvent>(userId: string | string[], event: E, payload: ServerEventPayload<E>): void;
  toRoom<E extends ServerEvent>(room: string, event: E, payload: ServerEventPayload<E>, exceptSocketId?: string): void;
  disconnectUser(userId: string): void;
  /** The users among `userIds` with a socket on any instance (the Redis adapter asks the others). */
  onlineUsers(userIds: string[]): Promise<Set<string>>;
  /** Registers what every authenticated socket should listen to. */
  onSocket(setup: (socket: Socket, user: UserRow) => void | Promise<void>): void;
  io: RealtimeServer;
};

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const AUTH_TIMEOUT_MS = 10_000;
/** A peer instance that does not answer a presence question within this time is taken to have no sockets. */
const PRESENCE_TIMEOUT_MS = 2_000;
const userRoom = (userId: string) => `user:${userId}`;
/**
 * Socket.IO's `emit` cannot follow a generic event name to its payload; Realtime's `toUser`/`toRoom` signatures pair
 * them for their callers instead.
 */
const untyped = (target: BroadcastOperator<ServerToClientEvents, SocketData>) =>
  target as unknown as { emit(event: ServerEvent, payload: unknown): boolean };

/**
 * Socket.IO on the API's port (design §6): token in the handshake or through `authenticate`, one room per user, and
 * presence (admins hear `presence { user_id, online }` when a user's first socket arrives and their last one leaves).
 */
export default fp(
  async (app: FastifyInstance) => {
    const io: RealtimeServer = new Server<ClientToServerEvents, ServerToClientEvents, InterServerEvents, SocketData>(app.server, {
      path: '/socket.io',
      serveClient: false,
      cors: { origin: false },
    });
    const redisClients: Redis[] = [];
    if (app.config.REDIS_URL) {
      const pub = new Redis(app.config.REDIS_URL);
      const sub = pub.duplicate();
      redisClients.push(pub, sub);
      io.adapter(createAdapter(pub, sub, { key: `${app.config.REDIS_PREFIX}socket.io`, requestsTimeout: PRESENCE_TIMEOUT_MS }));
    }
    const setups: Parameters<Realtime['onSocket']>[0][] = [];
    let isClosing = false;

    async function onlineUsers(userIds: string[]) {
      if (userIds.length === 0) return new Set<string>();
      const sockets = await io.in([...new Set(userIds)].map(userRoom)).fetchSockets();
      return new Set(sockets.map((socket) => String(socket.data.userId)));
    }

    async function announceOffline(userId: string) {
      if (isClosing) return;
      const stillOnline = await onlineUsers([userId]).catch(() => new Set<string>());
      if (!stillOnline.has(userId)) io.to('admins').emit('presence', { user_id: userId, online: false });
    }

    async function authenticate(socket: Socket, args: unknown[]) {
      // Spec clients send the token in the handshake and again through `authenticate`: only the first one counts,
      // or every chat handler would be registered twice on the socket.
      if (socket.data.userId || socket.data.isAuthenticating) return;
      socket.data.isAuthenticating = true;
      const parsed = ZAuthenticateArgs.safeParse(args);
      const token = parsed.success ? parsed.data.token : '';
      // The same checks as the HTTP auth hook: a token whose session ended or that was issued before the account's
      // tokens-valid-after instant is refused.
      const user = token ? (await findTokenUser(app.db, { secret: app.secret, token }))?.user : null;
      if (!user) throw new AppError('UNAUTHENTICATED');
      assertNotSuspended(user);
      // Only ids in socket.data: it travels to the other instances when they ask who is online.
      socket.data.userId = user.id;
      socket.data.role = user.role;
      socket.data.expiresAt = (decodeJwt(token).exp ?? 0) * 1000;
      await socket.join(userRoom(user.id));
      if (user.role === 'admin') await socket.join('admins');
      for (const setup of setups) await setup(socket, user);
      io.to('admins').emit('presence', { user_id: user.id, online: true });
      socket.emit('authenticated', { user_id: user.id });
    }

    const refuse = (socket: Socket, error: unknown) => {
      if (!(error instanceof AppError)) app.log.error({ err: error }, 'socket authentication failed');
      const isTold = error instanceof AppError && error.status < 500;
      socket.emit('error', {
        event: 'authenticate',
        code: isTold ? error.code : 'UNAUTHENTICATED',
        message: isTold ? error.message : ERROR_MESSAGES.UNAUTHENTICATED,
      });
      socket.disconnect(true);
    };

    io.on('connection', (socket) => {
      // Every event after authentication is refused once the access token has expired; the client refreshes and reconnects.
      socket.use((packet, next) => {
        if (packet[0] === 'authenticate' || (socket.data.userId && (socket.data.expiresAt ?? 0) > Date.now())) return next();
        socket.emit('error', { event: String(packet[0]), code: 'UNAUTHENTICATED', message: ERROR_MESSAGES.UNAUTHENTICATED });
        if (socket.data.userId) socket.disconnect(true);
      });
      // Never a rejected promise out of a listener: Socket.IO leaves it unhandled and Node ends the process.
      const start = (args: unknown[]) => authenticate(socket, args).catch((error) => refuse(socket, error));
      socket.on('authenticate', (...args: unknown[]) => void start(args.filter((arg) => typeof arg !== 'function')));
      const timer = setTimeout(() => !socket.data.userId && socket.disconnect(true), AUTH_TIMEOUT_MS);
      socket.on('disconnect', () => {
        clearTimeout(timer);
        if (socket.data.userId) void announceOffline(socket.data.userId);
      });
      if (socket.handshake.auth?.token) void start([socket.handshake.auth.token]);
    });

    app.decorate('realtime', {
      io,
      toUser: (userId, event, payload) =>
        untyped(io.to(Array.isArray(userId) ? userId.map(userRoom) : userRoom(userId))).emit(event, payload),
      toRoom: (room, event, payload, exceptSocketId) =>
        untyped(exceptSocketId ? io.to(room).except(exceptSocketId) : io.to(room)).emit(event, payload),
      disconnectUser: (userId) => io.in(userRoom(userId)).disconnectSockets(true),
      onlineUsers,
      onSocket: (setup) => setups.push(setup),
    } satisfies Realtime);

    app.addHook('preClose', async () => {
      isClosing = true;
      // Before the HTTP server stops, the connections are closed under the clients, which then reconnect (to another
      // instance, or here after a restart); a Socket.IO disconnect packet would tell them to stay away instead.
      io.engine.close();
    });
    app.addHook('onClose', async () => {
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    });
  },
  { name: 'realtime', dependencies: ['config'] },
);

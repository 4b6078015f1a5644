import { ERROR_MESSAGES } from '@gamesouq/core';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { decodeJwt } from 'jose';
import { Server, type Socket } from 'socket.io';
import { assertNotSuspended } from '../modules/auth/sign-in.js';
import { verifyAccessToken } from '../modules/auth/tokens.js';
import { findUserById } from '../modules/users/find-user.js';
import type { UserRow } from '../modules/users/tables.js';

/** What services use to reach connected clients; with REDIS_URL it reaches the clients of every instance. */
export type Realtime = {
  toUser(userId: string, event: string, payload: unknown): void;
  toRoom(room: string, event: string, payload: unknown, exceptSocketId?: string): void;
  disconnectUser(userId: string): void;
  /** Registers what every authenticated socket should listen to. */
  onSocket(setup: (socket: Socket, user: UserRow) => void | Promise<void>): void;
  io: Server;
};

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

const AUTH_TIMEOUT_MS = 10_000;

/** Socket.IO on the API's port (design §6): token in the handshake or through `authenticate`, one room per user. */
export default fp(
  async (app: FastifyInstance) => {
    const io = new Server(app.server, { path: '/socket.io', serveClient: false, cors: { origin: false } });
    const redisClients: Redis[] = [];
    if (app.config.REDIS_URL) {
      const pub = new Redis(app.config.REDIS_URL);
      const sub = pub.duplicate();
      redisClients.push(pub, sub);
      io.adapter(createAdapter(pub, sub));
    }
    const setups: Parameters<Realtime['onSocket']>[0][] = [];

    async function authenticate(socket: Socket, token: unknown) {
      // Spec clients send the token in the handshake and again through `authenticate`: only the first one counts,
      // or every chat handler would be registered twice on the socket.
      if (socket.data.user || socket.data.isAuthenticating) return;
      socket.data.isAuthenticating = true;
      const userId = typeof token === 'string' ? await verifyAccessToken(app.secret, token) : null;
      const user = userId ? await findUserById(app.db, userId) : null;
      try {
        if (!user) throw new Error(ERROR_MESSAGES.UNAUTHENTICATED);
        assertNotSuspended(user);
      } catch (error) {
        socket.emit('error', { message: (error as Error).message });
        socket.disconnect(true);
        return;
      }
      socket.data.user = user;
      socket.data.expiresAt = (decodeJwt(token as string).exp ?? 0) * 1000;
      await socket.join(`user:${user.id}`);
      if (user.role === 'admin') await socket.join('admins');
      for (const setup of setups) await setup(socket, user);
      socket.emit('authenticated', { user_id: user.id });
    }

    io.on('connection', (socket) => {
      // Every event after authentication is refused once the access token has expired; the client refreshes and reconnects.
      socket.use((packet, next) => {
        if (packet[0] === 'authenticate' || (socket.data.user && socket.data.expiresAt > Date.now())) return next();
        socket.emit('error', { message: ERROR_MESSAGES.UNAUTHENTICATED });
        if (socket.data.user) socket.disconnect(true);
      });
      socket.on(
        'authenticate',
        (token: unknown) => void authenticate(socket, typeof token === 'object' && token ? (token as { token?: unknown }).token : token),
      );
      const timer = setTimeout(() => !socket.data.user && socket.disconnect(true), AUTH_TIMEOUT_MS);
      socket.on('disconnect', () => clearTimeout(timer));
      if (socket.handshake.auth?.token) void authenticate(socket, socket.handshake.auth.token);
    });

    app.decorate('realtime', {
      io,
      toUser: (userId, event, payload) => io.to(`user:${userId}`).emit(event, payload),
      toRoom: (room, event, payload, exceptSocketId) =>
        (exceptSocketId ? io.to(room).except(exceptSocketId) : io.to(room)).emit(event, payload),
      disconnectUser: (userId) => io.in(`user:${userId}`).disconnectSockets(true),
      onSocket: (setup) => setups.push(setup),
    } satisfies Realtime);

    app.addHook('preClose', async () => {
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

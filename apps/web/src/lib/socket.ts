import { type ClientToServerEvents, ERROR_MESSAGES, type ServerToClientEvents, type SocketError } from '@gamesouq/core';
import { io, type Socket } from 'socket.io-client';
import { checkSession, refreshSession } from './api-client';
import { clearSession, getAuthToken } from './session';

type ConnectionEvents = {
  /** True once the server answered `authenticated`; false whenever the socket drops. */
  onAuthenticatedChange: (isAuthenticated: boolean) => void;
  /** The transport could not reach the server (Socket.IO keeps retrying by itself). */
  onConnectionError: () => void;
  /** An `error` event other than an expired token: a refused account or a refused chat action. */
  onServerError: (message: string) => void;
};

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export type RealtimeConnection = {
  socket: RealtimeSocket;
  /** Reconnects when the session holds another token than the socket authenticated with (after a refresh). */
  renewWith: (token: string) => void;
  close: () => void;
};

/**
 * The Socket.IO link of design §6 for the signed-in user: the access token travels in the handshake, an expired
 * token is refreshed and the socket reconnects with the new one, and a server restart is followed by a reconnect.
 */
export function openRealtimeConnection({ onAuthenticatedChange, onConnectionError, onServerError }: ConnectionEvents): RealtimeConnection {
  let tokenInUse = getAuthToken();
  let isAuthenticated = false;
  let isRenewing = false;
  let isRefused = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const socket: RealtimeSocket = io({
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    autoConnect: false,
    // Read at every (re)connection, so a reconnect always carries the newest token.
    auth: (send) => {
      tokenInUse = getAuthToken();
      send({ token: tokenInUse });
    },
  });

  const setAuthenticated = (value: boolean) => {
    isAuthenticated = value;
    onAuthenticatedChange(value);
  };

  // The spec's client also sends the token through `authenticate`; the server counts the first of the two.
  socket.on('connect', () => socket.emit('authenticate', tokenInUse));
  socket.on('authenticated', () => {
    isRefused = false;
    setAuthenticated(true);
  });
  socket.on('connect_error', onConnectionError);
  socket.on('disconnect', (reason) => {
    setAuthenticated(false);
    // Socket.IO does not come back by itself after the server ended the socket: it did so on a restart, or for an
    // expired token (renewed below), or for a refused account (no retry).
    if (reason === 'io server disconnect' && !isRenewing && !isRefused) {
      retryTimer = setTimeout(() => socket.connect(), 1000);
    }
  });
  socket.on('error', async (payload: SocketError | undefined) => {
    const message = payload?.message ?? '';
    if (message === ERROR_MESSAGES.UNAUTHENTICATED) {
      isRenewing = true;
      const isRenewed = await refreshSession();
      isRenewing = false;
      // A new token reaches `renewWith` through the session; a refused refresh token ends the session (the guard goes to /auth).
      if (!isRenewed) clearSession();
      return;
    }
    if (!isAuthenticated) {
      isRefused = true;
      // A refused account (suspended by an admin) ends the session: the HTTP check leaves for /auth, which shows the
      // reason once. Only a refusal that leaves the session standing is told here.
      await checkSession();
      if (!getAuthToken()) return;
    }
    onServerError(message);
  });

  socket.connect();

  return {
    socket,
    renewWith: (token) => {
      if (token === tokenInUse && (socket.connected || socket.active)) return;
      clearTimeout(retryTimer);
      socket.disconnect().connect();
    },
    close: () => {
      clearTimeout(retryTimer);
      socket.removeAllListeners();
      socket.disconnect();
    },
  };
}

import type { ClientToServerEvents, ServerEvent, ServerEventPayload } from '@gamesouq/core';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/lib/i18n';
import { translateMessage } from './messages';
import { useSession } from './session';
import type { RealtimeConnection } from './socket';

type Realtime = {
  /** True between the server's `authenticated` and the next drop: only then does the server accept events. */
  isConnected: boolean;
  /** Sends an event when connected; events are dropped otherwise (the server would refuse them before authentication). */
  emit: <E extends keyof ClientToServerEvents>(event: E, ...args: Parameters<ClientToServerEvents[E]>) => void;
  subscribe: <E extends ServerEvent>(event: E, listener: (payload: ServerEventPayload<E>) => void) => () => void;
};

type Listeners = {
  on(event: ServerEvent, listener: (payload: never) => void): void;
  off(event: ServerEvent, listener: (payload: never) => void): void;
};

const RealtimeContext = createContext<Realtime>({ isConnected: false, emit: () => undefined, subscribe: () => () => undefined });

const CONNECTION_TOAST = 'realtime-connection';

/** One realtime link per signed-in session: opened at sign-in, renewed with the session's token, closed at sign-out. */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const session = useSession();
  const userId = session?.user.id ?? null;
  const token = session?.token ?? null;
  const [connection, setConnection] = useState<RealtimeConnection | null>(null);
  const [isConnected, setIsConnected] = useState(false);
  // Read by `emit` at call time: a cleanup running after a drop must not queue an event for the next connection.
  const isConnectedRef = useRef(false);

  const onConnectionError = useEffectEvent(() => {
    toast.error(t('realtime.connectionError'), { id: CONNECTION_TOAST });
  });
  const onServerError = useEffectEvent((message: string) => {
    toast.error(translateMessage(t, message) || t('realtime.socketError'));
  });

  useEffect(() => {
    if (!userId) return;
    let opened: RealtimeConnection | undefined;
    let isClosed = false;
    // Socket.IO is loaded on sign-in, so that pages without a session do not download it.
    void import('./socket').then(({ openRealtimeConnection }) => {
      if (isClosed) return;
      opened = openRealtimeConnection({
        onAuthenticatedChange: (value) => {
          isConnectedRef.current = value;
          setIsConnected(value);
          if (value) toast.dismiss(CONNECTION_TOAST);
        },
        onConnectionError,
        onServerError,
      });
      setConnection(opened);
    });
    return () => {
      isClosed = true;
      opened?.close();
      isConnectedRef.current = false;
      setConnection(null);
      setIsConnected(false);
    };
  }, [userId]);

  useEffect(() => {
    if (connection && token) connection.renewWith(token);
  }, [connection, token]);

  const subscribe = useCallback<Realtime['subscribe']>(
    (event, listener) => {
      // Socket.IO's `on` cannot follow a generic event name to its listener; `subscribe`'s signature pairs them.
      const socket = connection?.socket as Listeners | undefined;
      socket?.on(event, listener);
      return () => {
        socket?.off(event, listener);
      };
    },
    [connection],
  );
  const emit = useCallback<Realtime['emit']>(
    (event, ...args) => {
      if (!isConnectedRef.current) return;
      connection?.socket.emit(event, ...args);
    },
    [connection],
  );
  const value = useMemo<Realtime>(() => ({ isConnected, emit, subscribe }), [isConnected, emit, subscribe]);

  return <RealtimeContext value={value}>{children}</RealtimeContext>;
}

export function useRealtime() {
  return useContext(RealtimeContext);
}

/** Runs `handler` for every `event` the server sends while the component is mounted. */
export function useRealtimeEvent<E extends ServerEvent>(event: E, handler: (payload: ServerEventPayload<E>) => void) {
  const { subscribe } = useRealtime();
  const onEvent = useEffectEvent(handler);
  useEffect(() => subscribe(event, (payload) => onEvent(payload)), [subscribe, event]);
}

/**
 * Runs `handler` each time the link comes back after a drop (and at the first connection when the component was
 * mounted before it): events sent meanwhile were missed, so what they would have updated must be read again.
 */
export function useReconnected(handler: () => void) {
  const { isConnected } = useRealtime();
  const onReconnected = useEffectEvent(handler);
  const hasMissedRef = useRef(!isConnected);
  useEffect(() => {
    if (!isConnected) {
      hasMissedRef.current = true;
      return;
    }
    if (!hasMissedRef.current) return;
    hasMissedRef.current = false;
    onReconnected();
  }, [isConnected]);
}

import { isRole, type TSessionUser } from '@gamesouq/core';
import { useSyncExternalStore } from 'react';
import { setDisplayTimeZone } from './format';

/** Browser storage keys of the session (spec buyer §3). */
const KEYS = { token: 'authToken', refreshToken: 'refreshToken', user: 'user', userId: 'userId' } as const;

export type Session = {
  token: string;
  refreshToken: string | null;
  user: TSessionUser;
};

const listeners = new Set<() => void>();
let cached: Session | null | undefined;

function readUser(raw: string | null): TSessionUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const user = value as Partial<TSessionUser>;
    if (typeof user.id !== 'string' && typeof user._id !== 'string') return null;
    if (!isRole(user.role)) return null;
    return user as TSessionUser;
  } catch {
    return null;
  }
}

function removeAll() {
  for (const key of Object.values(KEYS)) localStorage.removeItem(key);
}

/** The session is restored only when both the token and a readable user are stored; anything else is discarded (spec buyer §4). */
function readSession(): Session | null {
  // The server draws public pages for a visitor (entry-server.tsx).
  if (typeof localStorage === 'undefined') return null;
  const token = localStorage.getItem(KEYS.token);
  const rawUser = localStorage.getItem(KEYS.user);
  const user = readUser(rawUser);
  if (!token || !user) {
    if (token || rawUser) removeAll();
    return null;
  }
  return { token, refreshToken: localStorage.getItem(KEYS.refreshToken), user };
}

function emit() {
  cached = undefined;
  for (const listener of listeners) listener();
}

export function getSession(): Session | null {
  if (cached === undefined) {
    cached = readSession();
    setDisplayTimeZone(cached?.user.timeZone);
  }
  return cached;
}

export function getAuthToken(): string | null {
  return getSession()?.token ?? null;
}

export function getRefreshToken(): string | null {
  return getSession()?.refreshToken ?? localStorage.getItem(KEYS.refreshToken);
}

export function saveSession({ token, refreshToken, user }: { token: string; refreshToken?: string | null; user: TSessionUser }) {
  localStorage.setItem(KEYS.token, token);
  if (refreshToken) localStorage.setItem(KEYS.refreshToken, refreshToken);
  else localStorage.removeItem(KEYS.refreshToken);
  localStorage.setItem(KEYS.user, JSON.stringify(user));
  localStorage.setItem(KEYS.userId, user.id ?? user._id);
  emit();
}

export function saveTokens({ token, refreshToken }: { token: string; refreshToken?: string | null }) {
  localStorage.setItem(KEYS.token, token);
  if (refreshToken) localStorage.setItem(KEYS.refreshToken, refreshToken);
  emit();
}

export function saveUser(user: TSessionUser) {
  if (!getSession()) return;
  const stored = localStorage.getItem(KEYS.user);
  const next = JSON.stringify(user);
  if (stored === next) return;
  localStorage.setItem(KEYS.user, next);
  localStorage.setItem(KEYS.userId, user.id ?? user._id);
  emit();
}

export function clearSession() {
  removeAll();
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

// Another tab signing in or out changes what this tab must show.
globalThis.window?.addEventListener('storage', (event) => {
  if (event.key === null || (Object.values(KEYS) as string[]).includes(event.key)) emit();
});

/** The stored session, re-rendering when it changes (also in other tabs). */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}

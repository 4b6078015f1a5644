import type { OfferGroup } from '@gamesouq/core';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { safeReturnPath, signInHref } from './return-path';
import { getSession } from './session';

/** An action a visitor started that needs an account; it finishes on `returnTo` once they are signed in. */
export type PendingAction =
  | { kind: 'favorite'; productId: string }
  | { kind: 'cart'; productId: string; quantity: number; title: string }
  | { kind: 'chat'; productId: string; sellerName: string; productTitle: string }
  | { kind: 'report'; productId: string }
  | { kind: 'offer'; productId: string }
  /** Notify me on an item page (issue 22), for the group the visitor picked. */
  | { kind: 'watchItem'; itemId: string; group: OfferGroup | null }
  /** Save search on Home's results: the filters are the return path's query string. */
  | { kind: 'saveSearch' };

type Stored = { returnTo: string; action?: PendingAction };

/** sessionStorage: kept through sign-in, sign-up and phone verification in this tab, gone when the tab closes. */
const KEY = 'pendingAction';

function read(): Stored | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const returnTo = safeReturnPath((value as Stored).returnTo, window.location.origin);
    return returnTo ? { returnTo, action: (value as Stored).action } : null;
  } catch {
    return null;
  }
}

/** Remembers where to come back to (and what to finish there); an unsafe path is not remembered. */
export function rememberReturn({ returnTo, action }: { returnTo: string; action?: PendingAction }) {
  const safe = safeReturnPath(returnTo, window.location.origin);
  if (!safe) return;
  const kept = read();
  // The sign-in page is told the same path the action was stored with: keep the action then.
  const next: Stored = { returnTo: safe, action: action ?? (kept?.returnTo === safe ? kept.action : undefined) };
  sessionStorage.setItem(KEY, JSON.stringify(next));
}

/** Where the just-signed-in user goes back to; the action stays stored for that page to finish. */
export function returnPathAfterSignIn(): string | null {
  return read()?.returnTo ?? null;
}

/** A sign-in opened without a return address goes to the role's home, not to an address remembered earlier. */
export function forgetReturn() {
  sessionStorage.removeItem(KEY);
}

/** The action waiting on `path` of the given kinds, removed as it is taken so that it runs once. */
export function takePendingAction<K extends PendingAction['kind']>({ path, kinds }: { path: string; kinds: readonly K[] }) {
  const stored = read();
  const action = stored?.action;
  if (!stored || stored.returnTo !== path || !action || !(kinds as readonly string[]).includes(action.kind)) return null;
  sessionStorage.removeItem(KEY);
  return action as Extract<PendingAction, { kind: K }>;
}

/**
 * Runs an action that needs an account: at once when signed in, else it is remembered with this page and the
 * visitor goes to sign in (`/auth?return=`), coming back here to finish it (docs/decisions/017).
 */
export function useRequireAccount() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (action: PendingAction, run: () => void) => {
      if (getSession()) return run();
      const returnTo = `${location.pathname}${location.search}`;
      rememberReturn({ returnTo, action });
      navigate(signInHref(returnTo));
    },
    [navigate, location.pathname, location.search],
  );
}

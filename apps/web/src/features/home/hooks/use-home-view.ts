import { useCallback, useSyncExternalStore } from 'react';

export const HOME_VIEWS = ['grid', 'list'] as const;
export type HomeView = (typeof HOME_VIEWS)[number];

const KEY = 'gamesouq.homeView';
const listeners = new Set<() => void>();
/** The choice of a private window without storage, kept for this visit only. */
let unstored: HomeView | undefined;

function readView(): HomeView {
  try {
    const stored = localStorage.getItem(KEY);
    return HOME_VIEWS.find((view) => view === stored) ?? unstored ?? 'grid';
  } catch {
    return unstored ?? 'grid';
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * How Home lays out its ads, a grid of two columns on a phone or a compact list; remembered on this device. The server
 * draws the grid, and a page hydrated from it switches to the remembered view after hydration, without a mismatch.
 */
export function useHomeView() {
  const view = useSyncExternalStore(subscribe, readView, () => 'grid' as const);
  const setView = useCallback((next: HomeView) => {
    try {
      localStorage.setItem(KEY, next);
    } catch {
      unstored = next;
    }
    for (const listener of listeners) listener();
  }, []);
  return { view, setView };
}

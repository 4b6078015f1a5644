import { useCallback, useState } from 'react';

export const HOME_VIEWS = ['grid', 'list'] as const;
export type HomeView = (typeof HOME_VIEWS)[number];

const KEY = 'gamesouq.homeView';

function readView(): HomeView {
  try {
    const stored = localStorage.getItem(KEY);
    return HOME_VIEWS.find((view) => view === stored) ?? 'grid';
  } catch {
    return 'grid';
  }
}

/** How Home lays out its ads, a grid of two columns on a phone or a compact list; remembered on this device. */
export function useHomeView() {
  const [view, setViewState] = useState<HomeView>(readView);
  const setView = useCallback((next: HomeView) => {
    setViewState(next);
    try {
      localStorage.setItem(KEY, next);
    } catch {
      // A private window without storage keeps the choice for this visit only.
    }
  }, []);
  return { view, setView };
}

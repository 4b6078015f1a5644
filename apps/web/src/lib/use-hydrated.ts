import { useSyncExternalStore } from 'react';

const unchanging = () => () => {};

/**
 * False while the page is drawn on the server and while the browser takes it over (docs/decisions/023), true after:
 * for what depends on the reader, whom the server does not know (it draws every page for a visitor), so that no
 * action is shown to the wrong reader before the app knows them.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}

import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates, true from then on: for what only
 * the browser draws (charts), so the server never loads it and hydration matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

import { useSyncExternalStore } from 'react';

function noChange(): () => void {
  return () => undefined;
}

/**
 * False while the page is drawn on the server and while the browser hydrates that drawing, true
 * once the app runs in the browser: what depends on the browser (the body, the screen's width) is
 * drawn only then, so that the hydrating render is the server's.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noChange, () => true, () => false);
}

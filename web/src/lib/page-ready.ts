/**
 * Whether the first page the app shows has been drawn, or hydrated when the server drew it. React
 * hydrates a drawn page's parts one Suspense boundary at a time, after the frame around them: what
 * may change the page for this device (the stored session coming in) waits until the page itself
 * is in the app's hands, so that no part is changed before it has hydrated.
 */
let ready = false;
const waiting = new Set<() => void>();

/** The first page is in place (components/layout/route-page.tsx). */
export function pageReady(): void {
  if (ready) return;
  ready = true;
  for (const listener of waiting) listener();
  waiting.clear();
}

/** Calls `listener` once the first page is in place (at once if it is); returns what cancels it. */
export function whenPageReady(listener: () => void): () => void {
  if (ready) {
    listener();
    return () => undefined;
  }
  waiting.add(listener);
  return () => {
    waiting.delete(listener);
  };
}

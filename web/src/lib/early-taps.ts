/**
 * A tap on a drawn page's own button before the page's code has come is kept, and made again once
 * the page has hydrated.
 *
 * React listens from the moment main.tsx hydrates, and a tap on a part it has not hydrated yet
 * makes it hydrate that part at once and then take the tap. The page itself, though, is its own
 * Suspense boundary whose code is a chunk of its own (components/layout/route-page.tsx): until that
 * chunk has come, React cannot hydrate it, and it drops a tap there (react-dom's dispatchEvent stops
 * an event blocked on a part that cannot hydrate). On a slow line the chunk comes one to two seconds
 * after the load event, so a Save tapped as the page finished loading did nothing at all.
 *
 * While a tap is kept, <html data-tap-kept> draws a bar along the top of the screen (index.css), so
 * that the reader sees it was taken, and a polite live region outside the app's root says `said`
 * ("Loading page...") to a reader who hears the page. Only buttons are kept: a link of the drawn page works without
 * the app (the browser follows it), and a field takes the focus by itself. The first tap is kept,
 * not the ones a reader adds when nothing seems to happen (a second Save would take the first
 * back), and only if the page comes within KEPT_MS of it; a page that fails to load is in place
 * too (its error, with a button to try again), and the kept tap then finds its button gone.
 */
export const KEPT_MS = 10_000;

const BUTTONS = 'button, [role="button"]';

/**
 * Keeps the first tap on a button inside `region` (the page's part of the drawn page) until
 * `whenReady` says the page has hydrated, then makes it again. Returns what stops keeping taps.
 */
export function keepEarlyTaps(region: HTMLElement, whenReady: (listener: () => void) => () => void, said: () => string = () => ''): () => void {
  let kept: { button: HTMLElement; at: number } | null = null;
  // There before anything is said in it, as screen readers announce changes of a region they know.
  const status = document.createElement('div');
  status.setAttribute('role', 'status');
  status.className = 'sr-only';
  document.body.append(status);

  const keep = (event: MouseEvent): void => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(BUTTONS) : null;
    if (!button || !region.contains(button) || button.closest('a[href]')) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (!kept) status.textContent = said();
    kept ??= { button, at: performance.now() };
    document.documentElement.dataset.tapKept = '';
  };
  const stop = (): void => {
    document.removeEventListener('click', keep, true);
    delete document.documentElement.dataset.tapKept;
    status.remove();
  };

  // At the document, in the capture phase: before React's own listener on the app's root.
  document.addEventListener('click', keep, true);
  const cancel = whenReady(() => {
    stop();
    const tap = kept;
    kept = null;
    // After the effects of the hydrated page have run, so that its handlers are React's.
    if (tap && tap.button.isConnected && performance.now() - tap.at <= KEPT_MS) setTimeout(() => tap.button.click(), 0);
  });
  return () => {
    cancel();
    stop();
  };
}

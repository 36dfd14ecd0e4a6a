/**
 * The first screen of a public page comes with the HTML: the server writes the header and the top
 * of the page (internal/httpapi/first_screen.go) so the browser paints it before any script has
 * run. The app renders the same page hidden behind it (index.css) and takes over here, once its
 * page has its content: the server's copy goes and the app's, drawn alike, shows in its place.
 *
 * A page tells it is ready with useFirstScreenReady (with its content, or with its error); the app
 * takes over after FIRST_SCREEN_LIMIT_MS at the latest, so a page that never says so is not hidden
 * for good. While the reader is typing in the server's copy (the search
 * box), the hand-over waits until they leave the field; a search sent from it is a plain form
 * submission to /browse, which works without the app.
 */
import { useEffect } from 'react';

export const FIRST_SCREEN_ID = 'first-screen';
/** The longest the server's copy stands in for the app's page. */
export const FIRST_SCREEN_LIMIT_MS = 10_000;

let handedOver = false;

function typingIn(screen: HTMLElement): Element | null {
  const active = document.activeElement;
  return active && screen.contains(active) && active.matches('input, textarea, select') ? active : null;
}

/** Removes the server's first screen, which shows the app (index.css). Safe to call again. */
export function handOverFirstScreen(): void {
  if (handedOver) return;
  const screen = document.getElementById(FIRST_SCREEN_ID);
  if (!screen) {
    handedOver = true;
    return;
  }
  const field = typingIn(screen);
  if (field) {
    field.addEventListener('blur', () => handOverFirstScreen(), { once: true });
    return;
  }
  handedOver = true;
  screen.remove();
}

/** Whether the server's first screen is still in front of the app. */
export function firstScreenShown(): boolean {
  return !handedOver && document.getElementById(FIRST_SCREEN_ID) !== null;
}

/** Called by a page with a first screen: the app takes over once `ready` is true. */
export function useFirstScreenReady(ready: boolean): void {
  useEffect(() => {
    if (ready) handOverFirstScreen();
  }, [ready]);
}

/** Starts the time limit; main.tsx calls it once. */
export function startFirstScreenLimit(): void {
  if (document.getElementById(FIRST_SCREEN_ID)) window.setTimeout(handOverFirstScreen, FIRST_SCREEN_LIMIT_MS);
}

/** For tests: forget that the hand-over happened. */
export function resetFirstScreenForTests(): void {
  handedOver = false;
}

/**
 * The first screen of a public page comes with the HTML: the server writes the header and the top
 * of the page (internal/httpapi/first_screen.go) so the browser paints it before any script has
 * run. Where the copy is shown, index.html starts the app at the reader's first touch, key,
 * pointer move, scroll or focus. The app renders the same page hidden behind the copy (index.css) and takes over
 * here, once its page has its content: the server's copy goes and the app's, drawn alike, shows in
 * its place, a focus the reader had put on one of the copy's links or buttons moves to the
 * app's, words typed in the copy's search box go into the app's, and a question opened in the
 * copy (the FAQ) is open in the app's.
 *
 * A page tells it is ready with useFirstScreenReady (with its content, or with its error); the app
 * takes over after FIRST_SCREEN_LIMIT_MS at the latest, so a page that never says so is not hidden
 * for good. While the reader is typing in the server's copy (the search box), the hand-over waits
 * until they leave the field, and while they press the copy, until the press is over; a search
 * sent from it is a plain form submission, which works without the app. Links are plain links too.
 *
 * The copy's buttons (the menu, the language, Apply Now, Save, the filters) need the app. A tap on
 * one is kept (index.html's script keeps one made before the app's code arrived) and, as soon as
 * the app's frame is there, the app takes over at once and the same button of the app's page is
 * pressed, so the menu opens even if the page's own content is still on its way; a button that
 * comes with the page's data (a job's Save) is pressed as soon as the app has drawn it.
 */
import { useEffect } from 'react';

export const FIRST_SCREEN_ID = 'first-screen';
/** The longest the server's copy stands in for the app's page. */
export const FIRST_SCREEN_LIMIT_MS = 10_000;

declare global {
  interface Window {
    /** The label of a button of the first screen tapped before the app's code ran (index.html). */
    firstScreenTap?: string;
  }
}

let handedOver = false;
let appShown = false;
let pendingTap: string | null = null;

/**
 * While the reader presses the copy (from the pointer going down until its click has done what it
 * does), what would hand over waits here. Pressing the copy's Search button takes the focus out of
 * the search box, which would hand over at once: the copy would go from under the finger, the
 * click would land on the app's Search button, beside an empty box, and the words typed in the
 * copy would be lost. On a
 * touch screen the focus moves after the finger is lifted, just before the click; a press with
 * no click ends a second after it is lifted.
 */
let pressWaiters: (() => void)[] | null = null;

function typingIn(screen: HTMLElement): Element | null {
  const active = document.activeElement;
  return active && screen.contains(active) && active.matches('input, textarea, select') ? active : null;
}

/** What names a button: its aria-label, else its text (the same in the server's copy and the app). */
export function buttonLabel(button: Element): string {
  return (button.getAttribute('aria-label') ?? button.textContent ?? '').trim();
}

/**
 * The app's element in the place of `element` of the copy: a link with the same address and
 * text, or a button with the same label.
 */
function appTwin(element: Element): HTMLElement | undefined {
  const root = document.getElementById('root');
  if (!root) return undefined;
  if (element instanceof HTMLAnchorElement) {
    // A link within the page (the skip link) names its target by the copy's own ids, so it is known by its text.
    const href = element.getAttribute('href') ?? '';
    const text = element.textContent?.trim();
    const same = (link: HTMLAnchorElement) => {
      const to = link.getAttribute('href') ?? '';
      return (href.startsWith('#') ? to.startsWith('#') : to === href) && link.textContent?.trim() === text;
    };
    return [...root.querySelectorAll('a')].find(same);
  }
  if (element instanceof HTMLButtonElement) return appButton(buttonLabel(element));
  return undefined;
}

/** What names a field to the reader: the text of its label, else its aria-label. */
function fieldLabel(field: HTMLInputElement): string {
  return (field.labels?.[0]?.textContent ?? field.getAttribute('aria-label') ?? '').trim();
}

/**
 * Words typed in the copy's search boxes go into the app's same boxes (known by their label),
 * as if typed there, so that the hand-over loses none of them. React keeps its own record of a
 * box's value, which writing the value property updates too, and takes an input event for a change
 * only when the box's value differs from that record: the value is written with the element's own
 * setter, as typing does, so that the app's state gets the words.
 */
function carryTypedWords(screen: HTMLElement): void {
  const root = document.getElementById('root');
  if (!root) return;
  const appFields = [...root.querySelectorAll('input')];
  for (const field of screen.querySelectorAll('input')) {
    if (field.type === 'checkbox' || field.type === 'radio' || field.value === field.defaultValue) continue;
    const label = fieldLabel(field);
    const twin = label ? appFields.find((candidate) => fieldLabel(candidate) === label) : undefined;
    if (!twin || twin.value === field.value) continue;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    if (setValue) setValue.call(twin, field.value);
    else twin.value = field.value;
    twin.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/** A question the reader opened in the copy (the FAQ's <details>) is open in the app's page too. */
function carryOpenDetails(screen: HTMLElement): void {
  const root = document.getElementById('root');
  if (!root) return;
  const appDetails = [...root.querySelectorAll('details')];
  for (const details of screen.querySelectorAll('details[open][id]')) {
    const twin = appDetails.find((candidate) => candidate.id === details.id);
    if (twin) twin.open = true;
  }
}

function removeScreen(screen: HTMLElement) {
  handedOver = true;
  carryTypedWords(screen);
  carryOpenDetails(screen);
  // A reader who had moved the focus into the copy (with Tab, say) keeps it on the same link or button.
  const active = document.activeElement;
  const twin = active && active !== document.body && screen.contains(active) ? appTwin(active) : undefined;
  screen.remove();
  twin?.focus({ preventScroll: true });
}

/** Removes the server's first screen, which shows the app (index.css). Safe to call again. */
export function handOverFirstScreen(): void {
  if (handedOver) return;
  const screen = document.getElementById(FIRST_SCREEN_ID);
  if (!screen) {
    handedOver = true;
    return;
  }
  if (pressWaiters) {
    pressWaiters.push(handOverFirstScreen);
    return;
  }
  const field = typingIn(screen);
  if (field) {
    field.addEventListener('blur', () => handOverFirstScreen(), { once: true });
    return;
  }
  removeScreen(screen);
}

function appButton(label: string): HTMLButtonElement | undefined {
  const root = document.getElementById('root');
  return [...(root?.querySelectorAll('button') ?? [])].find((button) => buttonLabel(button) === label);
}

let watching: MutationObserver | null = null;

function watchPresses(screen: HTMLElement): void {
  screen.addEventListener(
    'pointerdown',
    () => {
      if (pressWaiters) return;
      pressWaiters = [];
      let lifted = 0;
      const end = () => {
        window.removeEventListener('click', end, true);
        window.removeEventListener('pointercancel', end, true);
        window.removeEventListener('pointerup', onLift, true);
        window.clearTimeout(lifted);
        const waiting = pressWaiters ?? [];
        pressWaiters = null;
        // After the click's own handlers and its default action (a form sent) have run.
        window.setTimeout(() => waiting.forEach((waiter) => waiter()), 0);
      };
      const onLift = () => {
        lifted = window.setTimeout(end, 1_000);
      };
      window.addEventListener('click', end, true);
      window.addEventListener('pointercancel', end, true);
      window.addEventListener('pointerup', onLift, true);
    },
    true,
  );
}

/**
 * Presses the app's button that the reader pressed in the server's copy, handing over at once. A
 * button the app draws only with the page's data (a job card's Save) is waited for, the copy
 * staying until it is there, for FIRST_SCREEN_LIMIT_MS at most.
 */
function replayTap(): void {
  const label = pendingTap;
  if (label === null || !appShown) return;
  const press = (target: HTMLButtonElement) => {
    pendingTap = null;
    watching?.disconnect();
    watching = null;
    const screen = document.getElementById(FIRST_SCREEN_ID);
    if (screen) removeScreen(screen);
    target.click();
  };
  const target = appButton(label);
  if (target) {
    press(target);
    return;
  }
  const root = document.getElementById('root');
  if (!root || watching) return;
  watching = new MutationObserver(() => {
    const found = pendingTap === null ? undefined : appButton(pendingTap);
    if (found) press(found);
  });
  watching.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
  window.setTimeout(() => {
    watching?.disconnect();
    watching = null;
    pendingTap = null;
  }, FIRST_SCREEN_LIMIT_MS);
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

/** Called once by the site's frame when it is on the page (drawn, if still hidden): taps may be replayed. */
export function useAppFrameShown(): void {
  useEffect(() => {
    appShown = true;
    replayTap();
  }, []);
}

/** Starts the time limit and listens for taps on the copy's buttons; main.tsx calls it once. */
export function startFirstScreen(): void {
  const screen = document.getElementById(FIRST_SCREEN_ID);
  if (!screen) return;
  watchPresses(screen);
  if (window.firstScreenTap !== undefined) {
    pendingTap = window.firstScreenTap;
    replayTap();
  }
  screen.addEventListener(
    'click',
    (event) => {
      // A submit button sends its form without the app (the search box); only the others wait for it.
      const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
      if (!button) return;
      event.preventDefault();
      pendingTap = buttonLabel(button);
      replayTap();
    },
    true,
  );
  window.setTimeout(handOverFirstScreen, FIRST_SCREEN_LIMIT_MS);
}

/** For tests: forget what happened. */
export function resetFirstScreenForTests(): void {
  handedOver = false;
  appShown = false;
  pendingTap = null;
  pressWaiters = null;
  watching?.disconnect();
  watching = null;
  delete window.firstScreenTap;
}

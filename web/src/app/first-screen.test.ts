import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import { createElement, useState, type ChangeEvent } from 'react';
import {
  FIRST_SCREEN_ID,
  FIRST_SCREEN_LIMIT_MS,
  firstScreenShown,
  handOverFirstScreen,
  resetFirstScreenForTests,
  startFirstScreen,
  useAppFrameShown,
  useFirstScreenReady,
} from './first-screen';

function serverScreen() {
  document.body.innerHTML =
    `<div id="${FIRST_SCREEN_ID}"><form action="/browse"><input id="q" name="search"><button type="submit">Search</button></form>` +
    `<button type="button" aria-label="Open menu">≡</button></div>` +
    `<div id="root"><button type="button" aria-label="Open menu" id="app-menu">≡</button></div>`;
}

describe('the hand-over from the server first screen', () => {
  beforeEach(() => {
    resetFirstScreenForTests();
    serverScreen();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('stays while the page is not ready and goes once it is', () => {
    const { rerender } = renderHook(({ ready }) => useFirstScreenReady(ready), { initialProps: { ready: false } });
    expect(firstScreenShown()).toBe(true);
    rerender({ ready: true });
    expect(document.getElementById(FIRST_SCREEN_ID)).toBeNull();
    expect(document.getElementById('root')).not.toBeNull();
  });

  it("moves a focus on one of the copy's links or buttons to the app's own at the hand-over", () => {
    document.getElementById(FIRST_SCREEN_ID)!.insertAdjacentHTML('beforeend', '<a href="#first-screen-main">Skip</a><a href="/browse">Browse jobs</a><a href="/company">Companies</a>');
    document.getElementById('root')!.insertAdjacentHTML('beforeend', '<a href="#main">Skip</a><a href="/company">Companies</a><a href="/browse">Browse jobs</a>');
    document.querySelector<HTMLAnchorElement>(`#${FIRST_SCREEN_ID} a[href="/browse"]`)!.focus();
    handOverFirstScreen();
    expect(firstScreenShown()).toBe(false);
    expect(document.activeElement).toBe(document.querySelector('#root a[href="/browse"]'));

    // The skip link points at the copy's own id: the app's is known by its text.
    resetFirstScreenForTests();
    serverScreen();
    document.getElementById(FIRST_SCREEN_ID)!.insertAdjacentHTML('beforeend', '<a href="#first-screen-main">Skip</a>');
    document.getElementById('root')!.insertAdjacentHTML('beforeend', '<a href="#main">Skip</a>');
    document.querySelector<HTMLAnchorElement>(`#${FIRST_SCREEN_ID} a`)!.focus();
    handOverFirstScreen();
    expect(document.activeElement).toBe(document.querySelector('#root a[href="#main"]'));

    resetFirstScreenForTests();
    serverScreen();
    document.querySelector<HTMLButtonElement>(`#${FIRST_SCREEN_ID} button[aria-label="Open menu"]`)!.focus();
    handOverFirstScreen();
    expect(document.activeElement).toBe(document.getElementById('app-menu'));
  });

  it('waits while the reader types in the server copy, then goes when they leave the field', () => {
    const input = document.getElementById('q') as HTMLInputElement;
    input.focus();
    handOverFirstScreen();
    expect(firstScreenShown()).toBe(true);
    input.blur();
    expect(firstScreenShown()).toBe(false);
  });

  it("waits while the reader presses the copy's Search button, so that the copy's form is sent with the words typed", () => {
    vi.useFakeTimers();
    startFirstScreen();
    const sent = vi.fn((event: Event) => event.preventDefault());
    document.querySelector(`#${FIRST_SCREEN_ID} form`)!.addEventListener('submit', sent);
    const input = document.getElementById('q') as HTMLInputElement;
    const search = document.querySelector<HTMLButtonElement>(`#${FIRST_SCREEN_ID} button[type="submit"]`)!;
    const pointer = (type: string) => search.dispatchEvent(new Event(type, { bubbles: true }));
    input.focus();
    input.value = 'nurse';
    handOverFirstScreen();

    // With a mouse the focus leaves the box as the button goes down.
    pointer('pointerdown');
    input.blur();
    expect(firstScreenShown()).toBe(true);
    pointer('pointerup');
    search.click();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(firstScreenShown()).toBe(true);
    vi.advanceTimersByTime(0);
    expect(firstScreenShown()).toBe(false);
  });

  it("puts the words typed in the copy's search box into the app's, as if typed there", () => {
    document.getElementById(FIRST_SCREEN_ID)!.insertAdjacentHTML('beforeend', '<label for="copy-company">Search companies</label><input id="copy-company" type="search">');
    document.getElementById('root')!.insertAdjacentHTML(
      'beforeend',
      '<label for="app-q">Keywords</label><input id="app-q" type="search"><label for="app-company">Search companies</label><input id="app-company" type="search">',
    );
    document.getElementById(FIRST_SCREEN_ID)!.insertAdjacentHTML('afterbegin', '<label for="q">Keywords</label>');
    const typed = vi.fn((event: Event) => (event.target as HTMLInputElement).value);
    document.getElementById('app-q')!.addEventListener('input', typed);
    (document.getElementById('q') as HTMLInputElement).value = 'nurse';
    handOverFirstScreen();
    expect(firstScreenShown()).toBe(false);
    expect((document.getElementById('app-q') as HTMLInputElement).value).toBe('nurse');
    expect(typed).toHaveReturnedWith('nurse');
    // A box the reader did not type in is left as the app drew it.
    expect((document.getElementById('app-company') as HTMLInputElement).value).toBe('');
  });

  it("puts the words typed in the copy's search box into the state of the app's box, drawn by React", () => {
    function Box() {
      const [words, setWords] = useState('');
      return createElement(
        'form',
        null,
        createElement('label', { htmlFor: 'app-q' }, 'Keywords'),
        createElement('input', { id: 'app-q', type: 'search', value: words, onChange: (event: ChangeEvent<HTMLInputElement>) => setWords(event.target.value) }),
        createElement('output', null, `Searching for: ${words}`),
      );
    }
    render(createElement(Box), { container: document.getElementById('root')! });
    document.getElementById(FIRST_SCREEN_ID)!.insertAdjacentHTML('afterbegin', '<label for="q">Keywords</label>');
    (document.getElementById('q') as HTMLInputElement).value = 'nurse';
    act(() => handOverFirstScreen());
    expect(screen.getByRole('status')).toHaveTextContent('Searching for: nurse');
    expect(screen.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('nurse');
  });

  it("opens in the app's page the questions the reader opened in the copy, and only those", () => {
    document.getElementById(FIRST_SCREEN_ID)!.insertAdjacentHTML(
      'beforeend',
      '<details id="is-it-free" open><summary>Free?</summary></details><details id="how-to-apply"><summary>How?</summary></details>',
    );
    document.getElementById('root')!.insertAdjacentHTML(
      'beforeend',
      '<details id="is-it-free"><summary>Free?</summary></details><details id="how-to-apply"><summary>How?</summary></details>',
    );
    handOverFirstScreen();
    const [free, how] = [...document.querySelectorAll<HTMLDetailsElement>('#root details')];
    expect(free!.open).toBe(true);
    expect(how!.open).toBe(false);
  });

  it('on a touch screen, where the focus moves after the finger is lifted, the copy also waits for the click', () => {
    vi.useFakeTimers();
    startFirstScreen();
    const input = document.getElementById('q') as HTMLInputElement;
    const search = document.querySelector<HTMLButtonElement>(`#${FIRST_SCREEN_ID} button[type="submit"]`)!;
    document.querySelector(`#${FIRST_SCREEN_ID} form`)!.addEventListener('submit', (event) => event.preventDefault());
    input.focus();
    handOverFirstScreen();
    search.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    search.dispatchEvent(new Event('pointerup', { bubbles: true }));
    input.blur();
    expect(firstScreenShown()).toBe(true);
    search.click();
    vi.advanceTimersByTime(0);
    expect(firstScreenShown()).toBe(false);
  });

  it('hands over a second after a press on the copy that ends in no click', () => {
    vi.useFakeTimers();
    startFirstScreen();
    const input = document.getElementById('q') as HTMLInputElement;
    input.focus();
    handOverFirstScreen();
    const form = document.querySelector(`#${FIRST_SCREEN_ID} form`)!;
    form.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    input.blur();
    form.dispatchEvent(new Event('pointerup', { bubbles: true }));
    vi.advanceTimersByTime(999);
    expect(firstScreenShown()).toBe(true);
    vi.advanceTimersByTime(2);
    expect(firstScreenShown()).toBe(false);
  });

  it("hands over at a tap on one of the copy's buttons and presses the app's own, once the app's frame is there", () => {
    const pressed = vi.fn();
    document.getElementById('app-menu')!.addEventListener('click', pressed);
    startFirstScreen();
    document.querySelector<HTMLButtonElement>(`#${FIRST_SCREEN_ID} button[aria-label="Open menu"]`)!.click();
    // The app's code is there but its frame is not drawn yet: the tap waits.
    expect(firstScreenShown()).toBe(true);
    expect(pressed).not.toHaveBeenCalled();
    renderHook(() => useAppFrameShown());
    expect(firstScreenShown()).toBe(false);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('waits for a button the app draws only with its data, the copy staying until then', async () => {
    startFirstScreen();
    renderHook(() => useAppFrameShown());
    document.getElementById(FIRST_SCREEN_ID)!.insertAdjacentHTML('beforeend', '<button type="button" aria-label="Save Nurse">♡</button>');
    document.querySelector<HTMLButtonElement>(`#${FIRST_SCREEN_ID} button[aria-label="Save Nurse"]`)!.click();
    expect(firstScreenShown()).toBe(true);
    const pressed = vi.fn();
    const save = document.createElement('button');
    save.type = 'button';
    save.setAttribute('aria-label', 'Save Nurse');
    save.addEventListener('click', pressed);
    document.getElementById('root')!.append(save);
    await vi.waitFor(() => expect(pressed).toHaveBeenCalledTimes(1));
    expect(firstScreenShown()).toBe(false);
  });

  it('keeps a tap made before the app\'s code ran (index.html) for the app', () => {
    const pressed = vi.fn();
    document.getElementById('app-menu')!.addEventListener('click', pressed);
    window.firstScreenTap = 'Open menu';
    renderHook(() => useAppFrameShown());
    startFirstScreen();
    expect(firstScreenShown()).toBe(false);
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('leaves a submit button to send its form without the app', () => {
    startFirstScreen();
    renderHook(() => useAppFrameShown());
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    document.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(firstScreenShown()).toBe(true);
  });

  it('goes after the time limit when no page says it is ready', () => {
    vi.useFakeTimers();
    startFirstScreen();
    vi.advanceTimersByTime(FIRST_SCREEN_LIMIT_MS - 1);
    expect(firstScreenShown()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(firstScreenShown()).toBe(false);
  });

  it('does nothing on a page the server wrote no first screen for', () => {
    document.body.innerHTML = '<div id="root"></div>';
    handOverFirstScreen();
    expect(firstScreenShown()).toBe(false);
    expect(document.getElementById('root')).not.toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import {
  FIRST_SCREEN_ID,
  FIRST_SCREEN_LIMIT_MS,
  firstScreenShown,
  handOverFirstScreen,
  resetFirstScreenForTests,
  startFirstScreenLimit,
  useFirstScreenReady,
} from './first-screen';

function serverScreen() {
  document.body.innerHTML = `<div id="${FIRST_SCREEN_ID}"><form action="/browse"><input id="q" name="search"></form></div><div id="root"></div>`;
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

  it('waits while the reader types in the server copy, then goes when they leave the field', () => {
    const input = document.getElementById('q') as HTMLInputElement;
    input.focus();
    handOverFirstScreen();
    expect(firstScreenShown()).toBe(true);
    input.blur();
    expect(firstScreenShown()).toBe(false);
  });

  it('goes after the time limit when no page says it is ready', () => {
    vi.useFakeTimers();
    startFirstScreenLimit();
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

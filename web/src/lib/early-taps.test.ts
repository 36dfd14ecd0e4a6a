import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KEPT_MS, keepEarlyTaps } from './early-taps';

/** A drawn page: a header outside the page's region, and the region with a button and a link. */
function drawnPage() {
  document.body.innerHTML = `
    <header><button id="menu">Menu</button></header>
    <main><button id="save">Save</button><a href="#job" id="link"><span>Job</span></a><input id="field" type="checkbox"></main>`;
  const get = (id: string) => document.getElementById(id)!;
  return { main: document.querySelector('main')!, menu: get('menu'), save: get('save'), link: get('link'), field: get('field') };
}

/** A whenReady whose ready() says the page has hydrated. */
function readiness() {
  let listener: (() => void) | null = null;
  return {
    whenReady: (l: () => void) => {
      listener = l;
      return () => (listener = null);
    },
    ready: () => listener?.(),
  };
}

describe('keepEarlyTaps', () => {
  let stopKeeping: () => void = () => undefined;
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    stopKeeping();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('keeps a tap on a button of the page until it has hydrated, then makes it once', () => {
    const page = drawnPage();
    const { whenReady, ready } = readiness();
    stopKeeping = keepEarlyTaps(page.main, whenReady);
    const taps = vi.fn();
    // The page's handler, as React's listener at the root would call it.
    document.body.addEventListener('click', (event) => taps((event.target as Element).id));

    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    page.save.dispatchEvent(first);
    page.save.click();
    expect(first.defaultPrevented).toBe(true);
    expect(taps).not.toHaveBeenCalled();
    // The reader sees that the tap was taken.
    expect(document.documentElement.dataset.tapKept).toBe('');

    ready();
    expect(document.documentElement.dataset.tapKept).toBeUndefined();
    expect(document.querySelector('[role="status"]')).toBeNull();
    vi.runAllTimers();
    expect(taps.mock.calls).toEqual([['save']]);
    // Once the page is in the app's hands, taps go straight through.
    page.save.click();
    expect(taps.mock.calls).toEqual([['save'], ['save']]);
  });

  it('says that the tap was taken, once, in a live region that is there before it speaks', () => {
    const page = drawnPage();
    const { whenReady, ready } = readiness();
    const said = vi.fn(() => 'පිටුව පූරණය වෙමින්...');
    stopKeeping = keepEarlyTaps(page.main, whenReady, said);
    const status = document.querySelector('[role="status"]')!;
    expect(status.textContent).toBe('');
    expect(status.className).toBe('sr-only');
    page.menu.click();
    expect(status.textContent).toBe('');
    page.save.click();
    page.save.click();
    expect(status.textContent).toBe('පිටුව පූරණය වෙමින්...');
    expect(said).toHaveBeenCalledTimes(1);
    ready();
    expect(status.isConnected).toBe(false);
  });

  it('lets the header, links and fields be', () => {
    const page = drawnPage();
    const { whenReady } = readiness();
    stopKeeping = keepEarlyTaps(page.main, whenReady);
    const taps = vi.fn();
    document.body.addEventListener('click', (event) => taps((event.target as Element).id));

    page.menu.click();
    page.link.querySelector('span')!.click();
    page.field.click();
    expect(taps.mock.calls).toEqual([['menu'], [''], ['field']]);
    expect(document.documentElement.dataset.tapKept).toBeUndefined();
  });

  it('drops a tap whose page came too late, or whose button is gone', () => {
    const late = drawnPage();
    const first = readiness();
    stopKeeping = keepEarlyTaps(late.main, first.whenReady);
    const taps = vi.fn();
    document.body.addEventListener('click', taps);
    late.save.click();
    vi.advanceTimersByTime(KEPT_MS + 1);
    first.ready();
    vi.runAllTimers();
    expect(taps).not.toHaveBeenCalled();

    const gone = drawnPage();
    const second = readiness();
    stopKeeping = keepEarlyTaps(gone.main, second.whenReady);
    gone.save.click();
    gone.save.remove();
    second.ready();
    vi.runAllTimers();
    expect(taps).not.toHaveBeenCalled();
  });
});

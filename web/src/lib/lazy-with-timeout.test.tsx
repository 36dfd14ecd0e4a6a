import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { whenPageReady } from '@/lib/page-ready';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadError,
  lazyWithTimeout,
  loadWithTimeout,
} from './lazy-with-timeout';

function Page() {
  return <p>The page</p>;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('loadWithTimeout', () => {
  it('uses a time-out of 120 seconds', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('resolves with the module when the chunk arrives in time', async () => {
    const module = { default: Page };
    await expect(loadWithTimeout(() => Promise.resolve(module), () => {})).resolves.toBe(module);
  });

  it('rejects with a ChunkLoadError once 120 seconds have passed, and not before', async () => {
    vi.useFakeTimers();
    const retry = vi.fn();
    const outcome = vi.fn();
    const loading = loadWithTimeout(() => new Promise<{ default: typeof Page }>(() => {}), retry);
    loading.then(
      () => outcome('resolved'),
      (error: unknown) => outcome(error),
    );

    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(outcome).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledTimes(1);
    const error = outcome.mock.calls[0]?.[0] as unknown;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).message).toBe('Loading the page timed out after 120 seconds');
    (error as ChunkLoadError).retry();
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('wraps a failed import in a ChunkLoadError that keeps the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const error = await loadWithTimeout(() => Promise.reject(cause), () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).cause).toBe(cause);
  });

  it('treats a factory that throws like a failed import', async () => {
    const error = await loadWithTimeout(
      () => {
        throw new Error('boom');
      },
      () => {},
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
  });
});

describe('lazyWithTimeout with the route error boundary', () => {
  function renderLazy(Component: ReturnType<typeof lazyWithTimeout>) {
    return render(
      <MemoryRouter>
        <RouteErrorBoundary resetKey="/">
          <Suspense fallback={<p>Loading content...</p>}>
            <Component />
          </Suspense>
        </RouteErrorBoundary>
      </MemoryRouter>,
      // The boundary shows these errors; React need not log them as well.
      { onCaughtError: () => {} },
    );
  }

  it('shows the fallback, then the page', async () => {
    const LazyPage = lazyWithTimeout(() => Promise.resolve({ default: Page }));
    renderLazy(LazyPage);
    expect(screen.getByText('Loading content...')).toBeInTheDocument();
    expect(await screen.findByText('The page')).toBeInTheDocument();
  });

  it('shows the load error after the time-out, and loads the page again on retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const factory = vi
      .fn<() => Promise<{ default: typeof Page }>>()
      .mockImplementationOnce(() => new Promise(() => {}))
      .mockImplementation(() => Promise.resolve({ default: Page }));
    const LazyPage = lazyWithTimeout(factory);
    renderLazy(LazyPage);
    expect(screen.getByText('Loading content...')).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS);
    });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page could not be loaded');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');

    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(factory).toHaveBeenCalledTimes(2);
  });

  it('shows the load error when the chunk cannot be fetched, and counts it as the page in place', async () => {
    const inPlace = vi.fn();
    whenPageReady(inPlace);
    const LazyPage = lazyWithTimeout(() => Promise.reject(new TypeError('Failed to fetch')));
    renderLazy(LazyPage);
    expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // What waits for the page (the stored session, the taps kept until it hydrates) goes on.
    expect(inPlace).toHaveBeenCalledTimes(1);
  });
});

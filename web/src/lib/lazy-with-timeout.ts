import { createElement, lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** SPEC section 9: a lazily loaded chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Raised when a page's code could not be fetched (network error, a deploy replaced the files,
 * or the time-out). `retry` forgets the failed attempt so the next render fetches again.
 */
export class ChunkLoadError extends Error {
  readonly retry: () => void;

  constructor(message: string, retry: () => void, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ChunkLoadError';
    this.retry = retry;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** Resolves with the factory's promise, or rejects once `timeoutMs` has passed. */
export function withTimeout<T>(promise: Promise<T>, timeoutMs: number, onTimeout: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(onTimeout()), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

type PageModule<T> = { default: T };

/**
 * Loads `factory()` (a dynamic import whose default export is a component) with a time-out and
 * wraps any failure in a ChunkLoadError.
 */
export function loadWithTimeout<T>(
  factory: () => Promise<PageModule<T>>,
  retry: () => void,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<PageModule<T>> {
  let attempt: Promise<PageModule<T>>;
  try {
    attempt = factory();
  } catch (error) {
    attempt = Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
  return withTimeout(
    attempt,
    timeoutMs,
    () => new ChunkLoadError(`Loading the page timed out after ${timeoutMs / 1000} seconds`, retry),
  ).catch((error: unknown) => {
    if (error instanceof ChunkLoadError) throw error;
    throw new ChunkLoadError('The page could not be loaded', retry, { cause: error });
  });
}

/**
 * React.lazy with a chunk load time-out and a way to try again.
 *
 * React.lazy remembers a rejected import for ever, so a page whose chunk failed once would fail
 * on every later render. The returned component renders the current lazy component; the error
 * it raises carries `retry()`, which swaps in a fresh lazy component so that an error boundary
 * can simply reset and render again.
 */
export function lazyWithTimeout<P extends object = object>(
  factory: () => Promise<PageModule<ComponentType<P>>>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): PreloadablePage<P> {
  let current: LazyExoticComponent<ComponentType<P>>;
  // Once the page's code is here, it is drawn at once, without suspending.
  let loaded: ComponentType<P> | null = null;
  const load = () =>
    loadWithTimeout(factory, retry, timeoutMs).then((module) => {
      loaded = module.default;
      return module;
    });

  const fresh = () => lazy(load);
  function retry(): void {
    current = fresh();
  }
  current = fresh();

  function LazyPage(props: P) {
    return createElement(loaded ?? current, props);
  }
  LazyPage.preload = () => (loaded ? Promise.resolve() : load().then(() => undefined));
  return LazyPage;
}

/**
 * A lazily loaded page that can be fetched ahead (`preload`): main.tsx fetches the code of a page
 * the server drew as the app starts, while the frame around it hydrates.
 */
export type PreloadablePage<P extends object = object> = ComponentType<P> & { preload: () => Promise<void> };

/**
 * lazyWithTimeout of a page whose code comes with something fetched beside it rather than after
 * it (its texts in the language shown): the page is drawn once both are here.
 */
export function lazyWithAlongside<P extends object = object>(
  factory: () => Promise<PageModule<ComponentType<P>>>,
  alongside: () => Promise<unknown>,
): PreloadablePage<P> {
  return lazyWithTimeout(() => Promise.all([factory(), alongside()]).then(([page]) => page));
}

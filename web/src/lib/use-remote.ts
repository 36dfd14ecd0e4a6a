import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiFailure, type ApiFailure } from '@/lib/api-error';
import { seedOf, seedUsed } from '@/lib/seeds';

export type RemoteState<T> =
  | { status: 'loading'; data: T | null }
  | { status: 'error'; data: T | null; failure: ApiFailure }
  | { status: 'ready'; data: T };

/**
 * Loads something for a screen and keeps it: loading (with what was shown before, if anything),
 * failed (with the server's message or the fallback) or ready. Loads again when `key` changes
 * and on retry(); an answer that arrives after a newer request started is dropped. With `seed`,
 * a page the server drew starts ready with the seed of that name (lib/seeds.ts) and loads nothing
 * on mounting.
 */
export function useRemote<T>(load: () => Promise<T>, key: string, fallback: string, options: { seed?: string } = {}) {
  // A page the server drew starts with what it drew this part with (lib/seeds.ts).
  const [state, setState] = useState<RemoteState<T>>(() => {
    const seeded = options.seed === undefined ? undefined : seedOf<T>(options.seed);
    return seeded === undefined ? { status: 'loading', data: null } : { status: 'ready', data: seeded };
  });
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  loader.current = load;
  const seed = useRef(options.seed);

  useEffect(() => {
    if (seed.current !== undefined && seedOf(seed.current) !== undefined) {
      seedUsed(seed.current);
      seed.current = undefined;
      return;
    }
    let current = true;
    setState((previous) => (previous.status === 'loading' ? previous : { status: 'loading', data: previous.data }));
    loader.current().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (current) setState((previous) => ({ status: 'error', data: previous.data, failure: toApiFailure(error, fallback) }));
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt, fallback]);

  const retry = useCallback(() => setAttempt((value) => value + 1), []);

  /** Changes what is shown without asking the server again (after a change the server confirmed). */
  const update = useCallback((change: (data: T) => T) => {
    setState((previous) => (previous.status === 'ready' ? { status: 'ready', data: change(previous.data) } : previous));
  }, []);

  return { state, retry, update };
}

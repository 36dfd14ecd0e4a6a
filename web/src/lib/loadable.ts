/**
 * Something a screen loads and shows: its data, how the last request went, and its error.
 * loadableCases wires a thunk's pending, fulfilled and rejected actions to one Loadable, so a
 * slice does not spell the three cases out again for each list it keeps.
 */
import type { ActionReducerMapBuilder, AsyncThunk } from '@reduxjs/toolkit';
import type { ApiFailure } from '@/lib/api-error';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export interface Loadable<T> {
  data: T;
  status: LoadStatus;
  /** The server's message, else the fallback; null unless the last request failed. */
  error: string | null;
}

/** A Loadable that was never asked for. */
export function idle<T>(data: T): Loadable<T> {
  return { data, status: 'idle', error: null };
}

/** Whether there is something to show: loaded before, even if a newer request is running or failed. */
export function hasLoaded(value: Loadable<unknown>): boolean {
  if (value.status === 'succeeded') return true;
  return Array.isArray(value.data) ? value.data.length > 0 : value.data !== null && value.data !== undefined;
}

type ThunkConfig = { rejectValue: ApiFailure };

/**
 * Keeps `pick(state, arg)` in step with `thunk`: loading while pending, the answer (through
 * `receive`, by default the payload itself) once fulfilled, the failure's message (else
 * `fallback`) once rejected. An aborted request leaves what was shown before.
 */
export function loadableCases<S, T, Returned, Arg>(
  builder: ActionReducerMapBuilder<S>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any thunk config that rejects with an ApiFailure
  thunk: AsyncThunk<Returned, Arg, ThunkConfig & Record<string, any>>,
  pick: (state: S, arg: Arg) => Loadable<T>,
  fallback: string,
  receive: (payload: Returned) => T = (payload) => payload as unknown as T,
): void {
  builder
    .addCase(thunk.pending, (state, action) => {
      const target = pick(state as S, action.meta.arg);
      target.status = 'loading';
      target.error = null;
    })
    .addCase(thunk.fulfilled, (state, action) => {
      const target = pick(state as S, action.meta.arg);
      target.data = receive(action.payload);
      target.status = 'succeeded';
      target.error = null;
    })
    .addCase(thunk.rejected, (state, action) => {
      const target = pick(state as S, action.meta.arg);
      if (action.meta.aborted) {
        target.status = hasLoaded(target) ? 'succeeded' : 'idle';
        return;
      }
      target.status = 'failed';
      target.error = action.payload?.message ?? fallback;
    });
}

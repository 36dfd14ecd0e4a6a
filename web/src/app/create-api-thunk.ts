/**
 * The one way a slice calls the server. An area binds the helper to its lazily fetched api.ts
 * once, then each thunk says only what it calls and SPEC section 8's fallback message:
 *
 *   const createJobsThunk = apiThunkCreator(() => import('@/features/jobs/api'));
 *   export const fetchJob = createJobsThunk('jobs/fetchJob', (api, id: number, { signal }) =>
 *     api.fetchJob(id, { signal }), 'Failed to fetch job');
 *
 * The api module (and the HTTP client behind it) is fetched on the first call, so it stays off the first
 * screen; whatever the call throws becomes an ApiFailure (the server's message, else the fallback).
 */
import { createAppAsyncThunk } from '@/app/hooks';
import type { AppDispatch, RootState } from '@/app/store';
import { toApiFailure } from '@/lib/api-error';
import { noteStoredCall, takeStoredCall } from '@/lib/seeds';
import { STORAGE_KEYS } from '@/lib/storage';

/** What a call may use besides its argument. */
export interface ApiThunkContext {
  getState: () => RootState;
  dispatch: AppDispatch;
  /** Aborted when the thunk's promise is aborted (a screen left, a newer request made). */
  signal: AbortSignal;
}

export function apiThunkCreator<Api>(loadApi: () => Promise<Api>) {
  return function createApiThunk<Returned, Arg = void>(
    type: string,
    call: (api: Api, arg: Arg, context: ApiThunkContext) => Promise<Returned>,
    fallbackMessage: string,
  ) {
    return createAppAsyncThunk<Returned, Arg>(
      type,
      async (arg, { getState, dispatch, signal, rejectWithValue }) => {
        try {
          const result = await call(await loadApi(), arg, { getState, dispatch, signal });
          if (import.meta.env.SSR) {
            const key = callKey(type, arg);
            if (key !== null) noteStoredCall(key);
          }
          return result;
        } catch (error) {
          return rejectWithValue(toApiFailure(error, fallbackMessage));
        }
      },
      {
        // A page the server drew is hydrated with the store the server's calls filled; the same
        // call made again as the page mounts would bring the same data and redraw the page (its
        // pending, then its answer) while the reader waits for it to respond. It is left out for
        // a visitor, whom the server drew the page for; a signed-in reader's call goes out, as
        // its answer may carry their own marks.
        condition: (arg) => {
          const key = callKey(type, arg);
          return key === null || signedIn() || !takeStoredCall(key);
        },
      },
    );
  };
}

/** A call's type and argument as one string, or null for an argument that is not plain data. */
function callKey(type: string, arg: unknown): string | null {
  try {
    return `${type} ${JSON.stringify(arg ?? null)}`;
  } catch {
    return null;
  }
}

/** Whether a token is stored: the reader's calls carry it (app/api-client.ts). */
function signedIn(): boolean {
  try {
    return Boolean(localStorage.getItem(STORAGE_KEYS.customerToken) || localStorage.getItem(STORAGE_KEYS.token));
  } catch {
    return true;
  }
}

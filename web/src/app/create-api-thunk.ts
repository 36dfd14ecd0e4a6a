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
    return createAppAsyncThunk<Returned, Arg>(type, async (arg, { getState, dispatch, signal, rejectWithValue }) => {
      try {
        return await call(await loadApi(), arg, { getState, dispatch, signal });
      } catch (error) {
        return rejectWithValue(toApiFailure(error, fallbackMessage));
      }
    });
  };
}

import { configureStore, createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '@/lib/api-error';
import { fallbackFailure } from '@/lib/api-error';
import { hasLoaded, idle, loadableCases, type Loadable } from '@/lib/loadable';

const load = createAsyncThunk<string[], { fail?: string; wait?: boolean }, { rejectValue: ApiFailure }>(
  'list/load',
  async ({ fail, wait }, { rejectWithValue, signal }) => {
    if (wait) {
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve()));
      return ['late'];
    }
    if (fail !== undefined) return rejectWithValue(fallbackFailure(fail));
    return ['a', 'b'];
  },
);

const slice = createSlice({
  name: 'list',
  initialState: { names: idle<string[]>([]) },
  reducers: {},
  extraReducers: (builder) => loadableCases(builder, load, (state) => state.names, 'Failed to load'),
});

const makeStore = () => configureStore({ reducer: { list: slice.reducer } });

describe('loadableCases', () => {
  it('goes from idle to loading to succeeded with the answer', async () => {
    const store = makeStore();
    expect(store.getState().list.names).toEqual({ data: [], status: 'idle', error: null });
    const pending = store.dispatch(load({}));
    expect(store.getState().list.names.status).toBe('loading');
    await pending;
    expect(store.getState().list.names).toEqual({ data: ['a', 'b'], status: 'succeeded', error: null });
  });

  it("keeps the failure's message and what was loaded before", async () => {
    const store = makeStore();
    await store.dispatch(load({}));
    await store.dispatch(load({ fail: 'Server says no' }));
    expect(store.getState().list.names).toEqual({ data: ['a', 'b'], status: 'failed', error: 'Server says no' });
  });

  it('goes back to idle when a first request is aborted', async () => {
    const store = makeStore();
    const request = store.dispatch(load({ wait: true }));
    request.abort();
    await request;
    expect(store.getState().list.names).toEqual({ data: [], status: 'idle', error: null });
  });
});

describe('hasLoaded', () => {
  it('tells whether there is something to show', () => {
    const value = (data: unknown, status: Loadable<unknown>['status']): Loadable<unknown> => ({ data, status, error: null });
    expect(hasLoaded(value([], 'succeeded'))).toBe(true);
    expect(hasLoaded(value(['x'], 'loading'))).toBe(true);
    expect(hasLoaded(value([], 'failed'))).toBe(false);
    expect(hasLoaded(value(null, 'idle'))).toBe(false);
    expect(hasLoaded(value({ total: 1 }, 'loading'))).toBe(true);
  });
});

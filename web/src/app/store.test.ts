import { describe, expect, it } from 'vitest';
import { PERSIST_KEY, PERSIST_TIMEOUT_MS, appSlices, makeStore, persistConfig, persistor, store } from '@/app/store';
import { resetStore } from '@/app/reset-store';
import { toastAdded } from '@/app/ui-slice';
import { initialUserState, searchRecorded } from '@/features/user/user-slice';

async function persistedSnapshot(): Promise<Record<string, unknown>> {
  await persistor.flush();
  const raw = localStorage.getItem(`persist:${PERSIST_KEY}`);
  if (!raw) throw new Error('Nothing was persisted.');
  return JSON.parse(raw) as Record<string, unknown>;
}

describe('the store (SPEC sections 3, 4 and 9)', () => {
  it('holds every slice of the app, each at its initial state', () => {
    const state = makeStore().getState() as unknown as Record<string, unknown>;
    // The blog's and the CV's reducers come with their screens; until then their places hold null.
    expect(Object.keys(state).sort()).toEqual([...appSlices.map((slice) => slice.reducerPath), 'user', 'blog', 'cv'].sort());
    for (const slice of appSlices) expect(state[slice.reducerPath]).toEqual(slice.getInitialState());
    expect(state.user).toEqual(initialUserState);
  });

  it('takes a preloaded state', () => {
    const made = makeStore({ ui: { ...makeStore().getState().ui, theme: 'dark' } });
    expect(made.getState().ui.theme).toBe('dark');
  });

  it('resets every slice on resetStore', () => {
    const made = makeStore();
    made.dispatch(searchRecorded('nurse'));
    made.dispatch(toastAdded({ message: 'hi' }));
    made.dispatch(resetStore());
    expect(made.getState()).toEqual(makeStore().getState());
  });

  it('persists auth and user only, with a 5000 ms time-out', async () => {
    expect(PERSIST_TIMEOUT_MS).toBe(5000);
    expect(persistConfig.timeout).toBe(5000);
    expect(persistConfig.whitelist).toEqual(['auth', 'user']);
    await new Promise<void>((resolve) => {
      if (persistor.getState().bootstrapped) resolve();
      const stop = persistor.subscribe(() => {
        if (persistor.getState().bootstrapped) {
          stop();
          resolve();
        }
      });
    });
    store.dispatch(searchRecorded('engineer'));
    store.dispatch(toastAdded({ message: 'not persisted' }));
    const snapshot = await persistedSnapshot();
    expect(Object.keys(snapshot).sort()).toEqual(['_persist', 'auth', 'user']);
    const user = JSON.parse(String(snapshot.user)) as { activity: { searchHistory: { term: string }[] } };
    expect(user.activity.searchHistory[0]?.term).toBe('engineer');
    store.dispatch(resetStore());
    await persistor.flush();
  });
});

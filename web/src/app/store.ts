/**
 * The Redux store: one slice per SPEC state, combined with combineSlices. Persistence
 * (redux-persist, time-out 5000 ms) covers the slices that say what they keep: auth and user
 * only; the ui slice is excluded (SPEC section 4).
 */
import { combineSlices, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  REGISTER,
  REHYDRATE,
  createTransform,
  persistReducer,
  persistStore,
} from 'redux-persist';
import storage from 'redux-persist/es/storage';
import { resetStore } from '@/app/reset-store';
import { serverRender } from '@/app/server-render';
import { authPersistence, authSlice } from '@/app/session/auth-slice';
import { uiSlice } from '@/app/ui-slice';
import { blogReducer } from '@/features/blog/blog-reducer';
import { loadReading } from '@/features/blog/reading-storage';
import { companiesSlice } from '@/features/companies/companies-slice';
import { cvReducer } from '@/features/cv/cv-reducer';
import { jobsSlice } from '@/features/jobs/jobs-slice';
import { userPersistence, userReducer } from '@/features/user/user-slice';
import type { SlicePersistence } from '@/lib/persistence';

export const PERSIST_KEY = 'jobportal';
export const PERSIST_TIMEOUT_MS = 5000;

/** The slices the store holds as they are: an area with state adds its slice here. */
export const appSlices = [authSlice, uiSlice, jobsSlice, companiesSlice] as const;

// The user, blog and CV states are held through reducers that take in what their screens bring
// when they load: the account's cases (user-slice.ts), the blog's and the CV's slices.
const slices = combineSlices(...appSlices, { user: userReducer, blog: blogReducer, cv: cvReducer });

/** The combined reducer, which resetStore (logout) returns to every slice's initial state. */
export function rootReducer(state: Parameters<typeof slices>[0], action: UnknownAction) {
  return slices(resetStore.match(action) ? undefined : state, action);
}

export type RootState = ReturnType<typeof rootReducer>;

/** The slices kept between visits, each with what it keeps: SPEC section 4 allows auth and user. */
const persisted: { [Key in keyof RootState]?: SlicePersistence<RootState[Key]> } = {
  auth: authPersistence,
  user: userPersistence,
};
const persistedKeys = Object.keys(persisted);

const keepWhatSlicesKeep = createTransform<unknown, unknown>(
  (inbound, key) => {
    const persistence = persisted[key as keyof RootState] as SlicePersistence<unknown> | undefined;
    return persistence ? persistence.keep(inbound) : inbound;
  },
  null,
  { whitelist: persistedKeys },
);

export const persistConfig = {
  key: PERSIST_KEY,
  version: 1,
  storage,
  whitelist: persistedKeys,
  timeout: PERSIST_TIMEOUT_MS,
  transforms: [keepWhatSlicesKeep],
};

// redux-persist adds its own `_persist` bookkeeping to the root state, which nothing else
// reads; the cast keeps RootState (and so every selector and preloadedState) free of it.
const persistedReducer = persistReducer<RootState>(persistConfig, rootReducer) as unknown as typeof rootReducer;

/**
 * Makes a store. The app uses the one below; tests make their own, with preloadedState, and
 * never touch the browser storage (persistStore is only called for the app's store).
 */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: persistedReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({
        serializableCheck: {
          // redux-persist's own actions, and a CV file on its way to the browser's download.
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER, 'jobs/downloadApplicationCv/fulfilled', 'pipeline/exportApplications/fulfilled'],
        },
      }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * The state a page the server drew starts from (app/server-render.ts): the server's, with what
 * this device keeps outside the persisted slices (the blog's reading history), which the server
 * cannot know; components read the server's state while hydrating, this one after.
 */
function startState(): Partial<RootState> | undefined {
  const rendered = serverRender()?.state as Partial<RootState> | undefined;
  if (!rendered) return undefined;
  return rendered.blog ? { ...rendered, blog: { ...rendered.blog, ...loadReading() } } : rendered;
}

export const store = makeStore(startState());
// The stored state of a page the server drew comes in once the page has hydrated (providers.tsx):
// until then the page is the server's.
// (redux-persist 6 takes manualPersist, which its types leave out.)
const persistOptions = serverRender() ? { manualPersist: true } : undefined;
export const persistor = persistStore(store, persistOptions as Parameters<typeof persistStore>[1]);

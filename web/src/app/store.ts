/**
 * The Redux store: one slice per SPEC state. Persistence (redux-persist, time-out 5000 ms)
 * covers auth and user only; the ui slice is excluded (SPEC section 4).
 */
import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
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
import { authReducer, type AuthState } from '@/app/session/auth-slice';
import { userReducer, type UserState } from '@/features/user/user-slice';
import { uiReducer } from '@/app/ui-slice';
import { jobsReducer } from '@/features/jobs/jobs-slice';

export const PERSIST_KEY = 'jobportal';
export const PERSIST_TIMEOUT_MS = 5000;

const slices = combineReducers({
  auth: authReducer,
  user: userReducer,
  ui: uiReducer,
  // Not persisted (SPEC section 4: auth and user only), favourites and recently viewed included.
  jobs: jobsReducer,
});

/** The combined reducer, which resetStore (logout) returns to every slice's initial state. */
export function rootReducer(state: Parameters<typeof slices>[0], action: UnknownAction) {
  return slices(resetStore.match(action) ? undefined : state, action);
}

export type RootState = ReturnType<typeof rootReducer>;

/** Requests in flight and their errors are not worth keeping across visits. */
const dropTransientFields = createTransform<AuthState | UserState, AuthState | UserState>(
  (inbound, key) => {
    if (key === 'auth') return { ...(inbound as AuthState), loading: false, error: null };
    if (key === 'user') {
      const user = inbound as UserState;
      return {
        ...user,
        pending: { profile: false, updateProfile: false, changePassword: false, avatar: false, preferences: false },
        error: null,
        successMessage: null,
      };
    }
    return inbound;
  },
  null,
  { whitelist: ['auth', 'user'] },
);

export const persistConfig = {
  key: PERSIST_KEY,
  version: 1,
  storage,
  whitelist: ['auth', 'user'],
  timeout: PERSIST_TIMEOUT_MS,
  transforms: [dropTransientFields],
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
          ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER, 'jobs/downloadApplicationCv/fulfilled'],
        },
      }),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

export const store = makeStore();
export const persistor = persistStore(store);

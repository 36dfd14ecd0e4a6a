/**
 * Auth state (SPEC section 3) and the session rules of section 4.
 *
 * The browser storage (src/lib/storage.ts) is where a session lives between visits; this slice
 * mirrors it for the screens. Every change to the stored session raises 'authStateChanged'.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiFailure } from '@/lib/api-error';
import { fallbackFailure } from '@/lib/api-error';
import { apiThunkCreator } from '@/app/create-api-thunk';
import { createAppAsyncThunk } from '@/app/hooks';
import { resetStore } from '@/app/reset-store';
import type { SlicePersistence } from '@/lib/persistence';
import {
  userTypeOf,
  type AdminCredentials,
  type AdminUser,
  type AuthUser,
  type CustomerCredentials,
  type CustomerUser,
  type LoginResult,
  type Registration,
  type RegistrationResult,
  type UserType,
} from '@/app/session/types';
import {
  STORAGE_KEYS,
  clearAdminSession,
  clearAllSessions,
  forgetReader,
  clearCustomerSession,
  notifyAuthStateChanged,
  readAdminSession,
  readCustomerSession,
  saveAdminSession,
  saveCustomerSession,
  type StoredSession,
} from '@/lib/storage';

/**
 * The auth calls, with the HTTP channels behind them, are fetched on the first call:
 * nothing on the first screen needs them (a session is restored from storage; a customer's is then
 * checked with the server beside the page, see checkRestoredSession).
 */
const authApi = () => import('@/app/session/api');
const createAuthThunk = apiThunkCreator(authApi);

export const LOGIN_FAILED = 'Login failed';
export const REGISTRATION_FAILED = 'Registration failed';
export const AUTHENTICATION_EXPIRED = 'Authentication expired';

export interface AuthState {
  isAuthenticated: boolean;
  user: AuthUser | null;
  token: string | null;
  userType: UserType | null;
  loading: boolean;
  error: string | null;
  loginAttempts: number;
  /** When the last successful sign-in happened (ISO 8601). */
  lastLoginTime: string | null;
}

export const initialAuthState: AuthState = {
  isAuthenticated: false,
  user: null,
  token: null,
  userType: null,
  loading: false,
  error: null,
  loginAttempts: 0,
  lastLoginTime: null,
};

export interface RestoredSession {
  token: string;
  user: AuthUser;
  userType: UserType;
}

/** The stored session to use: the customer one first (its token also wins on the general channel). */
export function storedSession(): RestoredSession | null {
  const found: StoredSession | null = readCustomerSession() ?? readAdminSession();
  if (!found) return null;
  const user = found.user as unknown as AuthUser;
  return { token: found.token, user, userType: userTypeOf(user) };
}

/**
 * A sign-in: the stored session follows the answer, and a failed attempt clears what was stored
 * (SPEC section 4). Either way 'authStateChanged' is raised.
 */
async function signIn<U extends AuthUser>(
  request: () => Promise<LoginResult<U>>,
  save: (token: string, user: U) => void,
  clear: () => void,
): Promise<LoginResult<U>> {
  try {
    const result = await request();
    save(result.token, result.user);
    return result;
  } catch (error) {
    clear();
    throw error;
  } finally {
    notifyAuthStateChanged();
  }
}

export const loginCustomer = createAuthThunk(
  'auth/loginCustomer',
  (api, credentials: CustomerCredentials): Promise<LoginResult<CustomerUser>> =>
    signIn(() => api.loginCustomerRequest(credentials), saveCustomerSession, clearCustomerSession),
  LOGIN_FAILED,
);

export const loginAdmin = createAuthThunk(
  'auth/loginAdmin',
  (api, credentials: AdminCredentials): Promise<LoginResult<AdminUser>> =>
    signIn(() => api.loginAdminRequest(credentials), saveAdminSession, clearAdminSession),
  LOGIN_FAILED,
);

/** Opens an account. Registration does not sign in: the person signs in afterwards. */
export const registerCustomer = createAuthThunk(
  'auth/registerCustomer',
  (api, registration: Registration): Promise<RegistrationResult> => api.registerCustomerRequest(registration),
  REGISTRATION_FAILED,
);

/**
 * Asks for a password reset link. The screen shows its own words when the server gives none, so
 * the fallback message is empty; the same goes for resetPassword.
 */
export const requestPasswordReset = createAuthThunk(
  'auth/requestPasswordReset',
  (api, email: string): Promise<string | undefined> => api.forgotPasswordRequest(email),
  '',
);

export const resetPassword = createAuthThunk(
  'auth/resetPassword',
  (api, { token, password }: { token: string; password: string }): Promise<string | undefined> =>
    api.resetPasswordRequest(token, password),
  '',
);

/**
 * On start: restores the session from the saved token and user. Fails with
 * 'Authentication expired' when they are missing, and clears what is left of them.
 */
export const restoreSession = createAppAsyncThunk<RestoredSession, void>(
  'auth/restoreSession',
  async (_, { rejectWithValue }) => {
    const customer = readCustomerSession();
    const admin = readAdminSession();
    // Halves of a session (a token without its user) are of no use to anyone.
    if (!customer) clearCustomerSession();
    if (!admin) clearAdminSession();
    const session = storedSession();
    if (!session) return rejectWithValue(fallbackFailure(AUTHENTICATION_EXPIRED));
    return session;
  },
);

/**
 * Asks the server whether a customer session restored on start is still alive (GET /auth/status):
 * one it no longer knows (expired, signed out elsewhere) is cleared quietly, and the reader stays
 * on the page as a visitor. Resolves with whether the session was kept. A failed check (no
 * network) keeps the session: the next call that needs it will tell.
 */
export const checkRestoredSession = createAuthThunk(
  'auth/checkRestoredSession',
  async (api): Promise<boolean> => {
    const token = localStorage.getItem(STORAGE_KEYS.customerToken);
    if (!token || !readCustomerSession()) return false;
    const status = await api.authStatusRequest();
    if (status.authenticated && status.userType === 'customer') return true;
    // Signed in again while the check was on its way: that newer session is not the one checked.
    if (localStorage.getItem(STORAGE_KEYS.customerToken) !== token) return true;
    clearCustomerSession();
    notifyAuthStateChanged();
    return false;
  },
  AUTHENTICATION_EXPIRED,
);

/** Rotates the admin token (POST /admin/refresh-token); the old one is revoked by the server. */
export const refreshAdminToken = createAuthThunk(
  'auth/refreshAdminToken',
  async (api): Promise<LoginResult<AdminUser>> => {
    const result = await api.refreshAdminTokenRequest();
    saveAdminSession(result.token, result.user);
    notifyAuthStateChanged();
    return result;
  },
  AUTHENTICATION_EXPIRED,
);

/**
 * Signs out: clears every stored token and user, resets the whole store and raises
 * 'authStateChanged' at once, then asks the server to revoke the sessions it held (fetching the
 * HTTP code first if no call was made yet). A failed revocation changes nothing for the visitor,
 * who is already signed out here.
 */
export const logout = createAppAsyncThunk<void, void>('auth/logout', async (_, { dispatch }) => {
  const customerToken = localStorage.getItem(STORAGE_KEYS.customerToken);
  const adminToken = localStorage.getItem(STORAGE_KEYS.token);
  clearAllSessions();
  forgetReader();
  dispatch(resetStore());
  notifyAuthStateChanged();
  if (!customerToken && !adminToken) return;
  try {
    const { logoutAdminRequest, logoutCustomerRequest } = await authApi();
    const revocations: Promise<void>[] = [];
    if (customerToken) revocations.push(logoutCustomerRequest(customerToken));
    if (adminToken) revocations.push(logoutAdminRequest(adminToken));
    await Promise.allSettled(revocations);
  } catch {
    // The code for the calls could not be fetched: the visitor is signed out all the same.
  }
});

function signedOut(state: AuthState): void {
  state.isAuthenticated = false;
  state.user = null;
  state.token = null;
  state.userType = null;
}

function signedIn(state: AuthState, session: RestoredSession): void {
  state.isAuthenticated = true;
  state.user = session.user;
  state.token = session.token;
  state.userType = session.userType;
}

function loginFailed(state: AuthState, payload: ApiFailure | undefined): void {
  signedOut(state);
  state.loading = false;
  state.error = payload?.message ?? LOGIN_FAILED;
  state.loginAttempts += 1;
}

function loginSucceeded(state: AuthState, result: LoginResult, userType: UserType): void {
  signedIn(state, { token: result.token, user: result.user, userType });
  state.loading = false;
  state.error = null;
  state.loginAttempts = 0;
  state.lastLoginTime = new Date().toISOString();
}

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    clearAuthError(state) {
      state.error = null;
    },
    /** The stored session changed outside this slice (another tab, a 401): follow it. */
    sessionSynced(state, action: PayloadAction<RestoredSession | null>) {
      if (action.payload) signedIn(state, action.payload);
      else signedOut(state);
    },
    /** A profile change: the signed-in user's fields were updated. */
    authUserUpdated(state, action: PayloadAction<AuthUser>) {
      if (state.isAuthenticated) state.user = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loginCustomer.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(loginCustomer.fulfilled, (state, action) => {
        loginSucceeded(state, action.payload, 'customer');
      })
      .addCase(loginCustomer.rejected, (state, action) => {
        loginFailed(state, action.payload);
      })
      .addCase(loginAdmin.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(loginAdmin.fulfilled, (state, action) => {
        loginSucceeded(state, action.payload, 'admin');
      })
      .addCase(loginAdmin.rejected, (state, action) => {
        loginFailed(state, action.payload);
      })
      .addCase(registerCustomer.pending, (state) => {
        state.loading = true;
        state.error = null;
      })
      .addCase(registerCustomer.fulfilled, (state) => {
        state.loading = false;
      })
      .addCase(registerCustomer.rejected, (state, action) => {
        state.loading = false;
        state.error = action.payload?.message ?? REGISTRATION_FAILED;
      })
      .addCase(restoreSession.pending, (state) => {
        state.loading = true;
      })
      .addCase(restoreSession.fulfilled, (state, action) => {
        signedIn(state, action.payload);
        state.loading = false;
        state.error = null;
      })
      .addCase(restoreSession.rejected, (state, action) => {
        signedOut(state);
        state.loading = false;
        state.error = action.payload?.message ?? AUTHENTICATION_EXPIRED;
      })
      .addCase(refreshAdminToken.fulfilled, (state, action) => {
        signedIn(state, { token: action.payload.token, user: action.payload.user, userType: 'admin' });
      })
      .addCase(refreshAdminToken.rejected, (state, action) => {
        state.error = action.payload?.message ?? AUTHENTICATION_EXPIRED;
      });
  },
});

export const { clearAuthError, sessionSynced, authUserUpdated } = authSlice.actions;
export const authReducer = authSlice.reducer;

/** Persisted (SPEC section 4): the session, without a request in flight or its error. */
export const authPersistence: SlicePersistence<AuthState> = {
  keep: (auth) => ({ ...auth, loading: false, error: null }),
};

/** Follows the stored session after 'storage' or 'authStateChanged' (mounted by the providers). */
export function syncSessionFromStorage() {
  return (dispatch: (action: PayloadAction<RestoredSession | null>) => unknown, getState: () => { auth: AuthState }) => {
    const session = storedSession();
    const { auth } = getState();
    const unchanged = session
      ? auth.isAuthenticated &&
        auth.token === session.token &&
        auth.userType === session.userType &&
        JSON.stringify(auth.user) === JSON.stringify(session.user)
      : !auth.isAuthenticated;
    if (!unchanged) dispatch(sessionSynced(session));
  };
}

type WithAuth = { auth: AuthState };
export const selectAuth = (state: WithAuth): AuthState => state.auth;
export const selectIsAuthenticated = (state: WithAuth): boolean => state.auth.isAuthenticated;
export const selectAuthUser = (state: WithAuth): AuthUser | null => state.auth.user;
export const selectAuthToken = (state: WithAuth): string | null => state.auth.token;
export const selectUserType = (state: WithAuth): UserType | null => state.auth.userType;
export const selectAuthLoading = (state: WithAuth): boolean => state.auth.loading;
export const selectAuthError = (state: WithAuth): string | null => state.auth.error;
export const selectLoginAttempts = (state: WithAuth): number => state.auth.loginAttempts;

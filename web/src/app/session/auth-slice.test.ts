import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { makeStore } from '@/app/store';
import {
  AUTHENTICATION_EXPIRED,
  LOGIN_FAILED,
  checkRestoredSession,
  REGISTRATION_FAILED,
  initialAuthState,
  loginAdmin,
  loginCustomer,
  logout,
  refreshAdminToken,
  registerCustomer,
  restoreSession,
  selectAuthUser,
  selectIsAuthenticated,
  selectLoginAttempts,
  selectUserType,
  syncSessionFromStorage,
} from '@/app/session/auth-slice';
import { modalOpened, toastAdded } from '@/app/ui-slice';
import { browserLocation } from '@/lib/browser-location';
import { makeAdmin, makeCustomer } from '@/testing/accounts';
import { deferred, mockApi, routes } from '@/testing/mock-api';

const customer = makeCustomer();

const admin = makeAdmin();

let assign: MockInstance<(url: string) => void>;

beforeEach(() => {
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/customer/login');
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('initial auth state (SPEC section 3)', () => {
  it('has every field of the auth state, signed out', () => {
    expect(makeStore().getState().auth).toEqual({
      isAuthenticated: false,
      user: null,
      token: null,
      userType: null,
      loading: false,
      error: null,
      loginAttempts: 0,
      lastLoginTime: null,
    });
  });
});

describe('loginCustomer', () => {
  it('on success stores customerToken and customerUser, raises authStateChanged and signs in', async () => {
    const { requests } = mockApi(routes({ 'POST /customers/login': { status: 200, data: { success: true, token: 'c-tok', user: customer } } }));
    const signal = vi.fn();
    window.addEventListener('authStateChanged', signal);
    const store = makeStore();
    await store.dispatch(loginCustomer({ email: 'nimal@example.lk', password: 'secret123' }));
    window.removeEventListener('authStateChanged', signal);

    expect(requests[0]?.data).toEqual({ email: 'nimal@example.lk', password: 'secret123' });
    expect(localStorage.getItem('customerToken')).toBe('c-tok');
    expect(JSON.parse(localStorage.getItem('customerUser') ?? 'null')).toEqual(customer);
    expect(signal).toHaveBeenCalled();
    const state = store.getState();
    expect(selectIsAuthenticated(state)).toBe(true);
    expect(selectAuthUser(state)).toEqual(customer);
    expect(selectUserType(state)).toBe('customer');
    expect(state.auth.token).toBe('c-tok');
    expect(state.auth.loading).toBe(false);
    expect(state.auth.lastLoginTime).not.toBeNull();
  });

  it('is loading while the request is in flight', async () => {
    const { promise: reply, resolve: answer } = deferred<{ status: number; data: unknown }>();
    mockApi(() => reply);
    const store = makeStore();
    const pending = store.dispatch(loginCustomer({ email: 'a@b.lk', password: 'x' }));
    expect(store.getState().auth.loading).toBe(true);
    answer({ status: 200, data: { token: 't', user: customer } });
    await pending;
    expect(store.getState().auth.loading).toBe(false);
  });

  it("on failure clears the stored session, adds 1 to loginAttempts and keeps the server's message", async () => {
    localStorage.setItem('customerToken', 'old');
    localStorage.setItem('customerUser', JSON.stringify(customer));
    mockApi(() => ({ status: 401, data: { success: false, message: 'Invalid email or password.' } }));
    const store = makeStore({ auth: { ...initialAuthState, loginAttempts: 2 } });
    const result = await store.dispatch(loginCustomer({ email: 'nimal@example.lk', password: 'wrong' }));

    expect(loginCustomer.rejected.match(result)).toBe(true);
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(localStorage.getItem('customerUser')).toBeNull();
    const { auth } = store.getState();
    expect(auth.loginAttempts).toBe(3);
    expect(auth.error).toBe('Invalid email or password.');
    expect(auth.isAuthenticated).toBe(false);
    expect(auth.user).toBeNull();
    expect(auth.token).toBeNull();
  });

  it("falls back to 'Login failed' when the server gives no message", async () => {
    mockApi(() => ({ status: 500, data: '' }));
    const store = makeStore();
    await store.dispatch(loginCustomer({ email: 'a@b.lk', password: 'x' }));
    expect(store.getState().auth.error).toBe(LOGIN_FAILED);
    expect(selectLoginAttempts(store.getState())).toBe(1);
  });

  it("treats an answer without token as 'Login failed'", async () => {
    mockApi(() => ({ status: 200, data: { success: true } }));
    const store = makeStore();
    await store.dispatch(loginCustomer({ email: 'a@b.lk', password: 'x' }));
    expect(store.getState().auth.error).toBe('Login failed');
    expect(localStorage.getItem('customerToken')).toBeNull();
  });

  it('resets loginAttempts after a successful login', async () => {
    mockApi(() => ({ status: 200, data: { token: 't', user: customer } }));
    const store = makeStore({ auth: { ...initialAuthState, loginAttempts: 4 } });
    await store.dispatch(loginCustomer({ email: 'a@b.lk', password: 'x' }));
    expect(store.getState().auth.loginAttempts).toBe(0);
  });
});

describe('loginAdmin', () => {
  it("uses username and password, stores 'token' and 'user' and signs in as admin", async () => {
    vi.spyOn(browserLocation, 'pathname').mockReturnValue('/jp-admin');
    const { requests } = mockApi(routes({ 'POST /admin-users/login': { status: 200, data: { success: true, token: 'a-tok', user: admin } } }));
    const store = makeStore();
    await store.dispatch(loginAdmin({ username: 'root', password: 'secret123' }));
    expect(requests[0]?.data).toEqual({ username: 'root', password: 'secret123' });
    expect(localStorage.getItem('token')).toBe('a-tok');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(admin);
    expect(selectUserType(store.getState())).toBe('admin');
  });

  it('on failure clears the admin session and counts the attempt', async () => {
    vi.spyOn(browserLocation, 'pathname').mockReturnValue('/jp-admin');
    localStorage.setItem('token', 'old');
    localStorage.setItem('user', JSON.stringify(admin));
    mockApi(() => ({ status: 401, data: { success: false, message: 'Invalid username or password.' } }));
    const store = makeStore();
    await store.dispatch(loginAdmin({ username: 'root', password: 'bad' }));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(store.getState().auth).toMatchObject({ loginAttempts: 1, error: 'Invalid username or password.', isAuthenticated: false });
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('registerCustomer', () => {
  it('posts to the endpoint of the account type and does not sign in', async () => {
    const { requests } = mockApi(
      routes({
        'POST /customers/register/company': {
          status: 201,
          data: { success: true, data: { ...customer, type: 'company' }, message: 'Registration successful. Please sign in.' },
        },
      }),
    );
    const store = makeStore();
    const result = await store.dispatch(
      registerCustomer({ type: 'company', name: 'Acme Lanka', contactPerson: 'Nimal', email: 'hr@acme.lk', password: 'secret123' }),
    );
    expect(registerCustomer.fulfilled.match(result)).toBe(true);
    expect(result.payload).toMatchObject({ message: 'Registration successful. Please sign in.' });
    expect(requests[0]?.data).toEqual({ name: 'Acme Lanka', contactPerson: 'Nimal', email: 'hr@acme.lk', password: 'secret123' });
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(localStorage.getItem('customerToken')).toBeNull();
  });

  it("keeps the server's message and field errors on failure", async () => {
    mockApi(() => ({ status: 409, data: { success: false, message: 'An account with this email already exists.' } }));
    const store = makeStore();
    const result = await store.dispatch(registerCustomer({ type: 'individual', name: 'N', email: 'n@x.lk', password: 'secret123' }));
    expect(result.payload).toMatchObject({ message: 'An account with this email already exists.', status: 409 });
    expect(store.getState().auth.error).toBe('An account with this email already exists.');
  });

  it("falls back to 'Registration failed'", async () => {
    mockApi(() => ({ status: 502, data: null }));
    const store = makeStore();
    await store.dispatch(registerCustomer({ type: 'individual', name: 'N', email: 'n@x.lk', password: 'secret123' }));
    expect(store.getState().auth.error).toBe(REGISTRATION_FAILED);
    expect(store.getState().auth.loginAttempts).toBe(0);
  });
});

describe('checkRestoredSession (GET /auth/status on start)', () => {
  function storeCustomer() {
    localStorage.setItem('customerToken', 'c-tok');
    localStorage.setItem('customerUser', JSON.stringify(customer));
  }

  it('keeps a session the server still knows', async () => {
    storeCustomer();
    const { requests } = mockApi(
      routes({ 'GET /auth/status': { status: 200, data: { success: true, data: { authenticated: true, userType: 'customer', user: customer } } } }),
    );
    const store = makeStore();
    await store.dispatch(restoreSession());
    const result = await store.dispatch(checkRestoredSession());
    expect(result.payload).toBe(true);
    expect(requests.map((request) => request.headers.get('x-auth-token'))).toEqual(['c-tok']);
    expect(localStorage.getItem('customerToken')).toBe('c-tok');
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, userType: 'customer' });
  });

  it('clears a dead session quietly: signed out, no redirect, no toast', async () => {
    storeCustomer();
    mockApi(routes({ 'GET /auth/status': { status: 200, data: { success: true, data: { authenticated: false, userType: null, user: null } } } }));
    const store = makeStore();
    await store.dispatch(restoreSession());
    const result = await store.dispatch(checkRestoredSession());
    expect(result.payload).toBe(false);
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(localStorage.getItem('customerUser')).toBeNull();
    store.dispatch(syncSessionFromStorage());
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, token: null });
    expect(store.getState().ui.toasts).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps the session when the check cannot reach the server', async () => {
    vi.useFakeTimers();
    storeCustomer();
    mockApi(() => 'network');
    const store = makeStore();
    const pending = store.dispatch(checkRestoredSession());
    await vi.runAllTimersAsync();
    const result = await pending;
    vi.useRealTimers();
    expect(checkRestoredSession.rejected.match(result)).toBe(true);
    expect(localStorage.getItem('customerToken')).toBe('c-tok');
  });

  it('asks nothing when no customer session is stored', async () => {
    const { requests } = mockApi(routes({}));
    const store = makeStore();
    const result = await store.dispatch(checkRestoredSession());
    expect(result.payload).toBe(false);
    expect(requests).toEqual([]);
  });
});

describe('restoreSession (SPEC section 4, on start)', () => {
  it('restores a customer from the saved token and user', async () => {
    localStorage.setItem('customerToken', 'c-tok');
    localStorage.setItem('customerUser', JSON.stringify(customer));
    const store = makeStore();
    await store.dispatch(restoreSession());
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, token: 'c-tok', userType: 'customer', user: customer });
  });

  it('restores the user type admin when the user has a role', async () => {
    localStorage.setItem('token', 'a-tok');
    localStorage.setItem('user', JSON.stringify(admin));
    const store = makeStore();
    await store.dispatch(restoreSession());
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, token: 'a-tok', userType: 'admin' });
  });

  it("fails with 'Authentication expired' and clears the stored session when the user is missing", async () => {
    localStorage.setItem('customerToken', 'c-tok');
    localStorage.setItem('token', 'a-tok');
    const store = makeStore();
    const result = await store.dispatch(restoreSession());
    expect(restoreSession.rejected.match(result)).toBe(true);
    expect(result.payload).toMatchObject({ message: AUTHENTICATION_EXPIRED });
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, error: 'Authentication expired' });
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it("fails with 'Authentication expired' when nothing is stored", async () => {
    const store = makeStore({ auth: { ...initialAuthState, isAuthenticated: true, token: 'stale', userType: 'customer' } });
    await store.dispatch(restoreSession());
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, token: null, userType: null, error: AUTHENTICATION_EXPIRED });
  });

  it('removes invalid stored user data, logs it and stays signed out', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('customerToken', 'c-tok');
    localStorage.setItem('customerUser', 'not json');
    const store = makeStore();
    await store.dispatch(restoreSession());
    expect(log).toHaveBeenCalled();
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });
});

describe('logout', () => {
  function signedInStore() {
    localStorage.setItem('customerToken', 'c-tok');
    localStorage.setItem('customerUser', JSON.stringify(customer));
    localStorage.setItem('token', 'a-tok');
    localStorage.setItem('user', JSON.stringify(admin));
    const store = makeStore();
    return store;
  }

  it('clears every stored token and user, resets the whole store and raises authStateChanged', async () => {
    const { requests } = mockApi(() => ({ status: 200, data: { success: true } }));
    const store = signedInStore();
    await store.dispatch(restoreSession());
    store.dispatch(toastAdded({ message: 'Hello' }));
    store.dispatch(modalOpened({ name: 'applyNow' }));
    const signal = vi.fn();
    window.addEventListener('authStateChanged', signal);
    await store.dispatch(logout());
    window.removeEventListener('authStateChanged', signal);

    for (const key of ['customerToken', 'customerUser', 'token', 'user']) expect(localStorage.getItem(key)).toBeNull();
    const fresh = makeStore().getState();
    expect(store.getState()).toEqual(fresh);
    expect(signal).toHaveBeenCalled();
    expect(requests.map((request) => `${request.method} ${request.url} ${request.headers.get('x-auth-token')}`)).toEqual([
      'POST /customers/logout c-tok',
      'POST /admin/logout a-tok',
    ]);
  });

  it('clears the session at once, before the code for the server calls has even arrived', async () => {
    const { requests } = mockApi(() => ({ status: 200, data: { success: true } }));
    const store = signedInStore();
    await store.dispatch(restoreSession());
    const pending = store.dispatch(logout());

    for (const key of ['customerToken', 'customerUser', 'token', 'user']) expect(localStorage.getItem(key)).toBeNull();
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(requests).toHaveLength(0);
    await pending;
    expect(requests.map((request) => request.url)).toEqual(['/customers/logout', '/admin/logout']);
  });

  it('signs out even when the server cannot be told', async () => {
    vi.spyOn(browserLocation, 'pathname').mockReturnValue('/customer/dashboard');
    mockApi(() => ({ status: 401, data: {} }));
    const store = signedInStore();
    await store.dispatch(restoreSession());
    await store.dispatch(logout());
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('makes no call when nobody is signed in', async () => {
    const { requests } = mockApi(() => ({ status: 200, data: {} }));
    await makeStore().dispatch(logout());
    expect(requests).toHaveLength(0);
  });
});

describe('refreshAdminToken', () => {
  it('stores the rotated token', async () => {
    localStorage.setItem('token', 'old');
    localStorage.setItem('user', JSON.stringify(admin));
    const { requests } = mockApi(routes({ 'POST /admin/refresh-token': { status: 200, data: { success: true, token: 'new', user: admin } } }));
    const store = makeStore();
    await store.dispatch(refreshAdminToken());
    expect(requests[0]?.headers.get('x-auth-token')).toBe('old');
    expect(localStorage.getItem('token')).toBe('new');
    expect(store.getState().auth).toMatchObject({ token: 'new', userType: 'admin', isAuthenticated: true });
  });
});

describe('syncSessionFromStorage', () => {
  it('follows the stored session when it appears, changes or goes', () => {
    const store = makeStore();
    localStorage.setItem('customerToken', 'c-tok');
    localStorage.setItem('customerUser', JSON.stringify(customer));
    store.dispatch(syncSessionFromStorage());
    expect(store.getState().auth).toMatchObject({ isAuthenticated: true, token: 'c-tok', userType: 'customer' });

    localStorage.setItem('customerUser', JSON.stringify({ ...customer, name: 'Nimal P.' }));
    store.dispatch(syncSessionFromStorage());
    expect(store.getState().auth.user).toMatchObject({ name: 'Nimal P.' });

    localStorage.clear();
    store.dispatch(syncSessionFromStorage());
    expect(store.getState().auth).toMatchObject({ isAuthenticated: false, token: null, user: null });
  });
});

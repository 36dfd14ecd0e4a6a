import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi, type MockInstance } from 'vitest';
import {
  API_BASE_URL,
  IDEMPOTENCY_HEADER,
  MAX_NETWORK_RETRIES,
  REQUEST_TIMEOUT_MS,
  RETRY_DELAY_MS,
  adminApi,
  api,
  isNetworkFailure,
} from '@/app/api-client';
import { HttpError, type RequestConfig } from '@/lib/http';
import { browserLocation } from '@/lib/browser-location';
import { mockApi } from '@/testing/mock-api';
import { failureOf } from '@/testing/http-failure';

let assign: MockInstance<(url: string) => void>;

function onPage(pathname: string) {
  vi.spyOn(browserLocation, 'pathname').mockReturnValue(pathname);
}

function signInCustomer() {
  localStorage.setItem('customerToken', 'customer-token');
  localStorage.setItem('customerUser', JSON.stringify({ name: 'Nimal' }));
}

function signInAdmin() {
  localStorage.setItem('token', 'admin-token');
  localStorage.setItem('user', JSON.stringify({ username: 'root', role: 'admin' }));
}

beforeEach(() => {
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  onPage('/');
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/**
 * Makes every request of both channels fail with the error that fail builds, as the browser's
 * request would, and records the configs sent, until the end of the test.
 */
function failEveryRequest(fail: (config: RequestConfig) => Error): RequestConfig[] {
  const sent: RequestConfig[] = [];
  for (const channel of [api, adminApi]) {
    const previous = channel.send;
    channel.send = (config) => {
      sent.push(config);
      return Promise.reject(fail(config));
    };
    onTestFinished(() => {
      channel.send = previous;
    });
  }
  return sent;
}

describe('channel settings (SPEC sections 7 and 9)', () => {
  it("share the base path '/api', a 30000 ms time-out and JSON", () => {
    for (const channel of [api, adminApi]) {
      expect(channel.defaults.baseURL).toBe(API_BASE_URL);
      expect(API_BASE_URL).toBe('/api');
      expect(channel.defaults.timeout).toBe(REQUEST_TIMEOUT_MS);
      expect(REQUEST_TIMEOUT_MS).toBe(30000);
      expect(channel.defaults.headers['Content-Type']).toBe('application/json');
    }
  });
});

describe('x-auth-token (SPEC section 6)', () => {
  it('the general channel sends the customer token when both tokens are stored', async () => {
    signInCustomer();
    signInAdmin();
    const { requests } = mockApi(() => ({ status: 200, data: { success: true } }));
    await api.get('/jobs');
    expect(requests[0]?.headers.get('x-auth-token')).toBe('customer-token');
  });

  it('the general channel sends the general token when no customer token is stored', async () => {
    signInAdmin();
    const { requests } = mockApi(() => ({ status: 200, data: {} }));
    await api.get('/jobs');
    expect(requests[0]?.headers.get('x-auth-token')).toBe('admin-token');
  });

  it('the admin channel always sends the general token, even when a customer is signed in', async () => {
    signInCustomer();
    signInAdmin();
    const { requests } = mockApi(() => ({ status: 200, data: {} }));
    await adminApi.get('/admin-users/me');
    expect(requests[0]?.headers.get('x-auth-token')).toBe('admin-token');
  });

  it('sends no token header when nothing is stored', async () => {
    const { requests } = mockApi(() => ({ status: 200, data: {} }));
    await api.get('/jobs');
    await adminApi.get('/admin-users/me');
    expect(requests.map((request) => request.headers.has('x-auth-token'))).toEqual([false, false]);
  });

  it('reads the token at the time of each request', async () => {
    const { requests } = mockApi(() => ({ status: 200, data: {} }));
    await api.get('/jobs');
    signInCustomer();
    await api.get('/jobs');
    expect(requests[1]?.headers.get('x-auth-token')).toBe('customer-token');
  });

  it('keeps a token header the caller set itself', async () => {
    signInCustomer();
    const { requests } = mockApi(() => ({ status: 200, data: {} }));
    await api.post('/customers/logout', null, { headers: { 'x-auth-token': 'explicit' } });
    expect(requests[0]?.headers.get('x-auth-token')).toBe('explicit');
  });
});

describe('retries on network failure (SPEC section 7)', () => {
  it('sends again up to 3 times, 1000 ms before each attempt, then gives the error to the caller', async () => {
    vi.useFakeTimers();
    const { requests } = mockApi(() => 'network');
    const outcome = failureOf(api.get('/jobs'));

    await vi.advanceTimersByTimeAsync(0);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(requests).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(requests).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    expect(requests).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 5);
    expect(requests).toHaveLength(1 + MAX_NETWORK_RETRIES);

    const error = await outcome;
    expect(error.code).toBe('ERR_NETWORK');
    expect(error.response).toBeUndefined();
  });

  it('succeeds when a retry gets an answer', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const { requests } = mockApi(() => {
      calls += 1;
      return calls < 3 ? 'network' : { status: 200, data: { success: true, data: [1, 2] } };
    });
    const pending = api.get('/jobs');
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 2);
    const response = await pending;
    expect(response.data).toEqual({ success: true, data: [1, 2] });
    expect(requests).toHaveLength(3);
  });

  it('retries on the admin channel too', async () => {
    vi.useFakeTimers();
    signInAdmin();
    const { requests } = mockApi(() => 'network');
    const outcome = failureOf(adminApi.get('/admin-users/me'));
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 3);
    await outcome;
    expect(requests).toHaveLength(4);
    expect(requests.every((request) => request.headers.get('x-auth-token') === 'admin-token')).toBe(true);
  });

  it.each([400, 404, 409, 422, 429, 500, 503])('does not retry an answer with status %i', async (status) => {
    vi.useFakeTimers();
    const { requests } = mockApi(() => ({ status, data: { success: false, message: 'No.' } }));
    const outcome = failureOf(api.get('/jobs'));
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 5);
    const error = await outcome;
    expect(error.response?.status).toBe(status);
    expect(requests).toHaveLength(1);
  });

  it.each([
    ['a time-out', 'timeout of 30000ms exceeded'],
    ['a request the browser dropped', 'Request aborted'],
  ])('retries %s like any other failure with no response', async (_, message) => {
    vi.useFakeTimers();
    const sent = failEveryRequest((config) => new HttpError(message, 'ECONNABORTED', config, true));
    const outcome = failureOf(api.get('/jobs'));
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS - 1);
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 5);
    const error = await outcome;
    expect(sent).toHaveLength(1 + MAX_NETWORK_RETRIES);
    expect(error.code).toBe('ECONNABORTED');
    expect(error.response).toBeUndefined();
  });

  it('does not retry a request the app cancelled', async () => {
    vi.useFakeTimers();
    const sent = failEveryRequest((config) => new HttpError('canceled', 'ERR_CANCELED', config, true));
    const outcome = failureOf(api.get('/jobs'));
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS * 5);
    expect((await outcome).code).toBe('ERR_CANCELED');
    expect(sent).toHaveLength(1);
  });

  it('sends a write again with the key it first had, and each write with a key of its own', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const { requests } = mockApi(() => {
      calls += 1;
      return calls === 1 || calls === 3 ? 'network' : { status: 201, data: { success: true } };
    });
    const first = api.post('/jobs', { title: 'Accountant' });
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await first;
    const second = api.put('/jobs/7', { title: 'Senior Accountant' });
    await vi.advanceTimersByTimeAsync(RETRY_DELAY_MS);
    await second;
    await api.delete('/jobs/7');
    await api.get('/jobs');
    const keys = requests.map((request) => request.headers.get(IDEMPOTENCY_HEADER));
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[3]).toBe(keys[2]);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[4]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set([keys[0], keys[2], keys[4]]).size).toBe(3);
    expect(keys[5]).toBeNull();
  });

  it('keeps a key the caller gave', async () => {
    const { requests } = mockApi(() => ({ status: 200, data: { success: true } }));
    await api.post('/applications/3/messages', { body: 'Hello' }, { headers: { 'idempotency-key': 'mine' } });
    expect(requests[0]?.headers.get(IDEMPOTENCY_HEADER)).toBe('mine');
  });

  it('counts only a request that left and got no answer as a network failure', () => {
    const config: RequestConfig = {};
    const answer = { status: 503, data: {}, headers: {}, config };
    expect(isNetworkFailure(new HttpError('Network Error', 'ERR_NETWORK', config, true))).toBe(true);
    expect(isNetworkFailure(new HttpError('timeout of 30000ms exceeded', 'ECONNABORTED', config, true))).toBe(true);
    expect(isNetworkFailure(new HttpError('Request failed with status code 503', 'ERR_BAD_RESPONSE', config, true, answer))).toBe(false);
    expect(isNetworkFailure(new HttpError('Invalid URL', 'ERR_BAD_OPTION', config, false))).toBe(false);
    expect(isNetworkFailure(new HttpError('canceled', 'ERR_CANCELED', config, false))).toBe(false);
    expect(isNetworkFailure(new HttpError('canceled', 'ERR_CANCELED', config, true))).toBe(false);
    expect(isNetworkFailure(new Error('plain'))).toBe(false);
  });
});

describe('401 and 403 on the general channel (SPEC section 4)', () => {
  it.each([401, 403])(
    'on a customer path, %i removes customerToken and customerUser and goes to /customer/login',
    async (status) => {
      signInCustomer();
      signInAdmin();
      onPage('/customer/dashboard');
      mockApi(() => ({ status, data: { success: false, message: 'Please sign in.' } }));
      const error = await failureOf(api.get('/customers/profile'));
      expect(error.response?.status).toBe(status);
      expect(localStorage.getItem('customerToken')).toBeNull();
      expect(localStorage.getItem('customerUser')).toBeNull();
      expect(localStorage.getItem('token')).toBe('admin-token');
      expect(assign).toHaveBeenCalledWith('/customer/login');
    },
  );

  it.each(['/customer/login', '/customer/register'])('does not leave %s', async (page) => {
    onPage(page);
    mockApi(() => ({ status: 401, data: { success: false, message: 'Invalid email or password.' } }));
    const error = await failureOf(api.post('/customers/login', { email: 'a@b.lk', password: 'x' }));
    expect(error.response?.data).toEqual({ success: false, message: 'Invalid email or password.' });
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps a reader whose customer session ended on a public page: session cleared, no redirect, a toast signal', async () => {
    signInCustomer();
    onPage('/browse');
    const expired = vi.fn();
    window.addEventListener('customerSessionExpired', expired);
    onTestFinished(() => window.removeEventListener('customerSessionExpired', expired));
    mockApi(() => ({ status: 401, data: {} }));
    await failureOf(api.get('/user/favorites'));
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(localStorage.getItem('customerUser')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
    expect(expired).toHaveBeenCalledTimes(1);
  });

  it('tells the reader once when several calls in flight are refused together', async () => {
    signInCustomer();
    onPage('/browse');
    const expired = vi.fn();
    window.addEventListener('customerSessionExpired', expired);
    onTestFinished(() => window.removeEventListener('customerSessionExpired', expired));
    mockApi(() => ({ status: 401, data: {} }));
    await Promise.all([failureOf(api.get('/user/favorites')), failureOf(api.get('/user/applications')), failureOf(api.get('/user/alerts'))]);
    expect(expired).toHaveBeenCalledTimes(1);
    expect(assign).not.toHaveBeenCalled();
  });

  it('judges a customer path by the page, not by the endpoint called', async () => {
    signInCustomer();
    onPage('/job/4');
    mockApi(() => ({ status: 403, data: {} }));
    await failureOf(api.get('/customers/profile'));
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('on a /dashboard path, a refused customer token is cleared and the admin token, not sent, stays', async () => {
    signInCustomer();
    signInAdmin();
    onPage('/dashboard');
    mockApi(() => ({ status: 403, data: {} }));
    await failureOf(api.get('/jobs/customer/my-jobs'));
    expect(localStorage.getItem('customerToken')).toBeNull();
    expect(localStorage.getItem('token')).toBe('admin-token');
    expect(assign).not.toHaveBeenCalled();
  });

  it.each([401, 403])("elsewhere, %i removes 'token' and goes to /jp-admin", async (status) => {
    signInAdmin();
    onPage('/browse');
    mockApi(() => ({ status, data: {} }));
    await failureOf(api.get('/jobs/admin/pending'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).not.toBeNull();
    expect(assign).toHaveBeenCalledWith('/jp-admin');
  });

  it.each(['/jp-admin', '/dashboard', '/admin/dashboard/jobs'])('elsewhere, stays on %s', async (page) => {
    signInAdmin();
    onPage(page);
    mockApi(() => ({ status: 401, data: {} }));
    await failureOf(api.get('/jobs/admin/pending'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('follows the elsewhere rule for a request sent with no token: to /jp-admin, the error passed on', async () => {
    onPage('/browse');
    mockApi(() => ({ status: 401, data: { success: false, message: 'Please sign in.' } }));
    const error = await failureOf(api.post('/jobs/3/apply', {}));
    expect(error.response?.status).toBe(401);
    expect(assign).toHaveBeenCalledWith('/jp-admin');
  });

  it.each(['/jp-admin', '/dashboard'])('a request sent with no token stays on %s', async (page) => {
    onPage(page);
    mockApi(() => ({ status: 401, data: {} }));
    await failureOf(api.get('/jobs/admin/pending'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('leaves the session alone for a request marked skipAuthRedirect', async () => {
    signInCustomer();
    onPage('/customer/dashboard');
    mockApi(() => ({ status: 401, data: {} }));
    await failureOf(api.post('/customers/logout', null, { skipAuthRedirect: true }));
    expect(localStorage.getItem('customerToken')).toBe('customer-token');
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('401 and 403 on the admin channel (SPEC section 4)', () => {
  it.each([401, 403])("%i removes 'token' and 'user' and goes to /jp-admin", async (status) => {
    signInAdmin();
    signInCustomer();
    onPage('/dashboard');
    mockApi(() => ({ status, data: {} }));
    await failureOf(adminApi.get('/admin-users/me'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('customerToken')).toBe('customer-token');
    expect(assign).toHaveBeenCalledWith('/jp-admin');
  });

  it('stays when the path contains /jp-admin', async () => {
    signInAdmin();
    onPage('/jp-admin');
    mockApi(() => ({ status: 401, data: { success: false, message: 'Invalid username or password.' } }));
    const error = await failureOf(adminApi.post('/admin-users/login', { username: 'x', password: 'y' }));
    expect(error.response?.status).toBe(401);
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('other errors (SPEC section 8)', () => {
  it.each([400, 404, 409, 422, 500])('pass %i to the caller unchanged and keep the session', async (status) => {
    signInCustomer();
    signInAdmin();
    onPage('/customer/dashboard');
    const body = { success: false, message: 'Something specific.', errors: [{ field: 'name', message: 'Name is required.' }] };
    mockApi(() => ({ status, data: body }));
    const error = await failureOf(api.put('/customers/profile', {}));
    expect(error.response?.status).toBe(status);
    expect(error.response?.data).toEqual(body);
    expect(localStorage.getItem('customerToken')).toBe('customer-token');
    expect(localStorage.getItem('token')).toBe('admin-token');
    expect(assign).not.toHaveBeenCalled();
  });
});

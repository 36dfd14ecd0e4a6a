/**
 * The two HTTP channels of SPEC sections 4, 6 and 7.
 *
 * - `api`, the general channel: sends the customer token when one is stored, otherwise the
 *   general (admin) token.
 * - `adminApi`, the admin-only channel: always sends the general token.
 *
 * Both use the base path '/api', JSON, a 30 s time-out, and send the token in x-auth-token.
 * A network failure with no response (a time-out included) is sent again up to 3 times, 1 s
 * before each attempt. Each write (POST, PUT, PATCH, DELETE) carries an Idempotency-Key of its
 * own, the same on every attempt, so that a write whose answer was lost but which was done is
 * not done again (the server keeps the key with its answer; docs/DECISIONS.md).
 * A 401 or 403 answer clears the matching stored session and leaves for the matching sign-in
 * page (section 4; a reader on a public page whose customer session ended stays there); every
 * error then reaches the caller unchanged, but for the messages of the answer, put in the
 * reader's language when the app knows them (inReadersWords).
 */
import { withServerTexts } from '@/i18n';
import { HttpError, checkStatus, sendWithXhr, type HttpResponse, type RequestConfig, type Send } from '@/lib/http';
import { browserLocation } from '@/lib/browser-location';
import {
  STORAGE_KEYS,
  adminChannelToken,
  clearAdminSession,
  clearCustomerSession,
  notifyAuthStateChanged,
  notifyCustomerSessionExpired,
} from '@/lib/storage';

export const API_BASE_URL = '/api';
export const AUTH_HEADER = 'x-auth-token';
export const REQUEST_TIMEOUT_MS = 30_000;
export const MAX_NETWORK_RETRIES = 3;
export const RETRY_DELAY_MS = 1_000;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A new write's key: 128 random bits. getRandomValues, not randomUUID, which browsers give
 * only to pages served over https or from localhost.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The config of a write, with a key of its own unless the caller gave one. */
function withIdempotencyKey(config: RequestConfig): RequestConfig {
  if (!WRITE_METHODS.has((config.method ?? 'GET').toUpperCase())) return config;
  const given = Object.keys(config.headers ?? {}).some((name) => name.toLowerCase() === IDEMPOTENCY_HEADER.toLowerCase());
  if (given) return config;
  return { ...config, headers: { ...config.headers, [IDEMPOTENCY_HEADER]: newIdempotencyKey() } };
}

/**
 * An answer's messages in the language shown: the server speaks English, and the messages the app
 * knows are shown to a Sinhala or Tamil reader in their words (i18n/server-texts.ts, fetched with
 * the first answer that has one). Not in the server's render, which sends no messages.
 */
async function inReadersWords(body: unknown): Promise<void> {
  if (import.meta.env.SSR || !carriesMessage(body)) return;
  await withServerTexts((texts, language) => texts.translateAnswer(body, language), undefined);
}

function carriesMessage(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  return typeof message === 'string' || Array.isArray(errors);
}

export const CUSTOMER_LOGIN_PATH = '/customer/login';
export const CUSTOMER_REGISTER_PATH = '/customer/register';
export const ADMIN_LOGIN_PATH = '/jp-admin';

type ChannelName = 'general' | 'admin';

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A failure in which the request left but no answer came back (SPEC section 7): the network
 * failed, the 30 s time-out ran out, or the browser dropped the request. A request the app
 * cancelled itself is not one, nor is one that never left (a bad option or address), and any
 * answer, whatever its status, never is.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof HttpError) || error.response || error.code === 'ERR_CANCELED') return false;
  return error.sent;
}

/** True on a customer page (SPEC section 4's "customer path": the page's path, not the request's). */
export function isCustomerPath(pathname: string): boolean {
  return pathname === '/customer' || pathname.startsWith('/customer/');
}

/**
 * SPEC section 4, 401/403 on the general channel. "A customer path" is the page's path.
 *
 * - On a /customer page the customer session is removed and the browser goes to /customer/login,
 *   unless it is already on the login or registration page.
 * - Elsewhere the admin token is removed and the browser goes to /jp-admin, unless the path is
 *   /jp-admin or contains /dashboard; a request sent with no token follows this rule too.
 * - Except for a request that carried the customer token (outside a customer page): that
 *   session has ended, so it is removed (it is the one refused, and keeping it would have every
 *   later call refused), the admin token, which was not sent, stays, the reader stays on the page
 *   and the app shows a toast (notifyCustomerSessionExpired). A visitor whose session expired
 *   keeps browsing jobs (docs/DECISIONS.md).
 */
function handleGeneralUnauthorized(config: RequestConfig | undefined): void {
  const pathname = browserLocation.pathname();
  if (isCustomerPath(pathname)) {
    clearCustomerSession();
    notifyAuthStateChanged();
    if (pathname !== CUSTOMER_LOGIN_PATH && pathname !== CUSTOMER_REGISTER_PATH) {
      browserLocation.assign(CUSTOMER_LOGIN_PATH);
    }
    return;
  }
  if (config?.sentToken === 'customer') {
    // Several calls in flight may be refused together: the reader is told once.
    const stillStored = localStorage.getItem(STORAGE_KEYS.customerToken) !== null;
    clearCustomerSession();
    if (stillStored) {
      notifyAuthStateChanged();
      notifyCustomerSessionExpired();
    }
    return;
  }
  localStorage.removeItem(STORAGE_KEYS.token);
  notifyAuthStateChanged();
  if (pathname !== ADMIN_LOGIN_PATH && !pathname.includes('/dashboard')) {
    browserLocation.assign(ADMIN_LOGIN_PATH);
  }
}

/** SPEC section 4, 401/403 on the admin channel: token and user go, then to /jp-admin. */
function handleAdminUnauthorized(): void {
  clearAdminSession();
  notifyAuthStateChanged();
  if (!browserLocation.pathname().includes(ADMIN_LOGIN_PATH)) {
    browserLocation.assign(ADMIN_LOGIN_PATH);
  }
}

/** The methods of a channel; each resolves with a 2xx answer and rejects with an HttpError. */
export interface Channel {
  readonly defaults: { readonly baseURL: string; readonly timeout: number; readonly headers: Readonly<Record<string, string>> };
  /** Sends one request; tests put a stand-in for the network here (testing/mock-api.ts). */
  send: Send;
  request<T = unknown>(config: RequestConfig): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, config?: RequestConfig): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, config?: RequestConfig): Promise<HttpResponse<T>>;
  post<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
  put<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
  patch<T = unknown>(url: string, data?: unknown, config?: RequestConfig): Promise<HttpResponse<T>>;
}

function createChannel(channel: ChannelName): Channel {
  const defaults = {
    baseURL: API_BASE_URL,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  };

  /** The request as it leaves: the address under the base, the time-out, the headers and the token. */
  function prepare(config: RequestConfig): RequestConfig {
    const headers: Record<string, string> = { Accept: defaults.headers.Accept };
    // FormData bodies need the browser to set the multipart boundary itself; a request with no
    // body at all (undefined, as a GET) has no type; a null one (a POST with nothing to send)
    // still says JSON.
    const isForm = typeof FormData !== 'undefined' && config.data instanceof FormData;
    if (config.data !== undefined && !isForm) headers['Content-Type'] = defaults.headers['Content-Type'];
    Object.assign(headers, config.headers);
    const prepared: RequestConfig = { ...config, baseURL: defaults.baseURL, timeout: config.timeout ?? defaults.timeout, headers };
    // A header set by the caller (logout sends the token it just cleared) wins.
    const callerSetToken = Object.keys(headers).some((name) => name.toLowerCase() === AUTH_HEADER);
    if (!callerSetToken) {
      const customerToken = channel === 'general' ? localStorage.getItem(STORAGE_KEYS.customerToken) || null : null;
      const token = customerToken ?? adminChannelToken();
      if (token) {
        headers[AUTH_HEADER] = token;
        prepared.sentToken = customerToken ? 'customer' : 'general';
      }
    }
    return prepared;
  }

  async function request<T>(asked: RequestConfig): Promise<HttpResponse<T>> {
    // Given on the first attempt, so that every attempt of a write carries the same key.
    const config = withIdempotencyKey(asked);
    const prepared = prepare(config);
    try {
      const response = checkStatus(await instance.send(prepared)) as HttpResponse<T>;
      await inReadersWords(response.data);
      return response;
    } catch (error: unknown) {
      if (!(error instanceof HttpError)) throw error;
      if (error.response) await inReadersWords(error.response.data);
      if (isNetworkFailure(error)) {
        const attempt = config.retryCount ?? 0;
        if (attempt < MAX_NETWORK_RETRIES) {
          await wait(RETRY_DELAY_MS);
          // Sent again as first asked: the token is read again, as for any new request.
          return request<T>({ ...config, retryCount: attempt + 1 });
        }
        throw error;
      }
      const status = error.response?.status;
      if ((status === 401 || status === 403) && !config.skipAuthRedirect) {
        if (channel === 'admin') handleAdminUnauthorized();
        else handleGeneralUnauthorized(prepared);
      }
      throw error;
    }
  }

  const instance: Channel = {
    defaults,
    send: sendWithXhr,
    request,
    get: (url, config) => request({ ...config, method: 'GET', url }),
    delete: (url, config) => request({ ...config, method: 'DELETE', url }),
    post: (url, data, config) => request({ ...config, method: 'POST', url, data }),
    put: (url, data, config) => request({ ...config, method: 'PUT', url, data }),
    patch: (url, data, config) => request({ ...config, method: 'PATCH', url, data }),
  };
  return instance;
}

/** The general channel (customer token first, else the general token). */
export const api = createChannel('general');

/** The admin-only channel (always the general token). */
export const adminApi = createChannel('admin');

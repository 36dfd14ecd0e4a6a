/**
 * The two HTTP channels of SPEC sections 4, 6 and 7.
 *
 * - `api`, the general channel: sends the customer token when one is stored, otherwise the
 *   general (admin) token.
 * - `adminApi`, the admin-only channel: always sends the general token.
 *
 * Both use the base path '/api', JSON, a 30 s time-out, and send the token in x-auth-token.
 * A network failure with no response (a time-out included) is sent again up to 3 times, 1 s
 * before each attempt.
 * A 401 or 403 answer clears the matching stored session and leaves for the matching sign-in
 * page (section 4); every error then reaches the caller unchanged.
 */
import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { browserLocation } from '@/lib/browser-location';
import {
  STORAGE_KEYS,
  adminChannelToken,
  clearAdminSession,
  clearCustomerSession,
  notifyAuthStateChanged,
} from '@/lib/storage';

declare module 'axios' {
  // The type parameters must repeat axios's own declaration exactly.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any, @typescript-eslint/no-unused-vars
  interface AxiosRequestConfig<D = any, P = any> {
    /** How many times this request has been sent again after a network failure. */
    retryCount?: number;
    /** Leaves the stored session and the page alone on a 401/403 (used by logout). */
    skipAuthRedirect?: boolean;
    /** Which stored token the channel put in x-auth-token, decided when the request left. */
    sentToken?: 'customer' | 'general';
  }
}

export const API_BASE_URL = '/api';
export const AUTH_HEADER = 'x-auth-token';
export const REQUEST_TIMEOUT_MS = 30_000;
export const MAX_NETWORK_RETRIES = 3;
export const RETRY_DELAY_MS = 1_000;

export const CUSTOMER_LOGIN_PATH = '/customer/login';
export const CUSTOMER_REGISTER_PATH = '/customer/register';
export const ADMIN_LOGIN_PATH = '/jp-admin';

type Channel = 'general' | 'admin';

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * A failure in which the request left but no answer came back (SPEC section 7): the network
 * failed, the 30 s time-out ran out, or the browser dropped the request. A request the app
 * cancelled itself is not one, nor is one that never left (a bad option or address), and any
 * answer, whatever its status, never is.
 */
export function isNetworkFailure(error: unknown): error is AxiosError {
  if (!axios.isAxiosError(error) || axios.isCancel(error)) return false;
  if (error.response || error.code === AxiosError.ERR_CANCELED) return false;
  return error.request !== undefined && error.request !== null;
}

/** True when the request belongs to the customer side: see handleGeneralUnauthorized. */
function isCustomerRequest(config: InternalAxiosRequestConfig | undefined, pathname: string): boolean {
  const url = config?.url ?? '';
  return (
    config?.sentToken === 'customer' ||
    /^\/?customers(\/|$|\?)/.test(url) ||
    pathname.startsWith('/customer/') ||
    pathname === '/customer'
  );
}

/**
 * SPEC section 4, 401/403 on the general channel.
 *
 * A request counts as a customer one when it carried the customer token, went to a
 * /customers endpoint, or was made from a /customer page. Then the customer session is removed
 * and the browser goes to /customer/login, unless it is already on the login or registration
 * page. Otherwise the general token is removed and the browser goes to /jp-admin, unless the
 * path is /jp-admin or contains /dashboard. A request that carried no token at all has no
 * session to clear there, so a visitor on a public page is not sent to the admin login.
 */
function handleGeneralUnauthorized(config: InternalAxiosRequestConfig | undefined): void {
  const pathname = browserLocation.pathname();
  if (isCustomerRequest(config, pathname)) {
    clearCustomerSession();
    notifyAuthStateChanged();
    if (pathname !== CUSTOMER_LOGIN_PATH && pathname !== CUSTOMER_REGISTER_PATH) {
      browserLocation.assign(CUSTOMER_LOGIN_PATH);
    }
    return;
  }
  if (config?.sentToken !== 'general') return;
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

function createChannel(channel: Channel): AxiosInstance {
  const instance = axios.create({
    baseURL: API_BASE_URL,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });

  instance.interceptors.request.use((config) => {
    // A header set by the caller (logout sends the token it just cleared) wins.
    if (!config.headers.has(AUTH_HEADER)) {
      const customerToken = channel === 'general' ? localStorage.getItem(STORAGE_KEYS.customerToken) || null : null;
      const token = customerToken ?? adminChannelToken();
      if (token) {
        config.headers.set(AUTH_HEADER, token);
        config.sentToken = customerToken ? 'customer' : 'general';
      }
    }
    // FormData bodies need the browser to set the multipart boundary itself.
    if (typeof FormData !== 'undefined' && config.data instanceof FormData) {
      config.headers.delete('Content-Type');
    }
    return config;
  });

  instance.interceptors.response.use(
    (response) => response,
    async (error: unknown) => {
      if (!axios.isAxiosError(error)) throw error;
      const config = error.config;

      if (config && isNetworkFailure(error)) {
        const attempt = config.retryCount ?? 0;
        if (attempt < MAX_NETWORK_RETRIES) {
          config.retryCount = attempt + 1;
          await wait(RETRY_DELAY_MS);
          return instance.request(config);
        }
        throw error;
      }

      const status = error.response?.status;
      if ((status === 401 || status === 403) && !config?.skipAuthRedirect) {
        if (channel === 'admin') handleAdminUnauthorized();
        else handleGeneralUnauthorized(config);
      }
      throw error;
    },
  );

  return instance;
}

/** The general channel (customer token first, else the general token). */
export const api = createChannel('general');

/** The admin-only channel (always the general token). */
export const adminApi = createChannel('admin');

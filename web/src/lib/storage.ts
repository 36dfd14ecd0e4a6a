/**
 * The browser storage of the signed-in sessions (SPEC sections 3, 4 and 9).
 *
 * The customer session lives under customerToken + customerUser; the admin (general)
 * session under token + user. Whoever changes them raises the 'authStateChanged' signal,
 * so that every part of the page reading them (the header, the session hook, the auth
 * slice) re-reads at once; other tabs learn of it through the browser's 'storage' event.
 */

export const STORAGE_KEYS = {
  token: 'token',
  customerToken: 'customerToken',
  user: 'user',
  customerUser: 'customerUser',
} as const;

/** The blog's reading history and progress on this device (features/blog/reading-storage.ts). */
export const BLOG_READING_KEY = 'jobportal.blogReading';

export const AUTH_STATE_CHANGED = 'authStateChanged';

/** A user object as stored in the browser; only its being an object is guaranteed. */
export type StoredUser = { [key: string]: unknown };

export interface StoredSession {
  token: string;
  user: StoredUser;
}

function isStoredUser(value: unknown): value is StoredUser {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Raised on window when a refused customer session is cleared on a page the reader keeps. */
export const CUSTOMER_SESSION_EXPIRED = 'customerSessionExpired';

/** Tells the app that the customer session ended while the reader stays on the page (a toast says so). */
export function notifyCustomerSessionExpired(): void {
  window.dispatchEvent(new Event(CUSTOMER_SESSION_EXPIRED));
}

/** Raises the 'authStateChanged' signal on window. */
export function notifyAuthStateChanged(): void {
  window.dispatchEvent(new Event(AUTH_STATE_CHANGED));
}

/**
 * Calls listener whenever the session may have changed: on the 'storage' event (another tab)
 * and on the 'authStateChanged' signal (this tab). Returns the function that stops listening.
 */
export function subscribeToAuthState(listener: () => void): () => void {
  window.addEventListener('storage', listener);
  window.addEventListener(AUTH_STATE_CHANGED, listener);
  return () => {
    window.removeEventListener('storage', listener);
    window.removeEventListener(AUTH_STATE_CHANGED, listener);
  };
}

function readSession(tokenKey: string, userKey: string): StoredSession | null {
  const token = localStorage.getItem(tokenKey);
  const rawUser = localStorage.getItem(userKey);
  if (!token || !rawUser) return null;
  let user: unknown;
  try {
    user = JSON.parse(rawUser);
  } catch (error) {
    console.error(`Invalid stored user data under "${userKey}"; the session was cleared.`, error);
    localStorage.removeItem(tokenKey);
    localStorage.removeItem(userKey);
    return null;
  }
  if (!isStoredUser(user)) {
    console.error(`Invalid stored user data under "${userKey}"; the session was cleared.`);
    localStorage.removeItem(tokenKey);
    localStorage.removeItem(userKey);
    return null;
  }
  return { token, user };
}

/**
 * The customer session: present only when both customerToken and customerUser exist and the
 * user parses as an object. Invalid user data is logged and removed (with the token).
 */
export function readCustomerSession(): StoredSession | null {
  return readSession(STORAGE_KEYS.customerToken, STORAGE_KEYS.customerUser);
}

/** The admin session under token + user, with the same rules as the customer one. */
export function readAdminSession(): StoredSession | null {
  return readSession(STORAGE_KEYS.token, STORAGE_KEYS.user);
}

export function saveCustomerSession(token: string, user: object): void {
  localStorage.setItem(STORAGE_KEYS.customerToken, token);
  localStorage.setItem(STORAGE_KEYS.customerUser, JSON.stringify(user));
}

export function saveAdminSession(token: string, user: object): void {
  localStorage.setItem(STORAGE_KEYS.token, token);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Replaces the stored customer user (after a profile change), keeping the token. */
export function updateStoredCustomerUser(user: object): void {
  if (localStorage.getItem(STORAGE_KEYS.customerToken)) {
    localStorage.setItem(STORAGE_KEYS.customerUser, JSON.stringify(user));
  }
}

export function clearCustomerSession(): void {
  localStorage.removeItem(STORAGE_KEYS.customerToken);
  localStorage.removeItem(STORAGE_KEYS.customerUser);
}

export function clearAdminSession(): void {
  localStorage.removeItem(STORAGE_KEYS.token);
  localStorage.removeItem(STORAGE_KEYS.user);
}

export function clearAllSessions(): void {
  clearCustomerSession();
  clearAdminSession();
}

/**
 * Forgets what this device kept of its reader beside the session (the blog's reading history
 * and progress): signing out resets the whole store (SPEC section 4), and on a shared computer
 * the next person must not see the last one's reading.
 */
export function forgetReader(): void {
  try {
    localStorage.removeItem(BLOG_READING_KEY);
  } catch {
    // Storage that cannot be written holds nothing of the reader either.
  }
}

/** The general (admin) token: what the admin channel always sends. */
export function adminChannelToken(): string | null {
  return localStorage.getItem(STORAGE_KEYS.token) || null;
}

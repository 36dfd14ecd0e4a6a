/**
 * The signed-in customer, read from the browser storage (SPEC sections 3 and 4).
 *
 * Logged in only when customerToken and customerUser both exist and the user parses; invalid
 * user data is logged and removed. Re-read on 'storage' (other tabs) and 'authStateChanged'.
 */
import { useSyncExternalStore } from 'react';
import { displayName } from '@/lib/display-name';
import { readCustomerSession, subscribeToAuthState, type StoredUser } from '@/lib/storage';

export interface SessionUser {
  name?: string;
  email?: string;
  type?: string;
  avatar?: string;
}

export interface CustomerSession {
  isLoggedIn: boolean;
  user: SessionUser | null;
  displayName: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function toSessionUser(user: StoredUser): SessionUser {
  const result: SessionUser = {};
  const name = text(user.name);
  const email = text(user.email);
  const type = text(user.type);
  const avatar = text(user.avatar);
  if (name !== undefined) result.name = name;
  if (email !== undefined) result.email = email;
  if (type !== undefined) result.type = type;
  if (avatar !== undefined) result.avatar = avatar;
  return result;
}

/** Reads the stored customer session once. */
export function readCustomerSessionState(): CustomerSession {
  const session = readCustomerSession();
  const user = session ? toSessionUser(session.user) : null;
  return { isLoggedIn: session !== null, user, displayName: displayName(user) };
}

function sameSession(a: CustomerSession, b: CustomerSession): boolean {
  return a.isLoggedIn === b.isLoggedIn && a.displayName === b.displayName && JSON.stringify(a.user) === JSON.stringify(b.user);
}

let kept: CustomerSession | null = null;

/** The stored session, the same object for as long as it does not change. */
function customerSnapshot(): CustomerSession {
  const next = readCustomerSessionState();
  if (!kept || !sameSession(kept, next)) kept = next;
  return kept;
}

const VISITOR: CustomerSession = { isLoggedIn: false, user: null, displayName: displayName(null) };

/** A page drawn on the server, and the browser's hydration of it, is drawn as for a visitor. */
function visitor(): CustomerSession {
  return VISITOR;
}

export function useCustomerSession(): CustomerSession {
  return useSyncExternalStore(subscribeToAuthState, customerSnapshot, visitor);
}

import { useSyncExternalStore } from 'react';
import { readAdminSession, subscribeToAuthState, type StoredSession } from '@/lib/storage';

/**
 * The stored admin session (token + user), re-read on 'storage' and 'authStateChanged', so a
 * 401 on the admin channel or a sign-out in another tab takes effect at once.
 */
let kept: StoredSession | null = null;

/** The stored session, the same object for as long as it does not change. */
function adminSnapshot(): StoredSession | null {
  const next = readAdminSession();
  if (next?.token !== kept?.token || JSON.stringify(next?.user) !== JSON.stringify(kept?.user)) kept = next;
  return kept;
}

/** A page drawn on the server, and the browser's hydration of it, is drawn as for a visitor. */
function noSession(): StoredSession | null {
  return null;
}

export function useAdminSession(): StoredSession | null {
  return useSyncExternalStore(subscribeToAuthState, adminSnapshot, noSession);
}

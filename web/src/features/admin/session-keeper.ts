/**
 * Keeps an admin session alive while the admin works, and ends it after an hour without
 * activity (docs/DECISIONS.md "Admin console (server)": a session lasts an hour from the sign-in
 * or the last POST /admin/refresh-token, and at most 12 hours).
 *
 * Activity (a key, a click, a touch, a scroll) is noted, at most every few seconds, in
 * localStorage, so that every open tab of the console sees it. Every half minute the keeper
 * looks: an hour since the last activity signs the admin out; a token older than two minutes
 * with activity since it was issued is swapped for a new one. The token's issue time is noted
 * beside it (with the token's last characters, to tell a new token from the one noted).
 */
import { useEffect, useRef } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { refreshAdminToken } from '@/app/session/auth-slice';
import { STORAGE_KEYS } from '@/lib/storage';

export const ADMIN_IDLE_LIMIT_MS = 60 * 60 * 1000;
export const REFRESH_AFTER_MS = 2 * 60 * 1000;
export const CHECK_EVERY_MS = 30 * 1000;
const NOTE_ACTIVITY_EVERY_MS = 5 * 1000;

export const ACTIVITY_KEY = 'adminLastActivity';
export const ISSUED_KEY = 'adminTokenIssued';

const ACTIVITY_EVENTS = ['keydown', 'pointerdown', 'touchstart', 'wheel', 'scroll'] as const;

function tail(token: string): string {
  return token.slice(-8);
}

function readNumber(key: string): number | null {
  const value = Number(localStorage.getItem(key));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** When the stored token was issued; a token not seen before counts from now. */
function issuedAt(token: string, now: number): number {
  try {
    const noted = JSON.parse(localStorage.getItem(ISSUED_KEY) ?? 'null') as { tail?: unknown; at?: unknown } | null;
    if (noted && noted.tail === tail(token) && typeof noted.at === 'number') return noted.at;
  } catch {
    // A damaged note counts as none.
  }
  noteIssued(token, now);
  return now;
}

function noteIssued(token: string, at: number): void {
  localStorage.setItem(ISSUED_KEY, JSON.stringify({ tail: tail(token), at }));
}

export function noteActivity(now: number = Date.now()): void {
  localStorage.setItem(ACTIVITY_KEY, String(now));
}

/** Forgets the notes (on sign-out). */
export function forgetSessionNotes(): void {
  localStorage.removeItem(ACTIVITY_KEY);
  localStorage.removeItem(ISSUED_KEY);
}

/** Mounted by the admin dashboard; `onIdle` signs the admin out. */
export function useAdminSessionKeeper(onIdle: () => void): void {
  const dispatch = useAppDispatch();
  const idle = useRef(onIdle);
  idle.current = onIdle;

  useEffect(() => {
    let lastNoted = 0;
    let refreshing = false;
    let stopped = false;
    noteActivity();

    function onActivity() {
      const now = Date.now();
      if (now - lastNoted < NOTE_ACTIVITY_EVERY_MS) return;
      lastNoted = now;
      noteActivity(now);
    }

    async function check() {
      const token = localStorage.getItem(STORAGE_KEYS.token);
      if (!token || refreshing || stopped) return;
      const now = Date.now();
      const lastActivity = readNumber(ACTIVITY_KEY) ?? now;
      const issued = issuedAt(token, now);
      if (now - lastActivity >= ADMIN_IDLE_LIMIT_MS || now - issued >= ADMIN_IDLE_LIMIT_MS) {
        stopped = true;
        forgetSessionNotes();
        idle.current();
        return;
      }
      if (now - issued < REFRESH_AFTER_MS || lastActivity <= issued) return;
      refreshing = true;
      const result = await dispatch(refreshAdminToken());
      refreshing = false;
      // A refused refresh (past the 12 hours) has already cleared the session on the admin channel.
      if (refreshAdminToken.fulfilled.match(result)) noteIssued(result.payload.token, Date.now());
    }

    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true, capture: true });
    const timer = window.setInterval(() => void check(), CHECK_EVERY_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [dispatch]);
}

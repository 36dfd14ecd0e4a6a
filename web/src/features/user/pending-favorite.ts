/**
 * A job a signed-out visitor wanted to save: kept for the tab (sessionStorage) while they sign
 * in, with the address to come back to, and saved as soon as they are signed in.
 */
const KEY = 'pendingFavorite';

export interface PendingFavorite {
  jobId: number;
  /** Where the visitor pressed the heart (path and query). */
  returnTo: string;
}

export function rememberPendingFavorite(pending: PendingFavorite): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Storage off: the visitor signs in and saves the job again by hand.
  }
}

/** The pending job, removed from storage (it is handled once). */
export function takePendingFavorite(): PendingFavorite | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (raw === null) return null;
    sessionStorage.removeItem(KEY);
    const value = JSON.parse(raw) as Partial<PendingFavorite>;
    if (typeof value.jobId !== 'number' || !Number.isInteger(value.jobId) || value.jobId <= 0) return null;
    // Only a path of this site: never an address elsewhere.
    const returnTo = typeof value.returnTo === 'string' && value.returnTo.startsWith('/') && !value.returnTo.startsWith('//') ? value.returnTo : '';
    return { jobId: value.jobId, returnTo };
  } catch {
    return null;
  }
}

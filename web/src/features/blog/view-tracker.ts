/**
 * Counts an article's view once per visit: the first time its page is opened in this browser
 * tab's session (sessionStorage), not on every re-render, language change or return to it. The
 * server adds the views up in memory and writes them in batches, as it does for jobs.
 */
const STORAGE_KEY = 'jobportal.viewedPosts';
const MAX_REMEMBERED = 200;

/** Remembered in memory too, for when sessionStorage is unavailable. */
const counted = new Set<number>();

function readStored(): number[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
  } catch {
    return [];
  }
}

/** True the first time it is asked about a post in this visit; it then remembers the post. */
export function claimPostView(postId: number): boolean {
  if (counted.has(postId)) return false;
  counted.add(postId);
  const stored = readStored();
  if (stored.includes(postId)) return false;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...stored, postId].slice(-MAX_REMEMBERED)));
  } catch {
    // The in-memory set still keeps this page from counting twice.
  }
  return true;
}

/** For tests: forgets every view. */
export function resetPostViews(): void {
  counted.clear();
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing to forget
  }
}

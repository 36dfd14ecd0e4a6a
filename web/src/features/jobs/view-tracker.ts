/**
 * Counts a job's view once per visit: the first time a job's page is opened in this browser
 * tab's session (sessionStorage), not on every re-render, language change or return to the page.
 */
const STORAGE_KEY = 'jobportal.viewedJobs';
const MAX_REMEMBERED = 200;

/** Remembered in memory too, for when sessionStorage is unavailable (private modes, quotas). */
const counted = new Set<number>();

function readStored(): number[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is number => typeof item === 'number') : [];
  } catch {
    return [];
  }
}

/** True the first time it is asked about a job in this visit; it then remembers the job. */
export function claimView(jobId: number): boolean {
  if (counted.has(jobId)) return false;
  counted.add(jobId);
  const stored = readStored();
  if (stored.includes(jobId)) return false;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...stored, jobId].slice(-MAX_REMEMBERED)));
  } catch {
    // The in-memory set still keeps this page from counting twice.
  }
  return true;
}

/**
 * Records a view of a public job (`record`: POST /jobs/{id}/view) once per visit; failures are
 * ignored.
 */
export function recordViewOnce(jobId: number, record: () => Promise<void>): void {
  if (!claimView(jobId)) return;
  record().catch(() => {
    // A lost view count is not worth troubling the visitor with.
  });
}

/** For tests: forgets every view. */
export function resetViewTracker(): void {
  counted.clear();
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing to forget
  }
}

/**
 * Seeds: what a part of a page loads for itself rather than into the store (a home page's top
 * companies, a job's similar jobs), as the server's render loaded it. The server's route loaders
 * grow them (src/server/server-data.ts) before the page is drawn; the render sends them with the
 * state (`seeds` in #app-state), and the browser plants them before it hydrates, so the part is
 * drawn with its data on both sides, the same, and does not load it again on mounting.
 */
import { whenPageReady } from '@/lib/page-ready';

const seeds = new Map<string, unknown>();

/** The seed that lists the store's calls the server's render made (app/create-api-thunk.ts). */
const STORED_CALLS = 'stored-calls';

/** Sets the seeds the server's render sent with the page (app/server-render.ts). */
export function plantSeeds(values: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(values)) seeds.set(key, value);
}

/** The seed of `key`, if the page came with one; it stays until used (useSeedTaken). */
export function seedOf<T>(key: string): T | undefined {
  return seeds.get(key) as T | undefined;
}

/** Marks the seed of `key` as used: a later mount (another visit to the page) loads afresh. */
export function seedUsed(key: string): void {
  seeds.delete(key);
}

/**
 * On the server: keeps what `work` gives as the seed of `key`, for the page being drawn. A failure
 * leaves no seed and does not fail the page: the part then loads in the browser, as without one.
 */
export function growSeed<T>(key: string, work: Promise<T>): Promise<void> {
  return work.then(
    (value) => {
      seeds.set(key, value);
    },
    () => undefined,
  );
}

/** On the server: the seeds of the page drawn, and a clean start for the next one. */
export function harvestSeeds(): Record<string, unknown> {
  const out = Object.fromEntries(seeds);
  seeds.clear();
  return out;
}

/**
 * On the server: notes that the call `key` (a thunk's type and argument) filled the store of the
 * page being drawn, so that the browser, which hydrates with that store, need not make it again.
 */
export function noteStoredCall(key: string): void {
  const calls = seeds.get(STORED_CALLS);
  if (Array.isArray(calls)) calls.push(key);
  else seeds.set(STORED_CALLS, [key]);
}

/**
 * In the browser: whether the server's render made the call `key` for the page being hydrated,
 * once. The page's parts make their calls as they mount; once the first page is in place the
 * list is forgotten, so that a later call (a retry, another visit) goes out.
 */
export function takeStoredCall(key: string): boolean {
  const calls = seeds.get(STORED_CALLS);
  if (!Array.isArray(calls)) return false;
  const at = calls.indexOf(key);
  if (at < 0) return false;
  calls.splice(at, 1);
  return true;
}

if (!import.meta.env.SSR) whenPageReady(() => seeds.delete(STORED_CALLS));

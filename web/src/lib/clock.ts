/**
 * The moment pages count ages and days from ("3 days ago", "Closes today"). A page drawn on the
 * server is hydrated at the moment it was drawn, so that the browser's first render says what the
 * server's did, word for word; after that, the browser's own clock.
 */
let frozen: number | null = null;

/** Now, or the moment the page was drawn while the browser hydrates it. */
export function clockNow(): Date {
  return new Date(frozen ?? Date.now());
}

/** Counts from `at` (milliseconds since the epoch) until `release` is called; null releases. */
export function holdClock(at: number | null): void {
  frozen = at;
}

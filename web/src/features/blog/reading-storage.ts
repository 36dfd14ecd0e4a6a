/**
 * Keeps the reading history and the reading progress on this device between visits, until the
 * reader signs out (lib/storage.ts, forgetReader). SPEC section
 * 4 persists only the auth and user slices through redux-persist, so the blog slice reads these
 * two from localStorage itself when it starts, and the reading thunks write them back after each
 * change (docs/DECISIONS.md, "Blog pages").
 */
import type { ReadingHistoryEntry } from '@/features/blog/types';
import { READING_HISTORY_CAP } from '@/features/blog/types';
import { BLOG_READING_KEY } from '@/lib/storage';

export const READING_STORAGE_KEY = BLOG_READING_KEY;

export interface StoredReading {
  readingHistory: ReadingHistoryEntry[];
  readingProgress: Record<number, number>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEntry(value: unknown): value is ReadingHistoryEntry {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.title === 'string' &&
    typeof value.slug === 'string' &&
    typeof value.coverImage === 'string' &&
    typeof value.readTime === 'number' &&
    typeof value.lastReadAt === 'string'
  );
}

/** What this device kept, or nothing when storage is empty, unreadable or tampered with. */
export function loadReading(): StoredReading {
  const empty: StoredReading = { readingHistory: [], readingProgress: {} };
  try {
    const raw = localStorage.getItem(READING_STORAGE_KEY);
    if (!raw) return empty;
    const value: unknown = JSON.parse(raw);
    if (!isRecord(value)) return empty;
    const history = Array.isArray(value.readingHistory) ? value.readingHistory.filter(isEntry).slice(0, READING_HISTORY_CAP) : [];
    const progress: Record<number, number> = {};
    if (isRecord(value.readingProgress)) {
      for (const [key, percent] of Object.entries(value.readingProgress)) {
        const id = Number(key);
        if (Number.isInteger(id) && id > 0 && typeof percent === 'number' && percent >= 0 && percent <= 100) progress[id] = percent;
      }
    }
    return { readingHistory: history, readingProgress: progress };
  } catch {
    return empty;
  }
}

/** Writes the history and progress; a full or blocked storage only loses them for later visits. */
export function saveReading(reading: StoredReading): void {
  try {
    localStorage.setItem(READING_STORAGE_KEY, JSON.stringify({ readingHistory: reading.readingHistory, readingProgress: reading.readingProgress }));
  } catch {
    // The state keeps them for this visit.
  }
}

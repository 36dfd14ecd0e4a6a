/**
 * How a job's facts are written on the cards and pages: its address, salary, posted age and
 * closing date. Pure functions of the job, the language and the time, so they are easy to test.
 */
import type { Job } from '@/features/jobs/types';
import { formatAmount, todayInSriLanka } from '@/lib/format';
import { clockNow } from '@/lib/clock';
import { writeDay } from '@/lib/intl';

/** How far ahead a closing date may be (the server's MaxClosingDays). */
export const MAX_CLOSING_DAYS = 180;

/** The job's page: /job/{id}/{slug} (the slug is left out when the job has none). */
export function jobPath(job: Pick<Job, 'id' | 'slug'>): string {
  return job.slug ? `/job/${job.id}/${encodeURIComponent(job.slug)}` : `/job/${job.id}`;
}

export function jobFullDetailsPath(job: Pick<Job, 'id' | 'slug'>): string {
  return `${jobPath(job)}/full-details`;
}


export interface SalaryParts {
  kind: 'range' | 'from' | 'upTo' | 'exact';
  currency: string;
  min: string;
  max: string;
}

/** The salary of a job in words' parts, or null when it gives none. */
export function salaryParts(
  job: Pick<Job, 'salaryMin' | 'salaryMax' | 'currency'>,
  language: string,
): SalaryParts | null {
  const { salaryMin: min, salaryMax: max } = job;
  const currency = job.currency || 'LKR';
  const hasMin = typeof min === 'number' && min > 0;
  const hasMax = typeof max === 'number' && max > 0;
  if (!hasMin && !hasMax) return null;
  const minText = hasMin ? formatAmount(min, language) : '';
  const maxText = hasMax ? formatAmount(max, language) : '';
  if (hasMin && hasMax) return { kind: min === max ? 'exact' : 'range', currency, min: minText, max: maxText };
  return hasMin ? { kind: 'from', currency, min: minText, max: '' } : { kind: 'upTo', currency, min: '', max: maxText };
}

/** A 'YYYY-MM-DD' day as a local date (no time zone shift to the day before). */
export function parseDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A 'YYYY-MM-DD' day in the language ("Jun 12, 2026", "12 ජූනි 2026"); the text as it is if unreadable. */
export function formatDay(day: string, language: string): string {
  const date = parseDay(day);
  if (!date) return day;
  return writeDay({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() }, language);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export type AgeUnit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

/** How long ago an ISO date-time was, in the largest whole unit that fits; null if unreadable. */
export function ageOf(postedDate: string, now: Date = clockNow()): { unit: AgeUnit; count: number } | null {
  const posted = new Date(postedDate);
  if (Number.isNaN(posted.getTime())) return null;
  const elapsed = Math.max(0, now.getTime() - posted.getTime());
  if (elapsed < HOUR) return { unit: 'minute', count: Math.max(1, Math.floor(elapsed / MINUTE)) };
  if (elapsed < DAY) return { unit: 'hour', count: Math.floor(elapsed / HOUR) };
  const days = Math.floor(elapsed / DAY);
  if (days < 7) return { unit: 'day', count: days };
  if (days < 30) return { unit: 'week', count: Math.floor(days / 7) };
  if (days < 365) return { unit: 'month', count: Math.floor(days / 30) };
  return { unit: 'year', count: Math.floor(days / 365) };
}

/** The words for an age in the reader's language (the area's texts: "3 days ago", "yesterday"). */
export type AgeWords = (unit: AgeUnit, count: number) => string;

/** "3 days ago", "yesterday", "2 hours ago"... in the words given, from an ISO date-time. */
export function postedAge(postedDate: string, words: AgeWords, now: Date = clockNow()): string {
  const age = ageOf(postedDate, now);
  return age ? words(age.unit, age.count) : '';
}

/** Whole days from today in Sri Lanka to the closing day: 0 today, negative once passed, null if unreadable. */
export function daysUntil(day: string, now: Date = clockNow()): number | null {
  if (!parseDay(day)) return null;
  // Counted on Sri Lanka's calendar, as the server counts a job open until the end of its closing
  // day there, wherever the reader is.
  const utc = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
  return Math.round((utc(day) - utc(todayInSriLanka(now))) / DAY);
}

/** True once a job no longer takes applications: the server says so, or its closing day has passed. */
export function isClosed(job: Pick<Job, 'closingDate' | 'expired'>, now: Date = clockNow()): boolean {
  const days = daysUntil(job.closingDate, now);
  return job.expired || (days !== null && days < 0);
}

/** The first letters of an employer's name, for the logo placeholder of a job without a flyer. */
export function employerInitials(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toUpperCase() || '?';
}

/** A short plain-text extract of a long text, cut at a word, for previews. */
export function excerpt(text: string, max: number): { text: string; cut: boolean } {
  const clean = text.trim();
  if (clean.length <= max) return { text: clean, cut: false };
  const slice = clean.slice(0, max);
  const lastBreak = Math.max(slice.lastIndexOf(' '), slice.lastIndexOf('\n'));
  return { text: `${(lastBreak > max * 0.6 ? slice.slice(0, lastBreak) : slice).trimEnd()}…`, cut: true };
}

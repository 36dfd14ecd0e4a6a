/**
 * Formatting shared by the areas: dates in the reader's language, amounts, salaries, file sizes,
 * and the calendar day in Sri Lanka (closing dates are days there, DECISIONS.md "Jobs"). Written
 * by the app's own code (lib/intl.ts), the same on the server and in every browser.
 */
import { clockNow } from '@/lib/clock';
import { sriLankaDay, utcDay, writeDay, writeNumber } from '@/lib/intl';

export const SRI_LANKA_TIME_ZONE = 'Asia/Colombo';

/** The calendar day (YYYY-MM-DD) in Sri Lanka at the instant now. */
export function todayInSriLanka(now: Date = clockNow()): string {
  const { year, month, day } = sriLankaDay(now);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day `days` after a YYYY-MM-DD day, as YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const moved = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days));
  return moved.toISOString().slice(0, 10);
}

/** A date-time (ISO 8601) or a day (YYYY-MM-DD) as a medium date in the language, '' when invalid. */
export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const dayOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = new Date(dayOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '';
  return writeDay(dayOnly ? utcDay(date) : sriLankaDay(date), language);
}

/**
 * A whole amount, grouped in thousands (120,000) in every language, as Sri Lankan notices write
 * them; Tamil locale data would otherwise group them in lakhs (1,20,000).
 */
export function formatAmount(value: number, _language?: string): string {
  return writeNumber(value);
}

/**
 * A monthly salary range ("LKR 80,000 – 120,000", "from LKR 80,000", "up to LKR 120,000"), or
 * '' when the job gives none. `from` and `upTo` are the translated words with an {{amount}}.
 */
export function formatSalary(
  min: number | null | undefined,
  max: number | null | undefined,
  currency: string,
  language: string,
  words: { from: (amount: string) => string; upTo: (amount: string) => string },
): string {
  const hasMin = typeof min === 'number';
  const hasMax = typeof max === 'number';
  if (hasMin && hasMax) {
    if (min === max) return `${currency} ${formatAmount(min, language)}`;
    return `${currency} ${formatAmount(min, language)} – ${formatAmount(max, language)}`;
  }
  if (hasMin) return words.from(`${currency} ${formatAmount(min, language)}`);
  if (hasMax) return words.upTo(`${currency} ${formatAmount(max, language)}`);
  return '';
}

/** A file size for people: "820 KB", "1.4 MB". */
export function formatBytes(bytes: number, language?: string): string {
  if (!Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return `${formatAmount(bytes, language)} B`;
  const number = (value: number) => writeNumber(value, 1);
  if (bytes < 1024 * 1024) return `${number(bytes / 1024)} KB`;
  return `${number(bytes / (1024 * 1024))} MB`;
}

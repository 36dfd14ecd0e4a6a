/**
 * Times of day on Sri Lanka's clock, written by the app's own code as lib/intl.ts writes days
 * (the same in the server's drawing and every browser). Apart from intl.ts so that only the
 * screens that show times (interviews) carry them, not every page.
 */
import { SRI_LANKA_OFFSET_MS, sriLankaDay, writeDay } from '@/lib/intl';

/** The weekday names of each language, Sunday first. */
const WEEKDAYS: Record<string, readonly string[]> = {
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
  si: ['ඉරිදා', 'සඳුදා', 'අඟහරුවාදා', 'බදාදා', 'බ්‍රහස්පතින්දා', 'සිකුරාදා', 'සෙනසුරාදා'],
  ta: ['ஞாயிறு', 'திங்கள்', 'செவ்வாய்', 'புதன்', 'வியாழன்', 'வெள்ளி', 'சனி'],
};

/** The time of day of an instant in Sri Lanka, on the 24-hour clock ("09:05"). */
export function sriLankaClock(instant: Date): string {
  const shifted = new Date(instant.getTime() + SRI_LANKA_OFFSET_MS);
  return `${String(shifted.getUTCHours()).padStart(2, '0')}:${String(shifted.getUTCMinutes()).padStart(2, '0')}`;
}

/**
 * A stretch of time in Sri Lanka, such as an interview: its weekday, day and hours ("Saturday,
 * 5 Dec 2026, 10:30–11:00"), the same in the server's drawing and the browser's.
 */
export function writeTimeSpan(start: Date, minutes: number, language: string): string {
  const shifted = new Date(start.getTime() + SRI_LANKA_OFFSET_MS);
  const weekday = (WEEKDAYS[language] ?? WEEKDAYS.en!)[shifted.getUTCDay()]!;
  const day = writeDay(sriLankaDay(start), language, 'short', true);
  const end = new Date(start.getTime() + minutes * 60_000);
  return `${weekday}, ${day}, ${sriLankaClock(start)}–${sriLankaClock(end)}`;
}

/**
 * The instant of a day (YYYY-MM-DD) and a time of day (HH:MM) on Sri Lanka's clock, as an ISO
 * string in UTC, or null when either is not one.
 */
export function sriLankaInstant(day: string, time: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^\d{2}:\d{2}$/.test(time)) return null;
  const instant = new Date(`${day}T${time}:00+05:30`);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
}

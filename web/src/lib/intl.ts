/**
 * Dates, numbers, plurals and letters written by the app's own code, in English, Sinhala and
 * Tamil. The server draws public pages with the same components in an engine that has no `Intl`
 * (internal/ssr), and browsers differ in the Sinhala and Tamil data they carry (some have none and
 * silently write English): writing them here makes the server's page and the browser's the same,
 * word for word, so hydration matches and every reader sees the same date.
 *
 * Sri Lanka keeps one offset all year (+05:30, no summer time since 2006): a time is read on its
 * calendar by that offset.
 */

/** The month names of each language: short, then long. */
const MONTHS: Record<string, { short: readonly string[]; long: readonly string[] }> = {
  en: {
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  },
  si: {
    short: ['ජන', 'පෙබ', 'මාර්තු', 'අප්‍රේල්', 'මැයි', 'ජූනි', 'ජූලි', 'අගෝ', 'සැප්', 'ඔක්', 'නොවැ', 'දෙසැ'],
    long: ['ජනවාරි', 'පෙබරවාරි', 'මාර්තු', 'අප්‍රේල්', 'මැයි', 'ජූනි', 'ජූලි', 'අගෝස්තු', 'සැප්තැම්බර්', 'ඔක්තෝබර්', 'නොවැම්බර්', 'දෙසැම්බර්'],
  },
  ta: {
    short: ['ஜன.', 'பிப்.', 'மார்.', 'ஏப்.', 'மே', 'ஜூன்', 'ஜூலை', 'ஆக.', 'செப்.', 'அக்.', 'நவ.', 'டிச.'],
    long: ['ஜனவரி', 'பிப்ரவரி', 'மார்ச்', 'ஏப்ரல்', 'மே', 'ஜூன்', 'ஜூலை', 'ஆகஸ்ட்', 'செப்டம்பர்', 'அக்டோபர்', 'நவம்பர்', 'டிசம்பர்'],
  },
};

/** Sri Lanka's offset from UTC, in milliseconds. */
export const SRI_LANKA_OFFSET_MS = (5 * 60 + 30) * 60_000;

export interface CalendarDay {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

/** The calendar day of an instant in Sri Lanka. */
export function sriLankaDay(instant: Date): CalendarDay {
  const shifted = new Date(instant.getTime() + SRI_LANKA_OFFSET_MS);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

/** The calendar day of an instant in UTC. */
export function utcDay(instant: Date): CalendarDay {
  return { year: instant.getUTCFullYear(), month: instant.getUTCMonth() + 1, day: instant.getUTCDate() };
}

function monthName(language: string, month: number, style: 'short' | 'long'): string {
  return (MONTHS[language] ?? MONTHS.en!)[style][month - 1] ?? String(month);
}

/**
 * A day in the language: English as "Dec 2, 2026" ("December 2, 2026" long; "2 December 2026"
 * with `dayFirst`), Sinhala and Tamil day first ("2 දෙසැ 2026", "2 டிச. 2026").
 */
export function writeDay(day: CalendarDay, language: string, style: 'short' | 'long' = 'short', dayFirst = false): string {
  const month = monthName(language, day.month, style);
  if (language === 'en' || !MONTHS[language]) {
    return dayFirst ? `${day.day} ${month} ${day.year}` : `${month} ${day.day}, ${day.year}`;
  }
  return `${day.day} ${month} ${day.year}`;
}

/**
 * A number grouped in thousands (120,000) with at most `fractionDigits` decimals, rounded half
 * away from zero: the same in every language, as Sri Lankan notices write numbers.
 */
export function writeNumber(value: number, fractionDigits = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const factor = 10 ** fractionDigits;
  const rounded = Math.round(Math.abs(value) * factor) / factor;
  const [whole = '0', fraction = ''] = rounded.toFixed(fractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const decimals = fraction.replace(/0+$/, '');
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/**
 * The plural category of a count (CLDR's rules): English and Tamil say "one" for exactly 1;
 * Sinhala for 0 and 1 (and 0.1).
 */
export function pluralOf(language: string, count: number): 'one' | 'other' {
  if (language === 'si') {
    if (count === 0 || count === 1) return 'one';
    const text = String(count);
    return /^0\.1$/.test(text) ? 'one' : 'other';
  }
  return count === 1 ? 'one' : 'other';
}

const ZERO_WIDTH_JOINER = '\u200d';
// Marks that belong to the letter before them: combining marks (vowel signs, virama, accents),
// variation selectors and emoji skin tones.
const COMBINING_MARK = /^\p{M}$/u;
function joinsPrevious(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    COMBINING_MARK.test(char) ||
    (code >= 0xfe00 && code <= 0xfe0f) ||
    (code >= 0x1f3fb && code <= 0x1f3ff) ||
    (code >= 0xe0020 && code <= 0xe007f)
  );
}

/**
 * The first letter of text as a reader sees it: a letter with its vowel signs and accents, an
 * emoji with its modifiers, a flag, and letters joined by a zero-width joiner (Sinhala ශ්‍රී)
 * together.
 */
export function firstLetter(text: string): string {
  const chars = [...text];
  if (chars.length === 0) return '';
  // A flag is two regional indicator letters.
  const regional = (char: string | undefined) => {
    const code = char?.codePointAt(0) ?? 0;
    return code >= 0x1f1e6 && code <= 0x1f1ff;
  };
  let end = regional(chars[0]) && regional(chars[1]) ? 2 : 1;
  while (end < chars.length) {
    const char = chars[end]!;
    if (char === ZERO_WIDTH_JOINER) {
      end += end + 1 < chars.length ? 2 : 1;
      continue;
    }
    if (!joinsPrevious(char)) break;
    end += 1;
  }
  return chars.slice(0, end).join('');
}

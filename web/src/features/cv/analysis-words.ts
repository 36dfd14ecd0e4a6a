/**
 * A CV analysis in the reader's words. The server writes each check and suggestion in English
 * (its message) and names the words and their values beside it (`text`, `values`: a job as its
 * position and company, a gap as its months); in Sinhala or Tamil the app puts them together from
 * the 'cv-analysis' texts, lists included. A check the texts do not know (from a newer server)
 * keeps the server's English. `t` is the 'cv-analysis' namespace's.
 */
import type { TFunction } from '@/i18n/core';
import type { AnalysisCheck, Suggestion } from '@/features/cv/types';
import '@/features/cv/analysis/texts';

interface Named {
  title?: string;
  place?: string;
}

function named(t: TFunction, what: Named | undefined): string {
  const title = what?.title?.trim() ?? '';
  const place = what?.place?.trim() ?? '';
  if (title && place) return t('named', { title, place });
  return title || place || t('aJob');
}

function list<T>(value: unknown, each: (item: T) => string, separator: string): string {
  return Array.isArray(value) ? (value as T[]).map(each).join(separator) : '';
}

/** The values of a check's words, each list put in the reader's words. */
function valuesOf(t: TFunction, values: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  if ('problems' in values) {
    out.problems = list<{ kind: string; what: Named }>(
      values.problems,
      (problem) => t(`problem.${problem.kind}`, { what: named(t, problem.what), current: t('cv:fields.current') }),
      '; ',
    );
  }
  if ('gaps' in values) {
    out.gaps = list<{ months: number; from: Named; to: Named }>(
      values.gaps,
      (gap) => t('gap', { count: gap.months, from: named(t, gap.from), to: named(t, gap.to) }),
      '; ',
    );
  }
  if ('overlaps' in values) {
    out.overlaps = list<{ first: Named; second: Named }>(
      values.overlaps,
      (overlap) => t('overlap', { first: named(t, overlap.first), second: named(t, overlap.second) }),
      '; ',
    );
  }
  if ('misspellings' in values) {
    out.misspellings = list<{ word: string; right: string }>(values.misspellings, (word) => t('misspelling', word), ', ');
  }
  return out;
}

/** A check's message in `language`: the server's own in English, else put together from the texts. */
export function checkWords(t: TFunction, language: string, check: AnalysisCheck): string {
  if (language === 'en' || !check.text) return check.message;
  return t(check.text, { ...valuesOf(t, check.values), defaultValue: check.message });
}

/** A suggestion's title and message in `language`, as checkWords does. */
export function suggestionWords(t: TFunction, language: string, suggestion: Suggestion): { title: string; message: string } {
  if (language === 'en' || !suggestion.text) return { title: suggestion.title, message: suggestion.message };
  const key = suggestion.text;
  const values = valuesOf(t, suggestion.values);
  return { title: t(`${key}.title`, { ...values, defaultValue: suggestion.title }), message: t(`${key}.message`, { ...values, defaultValue: suggestion.message }) };
}

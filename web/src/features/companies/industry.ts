/**
 * The page of one industry's companies (/company/industry/{slug}): the industry its address names
 * and the page of the list it asks for, the same for the page and the server's render.
 */
import { INDUSTRIES, type Industry } from '@/features/companies/types';
import { slugOf } from '@/lib/paths';

/** The industry an industry page's address names by its slug (it-and-software), else null. */
export function industryBySlug(slug: string | undefined): Industry | null {
  if (!slug) return null;
  return INDUSTRIES.find((name) => slugOf(name) === slug) ?? null;
}

/** The page of an industry's list the address asks for (?page=2), 1 when none or a bad one. */
export function industryPageNumber(params: URLSearchParams): number {
  const value = params.get('page') ?? '';
  return /^\d{1,6}$/.test(value) ? Math.max(1, Number(value)) : 1;
}

/** The directory with the industry chosen, where the reader may sort and filter further. */
export function industryDirectoryPath(industry: Industry): string {
  return `/company?${new URLSearchParams({ industry }).toString()}`;
}

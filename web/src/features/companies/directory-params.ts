/**
 * The /company directory's state in the address, as /browse keeps its filter: q, industry, size
 * and location (repeated), foundedMin, foundedMax, ratingMin, ratingMax, hasJobs, sortBy,
 * sortOrder and page. Values at their defaults are left out, and unknown ones are dropped, so
 * that a hand-edited address never asks the server for something it refuses.
 */
import type { CompanyFilters, CompanyQuery, CompanySortBy, SortOrder } from '@/features/companies/types';
import {
  COMPANIES_PER_PAGE,
  COMPANY_SIZES,
  COMPANY_SORTS,
  DEFAULT_COMPANY_SORT_BY,
  DEFAULT_COMPANY_SORT_ORDER,
  INDUSTRIES,
  RATING_MAX,
  RATING_MIN,
} from '@/features/companies/types';
import { DISTRICTS } from '@/lib/locations';

export const NO_FILTERS: CompanyFilters = {
  industry: [],
  size: [],
  location: [],
  founded: { min: null, max: null },
  rating: { min: RATING_MIN, max: RATING_MAX },
  hasJobs: false,
};

const LOCATIONS: readonly string[] = [...DISTRICTS, 'Foreign'];

function known(values: string[], allowed: readonly string[]): string[] {
  return [...new Set(values.filter((value) => allowed.includes(value)))];
}

function year(value: string | null): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1800 && number <= new Date().getFullYear() ? number : null;
}

function stars(value: string | null, fallback: number): number {
  if (value === null || value.trim() === '') return fallback;
  const number = Number(value);
  return Number.isFinite(number) ? Math.min(RATING_MAX, Math.max(RATING_MIN, number)) : fallback;
}

/** Reads the directory's query from the address. */
export function readDirectoryParams(params: URLSearchParams): CompanyQuery {
  const asked = params.get('sortBy') as CompanySortBy | null;
  const sortBy = asked && COMPANY_SORTS.includes(asked) ? asked : DEFAULT_COMPANY_SORT_BY;
  const sortOrder = params.get('sortOrder');
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').trim(),
    filters: {
      industry: known(params.getAll('industry'), INDUSTRIES),
      size: known(params.getAll('size'), COMPANY_SIZES),
      location: known(params.getAll('location'), LOCATIONS),
      founded: { min: year(params.get('foundedMin')), max: year(params.get('foundedMax')) },
      rating: { min: stars(params.get('ratingMin'), RATING_MIN), max: stars(params.get('ratingMax'), RATING_MAX) },
      hasJobs: params.get('hasJobs') === 'true',
    },
    sortBy,
    sortOrder: sortOrder === 'asc' || sortOrder === 'desc' ? (sortOrder as SortOrder) : defaultOrder(sortBy),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    limit: COMPANIES_PER_PAGE,
  };
}

/** Name reads A to Z; the other orders read highest or newest first. */
export function defaultOrder(sortBy: CompanySortBy | null): SortOrder {
  return !sortBy || sortBy === 'name' ? DEFAULT_COMPANY_SORT_ORDER : 'desc';
}

/** Writes the directory's query for the address, leaving out what is at its default. */
export function directorySearch(query: CompanyQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  const { filters } = query;
  for (const value of filters.industry) params.append('industry', value);
  for (const value of filters.size) params.append('size', value);
  for (const value of filters.location) params.append('location', value);
  if (filters.founded.min !== null) params.set('foundedMin', String(filters.founded.min));
  if (filters.founded.max !== null) params.set('foundedMax', String(filters.founded.max));
  if (filters.rating.min !== RATING_MIN) params.set('ratingMin', String(filters.rating.min));
  if (filters.rating.max !== RATING_MAX) params.set('ratingMax', String(filters.rating.max));
  if (filters.hasJobs) params.set('hasJobs', 'true');
  if (query.sortBy !== DEFAULT_COMPANY_SORT_BY) params.set('sortBy', query.sortBy);
  if (query.sortOrder !== defaultOrder(query.sortBy)) params.set('sortOrder', query.sortOrder);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether any filter or keyword narrows the directory. */
export function isFiltered(query: CompanyQuery): boolean {
  const { filters } = query;
  return (
    query.q !== '' ||
    filters.industry.length + filters.size.length + filters.location.length > 0 ||
    filters.founded.min !== null ||
    filters.founded.max !== null ||
    filters.rating.min !== RATING_MIN ||
    filters.rating.max !== RATING_MAX ||
    filters.hasJobs
  );
}

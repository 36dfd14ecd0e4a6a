/**
 * The job filter in the address (SPEC sections 2 and 5): search, jobType, minSal and maxSal,
 * plus location, mainTopics, subTopics, experienceLevel, datePosted, walkIn ('1': walk-in
 * interviews only), sortBy and page, and company
 * (a company account's id, from the home page's top companies; GET /api/jobs takes it as `company`).
 *
 * The keyword is trimmed and an empty one removes `search`; minSal and maxSal are left out at
 * their defaults ('0' and '1000000'), as are page 1 and the default sort. Values the server
 * would refuse (an unknown job type, a page of "abc") are dropped when the address is read, so
 * a hand-edited or old link still shows a list.
 */
import {
  DATE_POSTED_WINDOWS,
  EXPERIENCE_LEVELS,
  JOB_TYPES,
  JOBS_PER_PAGE,
  MAIN_TOPICS,
  SORT_FIELDS,
  SUB_TOPICS,
  type DatePosted,
  type JobQuery,
  type JobSortField,
  type MainTopic,
} from '@/lib/job-vocabulary';
import { isLocationValue, type LocationValue } from '@/lib/locations';
import {
  DEFAULT_MAX_SALARY,
  DEFAULT_MIN_SALARY,
  normalizeSalaryFilter,
  salaryBounds,
} from '@/lib/salary-filter';

export const FILTER_PARAM_NAMES = [
  'search',
  'jobType',
  'minSal',
  'maxSal',
  'location',
  'company',
  'mainTopics',
  'subTopics',
  'experienceLevel',
  'datePosted',
  'walkIn',
  'sortBy',
  'page',
] as const;

export interface BrowseParams {
  search: string;
  jobType: string;
  minSal: string;
  maxSal: string;
  location: LocationValue;
  /** A company account's id as digits, or '' for every employer. */
  company: string;
  mainTopics: MainTopic | '';
  subTopics: string[];
  experienceLevel: string;
  datePosted: DatePosted;
  /** Only jobs with a walk-in interview yet to come. */
  walkIn: boolean;
  /** '' is the default: newest first, or most relevant first when there is a keyword. */
  sortBy: JobSortField | '';
  page: number;
}

export const DEFAULT_BROWSE_PARAMS: Readonly<BrowseParams> = Object.freeze({
  search: '',
  jobType: '',
  minSal: DEFAULT_MIN_SALARY,
  maxSal: DEFAULT_MAX_SALARY,
  location: '',
  company: '',
  mainTopics: '',
  subTopics: [],
  experienceLevel: '',
  datePosted: '',
  walkIn: false,
  sortBy: '',
  page: 1,
});

const ALL_SUB_TOPICS: readonly string[] = Object.values(SUB_TOPICS).flat();

function oneOf<T extends string>(list: readonly T[], value: string | null | undefined): T | '' {
  const text = value?.trim() ?? '';
  return (list as readonly string[]).includes(text) ? (text as T) : '';
}

function readPage(value: string | null): number {
  if (!value || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** A company account's id: a positive whole number, written without leading zeros; else ''. */
function readCompany(value: string | null): string {
  const text = value?.trim() ?? '';
  if (!/^\d+$/.test(text)) return '';
  const id = Number(text);
  return Number.isSafeInteger(id) && id >= 1 ? String(id) : '';
}

/** The sub-topics in the address: repeated or comma-separated, known ones only, each once. */
function readSubTopics(params: URLSearchParams, mainTopic: MainTopic | ''): string[] {
  const allowed = mainTopic ? SUB_TOPICS[mainTopic] : ALL_SUB_TOPICS;
  const found: string[] = [];
  for (const value of params.getAll('subTopics')) {
    for (const part of value.split(',')) {
      const name = part.trim();
      if (allowed.includes(name) && !found.includes(name)) found.push(name);
    }
  }
  return found;
}

/** Normalizes a keyword as SPEC section 5 asks: trimmed (inner runs of spaces kept as one). */
export function normalizeKeyword(value: string | null | undefined): string {
  return (value ?? '').trim().replace(/\s+/g, ' ');
}

/** A main topic as the filter takes it, or '' for anything else. */
export function asMainTopic(value: string | null | undefined): MainTopic | '' {
  return oneOf(MAIN_TOPICS, value);
}

/** Reads the filter from an address's query string. */
export function parseBrowseParams(input: URLSearchParams | string): BrowseParams {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const search = normalizeKeyword(params.get('search'));
  const salary = normalizeSalaryFilter(params.get('minSal') ?? '', params.get('maxSal') ?? '');
  const location = params.get('location')?.trim() ?? '';
  const mainTopics = oneOf(MAIN_TOPICS, params.get('mainTopics'));
  const sortBy = oneOf(SORT_FIELDS, params.get('sortBy'));
  return {
    search,
    jobType: oneOf(JOB_TYPES, params.get('jobType')),
    minSal: salary.minSalary,
    maxSal: salary.maxSalary,
    location: isLocationValue(location) ? location : '',
    company: readCompany(params.get('company')),
    mainTopics,
    subTopics: readSubTopics(params, mainTopics),
    experienceLevel: oneOf(EXPERIENCE_LEVELS, params.get('experienceLevel')),
    datePosted: oneOf(DATE_POSTED_WINDOWS, params.get('datePosted')),
    walkIn: ['1', 'true'].includes(params.get('walkIn')?.trim() ?? ''),
    // Relevance means nothing without words to be relevant to.
    sortBy: sortBy === 'relevance' && !search ? '' : sortBy,
    page: readPage(params.get('page')),
  };
}

/** The sort a list gets when none is chosen: relevance for a keyword search, else newest first. */
export function defaultSortFor(search: string): JobSortField {
  return normalizeKeyword(search) ? 'relevance' : 'posted_date';
}

/** Writes the filter as a query string's parameters, leaving out every default. */
export function buildBrowseParams(input: Partial<BrowseParams>): URLSearchParams {
  const value = { ...DEFAULT_BROWSE_PARAMS, ...input };
  const params = new URLSearchParams();
  const search = normalizeKeyword(value.search);
  const salary = normalizeSalaryFilter(value.minSal, value.maxSal);
  if (search) params.set('search', search);
  if (value.jobType) params.set('jobType', value.jobType);
  if (salary.minSalary !== DEFAULT_MIN_SALARY) params.set('minSal', salary.minSalary);
  if (salary.maxSalary !== DEFAULT_MAX_SALARY) params.set('maxSal', salary.maxSalary);
  if (value.location) params.set('location', value.location);
  const company = readCompany(value.company);
  if (company) params.set('company', company);
  if (value.mainTopics) params.set('mainTopics', value.mainTopics);
  for (const topic of value.subTopics) params.append('subTopics', topic);
  if (value.experienceLevel) params.set('experienceLevel', value.experienceLevel);
  if (value.datePosted) params.set('datePosted', value.datePosted);
  if (value.walkIn) params.set('walkIn', '1');
  if (value.sortBy && value.sortBy !== defaultSortFor(search) && !(value.sortBy === 'relevance' && !search)) {
    params.set('sortBy', value.sortBy);
  }
  if (value.page > 1) params.set('page', String(Math.floor(value.page)));
  return params;
}

/** The /browse address of a filter. */
export function browsePath(input: Partial<BrowseParams>): string {
  const query = buildBrowseParams(input).toString();
  return query ? `/browse?${query}` : '/browse';
}

/**
 * Changes some of the filter. Any change but the page itself goes back to page 1 (SPEC
 * section 4); a new main topic drops the sub-topics of the old one.
 */
export function updateBrowseParams(current: BrowseParams, changes: Partial<BrowseParams>): BrowseParams {
  const next: BrowseParams = { ...current, ...changes };
  if (!('page' in changes)) next.page = 1;
  if ('mainTopics' in changes && changes.mainTopics !== current.mainTopics && !('subTopics' in changes)) {
    next.subTopics = [];
  }
  return next;
}

/** How many filters besides the keyword are set (for the "Filters (n)" button). */
export function activeFilterCount(params: BrowseParams): number {
  let count = 0;
  if (params.jobType) count += 1;
  if (params.location) count += 1;
  if (params.company) count += 1;
  if (params.mainTopics) count += 1;
  count += params.subTopics.length;
  if (params.experienceLevel) count += 1;
  if (params.datePosted) count += 1;
  if (params.walkIn) count += 1;
  if (normalizeSalaryFilter(params.minSal, params.maxSal).salaryFilterApplied) count += 1;
  return count;
}

/** True when the keyword or any filter narrows the list. */
export function hasActiveFilters(params: BrowseParams): boolean {
  return params.search !== '' || activeFilterCount(params) > 0;
}

/** The query of GET /jobs or GET /jobs/search for a filter. */
export function toJobQuery(params: BrowseParams, limit: number = JOBS_PER_PAGE): JobQuery {
  const query: JobQuery = { page: params.page, limit };
  if (params.search) query.q = params.search;
  if (params.jobType) query.jobType = params.jobType;
  if (params.location) query.location = params.location;
  if (params.company) query.company = Number(params.company);
  Object.assign(query, salaryBounds(normalizeSalaryFilter(params.minSal, params.maxSal)));
  if (params.mainTopics) query.mainTopics = [params.mainTopics];
  if (params.subTopics.length > 0) query.subTopics = [...params.subTopics];
  if (params.experienceLevel) query.experienceLevel = params.experienceLevel;
  if (params.datePosted) query.datePosted = params.datePosted;
  if (params.walkIn) query.walkIn = true;
  if (params.sortBy) {
    query.sortBy = params.sortBy;
    query.sortOrder = 'desc';
  }
  return query;
}

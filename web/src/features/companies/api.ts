/**
 * The company calls of SPEC section 7 ("Companies"), without any state. Loaded lazily by the
 * area's thunks (app/create-api-thunk), so the HTTP client stays off the start-up bundle.
 *
 * Public and customer calls go through the general channel; moderation (create, update, delete,
 * approve, reject, verify, any status) through the admin channel.
 */
import type { TransferProgress } from '@/lib/http';
import { adminApi, api } from '@/app/api-client';
import { dataOf, listOf, messageOf } from '@/lib/api-error';
import type {
  Company,
  CompanyInput,
  CompanyJob,
  CompanyListAnswer,
  CompanyQuery,
  CompanyAccountFigures,
  CompanyStats,
  FeaturedCompany,
  Pagination,
  ProgressCallback,
  RatingSummary,
  Review,
  ReviewInput,
  ReviewListAnswer,
  Saved,
} from '@/features/companies/types';
import { COMPANIES_PER_PAGE, DEFAULT_COMPANY_SORT_BY, DEFAULT_COMPANY_SORT_ORDER, RATING_MAX, RATING_MIN } from '@/features/companies/types';

export interface RequestOptions {
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function paginationOf(body: unknown, count: number, limit: number): Pagination {
  const given = isRecord(body) && isRecord(body.pagination) ? body.pagination : {};
  const total = numberOr(given.total, count);
  const size = numberOr(given.limit, limit);
  return {
    page: numberOr(given.page, 1),
    limit: size,
    total,
    totalPages: numberOr(given.totalPages, size > 0 ? Math.ceil(total / size) : 1),
  };
}

function readCompanyList(body: unknown, limit = COMPANIES_PER_PAGE): CompanyListAnswer {
  const data = listOf<Company>(body);
  return { data, pagination: paginationOf(body, data.length, limit) };
}

function saved<T>(body: unknown): Saved<T> {
  const message = messageOf(body);
  return message === undefined ? { value: dataOf<T>(body) } : { value: dataOf<T>(body), message };
}

const path = (id: number | string) => `/companies/${encodeURIComponent(String(id))}`;

/**
 * The directory's query string: only what differs from the defaults, lists repeated, ranges as
 * foundedMin/foundedMax and ratingMin/ratingMax (the server refuses unknown values).
 */
export function companyQueryParams(query: Partial<CompanyQuery>): URLSearchParams {
  const params = new URLSearchParams();
  const filters = query.filters;
  if (filters) {
    for (const value of filters.industry) params.append('industry', value);
    for (const value of filters.size) params.append('size', value);
    for (const value of filters.location) params.append('location', value);
    if (filters.founded.min !== null) params.set('foundedMin', String(filters.founded.min));
    if (filters.founded.max !== null) params.set('foundedMax', String(filters.founded.max));
    if (filters.rating.min > RATING_MIN) params.set('ratingMin', String(filters.rating.min));
    if (filters.rating.max < RATING_MAX) params.set('ratingMax', String(filters.rating.max));
    if (filters.hasJobs) params.set('hasJobs', 'true');
  }
  const q = query.q?.trim();
  if (q) params.set('q', q);
  if (query.sortBy && (query.sortBy !== DEFAULT_COMPANY_SORT_BY || query.sortOrder !== DEFAULT_COMPANY_SORT_ORDER)) {
    params.set('sortBy', query.sortBy);
    if (query.sortOrder) params.set('sortOrder', query.sortOrder);
  }
  if (query.status) params.set('status', query.status);
  if (query.review) params.set('review', 'true');
  if (query.page && query.page > 1) params.set('page', String(query.page));
  if (query.limit) params.set('limit', String(query.limit));
  return params;
}

/** GET /companies: a page of the directory (admins: the admin channel, any status). */
export async function fetchCompanies(query: Partial<CompanyQuery>, options: RequestOptions & { admin?: boolean } = {}) {
  const channel = options.admin ? adminApi : api;
  const response = await channel.get('/companies', { params: companyQueryParams(query), signal: options.signal });
  return readCompanyList(response.data, query.limit);
}

/** GET /companies/search: the directory's query with its search words (q, required). */
export async function searchCompanies(query: Partial<CompanyQuery> & { q: string }, options: RequestOptions = {}): Promise<CompanyListAnswer> {
  const response = await api.get('/companies/search', { params: companyQueryParams(query), signal: options.signal });
  return readCompanyList(response.data, query.limit);
}

/** GET /companies/featured: up to 12 companies hiring now, the most open jobs first. */
export async function fetchFeaturedCompanies(options: RequestOptions = {}): Promise<FeaturedCompany[]> {
  const response = await api.get('/companies/featured', { signal: options.signal });
  return listOf<FeaturedCompany>(response.data);
}

/** GET /companies/industry/{i}: the approved companies of one industry. */
export async function fetchCompaniesByIndustry(industry: string, page = 1, options: RequestOptions = {}): Promise<CompanyListAnswer> {
  const params = new URLSearchParams();
  if (page > 1) params.set('page', String(page));
  const response = await api.get(`/companies/industry/${encodeURIComponent(industry)}`, { params, signal: options.signal });
  return readCompanyList(response.data);
}

/** GET /companies/dashboard: companyStats. */
export async function fetchCompanyStats(options: RequestOptions & { admin?: boolean } = {}): Promise<CompanyStats> {
  const channel = options.admin ? adminApi : api;
  const response = await channel.get('/companies/dashboard', { signal: options.signal });
  const data = dataOf<unknown>(response.data);
  return (isRecord(data) && isRecord(data.companyStats) ? data.companyStats : data) as CompanyStats;
}

/**
 * GET /companies/dashboard as a company account: its own figures (the answer's `account`), which
 * only a company account gets.
 */
export async function fetchCompanyAccountFigures(options: RequestOptions = {}): Promise<CompanyAccountFigures> {
  const response = await api.get('/companies/dashboard', { signal: options.signal });
  const data = dataOf<unknown>(response.data);
  if (!isRecord(data) || !isRecord(data.account)) throw new Error('The answer had no figures of the account.');
  return data.account as unknown as CompanyAccountFigures;
}

/** GET /companies/{id}. */
export async function fetchCompany(id: number, options: RequestOptions & { admin?: boolean } = {}): Promise<Company> {
  const channel = options.admin ? adminApi : api;
  const response = await channel.get(path(id), { signal: options.signal });
  return dataOf<Company>(response.data);
}

/** GET /companies/{id}/jobs: its public jobs. */
export async function fetchCompanyJobs(id: number, options: RequestOptions = {}): Promise<CompanyJob[]> {
  const response = await api.get(`${path(id)}/jobs`, { signal: options.signal });
  return listOf<CompanyJob>(response.data);
}

const EMPTY_SUMMARY: RatingSummary = { average: 0, count: 0, stars: {} };

/** GET /companies/{id}/reviews: newest first, with the rating summary. */
export async function fetchCompanyReviews(id: number, page = 1, options: RequestOptions = {}): Promise<ReviewListAnswer> {
  const response = await api.get(`${path(id)}/reviews`, { params: page > 1 ? { page } : {}, signal: options.signal });
  const body: unknown = response.data;
  const data = listOf<Review>(body);
  const summary = isRecord(body) && isRecord(body.summary) ? (body.summary as unknown as RatingSummary) : EMPTY_SUMMARY;
  return { data, pagination: paginationOf(body, data.length, COMPANIES_PER_PAGE), summary };
}

/** POST /companies/{id}/follow: the company with its count as it is now. */
export async function followCompany(id: number): Promise<Company> {
  const response = await api.post(`${path(id)}/follow`);
  return dataOf<Company>(response.data);
}

/** DELETE /companies/{id}/follow. */
export async function unfollowCompany(id: number): Promise<Company> {
  const response = await api.delete(`${path(id)}/follow`);
  return dataOf<Company>(response.data);
}

/** GET /user/followed-companies: latest followed first. */
export async function fetchFollowedCompanies(options: RequestOptions = {}): Promise<Company[]> {
  const response = await api.get('/user/followed-companies', { params: { limit: 100 }, signal: options.signal });
  return listOf<Company>(response.data);
}

export async function addReview(companyId: number, input: ReviewInput): Promise<Saved<Review>> {
  const response = await api.post(`${path(companyId)}/reviews`, input);
  return saved<Review>(response.data);
}

export async function updateReview(companyId: number, reviewId: number, input: ReviewInput): Promise<Saved<Review>> {
  const response = await api.put(`${path(companyId)}/reviews/${reviewId}`, input);
  return saved<Review>(response.data);
}

export async function deleteReview(companyId: number, reviewId: number): Promise<void> {
  await api.delete(`${path(companyId)}/reviews/${reviewId}`);
}

/** The multipart body of a company form: the fields, then the images (logo, cover). */
export function companyFormData(input: CompanyInput): FormData {
  const form = new FormData();
  if (input.name !== undefined) form.append('name', input.name.trim());
  form.append('industry', input.industry);
  form.append('size', input.size);
  form.append('location', input.location);
  form.append('website', input.website.trim());
  form.append('email', input.email.trim());
  form.append('phone', input.phone.trim());
  if (input.founded !== null) form.append('founded', String(input.founded));
  form.append('description', input.description);
  if (input.logo) form.append('logo', input.logo);
  else if (input.removeLogo) form.append('removeLogo', 'true');
  if (input.cover) form.append('cover', input.cover);
  else if (input.removeCover) form.append('removeCover', 'true');
  return form;
}

function uploadConfig(onProgress?: ProgressCallback) {
  return onProgress
    ? {
        onUploadProgress: (event: TransferProgress) => {
          const percent = typeof event.progress === 'number' ? event.progress * 100 : event.total ? (event.loaded / event.total) * 100 : 0;
          onProgress(Math.min(100, Math.round(percent)));
        },
      }
    : {};
}

/** GET /companies/mine: the signed-in company account's own page, whatever its status. */
export async function fetchOwnCompany(options: RequestOptions = {}): Promise<Company> {
  const response = await api.get('/companies/mine', { signal: options.signal });
  return dataOf<Company>(response.data);
}

/** PUT /companies/mine (multipart). */
export async function updateOwnCompany(input: CompanyInput, onProgress?: ProgressCallback): Promise<Saved<Company>> {
  const response = await api.put('/companies/mine', companyFormData(input), uploadConfig(onProgress));
  return saved<Company>(response.data);
}

/** POST /companies (admin, multipart): approved at once. */
export async function createCompany(input: CompanyInput, onProgress?: ProgressCallback): Promise<Saved<Company>> {
  const response = await adminApi.post('/companies', companyFormData(input), uploadConfig(onProgress));
  return saved<Company>(response.data);
}

/** PUT /companies/{id} (admin, multipart). */
export async function updateCompany(id: number, input: CompanyInput, onProgress?: ProgressCallback): Promise<Saved<Company>> {
  const response = await adminApi.put(path(id), companyFormData(input), uploadConfig(onProgress));
  return saved<Company>(response.data);
}

/** DELETE /companies/{id} (admin). */
export async function deleteCompany(id: number): Promise<void> {
  await adminApi.delete(path(id));
}

export async function approveCompany(id: number): Promise<Company> {
  const response = await adminApi.patch(`${path(id)}/approve`);
  return dataOf<Company>(response.data);
}

export async function rejectCompany(id: number, reason: string): Promise<Company> {
  const response = await adminApi.patch(`${path(id)}/reject`, { reason });
  return dataOf<Company>(response.data);
}

/** PATCH /companies/{id}/change/approve: the owner's pending change becomes the page's public facts. */
export async function approveCompanyChange(id: number): Promise<Company> {
  const response = await adminApi.patch(`${path(id)}/change/approve`);
  return dataOf<Company>(response.data);
}

/** PATCH /companies/{id}/change/reject: the page keeps its approved facts; the owner sees the reason. */
export async function rejectCompanyChange(id: number, reason: string): Promise<Company> {
  const response = await adminApi.patch(`${path(id)}/change/reject`, { reason });
  return dataOf<Company>(response.data);
}

/** PATCH /companies/{id}/verify: sets the mark, or clears it with {verified: false}. */
export async function verifyCompany(id: number, verified: boolean): Promise<Company> {
  const response = await adminApi.patch(`${path(id)}/verify`, { verified });
  return dataOf<Company>(response.data);
}

/**
 * The job calls of SPEC section 7 ("Jobs") and the applications of the Jobs issue, without any
 * state. Load this module lazily
 * (`await import('@/features/jobs/api')`) so the HTTP client stays off the start-up bundle.
 *
 * Channels: `api` (general: customer token first, else the general token) for public and
 * customer calls; `adminApi` (always the general token) for the admin-only calls. Calls that both
 * sides make (dashboard counts, updating a job, applications of a job) take a `channel` argument.
 */
import type { TransferProgress } from '@/lib/http';
import { adminApi, api, API_BASE_URL, type Channel as ApiChannel } from '@/app/api-client';
import { dataOf, listOf, messageOf } from '@/lib/api-error';
import type {
  Application,
  ApplicationInput,
  Channel,
  DashboardCounts,
  Job,
  JobBody,
  JobListAnswer,
  JobQuery,
  MyApplication,
  NoticeReading,
  Pagination,
  ProgressCallback,
  Saved,
  TopicCount,
} from '@/features/jobs/types';
import { JOBS_PER_PAGE, RECENT_JOBS_LIMIT } from '@/features/jobs/types';

/** Lets a caller cancel a read that is no longer wanted (a newer search, a page left). */
export interface RequestOptions {
  signal?: AbortSignal;
}

function channelOf(channel: Channel): ApiChannel {
  return channel === 'admin' ? adminApi : api;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toNumber(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

/**
 * Turns a query into URLSearchParams: empty values are left out (the server refuses an unknown
 * or malformed parameter rather than ignore it), lists go as repeated parameters.
 */
export function jobQueryParams(query: JobQuery = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query) as [string, unknown][]) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) {
        const text = String(item).trim();
        if (text) params.append(key, text);
      }
      continue;
    }
    const text = String(value).trim();
    if (text) params.set(key, text);
  }
  return params;
}

/** Reads a list answer: {data, total, totalPages, pagination}, or a bare array. */
export function readJobList(body: unknown, fallbackLimit = JOBS_PER_PAGE): JobListAnswer {
  const raw = dataOf<unknown>(body);
  const data = Array.isArray(raw) ? (raw as Job[]) : [];
  const top = isRecord(body) ? body : {};
  const given = isRecord(top.pagination) ? top.pagination : {};
  const total = toNumber(top.total, toNumber(given.total, data.length));
  const limit = toNumber(given.limit, fallbackLimit);
  const totalPages = toNumber(top.totalPages, toNumber(given.totalPages, limit > 0 ? Math.ceil(total / limit) : 1));
  const pagination: Pagination = { page: toNumber(given.page, 1), limit, total, totalPages };
  const answer: JobListAnswer = { data, total, totalPages, pagination };
  if (typeof top.didYouMean === 'string' && top.didYouMean.trim()) answer.didYouMean = top.didYouMean;
  return answer;
}

/** Percent of an upload, for a progress bar (0..100). */
export function progressPercent(event: TransferProgress): number {
  if (typeof event.progress === 'number') return Math.round(event.progress * 100);
  if (event.total) return Math.round((event.loaded / event.total) * 100);
  return 0;
}

function uploadConfig(onProgress?: ProgressCallback) {
  return onProgress
    ? { onUploadProgress: (event: TransferProgress) => onProgress(Math.min(100, progressPercent(event))) }
    : {};
}

// Public lists -------------------------------------------------------------------------------

/** GET /jobs with query parameters. */
export async function fetchJobs(query: JobQuery = {}, options: RequestOptions = {}): Promise<JobListAnswer> {
  const response = await api.get('/jobs', { params: jobQueryParams(query), signal: options.signal });
  return readJobList(response.data, query.limit);
}

/** GET /jobs/search: like fetchJobs, ordered by relevance, each job with a highlighted snippet. */
export async function searchJobs(query: JobQuery = {}, options: RequestOptions = {}): Promise<JobListAnswer> {
  const response = await api.get('/jobs/search', { params: jobQueryParams(query), signal: options.signal });
  return readJobList(response.data, query.limit);
}

/** GET /jobs/{id}: a public job, or any status for its poster and admins. */
export async function fetchJob(id: number | string, options: RequestOptions = {}): Promise<Job> {
  const response = await api.get(`/jobs/${encodeURIComponent(String(id))}`, { signal: options.signal });
  return dataOf<Job>(response.data);
}

export async function fetchFeatured(limit?: number, options: RequestOptions = {}): Promise<Job[]> {
  const response = await api.get('/jobs/featured', { params: jobQueryParams({ limit }), signal: options.signal });
  return listOf<Job>(response.data);
}

/** GET /jobs/{id}/similar?limit=: public jobs like this one, for the panel under it. */
export async function fetchSimilar(id: number, limit: number, options: RequestOptions = {}): Promise<Job[]> {
  const response = await api.get(`/jobs/${id}/similar`, { params: { limit }, signal: options.signal });
  return listOf<Job>(response.data);
}

/** GET /jobs/recent?limit= (default 10, SPEC section 9). */
export async function fetchRecent(limit: number = RECENT_JOBS_LIMIT, options: RequestOptions = {}): Promise<Job[]> {
  const response = await api.get('/jobs/recent', { params: { limit }, signal: options.signal });
  return listOf<Job>(response.data);
}

export async function fetchHot(limit?: number, options: RequestOptions = {}): Promise<Job[]> {
  const response = await api.get('/jobs/hot', { params: jobQueryParams({ limit }), signal: options.signal });
  return listOf<Job>(response.data);
}

/** GET /jobs/topics: main topics with their sub-topics and live counts. */
export async function fetchTopics(options: RequestOptions = {}): Promise<TopicCount[]> {
  const response = await api.get('/jobs/topics', { signal: options.signal });
  return listOf<TopicCount>(response.data);
}

/** GET /jobs/company/{id}: a company account's public jobs. */
export async function fetchCompanyJobs(
  companyId: number | string,
  query: JobQuery = {},
  options: RequestOptions = {},
): Promise<JobListAnswer> {
  const response = await api.get(`/jobs/company/${encodeURIComponent(String(companyId))}`, {
    params: jobQueryParams(query),
    signal: options.signal,
  });
  return readJobList(response.data, query.limit);
}

/** GET /jobs/category/{c}: a main topic or sub-topic, by name or slug. */
export async function fetchCategoryJobs(
  category: string,
  query: JobQuery = {},
  options: RequestOptions = {},
): Promise<JobListAnswer> {
  const response = await api.get(`/jobs/category/${encodeURIComponent(category)}`, {
    params: jobQueryParams(query),
    signal: options.signal,
  });
  return readJobList(response.data, query.limit);
}

/** GET /jobs/location/{l}: a district, Foreign, or Sri Lanka (every district). */
export async function fetchLocationJobs(
  location: string,
  query: JobQuery = {},
  options: RequestOptions = {},
): Promise<JobListAnswer> {
  const response = await api.get(`/jobs/location/${encodeURIComponent(location)}`, {
    params: jobQueryParams(query),
    signal: options.signal,
  });
  return readJobList(response.data, query.limit);
}

/** POST /jobs/{id}/view: counts one view of a public job. */
export async function recordView(id: number | string): Promise<void> {
  await api.post(`/jobs/${encodeURIComponent(String(id))}/view`);
}

// Posting and managing -----------------------------------------------------------------------

/** GET /jobs/dashboard: a customer's own counts (general channel) or an admin's (admin channel). */
export async function fetchJobDashboard(channel: Channel = 'general'): Promise<DashboardCounts> {
  const response = await channelOf(channel).get('/jobs/dashboard');
  return dataOf<DashboardCounts>(response.data);
}

/** POST /jobs: a customer's job; it waits for approval. FormData carries the flyer under `image`. */
export async function createJob(body: JobBody, onProgress?: ProgressCallback): Promise<Saved<Job>> {
  const response = await api.post('/jobs', body, uploadConfig(onProgress));
  return { value: dataOf<Job>(response.data), message: messageOf(response.data) };
}

/**
 * POST /jobs/notice: the text printed on a flyer the poster chose, read at once with OCR, and the
 * job's fields it seems to give. Nothing is kept.
 */
export async function readNotice(file: File, channel: Channel = 'general'): Promise<NoticeReading> {
  const form = new FormData();
  form.append('image', file);
  const response = await channelOf(channel).post('/jobs/notice', form);
  const data = dataOf<NoticeReading>(response.data);
  return { text: typeof data.text === 'string' ? data.text : '', suggestions: isRecord(data.suggestions) ? data.suggestions : {} };
}

/** POST /jobs/admin: an admin's job, approved at once. */
export async function createAdminJob(body: JobBody, onProgress?: ProgressCallback): Promise<Saved<Job>> {
  const response = await adminApi.post('/jobs/admin', body, uploadConfig(onProgress));
  return { value: dataOf<Job>(response.data), message: messageOf(response.data) };
}

/**
 * PUT /jobs/{id}: an admin's any job; a customer's own pending job at once, or an approved one's
 * text as a change waiting for review (the answer's `change`).
 */
export async function updateJob(
  id: number | string,
  body: JobBody,
  onProgress?: ProgressCallback,
  channel: Channel = 'general',
): Promise<Saved<Job>> {
  const response = await channelOf(channel).put(`/jobs/${encodeURIComponent(String(id))}`, body, uploadConfig(onProgress));
  return { value: dataOf<Job>(response.data), message: messageOf(response.data) };
}

/** PUT /jobs/{id}/extend {closingDate}: a later closing date, at once (the poster or an admin). */
export async function extendJob(id: number | string, closingDate: string, channel: Channel = 'general'): Promise<Saved<Job>> {
  const response = await channelOf(channel).put(`/jobs/${encodeURIComponent(String(id))}/extend`, { closingDate });
  return { value: dataOf<Job>(response.data), message: messageOf(response.data) };
}

/** PUT /jobs/{id}/close: closes an open job early (the poster or an admin). */
export async function closeJob(id: number | string, channel: Channel = 'general'): Promise<Saved<Job>> {
  const response = await channelOf(channel).put(`/jobs/${encodeURIComponent(String(id))}/close`);
  return { value: dataOf<Job>(response.data), message: messageOf(response.data) };
}

/** GET /jobs/admin/changes (admin): approved jobs whose poster's change waits, each with it. */
export async function fetchJobChanges(page = 1, limit = JOBS_PER_PAGE): Promise<JobListAnswer> {
  const response = await adminApi.get('/jobs/admin/changes', { params: { page, limit } });
  return readJobList(response.data, limit);
}

/** PUT /jobs/{id}/change/approve (admin): the change becomes the job's public text. */
export async function approveJobChange(id: number | string): Promise<Saved<Job>> {
  const response = await adminApi.put(`/jobs/${encodeURIComponent(String(id))}/change/approve`);
  return { value: dataOf<Job>(response.data), message: messageOf(response.data) };
}

/** PUT /jobs/{id}/change/reject (admin) with its {reason}: the job keeps its public text. */
export async function rejectJobChange(id: number | string, reason: string): Promise<Saved<Job>> {
  const response = await adminApi.put(`/jobs/${encodeURIComponent(String(id))}/change/reject`, { reason: reason.trim() });
  return { value: dataOf<Job>(response.data), message: messageOf(response.data) };
}

/** DELETE /jobs/{id} (admin). */
export async function deleteJob(id: number | string): Promise<string | undefined> {
  const response = await adminApi.delete(`/jobs/${encodeURIComponent(String(id))}`);
  return messageOf(response.data);
}

/** PUT /jobs/{id}/approve (admin). */
export async function approveJob(id: number | string): Promise<Saved<Job>> {
  const response = await adminApi.put(`/jobs/${encodeURIComponent(String(id))}/approve`);
  return { value: dataOf<Job>(response.data), message: messageOf(response.data) };
}

/** PUT /jobs/{id}/reject (admin) with an optional {reason}. */
export async function rejectJob(id: number | string, reason?: string): Promise<Saved<Job>> {
  const trimmed = reason?.trim();
  const response = await adminApi.put(
    `/jobs/${encodeURIComponent(String(id))}/reject`,
    trimmed ? { reason: trimmed } : undefined,
  );
  return { value: dataOf<Job>(response.data), message: messageOf(response.data) };
}

/** GET /jobs/admin/pending (admin), oldest first as the server orders it. */
export async function fetchPendingJobs(page = 1, limit = JOBS_PER_PAGE): Promise<JobListAnswer> {
  const response = await adminApi.get('/jobs/admin/pending', { params: { page, limit } });
  return readJobList(response.data, limit);
}

/** GET /jobs/admin/approved (admin). */
export async function fetchApprovedJobs(page = 1, limit = JOBS_PER_PAGE): Promise<JobListAnswer> {
  const response = await adminApi.get('/jobs/admin/approved', { params: { page, limit } });
  return readJobList(response.data, limit);
}

/** GET /jobs/customer/my-jobs: the signed-in customer's jobs in every status. */
export async function fetchMyJobs(page = 1, limit = JOBS_PER_PAGE): Promise<JobListAnswer> {
  const response = await api.get('/jobs/customer/my-jobs', { params: { page, limit } });
  return readJobList(response.data, limit);
}

/** DELETE /jobs/customer/{id}: a customer deletes their own job. */
export async function deleteMyJob(id: number | string): Promise<string | undefined> {
  const response = await api.delete(`/jobs/customer/${encodeURIComponent(String(id))}`);
  return messageOf(response.data);
}

// Applications -------------------------------------------------------------------------------

/** Builds the multipart body of an application: cv (or cvId, a built CV), coverLetter, phone (when given). */
export function applicationFormData(input: ApplicationInput): FormData {
  const form = new FormData();
  if (input.cv) form.append('cv', input.cv);
  else if (input.cvId !== undefined) form.append('cvId', String(input.cvId));
  form.append('coverLetter', input.coverLetter);
  const phone = input.phone?.trim();
  if (phone) form.append('phone', phone);
  // Each answer is one field holding it as JSON, naming its question by place.
  for (const reply of input.answers ?? []) form.append('answers', JSON.stringify(reply));
  return form;
}

/** POST /jobs/{id}/apply (multipart: cv PDF/DOCX up to 5 MB, coverLetter, phone?). */
export async function applyToJob(
  id: number | string,
  body: FormData | ApplicationInput,
  onProgress?: ProgressCallback,
): Promise<Saved<Application>> {
  const form = body instanceof FormData ? body : applicationFormData(body);
  const response = await api.post(`/jobs/${encodeURIComponent(String(id))}/apply`, form, uploadConfig(onProgress));
  return { value: dataOf<Application>(response.data), message: messageOf(response.data) };
}

/** GET /user/applications: the signed-in job seeker's own applications, with the date of each stage. */
export async function fetchMyApplications(): Promise<MyApplication[]> {
  const response = await api.get('/user/applications');
  return listOf<MyApplication>(response.data);
}

/** The address of an application's CV (GET /api/applications/{id}/cv). */
export function applicationCvUrl(id: number | string): string {
  return `${API_BASE_URL}/applications/${encodeURIComponent(String(id))}/cv`;
}

/** The file name of a Content-Disposition header, if it gives one. */
export function fileNameOf(disposition: string | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/**
 * Downloads an application's CV with the signed-in token (a plain link cannot send the
 * x-auth-token header). Returns the file and its name; the caller saves it.
 */
export async function downloadApplicationCv(
  id: number | string,
  channel: Channel = 'general',
): Promise<{ blob: Blob; fileName: string }> {
  const response = await channelOf(channel).get(`/applications/${encodeURIComponent(String(id))}/cv`, {
    responseType: 'blob',
  });
  const header = (response.headers as Record<string, unknown>)['content-disposition'];
  return {
    blob: response.data as Blob,
    fileName: fileNameOf(typeof header === 'string' ? header : undefined, `cv-${String(id)}`),
  };
}

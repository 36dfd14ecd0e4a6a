/**
 * The calls of a job's hiring pipeline (the applications of a job, their stages, notes and
 * ratings, the CSV export) and the applicant's withdrawal, without any state. Loaded lazily by
 * pipeline-calls.ts, so that the job pages, which never move an application, do not carry them.
 */
import { adminApi, api, type Channel as ApiChannel } from '@/app/api-client';
import { dataOf, listOf, messageOf } from '@/lib/api-error';
import { fileNameOf } from '@/features/jobs/api';
import { PIPELINE_PAGE } from '@/features/jobs/types';
import type {
  ApplicationFilter,
  ApplicationMove,
  ApplicationNote,
  ApplicationStage,
  Channel,
  EmployerApplication,
  MyApplication,
  Saved,
  StageCounts,
} from '@/features/jobs/types';

function channelOf(channel: Channel): ApiChannel {
  return channel === 'admin' ? adminApi : api;
}

function filterParams(filter: ApplicationFilter = {}): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set('status', filter.status);
  if (filter.from) params.set('from', filter.from);
  if (filter.to) params.set('to', filter.to);
  if (filter.screening) params.set('screening', filter.screening);
  if (filter.sort) params.set('sort', filter.sort);
  return params;
}

function jobApplicationsPath(jobId: number | string, rest = ''): string {
  return `/jobs/${encodeURIComponent(String(jobId))}/applications${rest}`;
}

function applicationPath(id: number | string, rest = ''): string {
  return `/applications/${encodeURIComponent(String(id))}${rest}`;
}

/**
 * GET /jobs/{id}/applications: a page of PIPELINE_PAGE, for the job's poster (general) or an admin
 * (admin channel), newest first; total counts every application the filter matches.
 */
export async function fetchJobApplications(
  jobId: number | string,
  channel: Channel = 'general',
  filter: ApplicationFilter = {},
  page = 1,
): Promise<{ list: EmployerApplication[]; total: number }> {
  const params = filterParams(filter);
  if (page > 1) params.set('page', String(page));
  params.set('limit', String(PIPELINE_PAGE));
  const response = await channelOf(channel).get(`${jobApplicationsPath(jobId)}?${params.toString()}`);
  const list = listOf<EmployerApplication>(response.data);
  const body = response.data as { pagination?: { total?: unknown } } | undefined;
  return { list, total: typeof body?.pagination?.total === 'number' ? body.pagination.total : list.length };
}

/** GET /jobs/{id}/applications/stages: how many applications are at each stage (narrowed by the applied days). */
export async function fetchApplicationStages(
  jobId: number | string,
  channel: Channel = 'general',
  filter: ApplicationFilter = {},
): Promise<StageCounts> {
  const params = filterParams({ from: filter.from, to: filter.to });
  const query = params.toString();
  const response = await channelOf(channel).get(jobApplicationsPath(jobId, '/stages') + (query ? `?${query}` : ''));
  return dataOf<StageCounts>(response.data);
}

/** POST /jobs/{id}/applications/move {ids, status, notify}: all or none. */
export async function moveApplications(
  jobId: number | string,
  ids: number[],
  status: ApplicationStage,
  notify: boolean,
  channel: Channel = 'general',
): Promise<Saved<EmployerApplication[]>> {
  const response = await channelOf(channel).post(jobApplicationsPath(jobId, '/move'), { ids, status, notify });
  return { value: dataOf<EmployerApplication[]>(response.data), message: messageOf(response.data) };
}

/** GET /jobs/{id}/applications/export: the job's applications as a CSV file. */
export async function exportApplications(jobId: number | string, channel: Channel = 'general'): Promise<{ blob: Blob; fileName: string }> {
  const response = await channelOf(channel).get(jobApplicationsPath(jobId, '/export'), { responseType: 'blob' });
  const header = (response.headers as Record<string, unknown>)['content-disposition'];
  return {
    blob: response.data as Blob,
    fileName: fileNameOf(typeof header === 'string' ? header : undefined, `applications-${String(jobId)}.csv`),
  };
}

/** PATCH /applications/{id} {status, notify}. */
export async function updateApplicationStatus(
  id: number | string,
  status: ApplicationStage,
  channel: Channel = 'general',
  notify = true,
): Promise<Saved<EmployerApplication>> {
  const response = await channelOf(channel).patch(applicationPath(id), { status, notify });
  return { value: dataOf<EmployerApplication>(response.data), message: messageOf(response.data) };
}

/** GET /applications/{id}/history: each move, with who made it. */
export async function fetchApplicationHistory(id: number | string, channel: Channel = 'general'): Promise<ApplicationMove[]> {
  const response = await channelOf(channel).get(applicationPath(id, '/history'));
  return listOf<ApplicationMove>(response.data);
}

/** GET /applications/{id}/notes: the employer's private notes, oldest first. */
export async function fetchApplicationNotes(id: number | string, channel: Channel = 'general'): Promise<ApplicationNote[]> {
  const response = await channelOf(channel).get(applicationPath(id, '/notes'));
  return listOf<ApplicationNote>(response.data);
}

/** POST /applications/{id}/notes {body}. */
export async function addApplicationNote(id: number | string, body: string, channel: Channel = 'general'): Promise<Saved<ApplicationNote>> {
  const response = await channelOf(channel).post(applicationPath(id, '/notes'), { body });
  return { value: dataOf<ApplicationNote>(response.data), message: messageOf(response.data) };
}

/** PUT /applications/{id}/rating {rating}: 1 to 5, or null to clear it. */
export async function rateApplication(
  id: number | string,
  rating: number | null,
  channel: Channel = 'general',
): Promise<Saved<EmployerApplication>> {
  const response = await channelOf(channel).put(applicationPath(id, '/rating'), { rating });
  return { value: dataOf<EmployerApplication>(response.data), message: messageOf(response.data) };
}

/** POST /applications/{id}/withdraw: the applicant withdraws their own application. */
export async function withdrawApplication(id: number | string): Promise<Saved<MyApplication>> {
  const response = await api.post(applicationPath(id, '/withdraw'));
  return { value: dataOf<MyApplication>(response.data), message: messageOf(response.data) };
}

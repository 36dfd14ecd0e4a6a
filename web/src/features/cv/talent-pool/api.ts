/**
 * The talent pool's calls (docs/openapi.yaml, tag CVs): sending a CV from the header's form
 * (public, general channel), and the admin's list, file, deletion and contact (admin channel,
 * which always sends the admin token).
 */
import type { TransferProgress } from '@/lib/http';
import { adminApi, api } from '@/app/api-client';
import { dataOf, messageOf } from '@/lib/api-error';
import {
  ROWS_PER_PAGE,
  type ContactInput,
  type CvSubmission,
  type CvSubmissionInput,
  type Pagination,
  type ProgressCallback,
  type Saved,
  type SubmissionPage,
  type SubmissionQuery,
} from '@/features/cv/talent-pool/types';

interface RequestOptions {
  signal?: AbortSignal;
}

function progressOf(event: TransferProgress): number {
  if (typeof event.progress === 'number') return Math.round(event.progress * 100);
  if (event.total) return Math.round((event.loaded / event.total) * 100);
  return 0;
}

/** The multipart body of a CV sent to the talent pool. */
export function submissionFormData(input: CvSubmissionInput): FormData {
  const form = new FormData();
  form.append('name', input.name);
  form.append('email', input.email);
  form.append('phone', input.phone);
  form.append('mainTopic', input.mainTopic);
  form.append('subTopic', input.subTopic);
  form.append('language', input.language);
  form.append('consent', 'true');
  form.append('cv', input.cv, input.cv.name);
  return form;
}

/**
 * POST /cvs/submit (public, multipart). The route needs no account, so a stored token the server
 * no longer accepts must not sign anyone out or leave the page: the answer goes to the form.
 */
export async function submitCv(input: CvSubmissionInput, onProgress?: ProgressCallback): Promise<Saved<{ id: number }>> {
  const response = await api.post('/cvs/submit', submissionFormData(input), {
    skipAuthRedirect: true,
    ...(onProgress ? { onUploadProgress: (event: TransferProgress) => onProgress(Math.min(100, progressOf(event))) } : {}),
  });
  return { value: dataOf<{ id: number }>(response.data), message: messageOf(response.data) };
}

/** A list answer's rows and paging; a missing paging counts as one page of what came. */
export function submissionPageOf(body: unknown): SubmissionPage {
  const value = (body ?? {}) as { data?: unknown; pagination?: Partial<Pagination> };
  const items = Array.isArray(value.data) ? (value.data as CvSubmission[]) : [];
  const paging = value.pagination ?? {};
  const number = (field: unknown, fallback: number) => (typeof field === 'number' && Number.isFinite(field) ? field : fallback);
  return {
    items,
    pagination: {
      page: number(paging.page, 1),
      limit: number(paging.limit, ROWS_PER_PAGE),
      total: number(paging.total, items.length),
      totalPages: number(paging.totalPages, 1),
    },
  };
}

/** GET /cvs/submissions with the filled-in filters only. */
export async function fetchSubmissions(query: SubmissionQuery, options: RequestOptions = {}): Promise<SubmissionPage> {
  const params: Record<string, string | number> = { page: query.page, limit: ROWS_PER_PAGE };
  for (const key of ['mainTopic', 'subTopic', 'search'] as const) {
    const value = query[key].trim();
    if (value !== '') params[key] = value;
  }
  const response = await adminApi.get('/cvs/submissions', { params, signal: options.signal });
  return submissionPageOf(response.data);
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
 * GET /cvs/submissions/{id}/file with the admin token (a plain link cannot send the
 * x-auth-token header). Returns the file and its name; the caller saves it.
 */
export async function downloadSubmissionFile(submission: Pick<CvSubmission, 'id' | 'fileName'>): Promise<{ blob: Blob; fileName: string }> {
  const response = await adminApi.get(`/cvs/submissions/${encodeURIComponent(String(submission.id))}/file`, { responseType: 'blob' });
  const header = (response.headers as Record<string, unknown>)['content-disposition'];
  return {
    blob: response.data as Blob,
    fileName: fileNameOf(typeof header === 'string' ? header : undefined, submission.fileName || `cv-${String(submission.id)}`),
  };
}

/** DELETE /cvs/submissions/{id}; returns the server's message. */
export async function deleteSubmission(id: number): Promise<string | undefined> {
  const response = await adminApi.delete(`/cvs/submissions/${encodeURIComponent(String(id))}`);
  return messageOf(response.data);
}

/** POST /cvs/submissions/{id}/contact: emails the person and marks the CV contacted. */
export async function contactSubmission(id: number, input: ContactInput): Promise<Saved<Partial<CvSubmission> | null>> {
  const response = await adminApi.post(`/cvs/submissions/${encodeURIComponent(String(id))}/contact`, input);
  const data = dataOf<unknown>(response.data);
  return {
    value: typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Partial<CvSubmission>) : null,
    message: messageOf(response.data),
  };
}

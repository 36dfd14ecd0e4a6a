/**
 * The calls of walk-in interviews and of applying without a CV, without any state. Loaded
 * lazily by walkin-calls.ts, so that only the screens that use them carry them.
 */
import { api } from '@/app/api-client';
import { dataOf, messageOf } from '@/lib/api-error';
import type { Application, Pagination, QuickApplicationInput, Saved, WalkInRSVP } from '@/features/jobs/types';

function jobPath(jobId: number, rest: string): string {
  return `/jobs/${encodeURIComponent(String(jobId))}${rest}`;
}

function rsvpOf(body: unknown): Saved<boolean> {
  const data = dataOf<{ rsvp?: boolean } | null>(body);
  return { value: Boolean(data?.rsvp), message: messageOf(body) };
}

/** GET /jobs/{id}/walk-in/rsvp: whether the signed-in job seeker said they will come. */
export async function fetchRSVP(jobId: number): Promise<boolean> {
  const response = await api.get(jobPath(jobId, '/walk-in/rsvp'));
  return rsvpOf(response.data).value;
}

/** POST /jobs/{id}/walk-in/rsvp: says the job seeker will come (a second time changes nothing). */
export async function sendRSVP(jobId: number): Promise<Saved<boolean>> {
  const response = await api.post(jobPath(jobId, '/walk-in/rsvp'));
  return rsvpOf(response.data);
}

/** DELETE /jobs/{id}/walk-in/rsvp: takes the RSVP back. */
export async function cancelRSVP(jobId: number): Promise<Saved<boolean>> {
  const response = await api.delete(jobPath(jobId, '/walk-in/rsvp'));
  return rsvpOf(response.data);
}

/** The RSVPs of a job's walk-in, for its poster and admins, and their count. */
export interface RSVPList {
  list: WalkInRSVP[];
  total: number;
}

/** GET /jobs/{id}/walk-in/rsvps: who said they will come, first first (100 at most here). */
export async function fetchRSVPs(jobId: number): Promise<RSVPList> {
  const response = await api.get(jobPath(jobId, '/walk-in/rsvps'), { params: { limit: 100 } });
  const body = response.data as { data?: WalkInRSVP[]; pagination?: Pagination };
  const list = Array.isArray(body?.data) ? body.data : [];
  return { list, total: body?.pagination?.total ?? list.length };
}

/** POST /jobs/{id}/apply-without-cv: an application with a name, phone, district and note. */
export async function applyWithoutCV(jobId: number, input: QuickApplicationInput): Promise<Saved<Application>> {
  const response = await api.post(jobPath(jobId, '/apply-without-cv'), input);
  return { value: dataOf<Application>(response.data), message: messageOf(response.data) };
}

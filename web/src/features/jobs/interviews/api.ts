/**
 * The calls of interviews, without any state. Loaded lazily by interview-calls.ts, so that only
 * the dashboard's application screens carry them.
 */
import { api } from '@/app/api-client';
import { dataOf, listOf, messageOf } from '@/lib/api-error';
import type { Saved } from '@/features/jobs/types';
import type { Interview, InterviewProposal } from '@/features/jobs/interviews/types';

function interviewPath(id: number, rest: string): string {
  return `/interviews/${encodeURIComponent(String(id))}${rest}`;
}

function saved(body: unknown): Saved<Interview> {
  return { value: dataOf<Interview>(body), message: messageOf(body) };
}

/** GET /applications/{id}/interviews: newest first, for the job's poster and the applicant. */
export async function fetchApplicationInterviews(applicationId: number): Promise<Interview[]> {
  const response = await api.get(`/applications/${encodeURIComponent(String(applicationId))}/interviews`);
  return listOf<Interview>(response.data);
}

/** GET /user/interviews: the interviews of the signed-in job seeker's applications. */
export async function fetchMyInterviews(): Promise<Interview[]> {
  const response = await api.get('/user/interviews');
  return listOf<Interview>(response.data);
}

/** POST /applications/{id}/interviews: a new interview, new times, or a reschedule. */
export async function proposeInterview(applicationId: number, proposal: InterviewProposal): Promise<Saved<Interview>> {
  const response = await api.post(`/applications/${encodeURIComponent(String(applicationId))}/interviews`, proposal);
  return saved(response.data);
}

/** POST /interviews/{id}/pick: the applicant books one of the times. */
export async function pickInterviewTime(id: number, slotId: number, version: number): Promise<Saved<Interview>> {
  const response = await api.post(interviewPath(id, '/pick'), { slotId, version });
  return saved(response.data);
}

/** POST /interviews/{id}/other-times: the applicant asks for other times. */
export async function askForOtherTimes(id: number, note: string, version: number): Promise<Saved<Interview>> {
  const response = await api.post(interviewPath(id, '/other-times'), { note, version });
  return saved(response.data);
}

/** POST /interviews/{id}/cancel: either side cancels. */
export async function cancelInterview(id: number, version: number): Promise<Saved<Interview>> {
  const response = await api.post(interviewPath(id, '/cancel'), { version });
  return saved(response.data);
}

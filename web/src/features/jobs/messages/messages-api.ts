/**
 * The calls of an application's thread of messages, without any state. Loaded lazily by
 * messages-calls.ts, so that only the dashboards that show threads carry them.
 */
import { api } from '@/app/api-client';
import { dataOf, messageOf } from '@/lib/api-error';
import type { Saved } from '@/features/jobs/types';
import type { Message, MessageThread, UnreadCounts } from '@/features/jobs/messages/types';

function threadPath(applicationId: number, rest = ''): string {
  return `/applications/${encodeURIComponent(String(applicationId))}/messages${rest}`;
}

/** GET /applications/{id}/messages: for the job's poster and the applicant only. */
export async function fetchThread(applicationId: number): Promise<MessageThread> {
  const response = await api.get(threadPath(applicationId));
  return dataOf<MessageThread>(response.data);
}

/** POST /applications/{id}/messages {body, key}: the same key again answers with the message sent first. */
export async function postMessage(applicationId: number, body: string, key: string): Promise<Saved<Message>> {
  const response = await api.post(threadPath(applicationId), { body, key });
  return { value: dataOf<Message>(response.data), message: messageOf(response.data) };
}

/** POST /applications/{id}/messages/read: the other side's messages are read. */
export async function markThreadRead(applicationId: number): Promise<number> {
  const response = await api.post(threadPath(applicationId, '/read'));
  return dataOf<{ marked: number }>(response.data).marked;
}

/** PUT /applications/{id}/messages/share-email {share}: the applicant's choice. */
export async function shareEmail(applicationId: number, share: boolean): Promise<Saved<boolean>> {
  const response = await api.put(threadPath(applicationId, '/share-email'), { share });
  return { value: dataOf<{ shareEmail: boolean }>(response.data).shareEmail, message: messageOf(response.data) };
}

/** GET /jobs/{id}/messages/unread: the applicants' messages the job's poster has not read. */
export async function fetchJobUnread(jobId: number): Promise<UnreadCounts> {
  const response = await api.get(`/jobs/${encodeURIComponent(String(jobId))}/messages/unread`);
  return dataOf<UnreadCounts>(response.data);
}

/** GET /user/messages/unread: the employers' messages the applicant has not read. */
export async function fetchMyUnread(): Promise<UnreadCounts> {
  const response = await api.get('/user/messages/unread');
  return dataOf<UnreadCounts>(response.data);
}

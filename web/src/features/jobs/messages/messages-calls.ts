/**
 * The thunks of the threads of messages: the same helper as the other job calls, fetching
 * messages-api.ts on first use. The thread component keeps the answers itself.
 */
import { apiThunkCreator } from '@/app/create-api-thunk';
import type { Saved } from '@/features/jobs/types';
import type { Message, MessageThread, UnreadCounts } from '@/features/jobs/messages/types';

const createMessagesThunk = apiThunkCreator(() => import('@/features/jobs/messages/messages-api'));

export const MESSAGES_CALL_MESSAGES = {
  fetchThreadFailed: 'Failed to fetch messages',
  postFailed: 'Failed to send message',
  markReadFailed: 'Failed to mark messages read',
  shareFailed: 'Failed to change sharing',
  unreadFailed: 'Failed to count unread messages',
} as const;

export const fetchThread = createMessagesThunk(
  'messages/fetchThread',
  (api, applicationId: number): Promise<MessageThread> => api.fetchThread(applicationId),
  MESSAGES_CALL_MESSAGES.fetchThreadFailed,
);

export const postMessage = createMessagesThunk(
  'messages/postMessage',
  (api, { applicationId, body, key }: { applicationId: number; body: string; key: string }): Promise<Saved<Message>> =>
    api.postMessage(applicationId, body, key),
  MESSAGES_CALL_MESSAGES.postFailed,
);

export const markThreadRead = createMessagesThunk(
  'messages/markThreadRead',
  (api, applicationId: number): Promise<number> => api.markThreadRead(applicationId),
  MESSAGES_CALL_MESSAGES.markReadFailed,
);

export const shareEmail = createMessagesThunk(
  'messages/shareEmail',
  (api, { applicationId, share }: { applicationId: number; share: boolean }): Promise<Saved<boolean>> =>
    api.shareEmail(applicationId, share),
  MESSAGES_CALL_MESSAGES.shareFailed,
);

/** The unread counts of one job's applications (for its poster), or of the applicant's own. */
export const fetchUnread = createMessagesThunk(
  'messages/fetchUnread',
  (api, source: { jobId: number } | 'mine'): Promise<UnreadCounts> =>
    source === 'mine' ? api.fetchMyUnread() : api.fetchJobUnread(source.jobId),
  MESSAGES_CALL_MESSAGES.unreadFailed,
);

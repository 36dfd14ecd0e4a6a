/**
 * The thunks of interviews: the shared helper bound to api.ts, fetched on first use. The screens
 * keep the answers themselves (lib/use-remote), as the pipeline's do.
 */
import { apiThunkCreator } from '@/app/create-api-thunk';
import type { Saved } from '@/features/jobs/types';
import type { Interview, InterviewProposal } from '@/features/jobs/interviews/types';

const createInterviewThunk = apiThunkCreator(() => import('@/features/jobs/interviews/api'));

export const INTERVIEW_MESSAGES = {
  fetchFailed: 'Failed to fetch interviews',
  proposeFailed: 'Failed to propose interview',
  pickFailed: 'Failed to book interview',
  otherTimesFailed: 'Failed to ask for other times',
  cancelFailed: 'Failed to cancel interview',
} as const;

export const fetchApplicationInterviews = createInterviewThunk(
  'interviews/fetchApplicationInterviews',
  (api, applicationId: number): Promise<Interview[]> => api.fetchApplicationInterviews(applicationId),
  INTERVIEW_MESSAGES.fetchFailed,
);

export const fetchMyInterviews = createInterviewThunk(
  'interviews/fetchMyInterviews',
  (api): Promise<Interview[]> => api.fetchMyInterviews(),
  INTERVIEW_MESSAGES.fetchFailed,
);

export const proposeInterview = createInterviewThunk(
  'interviews/propose',
  (api, { applicationId, proposal }: { applicationId: number; proposal: InterviewProposal }): Promise<Saved<Interview>> =>
    api.proposeInterview(applicationId, proposal),
  INTERVIEW_MESSAGES.proposeFailed,
);

export const pickInterviewTime = createInterviewThunk(
  'interviews/pick',
  (api, { id, slotId, version }: { id: number; slotId: number; version: number }): Promise<Saved<Interview>> =>
    api.pickInterviewTime(id, slotId, version),
  INTERVIEW_MESSAGES.pickFailed,
);

export const askForOtherTimes = createInterviewThunk(
  'interviews/otherTimes',
  (api, { id, note, version }: { id: number; note: string; version: number }): Promise<Saved<Interview>> =>
    api.askForOtherTimes(id, note, version),
  INTERVIEW_MESSAGES.otherTimesFailed,
);

export const cancelInterview = createInterviewThunk(
  'interviews/cancel',
  (api, { id, version }: { id: number; version: number }): Promise<Saved<Interview>> => api.cancelInterview(id, version),
  INTERVIEW_MESSAGES.cancelFailed,
);

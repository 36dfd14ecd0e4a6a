/**
 * The thunks of walk-in interviews and of applying without a CV: the shared helper bound to
 * api.ts, fetched on first use. The screens keep the answers themselves, as the pipeline's do.
 */
import { apiThunkCreator } from '@/app/create-api-thunk';
import type { Application, QuickApplicationInput, Saved } from '@/features/jobs/types';
import type { RSVPList } from '@/features/jobs/walkin/api';

const createWalkInThunk = apiThunkCreator(() => import('@/features/jobs/walkin/api'));

export const WALKIN_MESSAGES = {
  rsvpFailed: 'Failed to save RSVP',
  cancelFailed: 'Failed to cancel RSVP',
  fetchFailed: 'Failed to fetch RSVPs',
  applyFailed: 'Failed to apply',
} as const;

export const fetchRSVP = createWalkInThunk(
  'walkin/fetchRSVP',
  (api, jobId: number): Promise<boolean> => api.fetchRSVP(jobId),
  WALKIN_MESSAGES.fetchFailed,
);

export const sendRSVP = createWalkInThunk(
  'walkin/sendRSVP',
  (api, jobId: number): Promise<Saved<boolean>> => api.sendRSVP(jobId),
  WALKIN_MESSAGES.rsvpFailed,
);

export const cancelRSVP = createWalkInThunk(
  'walkin/cancelRSVP',
  (api, jobId: number): Promise<Saved<boolean>> => api.cancelRSVP(jobId),
  WALKIN_MESSAGES.cancelFailed,
);

export const fetchRSVPs = createWalkInThunk(
  'walkin/fetchRSVPs',
  (api, jobId: number): Promise<RSVPList> => api.fetchRSVPs(jobId),
  WALKIN_MESSAGES.fetchFailed,
);

export const applyWithoutCV = createWalkInThunk(
  'walkin/applyWithoutCV',
  (api, { jobId, input }: { jobId: number; input: QuickApplicationInput }): Promise<Saved<Application>> =>
    api.applyWithoutCV(jobId, input),
  WALKIN_MESSAGES.applyFailed,
);

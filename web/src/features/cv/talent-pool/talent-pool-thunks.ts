/**
 * The talent pool's calls, made with the shared thunk helper (app/create-api-thunk): api.ts is
 * fetched on the first call, and a failure becomes the server's message or the fallback below.
 */
import { apiThunkCreator } from '@/app/create-api-thunk';
import type { ContactInput, CvSubmission, CvSubmissionInput, ProgressCallback, SubmissionQuery } from '@/features/cv/talent-pool/types';

const createTalentPoolThunk = apiThunkCreator(() => import('@/features/cv/talent-pool/api'));

/** The fallbacks, for when the server gives no message (screens show them translated). */
export const TALENT_POOL_MESSAGES = {
  submitFailed: 'Failed to send CV',
  fetchFailed: 'Failed to fetch CV submissions',
  downloadFailed: 'Failed to download CV',
  deleteFailed: 'Failed to delete CV submission',
  contactFailed: 'Failed to contact the person',
} as const;

export const submitCv = createTalentPoolThunk(
  'talentPool/submit',
  (api, { input, onProgress }: { input: CvSubmissionInput; onProgress?: ProgressCallback }) => api.submitCv(input, onProgress),
  TALENT_POOL_MESSAGES.submitFailed,
);

export const fetchSubmissions = createTalentPoolThunk(
  'talentPool/fetchSubmissions',
  (api, query: SubmissionQuery, { signal }) => api.fetchSubmissions(query, { signal }),
  TALENT_POOL_MESSAGES.fetchFailed,
);

export const downloadSubmissionFile = createTalentPoolThunk(
  'talentPool/downloadFile',
  (api, submission: Pick<CvSubmission, 'id' | 'fileName'>) => api.downloadSubmissionFile(submission),
  TALENT_POOL_MESSAGES.downloadFailed,
);

export const deleteSubmission = createTalentPoolThunk(
  'talentPool/delete',
  (api, id: number) => api.deleteSubmission(id),
  TALENT_POOL_MESSAGES.deleteFailed,
);

export const contactSubmission = createTalentPoolThunk(
  'talentPool/contact',
  (api, { id, input }: { id: number; input: ContactInput }) => api.contactSubmission(id, input),
  TALENT_POOL_MESSAGES.contactFailed,
);

/**
 * The calls of a job's hiring pipeline and the applicant's withdrawal. They go through the same
 * thunk helper as the other job calls, but fetch pipeline-api.ts on first use, so the job pages
 * do not load them; the panels keep the answers themselves (lib/use-remote).
 */
import { apiThunkCreator } from '@/app/create-api-thunk';
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

const createPipelineThunk = apiThunkCreator(() => import('@/features/jobs/pipeline-api'));

export const PIPELINE_MESSAGES = {
  fetchApplicationsFailed: 'Failed to fetch applications',
  updateApplicationFailed: 'Failed to update application',
  exportFailed: 'Failed to export applications',
  fetchHistoryFailed: 'Failed to fetch history',
  addNoteFailed: 'Failed to add note',
  rateFailed: 'Failed to rate application',
  withdrawFailed: 'Failed to withdraw application',
} as const;

export const fetchJobApplications = createPipelineThunk(
  'pipeline/fetchJobApplications',
  (
    api,
    { jobId, channel, filter, page }: { jobId: number; channel: Channel; filter?: ApplicationFilter; page?: number },
  ): Promise<{ list: EmployerApplication[]; total: number }> => api.fetchJobApplications(jobId, channel, filter, page),
  PIPELINE_MESSAGES.fetchApplicationsFailed,
);

export const fetchApplicationStages = createPipelineThunk(
  'pipeline/fetchApplicationStages',
  (api, { jobId, channel, filter }: { jobId: number; channel: Channel; filter?: ApplicationFilter }): Promise<StageCounts> =>
    api.fetchApplicationStages(jobId, channel, filter),
  PIPELINE_MESSAGES.fetchApplicationsFailed,
);

export const changeApplicationStatus = createPipelineThunk(
  'pipeline/changeApplicationStatus',
  (
    api,
    { id, status, channel, notify }: { id: number; status: ApplicationStage; channel: Channel; notify: boolean },
  ): Promise<Saved<EmployerApplication>> => api.updateApplicationStatus(id, status, channel, notify),
  PIPELINE_MESSAGES.updateApplicationFailed,
);

/** Several of a job's applications to one stage, all or none. */
export const moveApplications = createPipelineThunk(
  'pipeline/moveApplications',
  (
    api,
    { jobId, ids, status, notify, channel }: { jobId: number; ids: number[]; status: ApplicationStage; notify: boolean; channel: Channel },
  ): Promise<Saved<EmployerApplication[]>> => api.moveApplications(jobId, ids, status, notify, channel),
  PIPELINE_MESSAGES.updateApplicationFailed,
);

/** A job's applications as a CSV file (the store lets this one answer through unserialised). */
export const exportApplications = createPipelineThunk(
  'pipeline/exportApplications',
  (api, { jobId, channel }: { jobId: number; channel: Channel }): Promise<{ blob: Blob; fileName: string }> =>
    api.exportApplications(jobId, channel),
  PIPELINE_MESSAGES.exportFailed,
);

/** An application's moves and private notes, read together when its panel opens. */
export const fetchApplicationActivity = createPipelineThunk(
  'pipeline/fetchApplicationActivity',
  async (api, { id, channel }: { id: number; channel: Channel }): Promise<{ history: ApplicationMove[]; notes: ApplicationNote[] }> => {
    const [history, notes] = await Promise.all([api.fetchApplicationHistory(id, channel), api.fetchApplicationNotes(id, channel)]);
    return { history, notes };
  },
  PIPELINE_MESSAGES.fetchHistoryFailed,
);

export const addApplicationNote = createPipelineThunk(
  'pipeline/addApplicationNote',
  (api, { id, body, channel }: { id: number; body: string; channel: Channel }): Promise<Saved<ApplicationNote>> =>
    api.addApplicationNote(id, body, channel),
  PIPELINE_MESSAGES.addNoteFailed,
);

export const rateApplication = createPipelineThunk(
  'pipeline/rateApplication',
  (api, { id, rating, channel }: { id: number; rating: number | null; channel: Channel }): Promise<Saved<EmployerApplication>> =>
    api.rateApplication(id, rating, channel),
  PIPELINE_MESSAGES.rateFailed,
);

/** The applicant withdraws one of their applications. */
export const withdrawApplication = createPipelineThunk(
  'pipeline/withdrawApplication',
  (api, id: number): Promise<Saved<MyApplication>> => api.withdrawApplication(id),
  PIPELINE_MESSAGES.withdrawFailed,
);

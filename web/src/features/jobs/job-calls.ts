/**
 * The job calls whose answers only one panel shows (moderation queues, a job's applications,
 * a job seeker's applications, the dashboard counts...). They go through the same thunk helper
 * as the slice's; the panel keeps the answer itself (lib/use-remote), as nothing else reads it.
 */
import { createJobsThunk } from '@/features/jobs/jobs-thunk';
import type { Channel, DashboardCounts, Job, JobListAnswer, MyApplication, Saved } from '@/features/jobs/types';

export const JOB_CALL_MESSAGES = {
  fetchJobsFailed: 'Failed to fetch jobs',
  approveFailed: 'Failed to approve job',
  rejectFailed: 'Failed to reject job',
  fetchCountsFailed: 'Failed to fetch dashboard',
  fetchApplicationsFailed: 'Failed to fetch applications',
  updateApplicationFailed: 'Failed to update application',
  downloadCvFailed: 'Failed to download CV',
  extendFailed: 'Failed to extend job',
  closeFailed: 'Failed to close job',
  approveChangeFailed: 'Failed to approve change',
  rejectChangeFailed: 'Failed to reject change',
} as const;

/** The admin's queue of jobs waiting for approval, a page at a time. */
export const fetchPendingJobs = createJobsThunk(
  'jobs/fetchPendingJobs',
  (api, page: number): Promise<JobListAnswer> => api.fetchPendingJobs(page),
  JOB_CALL_MESSAGES.fetchJobsFailed,
);

export const fetchApprovedJobs = createJobsThunk(
  'jobs/fetchApprovedJobs',
  (api, page: number): Promise<JobListAnswer> => api.fetchApprovedJobs(page),
  JOB_CALL_MESSAGES.fetchJobsFailed,
);

/** A customer's own jobs, whatever their state. */
export const fetchMyJobs = createJobsThunk(
  'jobs/fetchMyJobs',
  (api, page: number): Promise<JobListAnswer> => api.fetchMyJobs(page),
  JOB_CALL_MESSAGES.fetchJobsFailed,
);

export const approveJob = createJobsThunk(
  'jobs/approveJob',
  (api, id: number): Promise<Saved<Job>> => api.approveJob(id),
  JOB_CALL_MESSAGES.approveFailed,
);

export const rejectJob = createJobsThunk(
  'jobs/rejectJob',
  (api, { id, reason }: { id: number; reason: string }): Promise<Saved<Job>> => api.rejectJob(id, reason),
  JOB_CALL_MESSAGES.rejectFailed,
);

/** A later closing date for a job, at once (no review: a date changes no words): its poster's or, on the admin channel, any. */
export const extendJob = createJobsThunk(
  'jobs/extendJob',
  (api, { id, closingDate, channel = 'general' }: { id: number; closingDate: string; channel?: Channel }): Promise<Saved<Job>> =>
    api.extendJob(id, closingDate, channel),
  JOB_CALL_MESSAGES.extendFailed,
);

/** Closes an open job early: it leaves the site and takes no more applications (its poster, or an admin on the admin channel). */
export const closeJob = createJobsThunk(
  'jobs/closeJob',
  (api, { id, channel = 'general' }: { id: number; channel?: Channel }): Promise<Saved<Job>> => api.closeJob(id, channel),
  JOB_CALL_MESSAGES.closeFailed,
);

/** The approved jobs whose poster's change waits for review, a page at a time. */
export const fetchJobChanges = createJobsThunk(
  'jobs/fetchJobChanges',
  (api, page: number): Promise<JobListAnswer> => api.fetchJobChanges(page),
  JOB_CALL_MESSAGES.fetchJobsFailed,
);

export const approveJobChange = createJobsThunk(
  'jobs/approveJobChange',
  (api, id: number): Promise<Saved<Job>> => api.approveJobChange(id),
  JOB_CALL_MESSAGES.approveChangeFailed,
);

export const rejectJobChange = createJobsThunk(
  'jobs/rejectJobChange',
  (api, { id, reason }: { id: number; reason: string }): Promise<Saved<Job>> => api.rejectJobChange(id, reason),
  JOB_CALL_MESSAGES.rejectChangeFailed,
);

/** The job counts of a customer (general channel) or of the whole site (admin channel). */
export const fetchJobCounts = createJobsThunk(
  'jobs/fetchJobCounts',
  (api, channel: Channel): Promise<DashboardCounts> => api.fetchJobDashboard(channel),
  JOB_CALL_MESSAGES.fetchCountsFailed,
);

/** An application's CV as a file (the store lets this one answer through unserialised). */
export const downloadApplicationCv = createJobsThunk(
  'jobs/downloadApplicationCv',
  (api, { id, channel }: { id: number; channel: Channel }): Promise<{ blob: Blob; fileName: string }> =>
    api.downloadApplicationCv(id, channel),
  JOB_CALL_MESSAGES.downloadCvFailed,
);

/** The signed-in job seeker's applications. */
export const fetchMyApplications = createJobsThunk(
  'jobs/fetchMyApplications',
  (api): Promise<MyApplication[]> => api.fetchMyApplications(),
  JOB_CALL_MESSAGES.fetchApplicationsFailed,
);

/** The jobs like one job, for the panel under it; kept out of the browse list of the slice. */
export const findSimilarJobs = createJobsThunk(
  'jobs/findSimilarJobs',
  (api, { id, limit }: { id: number; limit: number }, { signal }): Promise<Job[]> => api.fetchSimilar(id, limit, { signal }),
  JOB_CALL_MESSAGES.fetchJobsFailed,
);

/** Counts one view of a public job. */
export const recordJobView = createJobsThunk(
  'jobs/recordJobView',
  (api, id: number): Promise<void> => api.recordView(id),
  JOB_CALL_MESSAGES.fetchJobsFailed,
);

/**
 * The jobs area's calls that the jobs state follows (SPEC section 7 "Jobs"), with the fallback
 * messages of section 8. Made with the shared thunk helper (see ./jobs-thunk.ts).
 */
import type { JobsState } from '@/features/jobs/jobs-slice';
import { createJobsThunk } from '@/features/jobs/jobs-thunk';
import type {
  Application,
  ApplicationInput,
  Channel,
  Job,
  JobBody,
  JobListAnswer,
  JobQuery,
  NoticeReading,
  ProgressCallback,
  Saved,
  TopicCount,
} from '@/features/jobs/types';
import { RECENT_JOBS_LIMIT } from '@/features/jobs/types';
import { salaryBounds } from '@/lib/salary-filter';

export type HighlightKind = 'featured' | 'hot' | 'recent';

export const JOB_MESSAGES = {
  fetchJobsFailed: 'Failed to fetch jobs',
  fetchJobFailed: 'Failed to fetch job',
  createJobFailed: 'Failed to create job',
  updateJobFailed: 'Failed to update job',
  deleteJobFailed: 'Failed to delete job',
  searchFailed: 'Search failed',
  fetchCompanyJobsFailed: 'Failed to fetch company jobs',
  applyFailed: 'Failed to send application',
  fetchTopicsFailed: 'Failed to fetch job topics',
  readNoticeFailed: 'The text of the flyer could not be read.',
} as const;

/** The query the state describes: filters, keyword, sort and page (for fetchJobs without one). */
export function queryFromState(state: JobsState): JobQuery {
  const { filters } = state;
  const query: JobQuery = { page: state.currentPage, limit: state.jobsPerPage, sortBy: state.sortBy, sortOrder: state.sortOrder };
  if (state.searchKeyword) query.q = state.searchKeyword;
  if (filters.jobType) query.jobType = filters.jobType;
  if (filters.location) query.location = filters.location;
  if (filters.company && /^\d+$/.test(filters.company)) query.company = Number(filters.company);
  if (state.salaryFilter.salaryFilterApplied) {
    Object.assign(query, salaryBounds(state.salaryFilter));
  } else {
    // A range set straight through setFilters, without the simple salary filter.
    if (filters.salaryRange.min !== null) query.minSalary = filters.salaryRange.min;
    if (filters.salaryRange.max !== null) query.maxSalary = filters.salaryRange.max;
  }
  if (filters.experienceLevel) query.experienceLevel = filters.experienceLevel;
  if (filters.mainTopics) query.mainTopics = [filters.mainTopics];
  if (filters.subTopics.length > 0) query.subTopics = [...filters.subTopics];
  if (filters.datePosted) query.datePosted = filters.datePosted;
  if (filters.walkIn) query.walkIn = true;
  return query;
}

/** GET /jobs with the given query, else the one the state describes. */
export const fetchJobs = createJobsThunk(
  'jobs/fetchJobs',
  (api, query: JobQuery | undefined, { getState, signal }): Promise<JobListAnswer> =>
    api.fetchJobs(query ?? queryFromState(getState().jobs), { signal }),
  JOB_MESSAGES.fetchJobsFailed,
);

/** GET /jobs/search: ranked results with highlighted snippets. */
export const searchJobs = createJobsThunk(
  'jobs/searchJobs',
  (api, query: JobQuery | undefined, { getState, signal }): Promise<JobListAnswer> =>
    api.searchJobs(query ?? queryFromState(getState().jobs), { signal }),
  JOB_MESSAGES.searchFailed,
);

export interface TopicJobsArgs {
  /** The topic's slug (it-and-software) or name. */
  topic: string;
  query: JobQuery;
}

/** GET /jobs/category/{c}: the jobs of a main topic or sub-topic, for its own page. */
export const fetchTopicJobs = createJobsThunk(
  'jobs/fetchTopicJobs',
  (api, { topic, query }: TopicJobsArgs, { signal }): Promise<JobListAnswer> =>
    api.fetchCategoryJobs(topic, query, { signal }),
  JOB_MESSAGES.fetchJobsFailed,
);

export interface DistrictJobsArgs {
  /** The district's slug (nuwara-eliya) or name. */
  district: string;
  query: JobQuery;
}

/** GET /jobs/location/{l}: the jobs of a district, for its own page. */
export const fetchDistrictJobs = createJobsThunk(
  'jobs/fetchDistrictJobs',
  (api, { district, query }: DistrictJobsArgs, { signal }): Promise<JobListAnswer> =>
    api.fetchLocationJobs(district, query, { signal }),
  JOB_MESSAGES.fetchJobsFailed,
);

export const fetchJobById = createJobsThunk(
  'jobs/fetchJobById',
  (api, id: number | string, { signal }): Promise<Job> => api.fetchJob(id, { signal }),
  JOB_MESSAGES.fetchJobFailed,
);

export interface HighlightArgs {
  kind: HighlightKind;
  limit?: number;
}

/** The featured, hot or recent jobs of the home page (recent: 10 by default, SPEC section 9). */
export const fetchJobHighlights = createJobsThunk(
  'jobs/fetchJobHighlights',
  (api, { kind, limit }: HighlightArgs, { signal }): Promise<Job[]> => {
    if (kind === 'recent') return api.fetchRecent(limit ?? RECENT_JOBS_LIMIT, { signal });
    if (kind === 'hot') return api.fetchHot(limit, { signal });
    return api.fetchFeatured(limit, { signal });
  },
  JOB_MESSAGES.fetchJobsFailed,
);

export const fetchJobTopics = createJobsThunk(
  'jobs/fetchJobTopics',
  (api, _: void, { signal }): Promise<TopicCount[]> => api.fetchTopics({ signal }),
  JOB_MESSAGES.fetchTopicsFailed,
);

export interface JobBodyArgs {
  body: JobBody;
  onProgress?: ProgressCallback;
}

/** POST /jobs: a customer's job (pending until approved). */
export const createJob = createJobsThunk(
  'jobs/createJob',
  (api, { body, onProgress }: JobBodyArgs): Promise<Saved<Job>> => api.createJob(body, onProgress),
  JOB_MESSAGES.createJobFailed,
);

/** POST /jobs/notice: the text of a flyer being posted, with the fields it suggests. */
export const readJobNotice = createJobsThunk(
  'jobs/readJobNotice',
  (api, { file, channel }: { file: File; channel: Channel }): Promise<NoticeReading> => api.readNotice(file, channel),
  JOB_MESSAGES.readNoticeFailed,
);

/** POST /jobs/admin: an admin's job (approved at once). */
export const createAdminJob = createJobsThunk(
  'jobs/createAdminJob',
  (api, { body, onProgress }: JobBodyArgs): Promise<Saved<Job>> => api.createAdminJob(body, onProgress),
  JOB_MESSAGES.createJobFailed,
);

export interface UpdateJobArgs extends JobBodyArgs {
  id: number | string;
  channel?: Channel;
}

export const updateJob = createJobsThunk(
  'jobs/updateJob',
  (api, { id, body, onProgress, channel }: UpdateJobArgs): Promise<Saved<Job>> =>
    api.updateJob(id, body, onProgress, channel),
  JOB_MESSAGES.updateJobFailed,
);

/** DELETE /jobs/{id} (admin). Resolves with the server's message. */
export const deleteJob = createJobsThunk(
  'jobs/deleteJob',
  (api, id: number): Promise<string | undefined> => api.deleteJob(id),
  JOB_MESSAGES.deleteJobFailed,
);

/** DELETE /jobs/customer/{id}: a customer's own job. */
export const deleteMyJob = createJobsThunk(
  'jobs/deleteMyJob',
  (api, id: number): Promise<string | undefined> => api.deleteMyJob(id),
  JOB_MESSAGES.deleteJobFailed,
);

export interface CompanyJobsArgs {
  companyId: number | string;
  query?: JobQuery;
}

export const fetchCompanyJobs = createJobsThunk(
  'jobs/fetchCompanyJobs',
  (api, { companyId, query }: CompanyJobsArgs, { signal }): Promise<JobListAnswer> =>
    api.fetchCompanyJobs(companyId, query, { signal }),
  JOB_MESSAGES.fetchCompanyJobsFailed,
);

/**
 * GET /jobs/company/{id} for the page of a company's jobs, which shows them as the job list (with
 * its total and pages); fetchCompanyJobs keeps them apart, as SPEC's companyJobs.
 */
export const fetchCompanyJobList = createJobsThunk(
  'jobs/fetchCompanyJobList',
  (api, { companyId, query }: CompanyJobsArgs, { signal }): Promise<JobListAnswer> =>
    api.fetchCompanyJobs(companyId, query, { signal }),
  JOB_MESSAGES.fetchCompanyJobsFailed,
);

export interface ApplyArgs {
  jobId: number;
  body: FormData | ApplicationInput;
  onProgress?: ProgressCallback;
}

/** POST /jobs/{id}/apply; on success the job's application status is the answer's (submitted). */
export const applyToJob = createJobsThunk(
  'jobs/applyToJob',
  (api, { jobId, body, onProgress }: ApplyArgs): Promise<Saved<Application>> => api.applyToJob(jobId, body, onProgress),
  JOB_MESSAGES.applyFailed,
);

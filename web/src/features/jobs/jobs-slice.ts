/**
 * Job list state (SPEC section 3), the rules of section 4 "Jobs", the fallbacks of section 8 and
 * the constants of section 9.
 *
 * - Changing the filters, the keyword or the page size goes back to page 1; clearing the
 *   filters also clears the keyword.
 * - Creating puts the job first and adds 1 to totalJobs; updating replaces it in the list and
 *   as the current job; deleting removes it and takes 1 from totalJobs.
 * - A re-viewed job moves to the front of recentlyViewed (at most 10).
 * - Search has its own loading flag. Favourites and application statuses belong to the job
 *   seeker's account (features/user), which the job screens reach through ./job-seeker.ts.
 *
 * Not persisted: SPEC section 4 keeps persistence to auth and user, so the recently viewed
 * jobs last for the visit (and go with everything else on logout).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  createAdminJob,
  createJob,
  deleteJob,
  deleteMyJob,
  fetchCompanyJobList,
  fetchCompanyJobs,
  fetchDistrictJobs,
  fetchJobById,
  fetchJobHighlights,
  fetchJobs,
  fetchJobTopics,
  fetchTopicJobs,
  JOB_MESSAGES,
  searchJobs,
  updateJob,
  type HighlightKind,
} from '@/features/jobs/jobs-thunks';
import { JOB_CALL_MESSAGES, fetchJobCounts } from '@/features/jobs/job-calls';
import { fallbackFailure, type ApiFailure } from '@/lib/api-error';
import { idle, loadableCases, type Loadable, type LoadStatus } from '@/lib/loadable';
import type {
  DashboardCounts,
  Job,
  JobFilters,
  JobListAnswer,
  JobSortField,
  SortOrder,
  TopicCount,
} from '@/features/jobs/types';
import { JOBS_PER_PAGE, RECENTLY_VIEWED_CAP } from '@/features/jobs/types';
import type { BrowseParams } from '@/lib/job-filter-params';
import {
  DEFAULT_MAX_SALARY,
  DEFAULT_MIN_SALARY,
  normalizeSalaryFilter,
  type SalaryFilterValue,
} from '@/lib/salary-filter';



export const DEFAULT_SORT_BY: JobSortField = 'posted_date';
export const DEFAULT_SORT_ORDER: SortOrder = 'desc';

export type ViewMode = 'grid' | 'list';

export interface JobsState {
  jobs: Job[];
  currentJob: Job | null;
  companyJobs: Job[];
  totalJobs: number;
  currentPage: number;
  totalPages: number;
  jobsPerPage: number;
  filters: JobFilters;
  searchKeyword: string;
  sortBy: JobSortField;
  sortOrder: SortOrder;
  /** The simple job filter of SPEC sections 3 and 5 (strings, as the address keeps them). */
  salaryFilter: SalaryFilterValue;
  /** Newest first, at most 10. */
  recentlyViewed: Job[];
  viewMode: ViewMode;
  /** The job list (GET /jobs). */
  loading: boolean;
  /** A keyword search (GET /jobs/search): its own flag (SPEC section 4). */
  searchLoading: boolean;
  /** The last search's words with its misspelt ones corrected, or '' (GET /jobs/search's didYouMean). */
  didYouMean: string;
  /** How the last list or search ended, for the list's skeleton, empty and error states. */
  listStatus: LoadStatus;
  currentJobLoading: boolean;
  /** The HTTP status of a failed job fetch (404: no such public job), or null. */
  currentJobStatus: number | null;
  currentJobError: string | null;
  companyJobsLoading: boolean;
  companyJobsError: string | null;
  /** A create, update or delete in flight. */
  saving: boolean;
  /** The last failure of the list, a search or a change (server message, else SPEC 8's fallback). */
  error: string | null;
  highlights: Record<HighlightKind, Loadable<Job[]>>;
  topics: Loadable<TopicCount[]>;
  /** The site's counts for the admin dashboard (GET /jobs/dashboard on the admin channel). */
  adminCounts: { data: DashboardCounts | null; status: LoadStatus; failure: ApiFailure | null };
  /** The list request whose answer counts; answers of older ones are dropped. */
  listRequestId: string | null;
  currentJobRequestId: string | null;
}

export const initialFilters: JobFilters = {
  jobType: '',
  location: '',
  company: '',
  salaryRange: { min: null, max: null },
  experienceLevel: '',
  mainTopics: '',
  subTopics: [],
  datePosted: '',
  walkIn: false,
};

export const initialJobsState: JobsState = {
  jobs: [],
  currentJob: null,
  companyJobs: [],
  totalJobs: 0,
  currentPage: 1,
  totalPages: 0,
  jobsPerPage: JOBS_PER_PAGE,
  filters: initialFilters,
  searchKeyword: '',
  sortBy: DEFAULT_SORT_BY,
  sortOrder: DEFAULT_SORT_ORDER,
  salaryFilter: { minSalary: DEFAULT_MIN_SALARY, maxSalary: DEFAULT_MAX_SALARY, salaryFilterApplied: false },
  recentlyViewed: [],
  viewMode: 'grid',
  loading: false,
  searchLoading: false,
  didYouMean: '',
  listStatus: 'idle',
  currentJobLoading: false,
  currentJobStatus: null,
  currentJobError: null,
  companyJobsLoading: false,
  companyJobsError: null,
  saving: false,
  error: null,
  highlights: { featured: idle<Job[]>([]), hot: idle<Job[]>([]), recent: idle<Job[]>([]) },
  topics: idle<TopicCount[]>([]),
  adminCounts: { data: null, status: 'idle', failure: null },
  listRequestId: null,
  currentJobRequestId: null,
};

// Slice ----------------------------------------------------------------------------------------

function replaceJob(list: Job[], job: Job): void {
  const index = list.findIndex((item) => item.id === job.id);
  if (index >= 0) list[index] = job;
}

/** A new job goes first and adds 1 to totalJobs. */
function addJob(state: JobsState, job: Job): void {
  state.jobs = [job, ...state.jobs.filter((item) => item.id !== job.id)];
  state.totalJobs += 1;
}

/** A changed job replaces its old self in the lists and as the current job. */
function changeJob(state: JobsState, job: Job): void {
  replaceJob(state.jobs, job);
  replaceJob(state.companyJobs, job);
  replaceJob(state.recentlyViewed, job);
  if (state.currentJob?.id === job.id) state.currentJob = job;
}

/** A deleted job leaves the lists and takes 1 from totalJobs (never below 0). */
function removeJob(state: JobsState, id: number): void {
  state.jobs = state.jobs.filter((job) => job.id !== id);
  state.companyJobs = state.companyJobs.filter((job) => job.id !== id);
  state.recentlyViewed = state.recentlyViewed.filter((job) => job.id !== id);
  state.totalJobs = Math.max(0, state.totalJobs - 1);
  if (state.currentJob?.id === id) state.currentJob = null;
}

function receiveList(state: JobsState, answer: JobListAnswer): void {
  state.jobs = answer.data;
  state.totalJobs = answer.total;
  state.totalPages = answer.totalPages;
  state.didYouMean = answer.didYouMean ?? '';
  if (answer.pagination.page >= 1) state.currentPage = answer.pagination.page;
  state.loading = false;
  state.searchLoading = false;
  state.listStatus = 'succeeded';
  state.error = null;
}

/** The list of a topic's, a district's or a company's page is asked for: it becomes the list that counts. */
function listPending(state: JobsState, requestId: string): void {
  state.listRequestId = requestId;
  state.loading = true;
  state.searchLoading = false;
  state.listStatus = 'loading';
  state.error = null;
}

/** That list failed: the server's message, else SPEC 8's fallback ('Failed to fetch jobs'). */
function listFailed(
  state: JobsState,
  aborted: boolean,
  message: string | undefined,
  fallback: string = JOB_MESSAGES.fetchJobsFailed,
): void {
  state.loading = false;
  if (aborted) {
    state.listStatus = 'idle';
    return;
  }
  state.listStatus = 'failed';
  state.error = message ?? fallback;
}

export const jobsSlice = createSlice({
  name: 'jobs',
  initialState: initialJobsState,
  reducers: {
    setFilters(state, action: PayloadAction<Partial<JobFilters>>) {
      state.filters = { ...state.filters, ...action.payload };
      state.currentPage = 1;
    },
    /** Clears every filter and the keyword (SPEC section 4). */
    clearFilters(state) {
      state.filters = initialFilters;
      state.salaryFilter = initialJobsState.salaryFilter;
      state.searchKeyword = '';
      state.currentPage = 1;
    },
    setSearchKeyword(state, action: PayloadAction<string>) {
      state.searchKeyword = action.payload.trim();
      state.currentPage = 1;
    },
    /** SPEC section 5: min '0' and max '1000000' unless numbers; applied unless both defaults. */
    setSalaryFilter(state, action: PayloadAction<{ min: unknown; max: unknown }>) {
      state.salaryFilter = normalizeSalaryFilter(action.payload.min, action.payload.max);
      state.filters.salaryRange = state.salaryFilter.salaryFilterApplied
        ? { min: Number(state.salaryFilter.minSalary), max: Number(state.salaryFilter.maxSalary) }
        : { min: null, max: null };
      state.currentPage = 1;
    },
    setJobsPerPage(state, action: PayloadAction<number>) {
      if (Number.isInteger(action.payload) && action.payload > 0) state.jobsPerPage = action.payload;
      state.currentPage = 1;
    },
    setCurrentPage(state, action: PayloadAction<number>) {
      if (Number.isInteger(action.payload) && action.payload > 0) state.currentPage = action.payload;
    },
    setSort(state, action: PayloadAction<{ sortBy: JobSortField; sortOrder?: SortOrder }>) {
      state.sortBy = action.payload.sortBy;
      state.sortOrder = action.payload.sortOrder ?? DEFAULT_SORT_ORDER;
    },
    /**
     * Mirrors the filter of the address (the /browse page's source of truth) in the state. The
     * page comes from the address too, so the go-back-to-page-1 rule does not apply here.
     */
    browseParamsApplied(state, action: PayloadAction<BrowseParams>) {
      const params = action.payload;
      const salary = normalizeSalaryFilter(params.minSal, params.maxSal);
      state.filters = {
        ...state.filters,
        jobType: params.jobType,
        location: params.location,
        company: params.company,
        experienceLevel: params.experienceLevel,
        mainTopics: params.mainTopics,
        subTopics: [...params.subTopics],
        datePosted: params.datePosted,
        walkIn: params.walkIn,
        salaryRange: salary.salaryFilterApplied
          ? { min: Number(salary.minSalary), max: Number(salary.maxSalary) }
          : { min: null, max: null },
      };
      state.salaryFilter = salary;
      state.searchKeyword = params.search.trim();
      state.sortBy = params.sortBy || (state.searchKeyword ? 'relevance' : DEFAULT_SORT_BY);
      state.sortOrder = DEFAULT_SORT_ORDER;
      state.currentPage = params.page;
    },
    setCurrentJob(state, action: PayloadAction<Job | null>) {
      state.currentJob = action.payload;
      state.currentJobError = null;
      state.currentJobStatus = null;
    },
    jobAdded(state, action: PayloadAction<Job>) {
      addJob(state, action.payload);
    },
    jobUpdated(state, action: PayloadAction<Job>) {
      changeJob(state, action.payload);
    },
    jobRemoved(state, action: PayloadAction<number>) {
      removeJob(state, action.payload);
    },
    /** A viewed job goes to the front (moving there if it was already in), at most 10 kept. */
    addRecentlyViewed(state, action: PayloadAction<Job>) {
      const job = action.payload;
      // A search snippet belongs to the search it came from.
      const plain: Job = { ...job };
      delete plain.snippet;
      state.recentlyViewed = [plain, ...state.recentlyViewed.filter((item) => item.id !== job.id)].slice(
        0,
        RECENTLY_VIEWED_CAP,
      );
    },
    clearRecentlyViewed(state) {
      state.recentlyViewed = [];
    },
    setViewMode(state, action: PayloadAction<ViewMode>) {
      state.viewMode = action.payload;
    },
    toggleViewMode(state) {
      state.viewMode = state.viewMode === 'grid' ? 'list' : 'grid';
    },
    clearJobsError(state) {
      state.error = null;
    },
  },
  extraReducers: (builder) => {
    loadableCases(builder, fetchJobHighlights, (state, { kind }) => state.highlights[kind], JOB_MESSAGES.fetchJobsFailed);
    loadableCases(builder, fetchJobTopics, (state) => state.topics, JOB_MESSAGES.fetchTopicsFailed);
    builder
      // The admin's counts; a customer's own counts stay with the panel that shows them.
      .addCase(fetchJobCounts.pending, (state, action) => {
        if (action.meta.arg === 'admin') state.adminCounts = { ...state.adminCounts, status: 'loading', failure: null };
      })
      .addCase(fetchJobCounts.fulfilled, (state, action) => {
        if (action.meta.arg === 'admin') state.adminCounts = { data: action.payload, status: 'succeeded', failure: null };
      })
      .addCase(fetchJobCounts.rejected, (state, action) => {
        if (action.meta.arg !== 'admin') return;
        state.adminCounts.status = 'failed';
        state.adminCounts.failure = action.payload ?? fallbackFailure(JOB_CALL_MESSAGES.fetchCountsFailed);
      })
      // Lists and searches share one "current request": the answer of an older one is dropped.
      .addCase(fetchJobs.pending, (state, action) => {
        state.listRequestId = action.meta.requestId;
        state.loading = true;
        state.searchLoading = false;
        state.listStatus = 'loading';
        state.error = null;
      })
      .addCase(searchJobs.pending, (state, action) => {
        state.listRequestId = action.meta.requestId;
        state.searchLoading = true;
        state.loading = false;
        state.listStatus = 'loading';
        state.error = null;
      })
      .addCase(fetchJobs.fulfilled, (state, action) => {
        if (action.meta.requestId === state.listRequestId) receiveList(state, action.payload);
      })
      .addCase(searchJobs.fulfilled, (state, action) => {
        if (action.meta.requestId === state.listRequestId) receiveList(state, action.payload);
      })
      .addCase(fetchJobs.rejected, (state, action) => {
        if (action.meta.requestId !== state.listRequestId) return;
        state.loading = false;
        if (action.meta.aborted) {
          state.listStatus = 'idle';
          return;
        }
        state.listStatus = 'failed';
        state.error = action.payload?.message ?? JOB_MESSAGES.fetchJobsFailed;
      })
      .addCase(searchJobs.rejected, (state, action) => {
        if (action.meta.requestId !== state.listRequestId) return;
        state.searchLoading = false;
        if (action.meta.aborted) {
          state.listStatus = 'idle';
          return;
        }
        state.listStatus = 'failed';
        state.error = action.payload?.message ?? JOB_MESSAGES.searchFailed;
      })

      // A topic's or a district's page shows the same list, as the job list does.
      .addCase(fetchTopicJobs.pending, (state, action) => listPending(state, action.meta.requestId))
      .addCase(fetchDistrictJobs.pending, (state, action) => listPending(state, action.meta.requestId))
      .addCase(fetchTopicJobs.fulfilled, (state, action) => {
        if (action.meta.requestId === state.listRequestId) receiveList(state, action.payload);
      })
      .addCase(fetchDistrictJobs.fulfilled, (state, action) => {
        if (action.meta.requestId === state.listRequestId) receiveList(state, action.payload);
      })
      .addCase(fetchTopicJobs.rejected, (state, action) => {
        if (action.meta.requestId === state.listRequestId) listFailed(state, action.meta.aborted, action.payload?.message);
      })
      .addCase(fetchDistrictJobs.rejected, (state, action) => {
        if (action.meta.requestId === state.listRequestId) listFailed(state, action.meta.aborted, action.payload?.message);
      })

      .addCase(fetchJobById.pending, (state, action) => {
        state.currentJobRequestId = action.meta.requestId;
        state.currentJobLoading = true;
        state.currentJobError = null;
        state.currentJobStatus = null;
      })
      .addCase(fetchJobById.fulfilled, (state, action) => {
        if (action.meta.requestId !== state.currentJobRequestId) return;
        state.currentJobLoading = false;
        state.currentJob = action.payload;
      })
      .addCase(fetchJobById.rejected, (state, action) => {
        if (action.meta.requestId !== state.currentJobRequestId) return;
        state.currentJobLoading = false;
        if (action.meta.aborted) return;
        state.currentJob = null;
        state.currentJobError = action.payload?.message ?? JOB_MESSAGES.fetchJobFailed;
        state.currentJobStatus = action.payload?.status ?? null;
      })

      .addCase(fetchCompanyJobs.pending, (state) => {
        state.companyJobsLoading = true;
        state.companyJobsError = null;
      })
      .addCase(fetchCompanyJobs.fulfilled, (state, action) => {
        state.companyJobsLoading = false;
        state.companyJobs = action.payload.data;
      })
      .addCase(fetchCompanyJobs.rejected, (state, action) => {
        state.companyJobsLoading = false;
        if (action.meta.aborted) return;
        state.companyJobsError = action.payload?.message ?? JOB_MESSAGES.fetchCompanyJobsFailed;
      })
      // The page of a company's jobs shows them as the job list.
      .addCase(fetchCompanyJobList.pending, (state, action) => listPending(state, action.meta.requestId))
      .addCase(fetchCompanyJobList.fulfilled, (state, action) => {
        if (action.meta.requestId === state.listRequestId) receiveList(state, action.payload);
      })
      .addCase(fetchCompanyJobList.rejected, (state, action) => {
        if (action.meta.requestId !== state.listRequestId) return;
        listFailed(state, action.meta.aborted, action.payload?.message, JOB_MESSAGES.fetchCompanyJobsFailed);
      })


      .addCase(createJob.fulfilled, (state, action) => {
        addJob(state, action.payload.value);
      })
      .addCase(createAdminJob.fulfilled, (state, action) => {
        addJob(state, action.payload.value);
      })
      .addCase(updateJob.fulfilled, (state, action) => {
        changeJob(state, action.payload.value);
      })
      .addCase(deleteJob.fulfilled, (state, action) => {
        removeJob(state, action.meta.arg);
      })
      .addCase(deleteMyJob.fulfilled, (state, action) => {
        removeJob(state, action.meta.arg);
      })
      .addCase(createJob.rejected, (state, action) => {
        state.error = action.payload?.message ?? JOB_MESSAGES.createJobFailed;
      })
      .addCase(createAdminJob.rejected, (state, action) => {
        state.error = action.payload?.message ?? JOB_MESSAGES.createJobFailed;
      })
      .addCase(updateJob.rejected, (state, action) => {
        state.error = action.payload?.message ?? JOB_MESSAGES.updateJobFailed;
      })
      .addCase(deleteJob.rejected, (state, action) => {
        state.error = action.payload?.message ?? JOB_MESSAGES.deleteJobFailed;
      })
      .addCase(deleteMyJob.rejected, (state, action) => {
        state.error = action.payload?.message ?? JOB_MESSAGES.deleteJobFailed;
      })

      .addMatcher(
        (action) =>
          [createJob, createAdminJob, updateJob, deleteJob, deleteMyJob].some((thunk) => thunk.pending.match(action)),
        (state) => {
          state.saving = true;
          state.error = null;
        },
      )
      .addMatcher(
        (action) =>
          [createJob, createAdminJob, updateJob, deleteJob, deleteMyJob].some(
            (thunk) => thunk.fulfilled.match(action) || thunk.rejected.match(action),
          ),
        (state) => {
          state.saving = false;
        },
      );
  },
});

export const {
  setFilters,
  clearFilters,
  setSearchKeyword,
  setSalaryFilter,
  setJobsPerPage,
  setCurrentPage,
  setSort,
  browseParamsApplied,
  setCurrentJob,
  jobAdded,
  jobUpdated,
  jobRemoved,
  addRecentlyViewed,
  clearRecentlyViewed,
  setViewMode,
  toggleViewMode,
  clearJobsError,
} = jobsSlice.actions;

export const jobsReducer = jobsSlice.reducer;

// Selectors ------------------------------------------------------------------------------------

type RootState = { jobs: JobsState };

export const selectJobsState = (state: RootState) => state.jobs;
export const selectJobs = (state: RootState) => state.jobs.jobs;
export const selectCurrentJob = (state: RootState) => state.jobs.currentJob;
export const selectRecentlyViewed = (state: RootState) => state.jobs.recentlyViewed;
export const selectViewMode = (state: RootState) => state.jobs.viewMode;
export const selectHighlight = (state: RootState, kind: HighlightKind) => state.jobs.highlights[kind];
export const selectTopics = (state: RootState) => state.jobs.topics;
export const selectAdminCounts = (state: RootState) => state.jobs.adminCounts;
/** The list is busy with either a plain list or a keyword search. */
export const selectListBusy = (state: RootState) => state.jobs.loading || state.jobs.searchLoading;

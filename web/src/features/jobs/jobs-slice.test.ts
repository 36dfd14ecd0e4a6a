import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStore } from '@/app/reset-store';
import { makeStore, persistConfig } from '@/app/store';
import { parseBrowseParams } from '@/lib/job-filter-params';
import { browserLocation } from '@/lib/browser-location';
import { deferred, mockApi, routes, type MockOutcome } from '@/testing/mock-api';
import { listAnswer, makeJob } from '@/features/jobs/testing/fixtures';
import { addRecentlyViewed, browseParamsApplied, clearFilters, jobAdded, jobRemoved, jobUpdated, setCurrentPage, setFilters, setJobsPerPage, setSalaryFilter, setSearchKeyword, setSort, toggleViewMode } from '@/features/jobs/jobs-slice';
import { JOB_MESSAGES, createAdminJob, createJob, deleteJob, deleteMyJob, fetchCompanyJobs, fetchJobById, fetchJobHighlights, fetchJobs, fetchJobTopics, queryFromState, searchJobs, updateJob } from '@/features/jobs/jobs-thunks';

beforeEach(() => {
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/browse');
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Dispatches one of several kinds of thunk (a union the typed dispatch cannot take at once). */
function dispatchAny(store: ReturnType<typeof makeStore>, action: unknown): Promise<unknown> {
  return (store.dispatch as unknown as (thunk: unknown) => Promise<unknown>)(action);
}

const serverError: MockOutcome = { status: 500, data: { success: false } };

function storeOnPage(page: number) {
  const store = makeStore();
  store.dispatch(setCurrentPage(page));
  expect(store.getState().jobs.currentPage).toBe(page);
  return store;
}

describe('initial job list state (SPEC sections 3 and 9)', () => {
  it('sorts by posted_date descending, 10 a page, from page 1, in grid view', () => {
    const jobs = makeStore().getState().jobs;
    expect(jobs.sortBy).toBe('posted_date');
    expect(jobs.sortOrder).toBe('desc');
    expect(jobs.jobsPerPage).toBe(10);
    expect(jobs.currentPage).toBe(1);
    expect(jobs.viewMode).toBe('grid');
    expect(jobs.jobs).toEqual([]);
    expect(jobs.recentlyViewed).toEqual([]);
    expect(jobs.salaryFilter).toEqual({ minSalary: '0', maxSalary: '1000000', salaryFilterApplied: false });
    expect(jobs.filters).toEqual({
      jobType: '',
      location: '',
      company: '',
      salaryRange: { min: null, max: null },
      experienceLevel: '',
      mainTopics: '',
      subTopics: [],
      datePosted: '',
      walkIn: false,
    });
  });

  it('is not persisted (SPEC section 4: auth and user only) and goes on logout', () => {
    expect(persistConfig.whitelist).not.toContain('jobs');
    const store = makeStore();
    store.dispatch(addRecentlyViewed(makeJob()));
    store.dispatch(resetStore());
    expect(store.getState().jobs.recentlyViewed).toEqual([]);
  });
});

describe('filters, keyword and page size (SPEC section 4)', () => {
  it('changing the filters goes back to page 1', () => {
    const store = storeOnPage(4);
    store.dispatch(setFilters({ jobType: 'Freelance', location: 'Kandy' }));
    expect(store.getState().jobs.currentPage).toBe(1);
    expect(store.getState().jobs.filters).toMatchObject({ jobType: 'Freelance', location: 'Kandy', experienceLevel: '' });
  });

  it('changing the keyword goes back to page 1, and the keyword is trimmed', () => {
    const store = storeOnPage(3);
    store.dispatch(setSearchKeyword('  staff nurse '));
    expect(store.getState().jobs.searchKeyword).toBe('staff nurse');
    expect(store.getState().jobs.currentPage).toBe(1);
  });

  it('changing the page size goes back to page 1', () => {
    const store = storeOnPage(5);
    store.dispatch(setJobsPerPage(20));
    expect(store.getState().jobs.jobsPerPage).toBe(20);
    expect(store.getState().jobs.currentPage).toBe(1);
  });

  it('changing the salary filter normalizes it (SPEC section 5) and goes back to page 1', () => {
    const store = storeOnPage(2);
    store.dispatch(setSalaryFilter({ min: 'abc', max: '' }));
    expect(store.getState().jobs.salaryFilter).toEqual({ minSalary: '0', maxSalary: '1000000', salaryFilterApplied: false });
    store.dispatch(setSalaryFilter({ min: '40000', max: '' }));
    expect(store.getState().jobs.salaryFilter).toEqual({ minSalary: '40000', maxSalary: '1000000', salaryFilterApplied: true });
    expect(store.getState().jobs.filters.salaryRange).toEqual({ min: 40000, max: 1000000 });
    expect(store.getState().jobs.currentPage).toBe(1);
  });

  it('clearing the filters also clears the keyword', () => {
    const store = makeStore();
    store.dispatch(setSearchKeyword('driver'));
    store.dispatch(setFilters({ jobType: 'Temporary', subTopics: ['BPO'] }));
    store.dispatch(setSalaryFilter({ min: '1', max: '2' }));
    store.dispatch(setCurrentPage(3));
    store.dispatch(clearFilters());
    const jobs = store.getState().jobs;
    expect(jobs.searchKeyword).toBe('');
    expect(jobs.filters).toEqual(makeStore().getState().jobs.filters);
    expect(jobs.salaryFilter.salaryFilterApplied).toBe(false);
    expect(jobs.currentPage).toBe(1);
  });

  it('changing the page or the sort keeps the filters', () => {
    const store = makeStore();
    store.dispatch(setFilters({ jobType: 'Temporary' }));
    store.dispatch(setCurrentPage(2));
    store.dispatch(setSort({ sortBy: 'salary' }));
    expect(store.getState().jobs).toMatchObject({ currentPage: 2, sortBy: 'salary', sortOrder: 'desc' });
    expect(store.getState().jobs.filters.jobType).toBe('Temporary');
  });

  it('mirrors the address of /browse, page included', () => {
    const store = makeStore();
    store.dispatch(browseParamsApplied(parseBrowseParams('search=nurse&location=Galle&minSal=50000&page=3')));
    const jobs = store.getState().jobs;
    expect(jobs.searchKeyword).toBe('nurse');
    expect(jobs.filters.location).toBe('Galle');
    expect(jobs.salaryFilter).toEqual({ minSalary: '50000', maxSalary: '1000000', salaryFilterApplied: true });
    expect(jobs.currentPage).toBe(3);
    expect(jobs.sortBy).toBe('relevance');
  });

  it('builds the query from the state when none is given', () => {
    const store = makeStore();
    store.dispatch(setSearchKeyword('nurse'));
    store.dispatch(setFilters({ location: 'Galle', mainTopics: 'Private Jobs', subTopics: ['Health'] }));
    store.dispatch(setSalaryFilter({ min: '', max: '90000' }));
    expect(queryFromState(store.getState().jobs)).toEqual({
      page: 1,
      limit: 10,
      sortBy: 'posted_date',
      sortOrder: 'desc',
      q: 'nurse',
      location: 'Galle',
      maxSalary: 90000,
      mainTopics: ['Private Jobs'],
      subTopics: ['Health'],
    });
  });

  it('toggles the view between grid and list', () => {
    const store = makeStore();
    store.dispatch(toggleViewMode());
    expect(store.getState().jobs.viewMode).toBe('list');
    store.dispatch(toggleViewMode());
    expect(store.getState().jobs.viewMode).toBe('grid');
  });
});

describe('lists and searches', () => {
  it('stores the list, total, pages and page of GET /jobs', async () => {
    const jobs = [makeJob({ id: 1 }), makeJob({ id: 2 })];
    mockApi(routes({ 'GET /jobs': { status: 200, data: listAnswer(jobs, { page: 2, total: 12 }) } }));
    const store = makeStore();
    await store.dispatch(fetchJobs({ page: 2 }));
    expect(store.getState().jobs).toMatchObject({ jobs, totalJobs: 12, totalPages: 2, currentPage: 2, loading: false, listStatus: 'succeeded' });
  });

  it('asks GET /jobs with the query the state describes when given none', async () => {
    const { requests } = mockApi(routes({ 'GET /jobs': { status: 200, data: listAnswer([]) } }));
    const store = makeStore();
    store.dispatch(setFilters({ jobType: 'Freelance' }));
    await store.dispatch(fetchJobs());
    expect((requests[0]!.config.params as URLSearchParams).get('jobType')).toBe('Freelance');
  });

  it('a search has its own loading flag', async () => {
    const answer = deferred<MockOutcome>();
    mockApi(routes({ 'GET /jobs/search': () => answer.promise }));
    const store = makeStore();
    const request = store.dispatch(searchJobs({ q: 'nurse' }));
    expect(store.getState().jobs.searchLoading).toBe(true);
    expect(store.getState().jobs.loading).toBe(false);
    answer.resolve({ status: 200, data: listAnswer([makeJob()]) });
    await request;
    expect(store.getState().jobs.searchLoading).toBe(false);
    expect(store.getState().jobs.jobs).toHaveLength(1);
  });

  it('drops the answer of an older request that arrives last', async () => {
    const slow = deferred<MockOutcome>();
    mockApi(routes({ 'GET /jobs': (request) => (request.config.params as URLSearchParams).get('page') === '1' ? slow.promise : { status: 200, data: listAnswer([makeJob({ id: 2 })], { page: 2, total: 11 }) } }));
    const store = makeStore();
    const first = store.dispatch(fetchJobs({ page: 1 }));
    await store.dispatch(fetchJobs({ page: 2 }));
    slow.resolve({ status: 200, data: listAnswer([makeJob({ id: 1 })]) });
    await first;
    expect(store.getState().jobs.jobs.map((job) => job.id)).toEqual([2]);
    expect(store.getState().jobs.currentPage).toBe(2);
  });

  it('an abandoned request leaves no error behind', async () => {
    mockApi(routes({ 'GET /jobs': () => new Promise<MockOutcome>(() => {}) }));
    const store = makeStore();
    const request = store.dispatch(fetchJobs({}));
    request.abort();
    await request;
    expect(store.getState().jobs).toMatchObject({ loading: false, error: null, listStatus: 'idle' });
  });

  it('keeps the featured, hot and recent lists apart', async () => {
    mockApi(
      routes({
        'GET /jobs/featured': { status: 200, data: { success: true, data: [makeJob({ id: 5, featured: true })] } },
        'GET /jobs/recent': { status: 200, data: { success: true, data: [makeJob({ id: 6 })] } },
        'GET /jobs/hot': serverError,
      }),
    );
    const store = makeStore();
    await store.dispatch(fetchJobHighlights({ kind: 'featured' }));
    await store.dispatch(fetchJobHighlights({ kind: 'recent' }));
    await store.dispatch(fetchJobHighlights({ kind: 'hot' }));
    const { highlights } = store.getState().jobs;
    expect(highlights.featured.data.map((job) => job.id)).toEqual([5]);
    expect(highlights.recent.data.map((job) => job.id)).toEqual([6]);
    expect(highlights.hot).toEqual({ data: [], status: 'failed', error: 'Failed to fetch jobs' });
  });

  it('stores the topics with their counts', async () => {
    const topics = [{ name: 'Private Jobs', slug: 'private-jobs', count: 3 }];
    mockApi(routes({ 'GET /jobs/topics': { status: 200, data: { success: true, data: topics } } }));
    const store = makeStore();
    await store.dispatch(fetchJobTopics());
    expect(store.getState().jobs.topics).toEqual({ data: topics, status: 'succeeded', error: null });
  });

  it('stores a company’s jobs apart from the list', async () => {
    mockApi(routes({ 'GET /jobs/company/2': { status: 200, data: listAnswer([makeJob({ id: 8 })]) } }));
    const store = makeStore();
    await store.dispatch(fetchCompanyJobs({ companyId: 2 }));
    expect(store.getState().jobs.companyJobs.map((job) => job.id)).toEqual([8]);
    expect(store.getState().jobs.jobs).toEqual([]);
  });
});

describe('the current job', () => {
  it('is the fetched job', async () => {
    const job = makeJob({ id: 4 });
    mockApi(routes({ 'GET /jobs/4': { status: 200, data: { success: true, data: job } } }));
    const store = makeStore();
    await store.dispatch(fetchJobById(4));
    expect(store.getState().jobs.currentJob).toEqual(job);
    expect(store.getState().jobs.currentJobLoading).toBe(false);
  });

  it('remembers the status of a failure (404: not found)', async () => {
    mockApi(routes({ 'GET /jobs/4': { status: 404, data: { success: false, message: 'Job not found.' } } }));
    const store = makeStore();
    await store.dispatch(fetchJobById(4));
    expect(store.getState().jobs).toMatchObject({ currentJob: null, currentJobError: 'Job not found.', currentJobStatus: 404 });
  });
});

describe('creating, updating and deleting (SPEC section 4)', () => {
  function storeWithJobs() {
    const store = makeStore();
    const jobs = [makeJob({ id: 1 }), makeJob({ id: 2 })];
    mockApi(routes({ 'GET /jobs': { status: 200, data: listAnswer(jobs, { total: 7 }) } }));
    return { store, load: () => store.dispatch(fetchJobs({})) };
  }

  it('a created job goes first and adds 1 to totalJobs', async () => {
    const { store, load } = storeWithJobs();
    await load();
    mockApi(routes({ 'POST /jobs': { status: 201, data: { success: true, data: makeJob({ id: 9 }), message: 'Submitted.' } } }));
    const result = await store.dispatch(createJob({ body: { title: 'New' } as never }));
    expect(createJob.fulfilled.match(result)).toBe(true);
    expect(store.getState().jobs.jobs.map((job) => job.id)).toEqual([9, 1, 2]);
    expect(store.getState().jobs.totalJobs).toBe(8);
  });

  it('an admin’s created job goes first too', async () => {
    const { store, load } = storeWithJobs();
    await load();
    mockApi(routes({ 'POST /jobs/admin': { status: 201, data: { success: true, data: makeJob({ id: 10 }) } } }));
    await store.dispatch(createAdminJob({ body: { title: 'New' } as never }));
    expect(store.getState().jobs.jobs[0]!.id).toBe(10);
    expect(store.getState().jobs.totalJobs).toBe(8);
  });

  it('an updated job replaces its old self in the list and as the current job', async () => {
    const { store, load } = storeWithJobs();
    await load();
    store.dispatch(jobUpdated(makeJob({ id: 3, title: 'Not in the list' })));
    expect(store.getState().jobs.jobs).toHaveLength(2);
    mockApi(
      routes({
        'GET /jobs/2': { status: 200, data: { success: true, data: makeJob({ id: 2 }) } },
        'PUT /jobs/2': { status: 200, data: { success: true, data: makeJob({ id: 2, title: 'Renamed' }) } },
      }),
    );
    await store.dispatch(fetchJobById(2));
    await store.dispatch(updateJob({ id: 2, body: { title: 'Renamed' } as never }));
    expect(store.getState().jobs.jobs.map((job) => job.title)).toEqual(['Senior Software Engineer (Go)', 'Renamed']);
    expect(store.getState().jobs.currentJob?.title).toBe('Renamed');
  });

  it('a deleted job leaves the list and takes 1 from totalJobs', async () => {
    const { store, load } = storeWithJobs();
    await load();
    mockApi(routes({ 'DELETE /jobs/1': { status: 200, data: { success: true } }, 'DELETE /jobs/customer/2': { status: 200 } }));
    await store.dispatch(deleteJob(1));
    expect(store.getState().jobs.jobs.map((job) => job.id)).toEqual([2]);
    expect(store.getState().jobs.totalJobs).toBe(6);
    await store.dispatch(deleteMyJob(2));
    expect(store.getState().jobs.jobs).toEqual([]);
    expect(store.getState().jobs.totalJobs).toBe(5);
  });

  it('never counts below 0', () => {
    const store = makeStore();
    store.dispatch(jobRemoved(1));
    expect(store.getState().jobs.totalJobs).toBe(0);
    store.dispatch(jobAdded(makeJob({ id: 1 })));
    expect(store.getState().jobs.totalJobs).toBe(1);
  });

  it('is saving while a change is on its way', async () => {
    const answer = deferred<MockOutcome>();
    mockApi(routes({ 'DELETE /jobs/1': () => answer.promise }));
    const store = makeStore();
    const request = store.dispatch(deleteJob(1));
    expect(store.getState().jobs.saving).toBe(true);
    answer.resolve({ status: 200 });
    await request;
    expect(store.getState().jobs.saving).toBe(false);
  });
});

describe('error messages (SPEC section 8)', () => {
  const cases = [
    ['fetchJobs', () => fetchJobs({}), 'GET /jobs', JOB_MESSAGES.fetchJobsFailed, 'error'],
    ['searchJobs', () => searchJobs({ q: 'x' }), 'GET /jobs/search', JOB_MESSAGES.searchFailed, 'error'],
    ['fetchJobById', () => fetchJobById(3), 'GET /jobs/3', JOB_MESSAGES.fetchJobFailed, 'currentJobError'],
    ['createJob', () => createJob({ body: {} as never }), 'POST /jobs', JOB_MESSAGES.createJobFailed, 'error'],
    ['updateJob', () => updateJob({ id: 3, body: {} as never }), 'PUT /jobs/3', JOB_MESSAGES.updateJobFailed, 'error'],
    ['deleteJob', () => deleteJob(3), 'DELETE /jobs/3', JOB_MESSAGES.deleteJobFailed, 'error'],
    ['fetchCompanyJobs', () => fetchCompanyJobs({ companyId: 3 }), 'GET /jobs/company/3', JOB_MESSAGES.fetchCompanyJobsFailed, 'companyJobsError'],
  ] as const;

  it('has the fallbacks of the catalogue', () => {
    expect(JOB_MESSAGES).toMatchObject({
      fetchJobsFailed: 'Failed to fetch jobs',
      fetchJobFailed: 'Failed to fetch job',
      createJobFailed: 'Failed to create job',
      updateJobFailed: 'Failed to update job',
      deleteJobFailed: 'Failed to delete job',
      searchFailed: 'Search failed',
      fetchCompanyJobsFailed: 'Failed to fetch company jobs',
    });
  });

  it.each(cases)('%s stores the fallback when the server says nothing', async (_, action, route, fallback, field) => {
    mockApi(routes({ [route]: serverError }));
    const store = makeStore();
    await dispatchAny(store, action());
    expect(store.getState().jobs[field]).toBe(fallback);
  });

  it.each(cases)('%s stores the server’s message when it gives one', async (_, action, route, __, field) => {
    mockApi(routes({ [route]: { status: 422, data: { success: false, message: 'Closing date is in the past.' } } }));
    const store = makeStore();
    await dispatchAny(store, action());
    expect(store.getState().jobs[field]).toBe('Closing date is in the past.');
  });
});

describe('recently viewed, favourites and applications (SPEC section 4)', () => {
  it('a re-viewed job moves to the front of recentlyViewed', () => {
    const store = makeStore();
    for (const id of [1, 2, 3]) store.dispatch(addRecentlyViewed(makeJob({ id })));
    store.dispatch(addRecentlyViewed(makeJob({ id: 1, title: 'Fresh copy' })));
    const recent = store.getState().jobs.recentlyViewed;
    expect(recent.map((job) => job.id)).toEqual([1, 3, 2]);
    expect(recent[0]!.title).toBe('Fresh copy');
  });

  it('keeps at most 10 recently viewed jobs, newest first', () => {
    const store = makeStore();
    for (let id = 1; id <= 12; id += 1) store.dispatch(addRecentlyViewed(makeJob({ id })));
    expect(store.getState().jobs.recentlyViewed.map((job) => job.id)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
  });

  it('does not keep a search snippet with a viewed job', () => {
    const store = makeStore();
    store.dispatch(addRecentlyViewed(makeJob({ snippet: '<mark>Go</mark>' })));
    expect(store.getState().jobs.recentlyViewed[0]).not.toHaveProperty('snippet');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { mockApi, routes, type RecordedRequest } from '@/testing/mock-api';
import * as jobsApi from './api';
import * as pipelineApi from './pipeline-api';
import { listAnswer, makeJob } from '@/features/jobs/testing/fixtures';

beforeEach(() => {
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/');
});

afterEach(() => {
  vi.restoreAllMocks();
});

function paramsOf(request: RecordedRequest): string {
  const params = request.config.params as URLSearchParams | Record<string, unknown> | undefined;
  if (!params) return '';
  if (params instanceof URLSearchParams) return params.toString();
  return new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
}

function signInBoth() {
  localStorage.setItem('customerToken', 'customer-token');
  localStorage.setItem('customerUser', JSON.stringify({ name: 'Nimal', type: 'individual' }));
  localStorage.setItem('token', 'admin-token');
  localStorage.setItem('user', JSON.stringify({ username: 'root', role: 'admin' }));
}

describe('query parameters', () => {
  it('leaves out empty values and repeats lists', () => {
    const params = jobsApi.jobQueryParams({
      q: '  nurse ',
      jobType: '',
      location: undefined,
      mainTopics: ['Private Jobs'],
      subTopics: ['IT and Software', ' ', 'BPO'],
      page: 2,
      limit: 10,
    });
    expect(params.toString()).toBe('q=nurse&mainTopics=Private+Jobs&subTopics=IT+and+Software&subTopics=BPO&page=2&limit=10');
  });
});

describe('public lists', () => {
  it('GET /jobs reads data, total, totalPages and pagination', async () => {
    const job = makeJob();
    const { requests } = mockApi(routes({ 'GET /jobs': { status: 200, data: listAnswer([job], { page: 2, total: 11 }) } }));
    const answer = await jobsApi.fetchJobs({ page: 2, limit: 10, jobType: 'Full Time Jobs' });
    expect(answer).toEqual({ data: [job], total: 11, totalPages: 2, pagination: { page: 2, limit: 10, total: 11, totalPages: 2 } });
    expect(paramsOf(requests[0]!)).toBe('page=2&limit=10&jobType=Full+Time+Jobs');
  });

  it('reads a bare array answer too', () => {
    const job = makeJob();
    expect(jobsApi.readJobList([job])).toEqual({
      data: [job],
      total: 1,
      totalPages: 1,
      pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
    });
  });

  it('keeps the words corrected of a misspelt search, and only a real correction', () => {
    const body = { success: true, data: [], total: 0, totalPages: 0, pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } };
    expect(jobsApi.readJobList({ ...body, didYouMean: 'accountant' }).didYouMean).toBe('accountant');
    expect(jobsApi.readJobList(body)).not.toHaveProperty('didYouMean');
    expect(jobsApi.readJobList({ ...body, didYouMean: ' ' })).not.toHaveProperty('didYouMean');
    expect(jobsApi.readJobList({ ...body, didYouMean: 7 })).not.toHaveProperty('didYouMean');
  });

  it('GET /jobs/search passes the keyword', async () => {
    const { requests } = mockApi(routes({ 'GET /jobs/search': { status: 200, data: listAnswer([]) } }));
    await jobsApi.searchJobs({ q: 'developer' });
    expect(requests[0]!.url).toBe('/jobs/search');
    expect(paramsOf(requests[0]!)).toBe('q=developer');
  });

  it('GET /jobs/recent asks for 10 unless told otherwise (SPEC section 9)', async () => {
    const { requests } = mockApi(routes({ 'GET /jobs/recent': { status: 200, data: { success: true, data: [makeJob()] } } }));
    expect(await jobsApi.fetchRecent()).toHaveLength(1);
    await jobsApi.fetchRecent(4);
    expect(paramsOf(requests[0]!)).toBe('limit=10');
    expect(paramsOf(requests[1]!)).toBe('limit=4');
  });

  it.each([
    ['fetchFeatured', '/jobs/featured'],
    ['fetchHot', '/jobs/hot'],
    ['fetchTopics', '/jobs/topics'],
  ] as const)('%s calls GET %s', async (name, path) => {
    const { requests } = mockApi(() => ({ status: 200, data: { success: true, data: [] } }));
    await (jobsApi[name] as () => Promise<unknown>)();
    expect(requests[0]!.method).toBe('GET');
    expect(requests[0]!.url).toBe(path);
  });

  it('escapes the names of categories, locations and companies in the path', async () => {
    const { requests } = mockApi(() => ({ status: 200, data: listAnswer([]) }));
    await jobsApi.fetchCategoryJobs('IT and Software');
    await jobsApi.fetchLocationJobs('Nuwara Eliya');
    await jobsApi.fetchCompanyJobs(7, { page: 2 });
    expect(requests.map((request) => request.url)).toEqual([
      '/jobs/category/IT%20and%20Software',
      '/jobs/location/Nuwara%20Eliya',
      '/jobs/company/7',
    ]);
  });

  it('GET /jobs/{id} and POST /jobs/{id}/view', async () => {
    const job = makeJob({ id: 9 });
    const { requests } = mockApi(
      routes({ 'GET /jobs/9': { status: 200, data: { success: true, data: job } }, 'POST /jobs/9/view': { status: 200 } }),
    );
    expect(await jobsApi.fetchJob(9)).toEqual(job);
    await jobsApi.recordView(9);
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /jobs/9', 'POST /jobs/9/view']);
  });
});

describe('channels', () => {
  it('sends the admin-only calls with the general token even when a customer is signed in', async () => {
    signInBoth();
    const { requests } = mockApi(() => ({ status: 200, data: { ...listAnswer([]), data: makeJob() } }));
    await jobsApi.createAdminJob({ title: 'x' } as never);
    await jobsApi.approveJob(1);
    await jobsApi.rejectJob(1);
    await jobsApi.deleteJob(1);
    await jobsApi.fetchPendingJobs();
    await jobsApi.fetchApprovedJobs(2);
    await jobsApi.fetchJobDashboard('admin');
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /jobs/admin',
      'PUT /jobs/1/approve',
      'PUT /jobs/1/reject',
      'DELETE /jobs/1',
      'GET /jobs/admin/pending',
      'GET /jobs/admin/approved',
      'GET /jobs/dashboard',
    ]);
    for (const request of requests) expect(request.headers.get('x-auth-token')).toBe('admin-token');
    expect(paramsOf(requests[5]!)).toBe('page=2&limit=10');
  });

  it('sends the customer calls with the customer token', async () => {
    signInBoth();
    const { requests } = mockApi(() => ({ status: 200, data: listAnswer([]) }));
    await jobsApi.createJob({ title: 'x' } as never);
    await jobsApi.fetchMyJobs();
    await jobsApi.deleteMyJob(5);
    await jobsApi.fetchJobDashboard();
    await jobsApi.fetchMyApplications();
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /jobs',
      'GET /jobs/customer/my-jobs',
      'DELETE /jobs/customer/5',
      'GET /jobs/dashboard',
      'GET /user/applications',
    ]);
    for (const request of requests) expect(request.headers.get('x-auth-token')).toBe('customer-token');
  });

  it('updates a job on the channel asked for', async () => {
    signInBoth();
    const { requests } = mockApi(() => ({ status: 200, data: { success: true, data: makeJob(), message: 'Job updated.' } }));
    expect(await jobsApi.updateJob(3, { title: 'y' } as never)).toEqual({ value: makeJob(), message: 'Job updated.' });
    await jobsApi.updateJob(3, { title: 'y' } as never, undefined, 'admin');
    expect(requests.map((request) => request.headers.get('x-auth-token'))).toEqual(['customer-token', 'admin-token']);
  });
});

describe('changes', () => {
  it('sends a rejection reason only when there is one, trimmed', async () => {
    const { requests } = mockApi(() => ({ status: 200, data: { success: true, data: makeJob({ status: 'rejected' }) } }));
    await jobsApi.rejectJob(4, '  Duplicate of job 3  ');
    await jobsApi.rejectJob(4, '   ');
    expect(requests[0]!.data).toEqual({ reason: 'Duplicate of job 3' });
    expect(requests[1]!.data).toBeUndefined();
  });

  it('posts a flyer as multipart and reports the upload progress', async () => {
    const form = new FormData();
    form.append('title', 'Staff nurse');
    form.append('image', new File(['png'], 'flyer.png', { type: 'image/png' }));
    const { requests } = mockApi((request) => {
      request.config.onUploadProgress?.({ loaded: 30, total: 60, progress: 0.5 });
      request.config.onUploadProgress?.({ loaded: 60, total: 60, progress: 1 });
      return { status: 201, data: { success: true, data: makeJob(), message: 'Your job was submitted.' } };
    });
    const progress: number[] = [];
    const saved = await jobsApi.createJob(form, (percent) => progress.push(percent));
    expect(saved.message).toBe('Your job was submitted.');
    expect(requests[0]!.data).toBe(form);
    expect(progress).toEqual([50, 100]);
  });

  it('applies with the CV, cover letter and phone as multipart', async () => {
    localStorage.setItem('customerToken', 'customer-token');
    localStorage.setItem('customerUser', JSON.stringify({ name: 'Nimal', type: 'individual' }));
    const { requests } = mockApi(
      routes({
        'POST /jobs/8/apply': {
          status: 201,
          data: { success: true, data: { id: 1, jobId: 8, status: 'submitted' }, message: 'Application sent.' },
        },
      }),
    );
    const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });
    const saved = await jobsApi.applyToJob(8, { cv, coverLetter: 'Dear team', phone: ' 0771234567 ' });
    expect(saved.message).toBe('Application sent.');
    const body = requests[0]!.data as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('cv')).toBeInstanceOf(File);
    expect((body.get('cv') as File).name).toBe('cv.pdf');
    expect(body.get('coverLetter')).toBe('Dear team');
    expect(body.get('phone')).toBe('0771234567');
    expect(jobsApi.applicationFormData({ cv, coverLetter: 'x', phone: '  ' }).has('phone')).toBe(false);
  });

  it('changes an application status with PATCH /applications/{id}', async () => {
    const { requests } = mockApi(() => ({ status: 200, data: { success: true, data: { id: 3, status: 'shortlisted' } } }));
    await pipelineApi.updateApplicationStatus(3, 'shortlisted');
    expect(requests[0]!.method).toBe('PATCH');
    expect(requests[0]!.url).toBe('/applications/3');
    expect(requests[0]!.data).toEqual({ status: 'shortlisted', notify: true });
    await pipelineApi.updateApplicationStatus(3, 'interview', 'general', false);
    expect(requests[1]!.data).toEqual({ status: 'interview', notify: false });
  });

  it('lists the applications of a job', async () => {
    const { requests } = mockApi(() => ({ status: 200, data: { success: true, data: [{ id: 1 }], pagination: { total: 7 } } }));
    expect(await pipelineApi.fetchJobApplications(6)).toEqual({ list: [{ id: 1 }], total: 7 });
    expect(requests[0]!.url).toBe('/jobs/6/applications?limit=100');
    await pipelineApi.fetchJobApplications(6, 'general', { status: 'interview', from: '2026-03-01', to: '' });
    expect(requests[1]!.url).toBe('/jobs/6/applications?status=interview&from=2026-03-01&limit=100');
  });

  it('moves several applications in one request', async () => {
    const { requests } = mockApi(() => ({ status: 200, data: { success: true, data: [], message: 'Moved 2 applications.' } }));
    const saved = await pipelineApi.moveApplications(6, [1, 2], 'offered', false);
    expect(saved.message).toBe('Moved 2 applications.');
    expect(requests[0]!.method).toBe('POST');
    expect(requests[0]!.url).toBe('/jobs/6/applications/move');
    expect(requests[0]!.data).toEqual({ ids: [1, 2], status: 'offered', notify: false });
  });
});

describe('CV files', () => {
  it('gives the address of a CV', () => {
    expect(jobsApi.applicationCvUrl(12)).toBe('/api/applications/12/cv');
  });

  it('downloads a CV with its name from Content-Disposition', async () => {
    const { requests } = mockApi(() => ({
      status: 200,
      data: new Blob(['%PDF']),
      headers: { 'content-disposition': 'attachment; filename="Nimal Perera CV.pdf"' },
    }));
    const file = await jobsApi.downloadApplicationCv(12);
    expect(file.fileName).toBe('Nimal Perera CV.pdf');
    expect(requests[0]!.config.responseType).toBe('blob');
  });

  it('reads file names, encoded or plain', () => {
    expect(jobsApi.fileNameOf("attachment; filename*=UTF-8''%E0%B6%B1%E0%B7%92%E0%B6%B8%E0%B6%BD.pdf", 'cv')).toBe('නිමල.pdf');
    expect(jobsApi.fileNameOf('attachment; filename=cv.docx', 'cv')).toBe('cv.docx');
    expect(jobsApi.fileNameOf(undefined, 'cv-1')).toBe('cv-1');
  });
});

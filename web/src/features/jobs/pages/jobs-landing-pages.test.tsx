import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/i18n';
import { browserLocation } from '@/lib/browser-location';
import { jobDistrictPath, jobTopicPath, slugOf } from '@/lib/paths';
import { renderWithProviders } from '@/testing/render';
import { mockApi, routes, type RecordedRequest } from '@/testing/mock-api';
import { listAnswer, makeJob } from '@/features/jobs/testing/fixtures';
import CompanyJobsPage from './company-jobs-page';
import DistrictJobsPage from './district-jobs-page';
import TopicJobsPage from './topic-jobs-page';

beforeEach(async () => {
  await setLanguage('en');
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/jobs/topic/it-and-software');
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function renderAt(route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/jobs/topic/:topic" element={<TopicJobsPage />} />
      <Route path="/jobs/district/:district" element={<DistrictJobsPage />} />
      <Route path="/jobs/company/:companyId" element={<CompanyJobsPage />} />
      <Route path="/jobs/company/:companyId/:companySlug" element={<CompanyJobsPage />} />
    </Routes>,
    { route },
  );
}

function params(request: RecordedRequest): URLSearchParams {
  return request.config.params as URLSearchParams;
}

const jobs = [
  makeJob({ id: 1, title: 'Go Developer', slug: 'go-developer', location: 'Kandy' }),
  makeJob({ id: 2, title: 'QA Engineer', slug: 'qa-engineer', location: 'Kandy' }),
];

describe('addresses of the topic and district pages', () => {
  it('are the slugs the server gives', () => {
    expect(slugOf('IT and Software')).toBe('it-and-software');
    expect(slugOf('Australia and New Zealand')).toBe('australia-and-new-zealand');
    expect(slugOf('Semi-Government')).toBe('semi-government');
    expect(jobTopicPath('Government Jobs')).toBe('/jobs/topic/government-jobs');
    expect(jobDistrictPath('Nuwara Eliya')).toBe('/jobs/district/nuwara-eliya');
  });
});

describe('/jobs/topic/{slug}', () => {
  it('lists a sub-topic’s jobs from GET /jobs/category/{c}, under a title of its own', async () => {
    const { requests } = mockApi(
      routes({ 'GET /jobs/category/it-and-software': { status: 200, data: listAnswer(jobs, { total: 2 }) } }),
    );
    renderAt('/jobs/topic/it-and-software');
    expect(await screen.findByRole('link', { name: 'Go Developer' })).toHaveAttribute('href', '/job/1/go-developer');
    expect(params(requests[0]!).toString()).toBe('page=1&limit=10');
    expect(screen.getByRole('heading', { level: 1, name: 'IT and Software jobs in Sri Lanka' })).toBeInTheDocument();
    expect(document.title).toContain('IT and Software jobs in Sri Lanka');
    expect(screen.getByRole('heading', { name: '2 jobs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Filter these jobs' })).toHaveAttribute(
      'href',
      '/browse?mainTopics=Private+Jobs&subTopics=IT+and+Software',
    );
  });

  it('names a main topic without saying “jobs” twice, and asks for the page of the address', async () => {
    const { requests } = mockApi(
      routes({ 'GET /jobs/category/government-jobs': { status: 200, data: listAnswer(jobs, { total: 25, page: 2 }) } }),
    );
    renderAt('/jobs/topic/government-jobs?page=2');
    await screen.findByRole('link', { name: 'Go Developer' });
    expect(params(requests[0]!).toString()).toBe('page=2&limit=10');
    expect(screen.getByRole('heading', { level: 1, name: 'Government Jobs in Sri Lanka' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/jobs/topic/government-jobs');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/jobs/topic/government-jobs?page=3');
  });

  it('is drawn in Sinhala', async () => {
    await setLanguage('si');
    mockApi(routes({ 'GET /jobs/category/it-and-software': { status: 200, data: listAnswer(jobs) } }));
    renderAt('/jobs/topic/it-and-software');
    await screen.findByRole('link', { name: 'Go Developer' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'ශ්‍රී ලංකාවේ තොරතුරු තාක්ෂණය සහ මෘදුකාංග රැකියා' }),
    ).toBeInTheDocument();
  });

  it('shows SPEC’s failure text with a retry that asks again', async () => {
    let fail = true;
    const { requests } = mockApi(() =>
      fail ? { status: 500, data: { success: false } } : { status: 200, data: listAnswer(jobs) },
    );
    const { user } = renderAt('/jobs/topic/it-and-software');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch jobs');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'Go Developer' });
    expect(requests).toHaveLength(2);
  });

  it('says so when the topic has no open jobs', async () => {
    mockApi(routes({ 'GET /jobs/category/maldives': { status: 200, data: listAnswer([]) } }));
    renderAt('/jobs/topic/maldives');
    expect(await screen.findByRole('heading', { name: 'No open jobs here right now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all jobs' })).toHaveAttribute('href', '/browse');
  });

  it('is not found, without asking, for a word that names no topic', async () => {
    const { requests } = mockApi(() => ({ status: 200, data: listAnswer(jobs) }));
    renderAt('/jobs/topic/space-jobs');
    expect(await screen.findByRole('heading', { level: 1, name: 'There is no such page of jobs' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});

describe('/jobs/district/{slug}', () => {
  it('lists a district’s jobs from GET /jobs/location/{l}, titled “Jobs in …”', async () => {
    const { requests } = mockApi(
      routes({ 'GET /jobs/location/nuwara-eliya': { status: 200, data: listAnswer(jobs, { total: 2 }) } }),
    );
    renderAt('/jobs/district/nuwara-eliya');
    await screen.findByRole('link', { name: 'QA Engineer' });
    expect(params(requests[0]!).toString()).toBe('page=1&limit=10');
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs in Nuwara Eliya' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Filter these jobs' })).toHaveAttribute('href', '/browse?location=Nuwara+Eliya');
  });

  it('is drawn in Tamil', async () => {
    await setLanguage('ta');
    mockApi(routes({ 'GET /jobs/location/colombo': { status: 200, data: listAnswer(jobs) } }));
    renderAt('/jobs/district/colombo');
    await screen.findByRole('link', { name: 'Go Developer' });
    expect(screen.getByRole('heading', { level: 1, name: 'கொழும்பு மாவட்டத்தில் வேலைகள்' })).toBeInTheDocument();
  });

  it('is not found for Foreign or a place that is no district', async () => {
    const { requests } = mockApi(() => ({ status: 200, data: listAnswer(jobs) }));
    renderAt('/jobs/district/foreign');
    expect(await screen.findByRole('heading', { level: 1, name: 'There is no such page of jobs' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});

describe('/jobs/company/{id}/{slug}', () => {
  const atLabs = [
    makeJob({ id: 5, title: 'Go Developer', slug: 'go-developer', companyId: 4, companyName: 'Lanka Software Labs' }),
    makeJob({ id: 6, title: 'QA Engineer', slug: 'qa-engineer', companyId: 4, companyName: 'Lanka Software Labs' }),
  ];

  it('lists a company’s jobs from GET /jobs/company/{id}, titled by the company', async () => {
    const { requests } = mockApi(routes({ 'GET /jobs/company/4': { status: 200, data: listAnswer(atLabs, { total: 12 }) } }));
    renderAt('/jobs/company/4/lanka-software-labs');
    await screen.findByRole('link', { name: 'QA Engineer' });
    expect(params(requests[0]!).toString()).toBe('page=1&limit=10');
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs at Lanka Software Labs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Filter these jobs' })).toHaveAttribute('href', '/browse?company=4');
    const pages = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/jobs/company/4/lanka-software-labs?page=2');
  });

  it('shows SPEC’s “Failed to fetch company jobs” when they cannot be loaded', async () => {
    mockApi(routes({ 'GET /jobs/company/4': { status: 500, data: { success: false } } }));
    renderAt('/jobs/company/4');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch company jobs');
  });

  it('says so when the company has no open job', async () => {
    mockApi(routes({ 'GET /jobs/company/4': { status: 200, data: listAnswer([]) } }));
    renderAt('/jobs/company/4');
    expect(await screen.findByRole('heading', { name: 'No open jobs here right now' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: "This company's jobs" })).toBeInTheDocument();
  });

  it('is not found, without asking, for an id that is not one', async () => {
    const { requests } = mockApi(() => ({ status: 200, data: listAnswer(atLabs) }));
    renderAt('/jobs/company/labs');
    expect(await screen.findByRole('heading', { level: 1, name: 'There is no such page of jobs' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});

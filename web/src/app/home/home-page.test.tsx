import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listAnswer, makeJob } from '@/features/jobs/testing/fixtures';
import { browserLocation } from '@/lib/browser-location';
import { mockApi, routes, type MockOutcome } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import HomePage from '@/app/home/home-page';

beforeEach(() => {
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/');
});

afterEach(() => {
  vi.restoreAllMocks();
});

function BrowseProbe() {
  const location = useLocation();
  return <p data-testid="browse">{location.pathname + location.search}</p>;
}

function renderHome() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<HomePage />} />
      <Route path="/browse" element={<BrowseProbe />} />
    </Routes>,
  );
}

const topics = [
  {
    name: 'Government Jobs',
    slug: 'government-jobs',
    count: 3,
    subTopics: [{ name: 'Teaching', slug: 'teaching', count: 2 }],
  },
  { name: 'Private Jobs', slug: 'private-jobs', count: 1, subTopics: [] },
  { name: 'International Jobs', slug: 'international-jobs', count: 0 },
];

function serve(overrides: Record<string, MockOutcome> = {}) {
  return mockApi(
    routes({
      'GET /jobs/topics': { status: 200, data: { success: true, data: topics } },
      'GET /jobs/featured': {
        status: 200,
        data: { success: true, data: [makeJob({ id: 1, title: 'Featured Nurse', slug: 'featured-nurse', featured: true })] },
      },
      'GET /jobs/hot': { status: 200, data: { success: true, data: [] } },
      'GET /companies/featured': {
        status: 200,
        data: {
          success: true,
          data: [{ id: 4, name: 'Ceylon Tea Co', slug: 'ceylon-tea-co', industry: '', district: 'Kandy', avatar: '', jobsCount: 2 }],
        },
      },
      'GET /jobs/recent': {
        status: 200,
        data: { success: true, data: [makeJob({ id: 2, title: 'Bank Teller', slug: 'bank-teller' })] },
      },
      ...overrides,
    }),
  );
}

describe('HomePage', () => {
  it('searches for the trimmed keyword', async () => {
    serve();
    const { user } = renderHome();
    await user.type(screen.getByRole('combobox', { name: 'Search jobs' }), '   staff nurse  {Enter}');
    const target = screen.getByTestId('browse').textContent ?? '';
    const url = new URL(target, 'http://localhost');
    expect(url.pathname).toBe('/browse');
    expect(url.searchParams.get('search')).toBe('staff nurse');
    expect([...url.searchParams.keys()]).toEqual(['search']);
  });

  it('leaves out the search parameter when the box is empty or blank', async () => {
    serve();
    const { user } = renderHome();
    await user.type(screen.getByRole('combobox', { name: 'Search jobs' }), '    ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('browse')).toHaveTextContent(/^\/browse$/);
  });

  it('shows the three main topics with their live counts, each leading to its jobs', async () => {
    serve();
    renderHome();
    const section = screen.getByRole('region', { name: 'Explore jobs by topic' });
    expect(await within(section).findByText('3 jobs')).toBeInTheDocument();
    expect(within(section).getByText('1 job')).toBeInTheDocument();
    expect(within(section).getByText('0 jobs')).toBeInTheDocument();
    const headings = within(section).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Government Jobs', 'Private Jobs', 'International Jobs']);
    expect(within(section).getByRole('link', { name: /^Government Jobs/ })).toHaveAttribute('href', '/jobs/topic/government-jobs');
    const teaching = within(section).getByRole('link', { name: 'Teaching, 2 jobs' });
    expect(teaching).toHaveAttribute('href', '/jobs/topic/teaching');
  });

  it('still offers the topics when their counts cannot be loaded, with a retry', async () => {
    let fail = true;
    serve();
    mockApi((request) => {
      if (request.url === '/jobs/topics') {
        return fail ? { status: 500, data: { success: false } } : { status: 200, data: { success: true, data: topics } };
      }
      return { status: 200, data: { success: true, data: [] } };
    });
    const { user } = renderHome();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The number of jobs in each topic could not be loaded.');
    expect(screen.getByRole('link', { name: /^Private Jobs/ })).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 jobs')).toBeInTheDocument();
  });

  it('shows the top companies hiring now, each leading to its page', async () => {
    serve();
    renderHome();
    const section = await screen.findByRole('region', { name: 'Top companies hiring now' });
    const link = await within(section).findByRole('link', { name: /Ceylon Tea Co/ });
    expect(link.getAttribute('href')).toMatch(/^\/company\/4\/[a-z0-9-]+$/);
    expect(link).toHaveTextContent('2 open jobs');
  });

  it('shows featured, hot and the 10 latest jobs, each with its own state', async () => {
    const { requests } = serve();
    renderHome();
    const featured = screen.getByRole('region', { name: 'Featured jobs' });
    expect(await within(featured).findByRole('link', { name: 'Featured Nurse' })).toHaveAttribute('href', '/job/1/featured-nurse');
    const latest = screen.getByRole('region', { name: 'Latest jobs' });
    expect(await within(latest).findByRole('link', { name: 'Bank Teller' })).toBeInTheDocument();
    expect(within(latest).getByRole('link', { name: /Browse all jobs/ })).toHaveAttribute('href', '/browse');
    const hot = screen.getByRole('region', { name: 'Hot jobs' });
    expect(await within(hot).findByText('No hot jobs at the moment.')).toBeInTheDocument();
    const recent = requests.find((request) => request.url === '/jobs/recent')!;
    expect((recent.config.params as Record<string, unknown>).limit).toBe(10);
  });

  it('shows skeletons while the jobs load', () => {
    mockApi(() => new Promise(() => {}));
    renderHome();
    const latest = screen.getByRole('region', { name: 'Latest jobs' });
    expect(within(latest).getAllByTestId('job-card-skeleton')).not.toHaveLength(0);
  });

  it('says when no job has been published yet', async () => {
    serve({ 'GET /jobs/recent': { status: 200, data: listAnswer([]) } });
    renderHome();
    const latest = screen.getByRole('region', { name: 'Latest jobs' });
    expect(await within(latest).findByText(/No jobs have been published yet/)).toBeInTheDocument();
  });

  it('offers a retry when a list cannot be loaded', async () => {
    let fail = true;
    mockApi((request) => {
      if (request.url === '/jobs/featured' && fail) return { status: 500, data: { success: false } };
      if (request.url === '/jobs/featured') return { status: 200, data: { success: true, data: [makeJob({ title: 'Back Again' })] } };
      return { status: 200, data: { success: true, data: [] } };
    });
    const { user } = renderHome();
    const featured = screen.getByRole('region', { name: 'Featured jobs' });
    const alert = await within(featured).findByRole('alert');
    expect(alert).toHaveTextContent('These jobs could not be loaded.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(featured).findByRole('link', { name: 'Back Again' })).toBeInTheDocument();
  });

  it('leads job seekers to register and employers to post a job', async () => {
    serve();
    renderHome();
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/customer/register');
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/customer/login');
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq#foreign-employment');
    // The sections' answers are drawn before the test ends, and the links are still there.
    expect(await screen.findByText('3 jobs')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Bank Teller' })).toBeInTheDocument();
    expect(await screen.findByText('No hot jobs at the moment.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Featured Nurse' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/customer/login');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserLocation } from '@/lib/browser-location';
import { makeCustomer } from '@/testing/accounts';
import { LocationProbe, renderWithProviders } from '@/testing/render';
import { mockApi, routes, type MockHandler, type RecordedRequest } from '@/testing/mock-api';
import { listAnswer, makeJob } from '@/features/jobs/testing/fixtures';
import BrowsePage from './browse-page';

beforeEach(() => {
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/browse');
});

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

function renderBrowse(route = '/browse') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/browse"
        element={
          <>
            <BrowsePage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

function params(request: RecordedRequest): URLSearchParams {
  return request.config.params as URLSearchParams;
}

function location(): URL {
  return new URL(screen.getByTestId('location').textContent ?? '', 'http://localhost');
}

const jobs = [
  makeJob({ id: 1, title: 'Staff Nurse', slug: 'staff-nurse', companyName: 'Asiri Hospitals', location: 'Kandy' }),
  makeJob({ id: 2, title: 'Go Developer', slug: 'go-developer', salaryMin: null, salaryMax: null }),
];

describe('/browse', () => {
  it('offers the words of a misspelt search corrected, as a link that searches again', async () => {
    const { requests } = mockApi(
      routes({
        'GET /jobs/search': (request) =>
          params(request).get('q') === 'acountant'
            ? { status: 200, data: { ...listAnswer([], { total: 0 }), didYouMean: 'accountant' } }
            : { status: 200, data: listAnswer(jobs, { total: 2 }) },
      }),
    );
    const { user } = renderBrowse('/browse?search=acountant');
    const link = await screen.findByRole('link', { name: 'Did you mean “accountant”?' });
    expect(link).toHaveAttribute('href', expect.stringContaining('search=accountant'));
    await user.click(link);
    await waitFor(() => expect(location().searchParams.get('search')).toBe('accountant'));
    await screen.findByRole('link', { name: 'Staff Nurse' });
    expect(params(requests.at(-1)!).get('q')).toBe('accountant');
    expect(screen.queryByRole('link', { name: /Did you mean/ })).not.toBeInTheDocument();
  });

  it('lists the newest jobs, 10 a page, as cards', async () => {
    const { requests } = mockApi(routes({ 'GET /jobs': { status: 200, data: listAnswer(jobs, { total: 2 }) } }));
    renderBrowse();
    const link = await screen.findByRole('link', { name: 'Staff Nurse' });
    expect(link).toHaveAttribute('href', '/job/1/staff-nurse');
    expect(params(requests[0]!).toString()).toBe('page=1&limit=10');
    expect(screen.getByRole('heading', { level: 1, name: 'Browse jobs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 jobs' })).toBeInTheDocument();
    const card = link.closest('article')!;
    expect(within(card).getByText('Asiri Hospitals')).toBeInTheDocument();
    expect(within(card).getByText('Kandy')).toBeInTheDocument();
    expect(within(card).getByText('Full Time Jobs')).toBeInTheDocument();
    expect(within(card).getByText(/LKR 350,000 – 550,000/)).toBeInTheDocument();
    expect(within(card).getByText(/^Posted /)).toBeInTheDocument();
    expect(within(card).getByText(/^Closes /)).toBeInTheDocument();
  });

  it('shows a skeleton while the jobs load', async () => {
    let answer: (value: Awaited<ReturnType<MockHandler>>) => void = () => {};
    mockApi(() => new Promise((resolve) => (answer = resolve)));
    renderBrowse();
    expect(await screen.findAllByTestId('job-card-skeleton')).not.toHaveLength(0);
    answer({ status: 200, data: listAnswer(jobs) });
    await screen.findByRole('link', { name: 'Staff Nurse' });
    expect(screen.queryByTestId('job-card-skeleton')).not.toBeInTheDocument();
  });

  it('searches with the keyword of the address and highlights the matching words', async () => {
    const found = makeJob({ id: 3, title: 'Developer', snippet: 'Build <mark>developer</mark> tools &amp; more' });
    const { requests } = mockApi(routes({ 'GET /jobs/search': { status: 200, data: listAnswer([found]) } }));
    renderBrowse('/browse?search=developer');
    await screen.findByRole('link', { name: 'Developer' });
    expect(params(requests[0]!).get('q')).toBe('developer');
    expect(screen.getByRole('heading', { level: 1, name: 'Jobs matching “developer”' })).toBeInTheDocument();
    const mark = screen.getByText('developer', { selector: 'mark' });
    expect(mark.parentElement).toHaveTextContent('Build developer tools & more');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
  });

  it('puts the trimmed keyword in the address, back on page 1', { timeout: 30000 }, async () => {
    mockApi(() => ({ status: 200, data: listAnswer(jobs, { total: 30, page: 2 }) }));
    const { user } = renderBrowse('/browse?page=2');
    await screen.findByRole('link', { name: 'Staff Nurse' });
    await user.type(screen.getByRole('combobox', { name: 'Keywords' }), '   staff nurse  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location().search).toBe('?search=staff+nurse');
  });

  it('removes the search parameter when the keyword is blank', async () => {
    mockApi(() => ({ status: 200, data: listAnswer(jobs) }));
    const { user } = renderBrowse('/browse?search=nurse');
    await screen.findByRole('link', { name: 'Staff Nurse' });
    await user.clear(screen.getByRole('combobox', { name: 'Keywords' }));
    await user.type(screen.getByRole('combobox', { name: 'Keywords' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location().search).toBe('');
  });

  it('lists one company’s jobs from ?company=, keeps it while filtering and can drop it', async () => {
    const atCompany = [makeJob({ id: 3, title: 'QA Engineer', slug: 'qa-engineer', companyId: 12, companyName: 'Lanka Software Labs' })];
    const { requests } = mockApi(() => ({ status: 200, data: listAnswer(atCompany) }));
    const { user } = renderBrowse('/browse?company=12');
    await screen.findByRole('link', { name: 'QA Engineer' });
    expect(params(requests[0]!).get('company')).toBe('12');
    expect(screen.getByText('Showing jobs at Lanka Software Labs')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job type' }), 'Freelance');
    expect(location().search).toBe('?jobType=Freelance&company=12');
    await waitFor(() => expect(params(requests.at(-1)!).get('jobType')).toBe('Freelance'));
    expect(params(requests.at(-1)!).get('company')).toBe('12');
    await user.click(screen.getByRole('button', { name: 'Show all employers' }));
    expect(location().search).toBe('?jobType=Freelance');
    await waitFor(() => expect(params(requests.at(-1)!).has('company')).toBe(false));
  });

  it('applies a list filter at once and asks for that list', async () => {
    const { requests } = mockApi(() => ({ status: 200, data: listAnswer(jobs) }));
    const { user } = renderBrowse();
    await screen.findByRole('link', { name: 'Staff Nurse' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Job type' }), 'Part Time Jobs');
    expect(location().searchParams.get('jobType')).toBe('Part Time Jobs');
    await waitFor(() => expect(params(requests.at(-1)!).get('jobType')).toBe('Part Time Jobs'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Galle');
    expect(location().search).toBe('?jobType=Part+Time+Jobs&location=Galle');
  });

  it('keeps the filters open on a phone while they are chosen', async () => {
    mockApi(() => ({ status: 200, data: listAnswer(jobs) }));
    const { user } = renderBrowse();
    await screen.findByRole('link', { name: 'Staff Nurse' });
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Galle');
    expect(location().search).toBe('?location=Galle');
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the sub-topics of a chosen main topic as choices', async () => {
    const { requests } = mockApi(() => ({ status: 200, data: listAnswer(jobs) }));
    const { user } = renderBrowse('/browse?mainTopics=Government+Jobs');
    await screen.findByRole('link', { name: 'Staff Nurse' });
    const group = screen.getByRole('group', { name: 'Sub-topics' });
    await user.click(within(group).getByRole('checkbox', { name: 'Teaching' }));
    expect(location().searchParams.getAll('subTopics')).toEqual(['Teaching']);
    await waitFor(() => expect(params(requests.at(-1)!).getAll('subTopics')).toEqual(['Teaching']));
    expect(params(requests.at(-1)!).getAll('mainTopics')).toEqual(['Government Jobs']);
  });

  it('puts a salary range in the address, leaving out the defaults', async () => {
    const { requests } = mockApi(() => ({ status: 200, data: listAnswer(jobs) }));
    const { user } = renderBrowse();
    await screen.findByRole('link', { name: 'Staff Nurse' });
    await user.type(screen.getByRole('textbox', { name: 'Lowest salary (LKR a month)' }), '50000');
    await user.click(screen.getByRole('button', { name: 'Apply salary' }));
    expect(location().search).toBe('?minSal=50000');
    await waitFor(() => expect(params(requests.at(-1)!).get('minSalary')).toBe('50000'));
    expect(params(requests.at(-1)!).has('maxSalary')).toBe(false);
  });

  it('tidies values it cannot use out of the address', async () => {
    const { requests } = mockApi(() => ({ status: 200, data: listAnswer(jobs) }));
    renderBrowse('/browse?minSal=lots&maxSal=1000000&page=0&jobType=Gig&search=%20%20');
    await screen.findByRole('link', { name: 'Staff Nurse' });
    await waitFor(() => expect(location().search).toBe(''));
    expect(requests).toHaveLength(1);
    expect(params(requests[0]!).toString()).toBe('page=1&limit=10');
  });

  it('offers to clear the filters when nothing matches, which also clears the keyword', async () => {
    mockApi(() => ({ status: 200, data: listAnswer([]) }));
    const { user } = renderBrowse('/browse?search=astronaut&location=Jaffna');
    expect(await screen.findByRole('heading', { name: 'No jobs match your search' })).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear.at(-1)!);
    expect(location().search).toBe('');
  });

  it('says honestly when no job has been published', async () => {
    mockApi(() => ({ status: 200, data: listAnswer([]) }));
    renderBrowse();
    expect(await screen.findByRole('heading', { name: 'No jobs yet' })).toBeInTheDocument();
    expect(screen.getByText('No jobs have been published yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/customer/login');
  });

  it('shows the error with a retry that asks again', async () => {
    let fail = true;
    const { requests } = mockApi(() =>
      fail ? { status: 500, data: { success: false } } : { status: 200, data: listAnswer(jobs) },
    );
    const { user } = renderBrowse();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Jobs could not be loaded');
    expect(alert).toHaveTextContent('Failed to fetch jobs');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'Staff Nurse' });
    expect(requests).toHaveLength(2);
  });

  it('shows the server’s message when a search fails', async () => {
    mockApi(() => ({ status: 422, data: { success: false, message: 'The search words are too long.' } }));
    renderBrowse('/browse?search=x');
    expect(await screen.findByRole('alert')).toHaveTextContent('The search words are too long.');
  });

  it('pages through the results, keeping the filter', async () => {
    const { requests } = mockApi(() => ({ status: 200, data: listAnswer(jobs, { total: 25 }) }));
    const { user } = renderBrowse('/browse?location=Kandy');
    await screen.findByRole('link', { name: 'Staff Nurse' });
    expect(screen.getByText('Showing 1–10 of 25')).toBeInTheDocument();
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next).toHaveAttribute('href', '/browse?location=Kandy&page=2');
    await user.click(next);
    await waitFor(() => expect(params(requests.at(-1)!).get('page')).toBe('2'));
    expect(params(requests.at(-1)!).get('location')).toBe('Kandy');
  });

  it('switches between grid and list view', async () => {
    mockApi(() => ({ status: 200, data: listAnswer(jobs) }));
    const { user, store } = renderBrowse();
    await screen.findByRole('link', { name: 'Staff Nurse' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(store.getState().jobs.viewMode).toBe('list');
  });

  it('sorts by salary through the address', async () => {
    const { requests } = mockApi(() => ({ status: 200, data: listAnswer(jobs) }));
    const { user } = renderBrowse();
    await screen.findByRole('link', { name: 'Staff Nurse' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(within(sort).queryByRole('option', { name: 'Most relevant' })).not.toBeInTheDocument();
    await user.selectOptions(sort, 'salary');
    expect(location().search).toBe('?sortBy=salary');
    await waitFor(() => expect(params(requests.at(-1)!).get('sortBy')).toBe('salary'));
  });

  it('saves a job from its card for a signed-in customer, and takes the heart back when saving fails', async () => {
    localStorage.setItem('customerToken', 'c-tok');
    localStorage.setItem('customerUser', JSON.stringify(makeCustomer()));
    const { requests } = mockApi(
      routes({
        'GET /jobs': { status: 200, data: listAnswer(jobs) },
        'POST /user/favorites/1': { status: 201, data: { success: true, data: { jobId: 1, saved: true } } },
        'POST /user/favorites/2': { status: 404, data: { success: false, message: 'Job not found' } },
      }),
    );
    const { user, store } = renderBrowse();
    await screen.findByRole('link', { name: 'Staff Nurse' });
    await user.click(screen.getByRole('button', { name: 'Save Staff Nurse to your favourites' }));
    expect(store.getState().user.favoriteJobs).toEqual([1]);
    expect(screen.getByRole('button', { name: 'Remove Staff Nurse from your favourites' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(requests.some((request) => request.method === 'POST' && request.url === '/user/favorites/1')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Save Go Developer to your favourites' }));
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Go Developer to your favourites' })).toHaveAttribute('aria-pressed', 'false');
    expect(store.getState().user.favoriteJobs).toEqual([1]);
  });

  it('asks a signed-out visitor to sign in, remembering the job and where they were', async () => {
    mockApi(routes({ 'GET /jobs': { status: 200, data: listAnswer(jobs) } }));
    const { user, store } = renderWithProviders(
      <Routes>
        <Route path="/browse" element={<BrowsePage />} />
        <Route path="/customer/login" element={<LocationProbe />} />
      </Routes>,
      { route: '/browse?jobType=Full+Time+Jobs' },
    );
    await user.click(await screen.findByRole('button', { name: 'Save Staff Nurse to your favourites' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/customer/login');
    expect(screen.getByTestId('location').dataset.state).toContain('Sign in to save this job.');
    expect(JSON.parse(sessionStorage.getItem('pendingFavorite') ?? '{}')).toEqual({ jobId: 1, returnTo: '/browse?jobType=Full+Time+Jobs' });
    expect(store.getState().user.favoriteJobs).toEqual([]);
  });

  it('records a searched keyword and offers it again under the search box, with a way to clear them', async () => {
    mockApi(routes({ 'GET /jobs': { status: 200, data: listAnswer(jobs) }, 'GET /jobs/search': { status: 200, data: listAnswer(jobs) } }));
    const { user, store } = renderBrowse();
    await screen.findByRole('link', { name: 'Staff Nurse' });
    expect(screen.queryByRole('heading', { name: 'Recent searches' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Keywords' }), 'nurse{Enter}');
    await waitFor(() => expect(location().search).toContain('search=nurse'));
    expect(store.getState().user.activity.searchHistory.map((entry) => [entry.term, entry.count])).toEqual([['nurse', 1]]);
    const again = await screen.findByRole('button', { name: 'Search again for nurse' });
    await user.click(screen.getByRole('button', { name: 'Clear recent searches' }));
    expect(again).not.toBeInTheDocument();
    expect(store.getState().user.activity.searchHistory).toEqual([]);
  });

  it('opens a new job alert filled from the search for a signed-in job seeker', async () => {
    localStorage.setItem('customerToken', 'c-tok');
    localStorage.setItem('customerUser', JSON.stringify(makeCustomer()));
    mockApi(routes({ 'GET /jobs/search': { status: 200, data: listAnswer(jobs) } }));
    const { user, store } = renderWithProviders(
      <Routes>
        <Route path="/browse" element={<BrowsePage />} />
        <Route path="/customer/dashboard" element={<LocationProbe />} />
      </Routes>,
      { route: '/browse?search=nurse&jobType=Full+Time+Jobs&location=Kandy&mainTopics=Private+Jobs&minSal=60000' },
    );
    await user.click(await screen.findByRole('button', { name: 'Create an alert from this search' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/customer/dashboard?tab=alerts');
    expect(store.getState().user.alertDraft).toEqual({
      name: 'nurse · Kandy · Full Time Jobs · Private Jobs',
      keywords: ['nurse'],
      locations: ['Kandy'],
      jobTypes: ['Full Time Jobs'],
      mainTopics: ['Private Jobs'],
      minSalary: 60000,
      frequency: 'daily',
      enabled: true,
    });
  });

  it('offers no alert from a search to visitors and employers', async () => {
    mockApi(routes({ 'GET /jobs': { status: 200, data: listAnswer(jobs) } }));
    const first = renderBrowse();
    await screen.findByRole('link', { name: 'Staff Nurse' });
    expect(screen.queryByRole('button', { name: 'Create an alert from this search' })).not.toBeInTheDocument();
    first.unmount();
    localStorage.setItem('customerToken', 'c-tok');
    localStorage.setItem('customerUser', JSON.stringify(makeCustomer({ type: 'company' })));
    renderBrowse();
    await screen.findByRole('link', { name: 'Staff Nurse' });
    expect(screen.queryByRole('button', { name: 'Create an alert from this search' })).not.toBeInTheDocument();
  });
});

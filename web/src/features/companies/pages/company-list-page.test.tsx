import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aCompany } from '@/features/companies/testing/fixtures';
import CompanyListPage from '@/features/companies/pages/company-list-page';
import { mockApi, type RecordedRequest } from '@/testing/mock-api';
import { LocationProbe, renderWithProviders } from '@/testing/render';

function page(route = '/company') {
  return renderWithProviders(
    <Routes>
      <Route path="/company" element={<><CompanyListPage /><LocationProbe /></>} />
    </Routes>,
    { route },
  );
}

const directory = (request: RecordedRequest) => String(request.config.params ?? '');

describe('CompanyListPage', () => {
  it('searches through GET /companies/search, with the filters and page of the address', async () => {
    const { requests } = mockApi(() => ({
      status: 200,
      data: { success: true, data: [aCompany({ id: 3, name: 'Ceylon Tea Brokers' })], pagination: { page: 2, limit: 20, total: 21, totalPages: 2 } },
    }));
    page('/company?q=tea&industry=Agriculture+and+Plantations&page=2');
    expect(await screen.findByRole('link', { name: 'Ceylon Tea Brokers' })).toBeInTheDocument();
    const searches = requests.filter((request) => request.url === '/companies/search');
    expect(searches).toHaveLength(1);
    expect(new URLSearchParams(directory(searches[0]!)).get('q')).toBe('tea');
    expect(new URLSearchParams(directory(searches[0]!)).get('industry')).toBe('Agriculture and Plantations');
    expect(new URLSearchParams(directory(searches[0]!)).get('page')).toBe('2');
    expect(requests.some((request) => request.url === '/companies' && directory(request).includes('q='))).toBe(false);
  });

  it('lists without searching when the words hold no letter or digit', async () => {
    const { requests } = mockApi(() => ({ status: 200, data: { success: true, data: [aCompany({ name: 'Lanka Tea' })], pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } } }));
    page('/company?q=%21%21');
    await screen.findAllByRole('link', { name: 'Lanka Tea' });
    expect(requests.some((request) => request.url === '/companies/search')).toBe(false);
  });

  it('lists the companies, 20 to a page, and keeps the search and page in the address', async () => {
    let fail = false;
    const { requests } = mockApi((request) => {
      if (fail) return { status: 500, data: {} };
      const page = new URLSearchParams(directory(request)).get('page');
      return {
        status: 200,
        data: {
          success: true,
          data: [aCompany({ id: page === '2' ? 21 : 1, name: page === '2' ? 'Page Two Ltd' : 'Lanka Tea' })],
          pagination: { page: Number(page ?? 1), limit: 20, total: 21, totalPages: 2 },
        },
      };
    });
    const { user } = page();
    // The highlights above the list (the same answer here) come with it.
    const list = await screen.findByRole('region', { name: 'All companies' });
    expect(within(list).getByRole('link', { name: 'Lanka Tea' })).toHaveAttribute('href', '/company/1/company-1');
    expect(screen.getByRole('region', { name: 'Hiring now' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Page Two Ltd' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/company?page=2');

    await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'tea');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/company?q=tea');
    expect(requests.some((request) => directory(request).includes('q=tea'))).toBe(true);

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Grid' }));
    await user.click(screen.getByRole('button', { name: 'Show filters' }));
    await user.click(screen.getByRole('checkbox', { name: 'Has open jobs' }));
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/company?q=tea&hasJobs=true');
    // A search that fails says so in SPEC's words.
    expect(await screen.findByText('Failed to search companies')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Lanka Tea' })).toBeInTheDocument();
  });

  it("says 'Failed to fetch companies' when the directory itself cannot be loaded", async () => {
    mockApi(() => ({ status: 500, data: {} }));
    page();
    expect(await screen.findByText('Failed to fetch companies')).toBeInTheDocument();
  });

  it('shows the list only once the highlights above it have come, so they never push it down', async () => {
    let release = () => {};
    const highlights = new Promise<void>((resolve) => {
      release = resolve;
    });
    mockApi(async (request) => {
      const params = new URLSearchParams(directory(request));
      if (params.get('sortBy') !== null) await highlights; // the highlights are sorted by jobs or rating
      return {
        status: 200,
        data: { success: true, data: [aCompany({ id: 1, name: 'Lanka Tea' })], pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } },
      };
    });
    page();
    expect((await screen.findAllByRole('status')).length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'All companies' })).not.toBeInTheDocument();
    release();
    const list = await screen.findByRole('region', { name: 'All companies' });
    expect(within(list).getByRole('link', { name: 'Lanka Tea' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Hiring now' })).toBeInTheDocument();
  });

  it('offers to clear the filters when nothing matches', async () => {
    mockApi(() => ({ status: 200, data: { success: true, data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } } }));
    const { user } = page('/company?industry=Healthcare');
    expect(await screen.findByText('No companies match')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/company$/);
  });
});

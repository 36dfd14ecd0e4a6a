import { act, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '@/i18n';
import { aCompany } from '@/features/companies/testing/fixtures';
import CompanyIndustryPage from '@/features/companies/pages/company-industry-page';
import { mockApi, routes, type MockHandler, type RecordedRequest } from '@/testing/mock-api';
import { LocationProbe, renderWithProviders } from '@/testing/render';

function page(route = '/company/industry/it-and-software') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/company/industry/:industry"
        element={
          <>
            <CompanyIndustryPage />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { route },
  );
}

const paramsOf = (request: RecordedRequest) => new URLSearchParams(String(request.config.params ?? ''));

function answer(names: string[], page = 1, total = names.length) {
  return {
    status: 200,
    data: {
      success: true,
      data: names.map((name, index) => aCompany({ id: page * 100 + index, name })),
      pagination: { page, limit: 20, total, totalPages: Math.max(1, Math.ceil(total / 20)) },
    },
  };
}

function serve(handler: MockHandler) {
  return mockApi(routes({ 'GET /companies/industry/it-and-software': handler }));
}

describe('CompanyIndustryPage', () => {
  it('lists the industry’s companies from GET /companies/industry/{i} under a title of its own', async () => {
    const { requests } = serve(() => answer(['Lanka Software Labs', 'Ceylon Code']));
    page();
    expect(await screen.findByRole('link', { name: 'Lanka Software Labs' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'IT and Software companies in Sri Lanka' })).toBeInTheDocument();
    expect(document.title).toContain('IT and Software companies in Sri Lanka');
    expect(screen.getByRole('heading', { level: 2, name: '2 companies found' })).toBeInTheDocument();
    expect(paramsOf(requests[0]!).toString()).toBe('');
    expect(screen.getByRole('link', { name: 'Filter companies' })).toHaveAttribute('href', '/company?industry=IT+and+Software');
  });

  it('asks for the page of the address and moves to the next', async () => {
    const { requests } = serve((request) => {
      const pageNo = Number(paramsOf(request).get('page') ?? 1);
      return answer([`Firm ${pageNo}`], pageNo, 50);
    });
    const { user } = page('/company/industry/it-and-software?page=2');
    await screen.findByRole('link', { name: 'Firm 2' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'Firm 3' });
    expect(screen.getByTestId('location')).toHaveTextContent('/company/industry/it-and-software?page=3');
    expect(requests.map((request) => paramsOf(request).get('page'))).toEqual(['2', '3']);
  });

  it('is drawn in Sinhala, the industry and the companies’ districts named in Sinhala too', async () => {
    await setLanguage('si');
    try {
      serve(() => answer(['Lanka Software Labs']));
      page();
      expect(await screen.findByRole('heading', { level: 1, name: 'ශ්‍රී ලංකාවේ තොරතුරු තාක්ෂණය සහ මෘදුකාංග සමාගම්' })).toBeInTheDocument();
      const card = screen.getByRole('article');
      expect(within(card).getByText('තොරතුරු තාක්ෂණය සහ මෘදුකාංග')).toBeInTheDocument();
      expect(within(card).getByText('කොළඹ')).toBeInTheDocument();
      expect(card).not.toHaveTextContent(/IT and Software|Colombo/);
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it('shows SPEC’s failure text, then the list once retried', async () => {
    let fail = true;
    serve(() => (fail ? { status: 500, data: { success: false } } : answer(['Lanka Software Labs'])));
    const { user } = page();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch companies');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: /try again/i }));
    expect(await screen.findByRole('link', { name: 'Lanka Software Labs' })).toBeInTheDocument();
  });

  it('says so when the industry has no companies yet', async () => {
    serve(() => answer([]));
    page();
    expect(await screen.findByText('No companies in this industry yet')).toBeInTheDocument();
  });

  it('is not found, without asking, for a word that names no industry', async () => {
    const { requests } = mockApi(() => answer(['Anyone']));
    page('/company/industry/space-travel');
    expect(await screen.findByRole('heading', { level: 1, name: 'There is no such industry' })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });
});

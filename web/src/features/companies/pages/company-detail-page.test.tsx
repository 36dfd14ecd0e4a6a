import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { initialAuthState } from '@/app/session/auth-slice';
import type { CustomerUser } from '@/app/session/types';
import { aCompany, aReview } from '@/features/companies/testing/fixtures';
import CompanyDetailPage, { safeWebsite } from '@/features/companies/pages/company-detail-page';
import { mockApi, routes } from '@/testing/mock-api';
import { LocationProbe, renderWithProviders } from '@/testing/render';

const seeker: CustomerUser = {
  id: 7,
  type: 'individual',
  name: 'Nimal Perera',
  email: 'nimal@mail.example',
  phone: '',
  contactPerson: '',
  website: '',
  industry: '',
  district: '',
  avatar: '',
  status: 'active',
  createdAt: '2026-01-01T00:00:00Z',
};
const signedIn = { auth: { ...initialAuthState, isAuthenticated: true, user: seeker, token: 't', userType: 'customer' as const } };

const summary = { average: 4, count: 1, stars: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 } };

function page(route: string, preloadedState = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/company/:companyId" element={<CompanyDetailPage />} />
      <Route path="/company/:companyId/:companySlug" element={<><CompanyDetailPage /><LocationProbe /></>} />
    </Routes>,
    { route, preloadedState },
  );
}

function serve(extra: Parameters<typeof routes>[0] = {}) {
  return mockApi(
    routes({
      'GET /companies/1': { status: 200, data: { success: true, data: aCompany({ id: 1, slug: 'company-1', verified: true, followersCount: 3 }) } },
      'GET /companies/1/jobs': { status: 200, data: { success: true, data: [] } },
      'GET /companies/1/reviews': { status: 200, data: { success: true, data: [aReview({ author: { id: 9, name: 'Kamala', avatar: '' } })], summary } },
      ...extra,
    }),
  );
}

describe('CompanyDetailPage', () => {
  it('puts the canonical slug in the address and shows the page with its mark, facts and reviews', async () => {
    serve();
    page('/company/1/old-name');
    expect(await screen.findByRole('heading', { level: 1, name: /Company 1/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/company/1/company-1'));
    expect(screen.getAllByText('Verified').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'https://example.lk' })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(await screen.findByText('Good place to learn')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Reviews per star' })).toHaveTextContent('4 stars1');
  });

  it('links its industry to the industry’s page', async () => {
    serve();
    page('/company/1/company-1');
    await screen.findByRole('heading', { level: 1, name: /Company 1/ });
    const links = screen.getAllByRole('link', { name: 'IT and Software' });
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toHaveAttribute('href', '/company/industry/it-and-software');
  });

  it('links to the page of all its jobs when it has some', async () => {
    serve({
      'GET /companies/1/jobs': {
        status: 200,
        data: { success: true, data: [{ id: 3, title: 'Tea Taster', slug: 'tea-taster', location: 'Kandy', jobType: 'Full Time Jobs', closingDate: '2026-12-30', postedDate: '2026-11-30' }] },
      },
    });
    page('/company/1/company-1');
    expect(await screen.findByRole('link', { name: 'See all of its jobs' })).toHaveAttribute('href', '/jobs/company/1/company-1');
  });

  it("says 'Failed to fetch company jobs' when only the company's jobs cannot be loaded", async () => {
    serve({ 'GET /companies/1/jobs': { status: 500, data: { success: false } } });
    page('/company/1/company-1');
    expect(await screen.findByText('Failed to fetch company jobs')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: /Company 1/ })).toBeInTheDocument();
  });

  it('asks a visitor to sign in to follow and to review', async () => {
    serve();
    page('/company/1/company-1');
    expect(await screen.findByRole('link', { name: 'Sign in to follow' })).toHaveAttribute('href', '/customer/login');
    expect(await screen.findByRole('link', { name: 'Sign in to review' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Write a review' })).not.toBeInTheDocument();
  });

  it('lets a job seeker follow (the count goes up) and post a review, which goes first', async () => {
    const { requests } = serve({
      'POST /companies/1/follow': { status: 200, data: { success: true, data: aCompany({ id: 1, isFollowed: true, followersCount: 4 }) } },
      'POST /companies/1/reviews': { status: 201, data: { success: true, data: aReview({ id: 2, title: 'Great mentors', author: { id: 7, name: 'Nimal Perera', avatar: '' } }) } },
    });
    const { user } = page('/company/1/company-1', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('4 followers')).toBeInTheDocument();

    const form = await screen.findByRole('form', { name: 'Write a review' });
    await user.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(within(form).getByText('Choose from 1 to 5 stars.')).toBeInTheDocument();
    await user.click(within(form).getByRole('radio', { name: '5 stars' }));
    await user.type(within(form).getByLabelText('Title'), 'Great mentors');
    await user.type(within(form).getByLabelText('Your review'), 'I learnt a lot.');
    await user.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(await screen.findByText('Review added successfully')).toBeInTheDocument();
    const post = requests.find((request) => request.method === 'POST' && request.url === '/companies/1/reviews');
    expect(post?.data).toEqual({ rating: 5, title: 'Great mentors', text: 'I learnt a lot.', pros: '', cons: '' });
  });

  it('says a follow that did not reach the server in the reader\'s language', async () => {
    serve({ 'POST /companies/1/follow': 'network' });
    const { default: i18n } = await import('@/i18n');
    await i18n.loadLanguages('si', true);
    await i18n.changeLanguage('si');
    try {
      const { user } = page('/company/1/company-1', signedIn);
      await user.click(await screen.findByRole('button', { name: 'අනුගමනය කරන්න' }));
      // The channel tries a request that got no answer again before it gives up.
      expect(await screen.findByText('සමාගම අනුගමනය කිරීමට නොහැකි විය', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(screen.queryByText('Failed to follow company')).toBeNull();
    } finally {
      cleanup();
      await i18n.changeLanguage('en');
    }
  });

  it('shows the not-found state for a page that is not public', async () => {
    mockApi(routes({ 'GET /companies/5': { status: 404, data: { success: false, message: 'Company not found.' } } }));
    page('/company/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company not found' })).toBeInTheDocument();
  });
});

describe('safeWebsite', () => {
  it('links only http and https addresses', () => {
    expect(safeWebsite('https://tea.lk')).toBe('https://tea.lk/');
    expect(safeWebsite('javascript:alert(1)')).toBeNull();
    expect(safeWebsite('tea.lk')).toBeNull();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes, useLocation } from 'react-router';
import { Link } from '@/lib/link';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/i18n';
import { listAnswer, makeJob } from '@/features/jobs/testing/fixtures';
import { mockApi, routes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { AppRoutes, allRoutes, routePatterns, routesFor } from './router';
import addressTable from './router-addresses.json';

function LocationProbe() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

function renderAt(route: string) {
  return renderWithProviders(
    <>
      <AppRoutes />
      <LocationProbe />
    </>,
    { route },
  );
}

/**
 * The first visit to a page transforms its whole module graph; alongside the rest of the suite
 * on a busy machine that can take longer than Testing Library's one second.
 */
const FIRST_LOAD = { timeout: 5000 };

beforeEach(() => {
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

describe('AppRoutes: loading texts', () => {
  it("shows 'Loading content...' while a public page loads, inside the header and footer", async () => {
    renderAt('/');
    expect(screen.getByRole('status')).toHaveTextContent('Loading content...');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find your next job in Sri Lanka or abroad' }, FIRST_LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading content...')).not.toBeInTheDocument();
  });

  it("shows 'Loading page...' for the customer pages; login has no header or footer", async () => {
    renderAt('/customer/login');
    expect(screen.getByRole('status')).toHaveTextContent('Loading page...');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    expect(screen.queryByText(/All rights reserved/)).not.toBeInTheDocument();
  });

  it("shows 'Loading page...' for registration, also without header or footer", async () => {
    renderAt('/customer/register');
    expect(screen.getByRole('status')).toHaveTextContent('Loading page...');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply Now' })).not.toBeInTheDocument();
    expect(screen.queryByText(/All rights reserved/)).not.toBeInTheDocument();
  });

  it("shows 'Loading page...' for the customer dashboard, inside the site layout", () => {
    renderAt('/customer/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading page...');
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it("shows 'Loading admin panel...' for /jp-admin", async () => {
    renderAt('/jp-admin');
    expect(screen.getByRole('status')).toHaveTextContent('Loading admin panel...');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it("shows 'Loading admin panel...' for /dashboard, which sends a visitor without a session to /jp-admin", async () => {
    renderAt('/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading admin panel...');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/jp-admin'), FIRST_LOAD);
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});

describe('AppRoutes: screens', () => {
  it.each([
    ['/no/such/page'],
    ['/customer'],
    ['/job'],
    ['/jobs/12'],
  ])('shows the not-found page at %s, with header and footer', async (route) => {
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it.each([
    ['/job/12', '/job/12/accountant-colombo'],
    ['/job/12/accountant-colombo', '/job/12/accountant-colombo'],
    ['/job/12/full-details', '/job/12/accountant-colombo/full-details'],
    ['/job/12/accountant-colombo/full-details', '/job/12/accountant-colombo/full-details'],
  ])('shows the job page at %s (canonical address %s)', async (route, canonical) => {
    const job = makeJob({ id: 12, title: 'Accountant', slug: 'accountant-colombo' });
    mockApi(
      routes({
        'GET /jobs/12': { status: 200, data: { success: true, data: job } },
        'POST /jobs/12/view': { status: 200 },
        'GET /jobs': { status: 200, data: listAnswer([]) },
      }),
    );
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Accountant' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(canonical));
  });

  it('shows that a job does not exist', async () => {
    mockApi(routes({ 'GET /jobs/99': { status: 404, data: { success: false, message: 'Job not found.' } } }));
    renderAt('/job/99/gone');
    expect(await screen.findByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
  });

  it.each([['/company/5'], ['/company/5/ceylon-tea-traders']])('shows the company page at %s', async (route) => {
    mockApi(routes({ 'GET /companies/5': { status: 404, data: { success: false, message: 'Company not found.' } } }));
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name: 'Company not found' })).toBeInTheDocument();
  });

  it.each([['/blogs/3'], ['/blogs/3/interview-tips'], ['/job-Article']])(
    'shows the article page at %s',
    async (route) => {
      mockApi(
        routes({
          'GET /blogs/3': { status: 404, data: { success: false, message: 'Blog post not found.' } },
          'GET /blogs/featured': { status: 200, data: { success: true, data: [] } },
          'GET /blogs': { status: 200, data: listAnswer([]) },
        }),
      );
      renderAt(route);
      expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
    },
  );

  it('shows an honest empty job list at /browse, with a way for employers to post', async () => {
    mockApi(routes({ 'GET /jobs': { status: 200, data: listAnswer([]) } }));
    renderAt('/browse');
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse jobs' })).toBeInTheDocument();
    expect(await screen.findByText('No jobs have been published yet.')).toBeInTheDocument();
    expect(screen.getByText('Employers can post a job for free.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/customer/login');
  });

  it('searches the job list with the keyword of the address', async () => {
    mockApi(routes({ 'GET /jobs/search': { status: 200, data: listAnswer([]) } }));
    renderAt('/browse?search=nurse');
    expect(await screen.findByRole('heading', { level: 1, name: 'Jobs matching “nurse”' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Keywords' })).toHaveValue('nurse');
    expect(await screen.findByRole('heading', { name: 'No jobs match your search' })).toBeInTheDocument();
  });

  it('shows the company list and the blog list', async () => {
    mockApi(() => ({ status: 200, data: { success: true, data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } } }));
    const { unmount } = renderAt('/company');
    expect(await screen.findByRole('heading', { level: 1, name: 'Top Companies' })).toBeInTheDocument();
    expect(await screen.findByText('Employers appear here once their company page is approved.')).toBeInTheDocument();
    unmount();
    renderAt('/blogs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    expect(await screen.findByText('No articles have been published yet.')).toBeInTheDocument();
  });

  it.each([
    ['/about', 'About Us', /job board for Sri Lanka/],
    ['/faq', 'Frequently asked questions', /Sri Lanka Bureau of Foreign Employment/],
    ['/privacy', 'Privacy Policy', /Personal Data Protection Act, No\. 9 of 2022/],
    ['/terms', 'Terms & Conditions', /laws of the Democratic Socialist Republic of Sri Lanka/],
    ['/contact', 'Contact Us', /Send us a message/],
  ])('shows the static page %s', async (route, title, text) => {
    renderAt(route);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getAllByText(text, { exact: false }).length).toBeGreaterThan(0);
  });

  it('sets the tab title of a page', async () => {
    renderAt('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' });
    // The title is set by an effect of the page, after its heading is drawn.
    await waitFor(() => expect(document.title).toBe('Terms & Conditions – JobPortal'));
  });
});

describe('AppRoutes: scrolling', () => {
  it('scrolls to the top on every route change', async () => {
    const scrollTo = vi.mocked(window.scrollTo);
    const { user } = renderWithProviders(
      <>
        <AppRoutes />
        <Link to="/privacy">Test link to privacy</Link>
      </>,
      { route: '/about' },
    );
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    scrollTo.mockClear();

    await user.click(screen.getByRole('link', { name: 'Test link to privacy' }));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(document.getElementById('main-content')).toHaveFocus();

    scrollTo.mockClear();
    const footer = screen.getByRole('contentinfo');
    await user.click(within(footer).getByRole('link', { name: 'Terms & Conditions' }));
    await screen.findByRole('heading', { level: 1, name: 'Terms & Conditions' });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('after following a link in the drawer, focus is on the new page, not on the menu button', async () => {
    const { user } = renderWithProviders(<AppRoutes />, { route: '/about' });
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await user.click(within(drawer).getByRole('link', { name: 'FAQ' }));
    await screen.findByRole('heading', { level: 1, name: 'Frequently asked questions' });
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(document.getElementById('main-content')).toHaveFocus();
  });
});

describe('AppRoutes in Sinhala and Tamil', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('draws a static page in the language, its text fetched with its code', async () => {
    await act(() => setLanguage('si'));
    renderAt('/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'රහස්‍යතා ප්‍රතිපත්තිය' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '5. ඔබගේ අයිතිවාසිකම්' })).toBeInTheDocument();
    expect(screen.getByText('2022 අංක 9 දරන පුද්ගලික දත්ත ආරක්ෂණ පනතට')).toBeInTheDocument();
    expect(screen.queryByText(/Personal Data Protection Act/)).toBeNull();
  });

  it('translates the not-found page', async () => {
    await act(() => setLanguage('ta'));
    renderAt('/missing');
    expect(await screen.findByRole('heading', { level: 1, name: 'பக்கம் கிடைக்கவில்லை' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'முகப்புப் பக்கத்துக்குச் செல்லவும்' })).toHaveAttribute('href', '/');
  });
});

describe('routesFor', () => {
  // What React Router picks from every route, and from the few routesFor gives it, must be the same.
  const picked = (table: Parameters<typeof matchRoutes>[0], pathname: string) =>
    matchRoutes(table, pathname)?.map((match) => ({ element: match.route.element, params: match.params, pathname: match.pathname }));
  const addresses = [
    '/', '/browse', '/BROWSE/', '/job/12', '/job/12/a-slug', '/job/12/full-details', '/job/12/a-slug/full-details', '/Job/12',
    '/jobs/topic/it', '/jobs/district/colombo', '/jobs/company/3', '/jobs/company/3/acme', '/job-Article', '/job-article',
    '/company', '/company/7', '/company/7/acme', '/company/industry/banking', '/blogs', '/blogs/4', '/blogs/4/a-post',
    '/blogs/tag/career', '/about', '/faq', '/contact', '/privacy', '/terms', '/customer/login', '/customer/dashboard',
    '/customer/cv/2', '/cv/s/abc', '/cv-templates/1', '/dashboard', '/jp-admin', '/no-such-page', '/job', '/%6Aob/12',
    '/job%2F12', '/%E0%B7%83', '/%zz', '//job/12', '/job/12/a/b/c', '',
  ];
  it.each(addresses)('picks the route every route would pick for "%s"', (pathname) => {
    expect(picked(routesFor(pathname), pathname)).toEqual(picked(allRoutes, pathname));
  });
  it('names the patterns of the pages it has, which the server answers 404 outside of', () => {
    const takes = (pathname: string) => {
      const matches = matchRoutes(allRoutes, pathname);
      return matches !== null && matches[matches.length - 1]!.route.path !== '*';
    };
    expect(addressTable.page.filter((pathname) => !takes(pathname))).toEqual([]);
    expect(addressTable.notFound.filter(takes)).toEqual([]);
    const patterns = routePatterns();
    expect(patterns).toContain('/');
    expect(patterns).toContain('/job/:jobId/:jobSlug/full-details');
    expect(patterns).toContain('/jp-admin');
    expect(patterns).not.toContain('*');
    // Each pattern is a page of its own: an address made from it is taken by that route.
    for (const pattern of patterns) {
      const address = pattern.replace(/:\w+/g, 'x');
      const matches = matchRoutes(allRoutes, address)!;
      expect(matches[matches.length - 1]!.pathname.toLowerCase(), pattern).toBe(address.toLowerCase());
      expect(takes(address), pattern).toBe(true);
    }
  });
  it('makes one table per first word, and one for every other address', () => {
    expect(routesFor('/job/1')).toBe(routesFor('/JOB/2/x'));
    expect(routesFor('/unknown')).toBe(routesFor('/other'));
    expect(routesFor('/job/1')).not.toBe(routesFor('/browse'));
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { companiesDashboardSections } from '@/features/companies/dashboard';
import { aChange, aCompany } from '@/features/companies/testing/fixtures';
import { mockApi, routes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

function section(id: string) {
  const found = companiesDashboardSections.find((item) => item.id === id);
  if (!found) throw new Error(`no section ${id}`);
  return found.component;
}

describe('the companies dashboard sections', () => {
  it('are for company accounts and admins only', () => {
    expect(companiesDashboardSections.map((item) => [item.id, item.roles])).toEqual([
      ['company-page', ['company']],
      ['company-figures', ['company']],
      ['companies', ['admin']],
    ]);
  });

  it("shows a company account its own figures from GET /companies/dashboard: totals, each job, and 30 days", async () => {
    const days = (counts: Record<number, number>) =>
      Array.from({ length: 30 }, (_, index) => ({ day: `2026-03-${String(index + 1).padStart(2, '0')}`, count: counts[index] ?? 0 }));
    const account = {
      from: '2026-03-01',
      to: '2026-03-30',
      companyId: 4,
      followers: 12,
      jobsTotal: 2,
      views: 1480,
      applications: 9,
      jobs: [
        { id: 31, title: 'Night Receptionist', slug: 'night-receptionist', status: 'pending', postedDate: '2026-03-29', views: 0, applications: 0 },
        { id: 30, title: 'Front Office Manager', slug: 'front-office-manager', status: 'approved', postedDate: '2026-03-02', views: 1480, applications: 9 },
      ],
      series: { followers: days({ 28: 2, 29: 1 }), applications: days({ 3: 4, 29: 5 }) },
    };
    const { requests } = mockApi(
      routes({ 'GET /companies/dashboard': { status: 200, data: { success: true, data: { companyStats: { totalCompanies: 40, totalJobs: 300, averageRating: 4.1, topIndustries: [] }, account } } } }),
    );
    const Figures = section('company-figures');
    renderWithProviders(<Figures viewer={{ name: 'Hill Country Hotels', role: 'company' }} />);
    const totals = await screen.findByLabelText('Your totals');
    expect(within(totals).getByText('Followers').nextElementSibling).toHaveTextContent('12');
    expect(within(totals).getByText('Views').nextElementSibling).toHaveTextContent('1,480');
    expect(within(totals).getByText('Applications').nextElementSibling).toHaveTextContent('9');
    expect(within(totals).getByText('Jobs posted').nextElementSibling).toHaveTextContent('2');
    expect(screen.getByRole('img', { name: /^New followers: 3 in the last 30 days; the most, 2, on/ })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^Applications received: 9 in the last 30 days; the most, 5, on/ })).toBeInTheDocument();
    const table = screen.getByRole('region', { name: 'Each job' });
    const row = within(table).getByRole('row', { name: /Front Office Manager/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Approved', expect.stringMatching(/2026/), '1,480', '9']);
    expect(within(row).getByRole('link', { name: 'Front Office Manager' })).toHaveAttribute('href', '/job/30/front-office-manager');
    expect(within(table).getByRole('row', { name: /Night Receptionist/ })).toHaveTextContent('Waiting for approval');
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /companies/dashboard']);
  });

  it('tells a company account without jobs or a page what its figures will hold, and says when they cannot be read', async () => {
    const empty = { from: '2026-03-01', to: '2026-03-30', companyId: null, followers: 0, jobsTotal: 0, views: 0, applications: 0, jobs: [], series: { followers: [], applications: [] } };
    let asked = 0;
    mockApi(
      routes({
        'GET /companies/dashboard': () =>
          asked++ === 0 ? { status: 500, data: {} } : { status: 200, data: { success: true, data: { companyStats: { totalCompanies: 0, totalJobs: 0, averageRating: 0, topIndustries: [] }, account: empty } } },
      }),
    );
    const Figures = section('company-figures');
    const { user } = renderWithProviders(<Figures viewer={{ name: 'New Co', role: 'company' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your figures.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No jobs yet')).toBeInTheDocument();
    expect(screen.getByText('You have no company page yet.')).toBeInTheDocument();
  });

  it('shows an owner its rejected page with the reason', async () => {
    mockApi(routes({ 'GET /companies/mine': { status: 200, data: { success: true, data: aCompany({ status: 'rejected', rejectionReason: 'Add your real address.' }) } } }));
    const OwnPage = section('company-page');
    renderWithProviders(<OwnPage viewer={{ name: 'Lanka Tea', role: 'company' }} />);
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Reason: Add your real address.')).toBeInTheDocument();
    expect(screen.queryByText(/Changes to your approved page wait/)).not.toBeInTheDocument();
  });

  it('shows an owner its change waiting for review beside the public facts, and lets it go on editing the change', async () => {
    const page = aCompany({ name: 'Lanka Tea', website: 'https://tea.example.lk', status: 'approved', verified: true });
    const change = { ...aChange(page), name: 'Lanka Tea Exports', website: 'https://exports.example.lk' };
    mockApi(routes({ 'GET /companies/mine': { status: 200, data: { success: true, data: { ...page, change } } } }));
    const OwnPage = section('company-page');
    renderWithProviders(<OwnPage viewer={{ name: 'Lanka Tea', role: 'company' }} />);
    const box = await screen.findByRole('region', { name: 'Your changes are waiting for review' });
    const website = within(box).getByRole('row', { name: /Website/ });
    expect(within(website).getByText('https://tea.example.lk')).toBeInTheDocument();
    expect(within(website).getByText('https://exports.example.lk')).toBeInTheDocument();
    expect(within(box).queryByRole('row', { name: /Phone/ })).not.toBeInTheDocument();
    expect(screen.getByText('Lanka Tea', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Company name/)).toHaveValue('Lanka Tea Exports');
    expect(screen.getByText(/Changes to your approved page wait for an admin's approval/)).toBeInTheDocument();
  });

  it('shows an owner why its change was rejected', async () => {
    const page = aCompany({ status: 'approved' });
    const change = { ...aChange(page), name: 'Cheap Tea Deals', status: 'rejected' as const, rejectionReason: 'Not the registered name.' };
    mockApi(routes({ 'GET /companies/mine': { status: 200, data: { success: true, data: { ...page, change } } } }));
    const OwnPage = section('company-page');
    renderWithProviders(<OwnPage viewer={{ name: 'Lanka Tea', role: 'company' }} />);
    const box = await screen.findByRole('region', { name: 'Your changes were not approved' });
    expect(within(box).getByText('Reason: Not the registered name.')).toBeInTheDocument();
  });

  it("lets an admin approve an owner's change from the review queue, which it lists first", async () => {
    const page = aCompany({ id: 6, name: 'Galle Fort Hotel', status: 'approved' });
    const change = { ...aChange(page), name: 'Galle Fort Resort' };
    const { requests } = mockApi(
      routes({
        'GET /companies': { status: 200, data: { success: true, data: [{ ...page, change }], pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } } },
        'PATCH /companies/6/change/approve': { status: 200, data: { success: true, data: { ...page, name: 'Galle Fort Resort', change: { ...change, status: 'approved' } } } },
      }),
    );
    const Admin = section('companies');
    const { user } = renderWithProviders(<Admin viewer={{ name: 'Admin', role: 'admin' }} />);
    const changes = await screen.findByRole('region', { name: 'Changes to Galle Fort Hotel' });
    const name = within(changes).getByRole('row', { name: /Company name/ });
    expect(within(name).getByText('Galle Fort Hotel')).toBeInTheDocument();
    expect(within(name).getByText('Galle Fort Resort')).toBeInTheDocument();
    await user.click(within(changes).getByRole('button', { name: 'Approve changes' }));
    expect(await screen.findByText('The changes are public now: Galle Fort Resort.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PATCH' && request.url.endsWith('/companies/6/change/approve'))).toBe(true);
    expect(requests[0]?.config.params?.toString()).toContain('review=true');
  });

  it("lets an admin reject an owner's change only with a reason", async () => {
    const page = aCompany({ id: 7, name: 'Kandy Spices', status: 'approved' });
    const change = { ...aChange(page), website: 'https://spices.example.com' };
    const { requests } = mockApi(
      routes({
        'GET /companies': { status: 200, data: { success: true, data: [{ ...page, change }], pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } } },
        'PATCH /companies/7/change/reject': { status: 200, data: { success: true, data: { ...page, change: { ...change, status: 'rejected', rejectionReason: 'Not your site' } } } },
      }),
    );
    const Admin = section('companies');
    const { user } = renderWithProviders(<Admin viewer={{ name: 'Admin', role: 'admin' }} />);
    const changes = await screen.findByRole('region', { name: 'Changes to Kandy Spices' });
    await user.click(within(changes).getByRole('button', { name: 'Reject changes' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Reject changes' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Not your site');
    await user.click(confirm);
    expect(await screen.findByText('The changes to Kandy Spices were rejected; the page keeps its approved details.')).toBeInTheDocument();
    const sent = requests.find((request) => request.method === 'PATCH');
    expect(sent?.url).toMatch(/\/companies\/7\/change\/reject$/);
    expect(sent?.data).toEqual({ reason: 'Not your site' });
    expect(screen.getByText('Changes rejected: Not your site')).toBeInTheDocument();
  });

  it('lets an admin reject a page only with a reason, which is sent', async () => {
    const { requests } = mockApi(
      routes({
        'GET /companies': { status: 200, data: { success: true, data: [aCompany({ id: 4, name: 'Kandy Spices', status: 'pending' })], pagination: { page: 1, limit: 20, total: 1, totalPages: 1 } } },
        'PATCH /companies/4/reject': { status: 200, data: { success: true, data: aCompany({ id: 4, name: 'Kandy Spices', status: 'rejected', rejectionReason: 'No address' }) } },
      }),
    );
    const Admin = section('companies');
    const { user } = renderWithProviders(<Admin viewer={{ name: 'Admin', role: 'admin' }} />);
    const row = await screen.findByRole('article', { name: 'Kandy Spices' });
    await user.click(within(row).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Reject' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Reason/), 'No address');
    await user.click(confirm);
    expect(await screen.findByText('Kandy Spices was rejected.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PATCH')?.data).toEqual({ reason: 'No address' });
    expect(requests[0]?.config.params?.toString()).toContain('review=true');
  });
});

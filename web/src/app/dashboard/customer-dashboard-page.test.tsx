import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CustomerDashboardPage from '@/app/dashboard/customer-dashboard-page';
import { browserLocation } from '@/lib/browser-location';
import { deferred, mockApi, routes, type MockHandler, type MockOutcome } from '@/testing/mock-api';
import { customerCounts, inAMonth, listAnswer, makeApplication, makeJob } from '@/features/jobs/testing/dashboard-fixtures';
import { LocationProbe, renderWithProviders } from '@/testing/render';
import { makeCustomer } from '@/testing/accounts';
import { makeCareerProfile } from '@/features/user/testing/fixtures';

const individual = makeCustomer({ phone: '077 123 4567', district: 'Kandy', createdAt: '2024-03-05T10:00:00Z' });

const company = {
  ...individual,
  id: 8,
  type: 'company',
  name: 'Acme Lanka',
  email: 'hr@acme.lk',
  contactPerson: 'Kamala Silva',
  website: 'https://acme.lk',
  industry: 'Apparel',
};

function signIn(user: object = individual) {
  localStorage.setItem('customerToken', 'c-tok');
  localStorage.setItem('customerUser', JSON.stringify(user));
}

function renderDashboard(search = '?tab=profile') {
  return renderWithProviders(
    <Routes>
      <Route path="/customer/dashboard" element={<CustomerDashboardPage />} />
      <Route path="/customer/login" element={<LocationProbe />} />
    </Routes>,
    { route: `/customer/dashboard${search}` },
  );
}

beforeEach(() => {
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/customer/dashboard');
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CustomerDashboardPage', () => {
  it('sends a visitor who is not signed in to /customer/login', async () => {
    renderDashboard();
    expect(await screen.findByTestId('location')).toHaveTextContent('/customer/login');
  });

  it("shows the customer's profile from GET /customers/profile", async () => {
    signIn();
    const { requests } = mockApi(routes({ 'GET /customers/profile': { status: 200, data: { success: true, data: individual } } }));
    renderDashboard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your profile...');
    const card = await screen.findByRole('region', { name: 'Nimal Perera' }, { timeout: 3000 });
    expect(screen.getByRole('heading', { name: 'Welcome, Nimal Perera' })).toBeInTheDocument();
    expect(requests[0]?.headers.get('x-auth-token')).toBe('c-tok');
    expect(within(card).getByText('nimal@example.lk')).toBeInTheDocument();
    expect(within(card).getByText('Job seeker')).toBeInTheDocument();
    expect(within(card).getByText('Kandy')).toBeInTheDocument();
    expect(within(card).getByText('March 5, 2024')).toBeInTheDocument();
  });

  it('shows an error with a retry when the profile cannot be loaded', async () => {
    signIn();
    let calls = 0;
    mockApi((request): MockOutcome => {
      if (request.url !== '/customers/profile') return { status: 200, data: { data: [] } };
      calls += 1;
      return calls === 1 ? { status: 500, data: {} } : { status: 200, data: { data: individual } };
    });
    const { user } = renderDashboard('?tab=settings');
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('We could not load your profile.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Nimal Perera' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("saves the profile and shows 'Profile updated successfully'", async () => {
    signIn();
    const { requests } = mockApi(
      routes({
        'GET /customers/profile': { status: 200, data: { data: individual } },
        'PUT /customers/profile': (request) => ({
          status: 200,
          data: { success: true, data: { ...individual, ...(request.data as object) }, message: 'Profile updated successfully' },
        }),
      }),
    );
    const { user } = renderDashboard();
    const form = await screen.findByRole('region', { name: 'Edit profile' });
    const name = within(form).getByLabelText('Full name');
    expect(name).toHaveValue('Nimal Perera');
    await user.clear(name);
    await user.type(name, 'Nimal P. Perera');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    // Said in the toasts' polite live region.
    expect(await within(screen.getByRole('log')).findByText('Profile updated successfully')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.data).toEqual({ name: 'Nimal P. Perera', phone: '077 123 4567', district: 'Kandy' });
    expect(JSON.parse(localStorage.getItem('customerUser') ?? '{}')).toMatchObject({ name: 'Nimal P. Perera' });
    expect(screen.getByRole('heading', { name: 'Welcome, Nimal P. Perera' })).toBeInTheDocument();
  });

  it("shows the server's field errors beside the profile fields", async () => {
    signIn(company);
    mockApi(
      routes({
        'GET /customers/profile': { status: 200, data: { data: company } },
        'PUT /customers/profile': {
          status: 422,
          data: { success: false, message: 'Some fields are not valid.', errors: [{ field: 'contactPerson', message: 'Contact person is too long.' }] },
        },
      }),
    );
    const { user } = renderDashboard();
    const form = await screen.findByRole('region', { name: 'Edit profile' });
    expect(within(form).getByLabelText('Company name')).toHaveValue('Acme Lanka');
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('Contact person is too long.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Contact person')).toHaveAccessibleDescription('Contact person is too long.');
  });

  it("changes the password, shows 'Password changed successfully' and clears the fields", async () => {
    signIn();
    const { requests } = mockApi(
      routes({
        'GET /customers/profile': { status: 200, data: { data: individual } },
        'POST /auth/change-password': { status: 200, data: { success: true, message: 'Password changed successfully' } },
      }),
    );
    // The password is changed under Settings.
    const { user } = renderDashboard('?tab=settings');
    const form = await screen.findByRole('region', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'old-secret');
    await user.type(within(form).getByLabelText('New password'), 'new-secret-1');
    await user.type(within(form).getByLabelText('Confirm password'), 'new-secret-1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(screen.getByRole('log')).findByText('Password changed successfully')).toBeInTheDocument();
    expect(requests.find((request) => request.url === '/auth/change-password')?.data).toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret-1' });
    expect(within(form).getByLabelText('Current password')).toHaveValue('');
  });

  it('shows a wrong current password beside that field', async () => {
    signIn();
    mockApi(
      routes({
        'GET /customers/profile': { status: 200, data: { data: individual } },
        'POST /auth/change-password': {
          status: 422,
          data: { success: false, message: 'Some fields are not valid.', errors: [{ field: 'currentPassword', message: 'The current password is not right.' }] },
        },
      }),
    );
    const { user } = renderDashboard('?tab=settings');
    const form = await screen.findByRole('region', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'wrong-one');
    await user.type(within(form).getByLabelText('New password'), 'new-secret-1');
    await user.type(within(form).getByLabelText('Confirm password'), 'new-secret-1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The current password is not right.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveValue('wrong-one');
  });
});

/** Answers the calls the dashboard makes, with the given ones on top. */
function customerRoutes(profile: object, table: Record<string, MockOutcome | MockHandler> = {}) {
  return routes({
    'GET /customers/profile': { status: 200, data: { success: true, data: profile } },
    'GET /jobs/dashboard': { status: 200, data: { success: true, data: customerCounts } },
    'GET /jobs/topics': { status: 200, data: { success: true, data: [] } },
    'GET /jobs/customer/my-jobs': { status: 200, data: listAnswer([]) },
    'GET /user/applications': { status: 200, data: { success: true, data: [] } },
    'GET /user/alerts': { status: 200, data: { success: true, data: [] } },
    'GET /user/profile': { status: 200, data: { success: true, data: makeCareerProfile() } },
    'GET /user/preferences': { status: 200, data: { success: true, data: {} } },
    'GET /user/favorites': { status: 200, data: { success: true, data: [] } },
    ...table,
  });
}

const live = makeJob({ id: 11, title: 'Senior Accountant', slug: 'senior-accountant' });
const waiting = makeJob({ id: 12, title: 'Store Keeper', status: 'pending', views: 0, applicationsCount: 0 });
const refused = makeJob({ id: 13, title: 'Driver', status: 'rejected', rejectionReason: 'The salary is below the legal minimum.', applicationsCount: 0 });
const closed = makeJob({ id: 14, title: 'Cashier', expired: true });

describe('sections', () => {
  it('opens an employer on My jobs and a job seeker on the overview', async () => {
    signIn(company);
    mockApi(customerRoutes(company));
    const first = renderDashboard('');
    const nav = screen.getByRole('navigation', { name: 'Dashboard sections' });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'My jobs',
      'Post a job',
      'Company page',
      'Company figures',
      'Saved articles',
      'Reading history',
      'Profile',
      'Settings',
    ]);
    expect(within(nav).getByRole('link', { name: 'My jobs' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('heading', { name: 'My jobs' }, { timeout: 3000 })).toBeInTheDocument();
    first.unmount();
    localStorage.clear();

    signIn(individual);
    mockApi(customerRoutes(individual));
    renderDashboard('');
    const links = within(screen.getByRole('navigation', { name: 'Dashboard sections' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      'My CVs',
      'My applications',
      'My jobs',
      'Post a job',
      'Saved articles',
      'Reading history',
      'Saved jobs',
      'Job alerts',
      'Profile',
      'Settings',
    ]);
    expect(await screen.findByRole('heading', { name: 'Your job search at a glance' })).toBeInTheDocument();
  });

  it('moves between sections through the address', async () => {
    signIn(company);
    mockApi(customerRoutes(company));
    const { user } = renderDashboard('?tab=jobs');
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    expect(await screen.findByRole('region', { name: 'Edit profile' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  });
});

describe('my jobs', () => {
  it('lists the jobs with their state in colour and words, the rejection reason and the counts', async () => {
    signIn(company);
    const { requests } = mockApi(
      customerRoutes(company, { 'GET /jobs/customer/my-jobs': { status: 200, data: listAnswer([live, waiting, refused, closed]) } }),
    );
    renderDashboard('?tab=jobs');
    expect(screen.getByText('Loading the numbers...')).toBeInTheDocument();
    expect(screen.getByText('Loading your jobs...')).toBeInTheDocument();

    const liveCard = await screen.findByRole('article', { name: 'Senior Accountant' }, { timeout: 3000 });
    expect(within(liveCard).getByText('Approved')).toHaveClass('text-green-900');
    expect(within(liveCard).getByRole('link', { name: 'Senior Accountant' })).toHaveAttribute('href', '/job/11/senior-accountant');
    expect(within(liveCard).getByText(/Acme Lanka · Colombo · Full Time Jobs · LKR 80,000 – 120,000 a month/)).toBeInTheDocument();

    const waitingCard = screen.getByRole('article', { name: 'Store Keeper' });
    expect(within(waitingCard).getByText('Pending approval')).toHaveClass('text-amber-900');
    expect(within(waitingCard).queryByRole('link')).not.toBeInTheDocument();
    expect(within(waitingCard).getByText(/Waiting for an admin to approve it/)).toBeInTheDocument();

    const refusedCard = screen.getByRole('article', { name: 'Driver' });
    expect(within(refusedCard).getByText('Rejected')).toHaveClass('text-red-900');
    expect(within(refusedCard).getByText('The salary is below the legal minimum.')).toBeInTheDocument();
    // Nobody can apply to a job that is not public, so there are no applications to open.
    expect(within(waitingCard).queryByRole('button', { name: /Applications/ })).not.toBeInTheDocument();
    expect(within(refusedCard).queryByRole('button', { name: /Applications/ })).not.toBeInTheDocument();
    expect(within(liveCard).getByRole('button', { name: 'Applications (2)' })).toBeInTheDocument();

    expect(within(screen.getByRole('article', { name: 'Cashier' })).getByText('Closed')).toBeInTheDocument();

    const numbers = await screen.findByLabelText('Your jobs in numbers');
    expect(within(numbers).getByText('Live').nextSibling).toHaveTextContent('1');
    expect(within(numbers).getByText('Views').nextSibling).toHaveTextContent('57');
    expect(requests.find((request) => request.url === '/jobs/customer/my-jobs')?.headers.get('x-auth-token')).toBe('c-tok');
  });

  it('invites a customer without jobs to post one', async () => {
    signIn(company);
    mockApi(customerRoutes(company));
    const { user } = renderDashboard('?tab=jobs');
    expect(await screen.findByText('You have not posted a job yet', {}, { timeout: 3000 })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Post your first job' }));
    expect(await screen.findByRole('heading', { name: 'Post a job', level: 2 })).toBeInTheDocument();
  });

  it('shows an error with a retry when the jobs cannot be loaded', async () => {
    signIn(company);
    let calls = 0;
    mockApi(
      customerRoutes(company, {
        'GET /jobs/customer/my-jobs': () => {
          calls += 1;
          return calls === 1 ? { status: 500, data: {} } : { status: 200, data: listAnswer([live]) };
        },
      }),
    );
    const { user } = renderDashboard('?tab=jobs');
    const alert = await screen.findByText('We could not load your jobs.', {}, { timeout: 3000 });
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Senior Accountant' })).toBeInTheDocument();
  });

  it('pages through the jobs ten at a time', async () => {
    signIn(company);
    const { requests } = mockApi(
      customerRoutes(company, {
        'GET /jobs/customer/my-jobs': (request) => {
          const page = Number((request.config.params as { page?: number }).page ?? 1);
          return { status: 200, data: listAnswer([makeJob({ id: 100 + page, title: `Job on page ${page}` })], { page, total: 12 }) };
        },
      }),
    );
    const { user } = renderDashboard('?tab=jobs');
    expect(await screen.findByRole('article', { name: 'Job on page 1' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Job on page 2' })).toBeInTheDocument();
    expect(requests.filter((request) => request.url === '/jobs/customer/my-jobs').map((request) => request.config.params)).toEqual([
      { page: 1, limit: 10 },
      { page: 2, limit: 10 },
    ]);
  });

  it('deletes a job only after confirming, and keeps it when cancelled', async () => {
    signIn(company);
    const { requests } = mockApi(
      customerRoutes(company, {
        'GET /jobs/customer/my-jobs': { status: 200, data: listAnswer([live, waiting]) },
        'DELETE /jobs/customer/12': { status: 200, data: { success: true, message: 'Job deleted.' } },
      }),
    );
    const { user } = renderDashboard('?tab=jobs');
    const card = await screen.findByRole('article', { name: 'Store Keeper' }, { timeout: 3000 });

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete this job?' });
    expect(dialog).toHaveTextContent('“Store Keeper” will be removed from the site');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('“Store Keeper” was deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Store Keeper' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Senior Accountant' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(requests.filter((request) => request.url === '/jobs/dashboard')).toHaveLength(2));
  });

  it("shows the server's message in the dialog when deleting fails", async () => {
    signIn(company);
    mockApi(
      customerRoutes(company, {
        'GET /jobs/customer/my-jobs': { status: 200, data: listAnswer([waiting]) },
        'DELETE /jobs/customer/12': { status: 404, data: { success: false, message: 'Job not found.' } },
      }),
    );
    const { user } = renderDashboard('?tab=jobs');
    const card = await screen.findByRole('article', { name: 'Store Keeper' }, { timeout: 3000 });
    await user.click(within(card).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Job not found.');
    expect(screen.getByRole('article', { name: 'Store Keeper' })).toBeInTheDocument();
  });
});

describe('applications of a job', () => {
  const first = makeApplication();
  const second = makeApplication({ id: 502, applicant: { id: 9, name: 'Kamala Silva', email: 'kamala@example.lk' }, status: 'shortlisted', phone: '' });

  it('lists them, moves one on and downloads a CV', async () => {
    signIn(company);
    const cv = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const { requests } = mockApi(
      customerRoutes(company, {
        'GET /jobs/customer/my-jobs': { status: 200, data: listAnswer([live]) },
        'GET /jobs/11/applications': { status: 200, data: { success: true, data: [first, second] } },
        'GET /jobs/11/applications/stages': { status: 200, data: { success: true, data: { submitted: 1, shortlisted: 1 } } },
        'PATCH /applications/501': (request) => ({
          status: 200,
          data: { success: true, data: { ...first, status: (request.data as { status: string }).status }, message: 'Application updated.' },
        }),
        'GET /applications/501/cv': { status: 200, data: cv, headers: { 'content-disposition': 'attachment; filename="nimal-cv.pdf"' } },
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:cv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });

    const { user } = renderDashboard('?tab=jobs');
    const card = await screen.findByRole('article', { name: 'Senior Accountant' }, { timeout: 3000 });
    const toggle = within(card).getByRole('button', { name: 'Applications (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    const panel = await screen.findByRole('region', { name: 'Applications for Senior Accountant' });
    const nimal = await within(panel).findByRole('article', { name: 'Nimal Perera' });
    expect(within(nimal).getByRole('link', { name: 'nimal@example.lk' })).toHaveAttribute('href', 'mailto:nimal@example.lk');
    expect(within(nimal).getByText('Applied', { selector: 'span' })).toHaveClass('text-gray-800');
    expect(within(nimal).getByText('I have kept the books of two exporters for five years.')).toBeInTheDocument();
    expect(within(within(panel).getByRole('article', { name: 'Kamala Silva' })).getByText('Shortlisted', { selector: 'span' })).toBeInTheDocument();

    await user.selectOptions(within(nimal).getByLabelText('Stage'), 'shortlisted');
    await screen.findByText('Nimal Perera moved to Shortlisted.');
    await waitFor(() => expect(within(nimal).getByLabelText('Stage')).toBeEnabled());
    expect(within(nimal).getByText('Shortlisted', { selector: 'span' })).toHaveClass('text-violet-900');
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(patch?.url).toBe('/applications/501');
    expect(patch?.data).toEqual({ status: 'shortlisted', notify: true });

    await user.click(within(nimal).getByRole('button', { name: 'Download CV' }));
    await waitFor(() => expect(saved).toEqual(['nimal-cv.pdf blob:cv']));
    expect(createObjectURL).toHaveBeenCalledWith(cv);
    expect(requests.find((request) => request.url === '/applications/501/cv')?.headers.get('x-auth-token')).toBe('c-tok');
  });

  it('keeps the old status and says so when the change fails', async () => {
    signIn(company);
    mockApi(
      customerRoutes(company, {
        'GET /jobs/customer/my-jobs': { status: 200, data: listAnswer([live]) },
        'GET /jobs/11/applications': { status: 200, data: { success: true, data: [first] } },
        'PATCH /applications/501': { status: 500, data: {} },
      }),
    );
    const { user } = renderDashboard('?tab=jobs');
    const card = await screen.findByRole('article', { name: 'Senior Accountant' }, { timeout: 3000 });
    await user.click(within(card).getByRole('button', { name: 'Applications (2)' }));
    const nimal = await screen.findByRole('article', { name: 'Nimal Perera' });
    await user.selectOptions(within(nimal).getByLabelText('Stage'), 'hired');
    expect(await screen.findByText('The status could not be changed. Please try again.')).toBeInTheDocument();
    expect(within(nimal).getByLabelText('Stage')).toHaveValue('submitted');
  });

  it('says so when nobody has applied yet', async () => {
    signIn(company);
    mockApi(
      customerRoutes(company, {
        'GET /jobs/customer/my-jobs': { status: 200, data: listAnswer([live]) },
        'GET /jobs/11/applications': { status: 200, data: { success: true, data: [] } },
      }),
    );
    const { user } = renderDashboard('?tab=jobs');
    const card = await screen.findByRole('article', { name: 'Senior Accountant' }, { timeout: 3000 });
    await user.click(within(card).getByRole('button', { name: 'Applications (2)' }));
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
  });
});

describe('my applications (job seekers)', () => {
  it('lists where the job seeker applied and how each application stands', async () => {
    signIn(individual);
    const { requests } = mockApi(
      customerRoutes(individual, {
        'GET /user/applications': {
          status: 200,
          data: {
            success: true,
            data: [
              makeApplication({ status: 'shortlisted', updatedAt: '2026-03-09T08:00:00Z' }),
              makeApplication({ id: 502, jobId: 2, jobTitle: 'Driver', jobSlug: 'driver', companyName: 'Lanka Transport', status: 'rejected' }),
            ],
          },
        },
      }),
    );
    renderDashboard('?tab=applications');
    const accountant = await screen.findByRole('article', { name: 'Accountant' }, { timeout: 3000 });
    expect(within(accountant).getByRole('link', { name: 'Accountant' })).toHaveAttribute('href', '/job/1/accountant');
    expect(within(accountant).getByText('Shortlisted')).toHaveClass('text-violet-900');
    expect(within(accountant).getByText(/you are on the employer's shortlist/)).toBeInTheDocument();
    expect(within(accountant).getByText('Applied on Mar 6, 2026')).toBeInTheDocument();
    expect(within(accountant).getByText('CV: nimal-cv.pdf')).toBeInTheDocument();
    expect(within(accountant).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    const driver = screen.getByRole('article', { name: 'Driver' });
    expect(within(driver).getByText('Not selected')).toHaveClass('text-red-900');
    expect(within(driver).queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(requests.find((request) => request.url === '/user/applications')?.headers.get('x-auth-token')).toBe('c-tok');
  });

  it('points a job seeker without applications to the jobs', async () => {
    signIn(individual);
    mockApi(customerRoutes(individual));
    renderDashboard('?tab=applications');
    expect(await screen.findByText('You have not applied for a job yet', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/browse');
  });

  it('shows an error with a retry', async () => {
    signIn(individual);
    let calls = 0;
    mockApi(
      customerRoutes(individual, {
        'GET /user/applications': () => {
          calls += 1;
          return calls === 1 ? { status: 503, data: { success: false, message: 'The service is busy.' } } : { status: 200, data: { data: [] } };
        },
      }),
    );
    const { user } = renderDashboard('?tab=applications');
    const message = await screen.findByText('The service is busy.', {}, { timeout: 3000 });
    await user.click(within(message.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have not applied for a job yet')).toBeInTheDocument();
  });
});

describe('posting a job', () => {
  async function fillJob(user: ReturnType<typeof renderDashboard>['user'], { employer = true } = {}) {
    await user.type(await screen.findByLabelText('Job title', {}, { timeout: 3000 }), 'Senior Accountant');
    if (employer) await user.type(screen.getByLabelText('Employer'), 'Nimal Traders');
    await user.selectOptions(screen.getByLabelText('Job type'), 'Full Time Jobs');
    await user.selectOptions(screen.getByLabelText('Experience level'), 'Senior Level');
    await user.selectOptions(screen.getByLabelText('Location'), 'Kandy');
    await user.selectOptions(screen.getByLabelText('Main topic'), 'Private Jobs');
    await user.type(screen.getByLabelText('Description'), 'Keep the books of a growing export company.');
    await user.type(screen.getByLabelText('Closing date'), inAMonth);
  }

  it('sends the job with POST /jobs, says it waits for approval and empties the form', async () => {
    signIn(company);
    const answer = deferred<MockOutcome>();
    const { requests } = mockApi(customerRoutes(company, { 'POST /jobs': () => answer.promise }));
    const { user, store } = renderDashboard('?tab=post');
    expect(await screen.findByText('This job will be posted under Acme Lanka.', {}, { timeout: 3000 })).toBeInTheDocument();
    await fillJob(user, { employer: false });
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    expect(screen.getByRole('button', { name: 'Posting...' })).toBeDisabled();
    answer.resolve({
      status: 201,
      data: {
        success: true,
        data: makeJob({ id: 30, title: 'Senior Accountant', status: 'pending' }),
        message: 'Your job was submitted. It will be public once an admin approves it.',
      },
    });
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Your job was submitted. It will be public once an admin approves it.');
    expect(notice).toHaveTextContent('“Senior Accountant” is waiting for approval.');
    expect(screen.getByLabelText('Job title')).toHaveValue('');
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url).toBe('/jobs');
    expect(post?.headers.get('x-auth-token')).toBe('c-tok');
    expect(post?.data).toMatchObject({ title: 'Senior Accountant', location: 'Kandy', closingDate: inAMonth });
    // SPEC section 4: a created job goes first in the job list and adds 1 to totalJobs.
    expect(store.getState().jobs.jobs[0]?.id).toBe(30);
    expect(store.getState().jobs.totalJobs).toBe(1);
  });

  it("shows the server's errors beside the fields and keeps what was typed", async () => {
    signIn(individual);
    mockApi(
      customerRoutes(individual, {
        'POST /jobs': {
          status: 422,
          data: {
            success: false,
            message: 'Some fields are not valid.',
            errors: [{ field: 'closingDate', message: 'The closing date must be at most 180 days ahead.' }],
          },
        },
      }),
    );
    const { user } = renderDashboard('?tab=post');
    await fillJob(user);
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByText('The closing date must be at most 180 days ahead.')).toBeInTheDocument();
    expect(screen.getByLabelText('Closing date')).toHaveAccessibleDescription(/The closing date must be at most 180 days ahead\./);
    expect(screen.getByLabelText('Employer')).toHaveValue('Nimal Traders');
    expect(screen.getByLabelText('Job title')).toHaveValue('Senior Accountant');
  });

  it('sends the flyer as multipart form data and shows the upload progress', async () => {
    signIn(company);
    const answer = deferred<MockOutcome>();
    const { requests } = mockApi(
      customerRoutes(company, {
        'POST /jobs': (request) => {
          request.config.onUploadProgress?.({ loaded: 600, total: 1000, progress: 0.6 });
          return answer.promise;
        },
      }),
    );
    const { user } = renderDashboard('?tab=post');
    await fillJob(user, { employer: false });
    await user.upload(screen.getByLabelText('Vacancy flyer (optional)'), new File(['png'], 'flyer.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Submit for approval' }));
    expect(await screen.findByRole('progressbar', { name: 'Uploading the flyer...' })).toHaveAttribute('aria-valuenow', '60');
    answer.resolve({ status: 201, data: { success: true, data: makeJob({ id: 31, status: 'pending' }) } });
    expect(await screen.findByRole('status')).toHaveTextContent('Your job was submitted.');
    const body = requests.find((request) => request.method === 'POST')?.data;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('image')).toBeInstanceOf(File);
    expect((body as FormData).has('companyName')).toBe(false);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AdminDashboardPage from '@/app/dashboard/admin-dashboard-page';
import { browserLocation } from '@/lib/browser-location';
import { deferred, mockApi, routes, type MockHandler, type MockOutcome } from '@/testing/mock-api';
import { LocationProbe, renderWithProviders } from '@/testing/render';
import { adminCounts, inAMonth, listAnswer, makeApplication, makeJob, today } from '@/features/jobs/testing/dashboard-fixtures';
import { addDays } from '@/lib/format';

const admin = { id: 1, username: 'root', name: 'Root Admin', email: 'root@example.lk', role: 'superadmin' };

function renderDashboard(search = '') {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard" element={<AdminDashboardPage />} />
      <Route path="/jp-admin" element={<LocationProbe />} />
    </Routes>,
    { route: `/dashboard${search}` },
  );
}

function signIn() {
  localStorage.setItem('token', 'a-tok');
  localStorage.setItem('user', JSON.stringify(admin));
}

/** Answers the calls the dashboard makes, with the given ones on top. */
function adminRoutes(table: Record<string, MockOutcome | MockHandler> = {}) {
  return routes({
    'GET /jobs/dashboard': { status: 200, data: { success: true, data: adminCounts } },
    'GET /jobs/topics': { status: 200, data: { success: true, data: [] } },
    'GET /jobs/admin/pending': { status: 200, data: listAnswer([]) },
    'GET /jobs/admin/approved': { status: 200, data: listAnswer([]) },
    ...table,
  });
}

beforeEach(() => {
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/dashboard');
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AdminDashboardPage guard (SPEC section 2)', () => {
  it.each([
    ['nothing stored', () => {}],
    ['only a token', () => localStorage.setItem('token', 'a-tok')],
    ['only a user', () => localStorage.setItem('user', JSON.stringify(admin))],
  ])('sends the visitor to /jp-admin with %s', async (_, arrange) => {
    arrange();
    renderDashboard();
    expect(await screen.findByTestId('location')).toHaveTextContent('/jp-admin');
  });

  it('shows the signed-in admin when token and user are stored', () => {
    signIn();
    mockApi(adminRoutes());
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Root Admin')).toBeInTheDocument();
    expect(screen.getByText('Super admin')).toBeInTheDocument();
  });
});

describe('overview', () => {
  it('counts the jobs and the accounts with GET /jobs/dashboard on the admin channel', async () => {
    signIn();
    localStorage.setItem('customerToken', 'c-tok');
    const { requests } = mockApi(adminRoutes());
    renderDashboard();
    expect(screen.getByText('Loading the numbers...')).toBeInTheDocument();
    const jobs = await screen.findByLabelText('Jobs', { selector: 'dl' }, { timeout: 3000 });
    expect(within(jobs).getByText('Waiting').nextSibling).toHaveTextContent('3');
    expect(within(jobs).getByText('Live').nextSibling).toHaveTextContent('1');
    expect(within(jobs).getByRole('link', { name: 'Review them' })).toHaveAttribute('href', '/dashboard?tab=pending');
    const accounts = screen.getByLabelText('Accounts', { selector: 'dl' });
    expect(within(accounts).getByText('Employers').nextSibling).toHaveTextContent('3');
    expect(screen.getByText('Jobs on the site have been viewed 57 times.')).toBeInTheDocument();
    // The admin channel sends the general token even when a customer token is stored.
    expect(requests[0]?.headers.get('x-auth-token')).toBe('a-tok');
    expect(within(screen.getByRole('navigation', { name: 'Dashboard sections' })).getByRole('link', { name: /Waiting for approval/ })).toHaveTextContent('3');
  });

  it('shows an error with a retry when the counts cannot be loaded', async () => {
    signIn();
    let calls = 0;
    mockApi(
      adminRoutes({
        'GET /jobs/dashboard': () => {
          calls += 1;
          return calls === 1 ? { status: 500, data: {} } : { status: 200, data: { data: adminCounts } };
        },
      }),
    );
    const { user } = renderDashboard();
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent('We could not load the numbers.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Accounts', { selector: 'dl' })).toBeInTheDocument();
  });
});

describe('jobs waiting for approval', () => {
  const first = makeJob({ id: 21, title: 'Store Keeper', status: 'pending', views: 0, applicationsCount: 0 });
  const second = makeJob({ id: 22, title: 'Nurse', status: 'pending', location: 'Foreign', country: 'Maldives', views: 0 });

  it('approves a job: it leaves the queue and the counts are asked again', async () => {
    signIn();
    const { requests } = mockApi(
      adminRoutes({
        'GET /jobs/admin/pending': { status: 200, data: listAnswer([first, second]) },
        'PUT /jobs/21/approve': { status: 200, data: { success: true, data: { ...first, status: 'approved' }, message: 'Job approved.' } },
      }),
    );
    const { user } = renderDashboard('?tab=pending');
    const card = await screen.findByRole('article', { name: 'Store Keeper' }, { timeout: 3000 });
    expect(within(card).getByText('Pending approval')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Nurse' })).getByText(/Acme Lanka · Maldives/)).toBeInTheDocument();
    await user.click(within(card).getByText('Read the job'));
    expect(within(card).getByText('Keep the books of a growing export company in Colombo.')).toBeVisible();

    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('“Store Keeper” was approved and is now public.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Store Keeper' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Nurse' })).toBeInTheDocument();
    const approve = requests.find((request) => request.method === 'PUT');
    expect(approve?.url).toBe('/jobs/21/approve');
    expect(approve?.headers.get('x-auth-token')).toBe('a-tok');
    await waitFor(() => expect(requests.filter((request) => request.url === '/jobs/dashboard')).toHaveLength(2));
  });

  it('rejects a job with a reason typed in a dialog', async () => {
    signIn();
    const { requests } = mockApi(
      adminRoutes({
        'GET /jobs/admin/pending': { status: 200, data: listAnswer([first]) },
        'PUT /jobs/21/reject': (request) => ({
          status: 200,
          data: { success: true, data: { ...first, status: 'rejected', rejectionReason: (request.data as { reason: string }).reason } },
        }),
      }),
    );
    const { user } = renderDashboard('?tab=pending');
    const card = await screen.findByRole('article', { name: 'Store Keeper' }, { timeout: 3000 });
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this job?' });
    const reason = within(dialog).getByLabelText('Reason (optional)');
    expect(reason).toHaveFocus();
    await user.type(reason, '  Please give the salary.  ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject job' }));
    expect(await screen.findByText('“Store Keeper” was rejected.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.find((request) => request.url === '/jobs/21/reject')?.data).toEqual({ reason: 'Please give the salary.' });
    expect(await screen.findByText('Nothing is waiting')).toBeInTheDocument();
  });

  it("keeps the reason and shows the server's message beside it when rejecting fails", async () => {
    signIn();
    mockApi(
      adminRoutes({
        'GET /jobs/admin/pending': { status: 200, data: listAnswer([first]) },
        'PUT /jobs/21/reject': {
          status: 422,
          data: { success: false, message: 'Some fields are not valid.', errors: [{ field: 'reason', message: 'Reason must be at most 500 characters.' }] },
        },
      }),
    );
    const { user } = renderDashboard('?tab=pending');
    const card = await screen.findByRole('article', { name: 'Store Keeper' }, { timeout: 3000 });
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this job?' });
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Too vague.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject job' }));
    expect(await within(dialog).findByText('Reason must be at most 500 characters.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Reason (optional)')).toHaveValue('Too vague.');
    expect(within(dialog).getByLabelText('Reason (optional)')).toHaveAccessibleDescription(/Reason must be at most 500 characters\./);
    expect(screen.getByRole('article', { name: 'Store Keeper' })).toBeInTheDocument();
  });

  it('says when nothing is waiting, and offers a retry when the queue cannot be loaded', async () => {
    signIn();
    let calls = 0;
    mockApi(
      adminRoutes({
        'GET /jobs/admin/pending': () => {
          calls += 1;
          return calls === 1 ? { status: 500, data: {} } : { status: 200, data: listAnswer([]) };
        },
      }),
    );
    const { user } = renderDashboard('?tab=pending');
    const message = await screen.findByText('We could not load the jobs waiting for approval.', {}, { timeout: 3000 });
    await user.click(within(message.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Nothing is waiting')).toBeInTheDocument();
  });
});

describe('approved jobs', () => {
  const live = makeJob({ id: 31, title: 'Teacher', slug: 'teacher', postedBy: { kind: 'admin', id: 1 } });
  const closed = makeJob({ id: 32, title: 'Cashier', expired: true });

  it('lists live and closed jobs, with a link to the live ones', async () => {
    signIn();
    mockApi(adminRoutes({ 'GET /jobs/admin/approved': { status: 200, data: listAnswer([live, closed]) } }));
    renderDashboard('?tab=approved');
    const teacher = await screen.findByRole('article', { name: 'Teacher' }, { timeout: 3000 });
    expect(within(teacher).getByText('Approved')).toBeInTheDocument();
    expect(within(teacher).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/job/31/teacher');
    const cashier = screen.getByRole('article', { name: 'Cashier' });
    expect(within(cashier).getByText('Closed', { selector: 'span' })).toBeInTheDocument();
    expect(within(cashier).queryByRole('link', { name: 'View' })).not.toBeInTheDocument();
  });

  it('deletes a job with DELETE /jobs/{id} after confirming', async () => {
    signIn();
    const { requests } = mockApi(
      adminRoutes({
        'GET /jobs/admin/approved': { status: 200, data: listAnswer([live, closed]) },
        'DELETE /jobs/32': { status: 200, data: { success: true, message: 'Job deleted.' } },
      }),
    );
    const { user } = renderDashboard('?tab=approved');
    const cashier = await screen.findByRole('article', { name: 'Cashier' }, { timeout: 3000 });
    await user.click(within(cashier).getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this job?' });
    expect(dialog).toHaveTextContent('“Cashier” will be removed for good');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete' }));
    expect(await screen.findByText('“Cashier” was deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Cashier' })).not.toBeInTheDocument();
    const removal = requests.find((request) => request.method === 'DELETE');
    expect(removal?.url).toBe('/jobs/32');
    expect(removal?.headers.get('x-auth-token')).toBe('a-tok');
  });

  it('takes a live job down with a reason', async () => {
    signIn();
    const { requests } = mockApi(
      adminRoutes({
        'GET /jobs/admin/approved': { status: 200, data: listAnswer([live]) },
        'PUT /jobs/31/reject': { status: 200, data: { success: true, data: { ...live, status: 'rejected' } } },
      }),
    );
    const { user } = renderDashboard('?tab=approved');
    const teacher = await screen.findByRole('article', { name: 'Teacher' }, { timeout: 3000 });
    await user.click(within(teacher).getByRole('button', { name: 'Take down' }));
    const dialog = screen.getByRole('dialog', { name: 'Take this job down?' });
    await user.click(within(dialog).getByRole('button', { name: 'Take down' }));
    expect(await screen.findByText('“Teacher” was taken down.')).toBeInTheDocument();
    // No reason typed: the body is left out (the reason is optional).
    const takeDown = requests.find((request) => request.url === '/jobs/31/reject');
    expect(takeDown?.method).toBe('PUT');
    expect(takeDown?.data).toBeUndefined();
  });

  async function toastOf(type: 'success' | 'error') {
    const toast = await screen.findByText((_, element) => element?.getAttribute('data-toast-type') === type, {}, { timeout: 3000 });
    return Array.from(toast.querySelectorAll('p'), (line) => line.textContent ?? '').join(' | ');
  }

  it('extends a job on the admin channel with a date from the picker, within 180 days, and says so in a toast', { timeout: 15000 }, async () => {
    signIn();
    localStorage.setItem('customerToken', 'c-tok');
    const later = addDays(today, 60);
    const { requests } = mockApi(
      adminRoutes({
        'GET /jobs/admin/approved': { status: 200, data: listAnswer([live, closed]) },
        'PUT /jobs/32/extend': { status: 200, data: { success: true, data: { ...closed, expired: false, closingDate: later }, message: `The job now closes on ${later}.` } },
      }),
    );
    const { user } = renderDashboard('?tab=approved');
    const cashier = await screen.findByRole('article', { name: 'Cashier' }, { timeout: 3000 });
    await user.click(within(cashier).getByRole('button', { name: 'Extend' }));
    const dialog = screen.getByRole('dialog', { name: 'Extend “Cashier”' });
    const field = within(dialog).getByLabelText('New closing date');
    expect(field).toHaveAttribute('min', addDays(today, 1));
    expect(field).toHaveAttribute('max', addDays(today, 180));
    await user.clear(field);
    await user.type(field, addDays(today, 181));
    await user.click(within(dialog).getByRole('button', { name: 'Save the date' }));
    expect(within(dialog).getByText('The closing date must be at most 180 days ahead.')).toBeInTheDocument();
    expect(requests.some((request) => request.url.endsWith('/extend'))).toBe(false);
    await user.clear(field);
    await user.type(field, later);
    await user.click(within(dialog).getByRole('button', { name: 'Save the date' }));
    expect(await toastOf('success')).toContain('“Cashier” now closes on');
    const sent = requests.find((request) => request.url === '/jobs/32/extend');
    expect(sent?.method).toBe('PUT');
    expect(sent?.data).toEqual({ closingDate: later });
    expect(sent?.headers.get('x-auth-token')).toBe('a-tok');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(screen.getByRole('article', { name: 'Cashier' })).queryByText('Closed', { selector: 'span' })).not.toBeInTheDocument();
  });

  it("shows the server's message in a toast and beside the date when an extension is refused", { timeout: 15000 }, async () => {
    signIn();
    mockApi(
      adminRoutes({
        'GET /jobs/admin/approved': { status: 200, data: listAnswer([live]) },
        'PUT /jobs/31/extend': {
          status: 422,
          data: { success: false, message: 'Check the closing date.', errors: [{ field: 'closingDate', message: 'The closing date must be after today.' }] },
        },
      }),
    );
    const { user } = renderDashboard('?tab=approved');
    const teacher = await screen.findByRole('article', { name: 'Teacher' }, { timeout: 3000 });
    await user.click(within(teacher).getByRole('button', { name: 'Extend' }));
    const dialog = screen.getByRole('dialog', { name: 'Extend “Teacher”' });
    await user.click(within(dialog).getByRole('button', { name: 'Save the date' }));
    expect(await toastOf('error')).toContain('Check the closing date.');
    expect(within(dialog).getByText('The closing date must be after today.')).toBeInTheDocument();
  });

  it('closes a live job now after a confirmation; a closed one offers no closing', { timeout: 15000 }, async () => {
    signIn();
    const { requests } = mockApi(
      adminRoutes({
        'GET /jobs/admin/approved': { status: 200, data: listAnswer([live, closed]) },
        'PUT /jobs/31/close': { status: 200, data: { success: true, data: { ...live, expired: true }, message: 'The job is closed.' } },
      }),
    );
    const { user } = renderDashboard('?tab=approved');
    const teacher = await screen.findByRole('article', { name: 'Teacher' }, { timeout: 3000 });
    expect(within(screen.getByRole('article', { name: 'Cashier' })).queryByRole('button', { name: 'Close now' })).not.toBeInTheDocument();
    await user.click(within(teacher).getByRole('button', { name: 'Close now' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Close this job now?' });
    expect(dialog).toHaveTextContent('“Teacher” will leave the site at once');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, close it' }));
    expect(await toastOf('success')).toContain('“Teacher” is closed.');
    const sent = requests.find((request) => request.url === '/jobs/31/close');
    expect(sent?.method).toBe('PUT');
    expect(sent?.headers.get('x-auth-token')).toBe('a-tok');
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Teacher' })).getByText('Closed', { selector: 'span' })).toBeInTheDocument());
    expect(within(screen.getByRole('article', { name: 'Teacher' })).queryByRole('button', { name: 'Close now' })).not.toBeInTheDocument();
  });

  it("reads a job's applications on the admin channel", async () => {
    signIn();
    localStorage.setItem('customerToken', 'c-tok');
    const { requests } = mockApi(
      adminRoutes({
        'GET /jobs/admin/approved': { status: 200, data: listAnswer([live]) },
        'GET /jobs/31/applications': { status: 200, data: { success: true, data: [makeApplication({ jobId: 31 })] } },
      }),
    );
    const { user } = renderDashboard('?tab=approved');
    const teacher = await screen.findByRole('article', { name: 'Teacher' }, { timeout: 3000 });
    await user.click(within(teacher).getByRole('button', { name: 'Applications (2)' }));
    expect(await screen.findByRole('article', { name: 'Nimal Perera' })).toBeInTheDocument();
    expect(requests.find((request) => request.url.startsWith('/jobs/31/applications?'))?.headers.get('x-auth-token')).toBe('a-tok');
  });
});

describe('posting a job', () => {
  async function fillJob(user: ReturnType<typeof renderDashboard>['user']) {
    await user.type(await screen.findByLabelText('Job title', {}, { timeout: 3000 }), 'Accountant');
    await user.type(screen.getByLabelText('Employer'), 'Acme Lanka');
    await user.selectOptions(screen.getByLabelText('Location'), 'Galle');
    await user.selectOptions(screen.getByLabelText('Job type'), 'Full Time Jobs');
    await user.selectOptions(screen.getByLabelText('Experience level'), 'Mid Level');
    await user.selectOptions(screen.getByLabelText('Main topic'), 'Private Jobs');
    await user.type(screen.getByLabelText('Description'), 'Keep the books of a growing export company.');
    await user.type(screen.getByLabelText('Closing date'), inAMonth);
  }

  it("saves the job with POST /jobs/admin, then shows the alert 'Job posted successfully!'", async () => {
    signIn();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const answer = deferred<MockOutcome>();
    const { requests } = mockApi(adminRoutes({ 'POST /jobs/admin': () => answer.promise }));
    const { user, store } = renderDashboard('?tab=post');
    await fillJob(user);
    await user.click(screen.getByRole('checkbox', { name: 'Mark this job as hot' }));
    await user.click(screen.getByRole('button', { name: 'Post job' }));
    expect(screen.getByRole('button', { name: 'Posting...' })).toBeDisabled();
    // Nothing is said before the server has saved it.
    expect(alert).not.toHaveBeenCalled();
    answer.resolve({
      status: 201,
      data: { success: true, data: makeJob({ id: 40, title: 'Accountant', slug: 'accountant' }), message: 'Job posted successfully!' },
    });
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Job posted successfully!'));
    expect(await screen.findByRole('link', { name: 'View the job' })).toHaveAttribute('href', '/job/40/accountant');
    expect(screen.getByLabelText('Job title')).toHaveValue('');

    const post = requests.find((request) => request.method === 'POST');
    expect(post?.url).toBe('/jobs/admin');
    expect(post?.headers.get('x-auth-token')).toBe('a-tok');
    expect(post?.data).toEqual({
      title: 'Accountant',
      companyName: 'Acme Lanka',
      description: 'Keep the books of a growing export company.',
      location: 'Galle',
      jobType: 'Full Time Jobs',
      experienceLevel: 'Mid Level',
      mainTopic: 'Private Jobs',
      subTopics: [],
      currency: 'LKR',
      closingDate: inAMonth,
      applyMethod: 'site',
      featured: false,
      hot: true,
      // A job posted on the site may ask screening questions; this one asks none.
      screeningQuestions: [],
      // Nor is it a walk-in, or open to applications without a CV.
      allowsApplyWithoutCV: false,
      walkIn: null,
    });
    expect(store.getState().jobs.jobs[0]?.id).toBe(40);
  });

  it("shows the server's errors beside the fields and no alert when the job is refused", async () => {
    signIn();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    mockApi(
      adminRoutes({
        'POST /jobs/admin': {
          status: 422,
          data: { success: false, message: 'Some fields are not valid.', errors: [{ field: 'companyName', message: 'Company name must be at most 120 characters.' }] },
        },
      }),
    );
    const { user } = renderDashboard('?tab=post');
    await fillJob(user);
    await user.click(screen.getByRole('button', { name: 'Post job' }));
    expect(await screen.findByText('Company name must be at most 120 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Employer')).toHaveAccessibleDescription(/Company name must be at most 120 characters\./);
    expect(screen.getByLabelText('Job title')).toHaveValue('Accountant');
    expect(alert).not.toHaveBeenCalled();
  });

  it('checks the fields and posts nothing when they are missing', async () => {
    signIn();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { requests } = mockApi(adminRoutes());
    const { user } = renderDashboard('?tab=post');
    await user.click(await screen.findByRole('button', { name: 'Post job' }, { timeout: 3000 }));
    expect(screen.getByLabelText('Job title')).toHaveAccessibleDescription('Enter the job title.');
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription('Choose a district, or Foreign for work abroad.');
    expect(alert).not.toHaveBeenCalled();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });
});

describe('signing out', () => {
  it('clears the session, tells the server and goes to /jp-admin', async () => {
    signIn();
    const { requests } = mockApi(adminRoutes({ 'POST /admin/logout': { status: 200, data: { success: true } } }));
    const { user } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/jp-admin');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    await waitFor(() => expect(requests.map((request) => request.url)).toContain('/admin/logout'));
  });
});

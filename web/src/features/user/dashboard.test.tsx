import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CustomerDashboardPage from '@/app/dashboard/customer-dashboard-page';
import { alertDraftSet } from '@/features/user/user-slice';
import { makeAlert, makeCareerProfile, makeSavedJob } from '@/features/user/testing/fixtures';
import si from '@/features/user/locales/si.json';
import i18n, { setLanguage } from '@/i18n';
import { browserLocation } from '@/lib/browser-location';
import { makeCustomer } from '@/testing/accounts';
import { deferred, mockApi, routes, type MockHandler, type MockOutcome } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

const individual = makeCustomer();
const company = makeCustomer({ id: 8, type: 'company', name: 'Acme Lanka', email: 'hr@acme.lk' });

function signIn(user: object = individual) {
  localStorage.setItem('customerToken', 'c-tok');
  localStorage.setItem('customerUser', JSON.stringify(user));
}

function accountRoutes(profile: object, table: Record<string, MockOutcome | MockHandler> = {}) {
  return routes({
    'GET /customers/profile': { status: 200, data: { success: true, data: profile } },
    'GET /user/applications': { status: 200, data: { success: true, data: [] } },
    'GET /user/alerts': { status: 200, data: { success: true, data: [] } },
    'GET /user/profile': { status: 200, data: { success: true, data: makeCareerProfile() } },
    'GET /user/preferences': { status: 200, data: { success: true, data: {} } },
    'GET /user/favorites': { status: 200, data: { success: true, data: [] } },
    ...table,
  });
}

function renderDashboard(search: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/customer/dashboard" element={<CustomerDashboardPage />} />
    </Routes>,
    { route: `/customer/dashboard${search}` },
  );
}

function toasts() {
  return within(screen.getByRole('log'));
}

beforeEach(() => {
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/customer/dashboard');
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('who sees which section', () => {
  it('gives employers the profile and settings but no saved jobs, alerts or career profile', async () => {
    signIn(company);
    mockApi(accountRoutes(company));
    renderDashboard('?tab=profile');
    const nav = screen.getByRole('navigation', { name: 'Dashboard sections' });
    const labels = within(nav).getAllByRole('link').map((link) => link.textContent);
    expect(labels).toContain('Settings');
    expect(labels).not.toContain('Saved jobs');
    expect(labels).not.toContain('Job alerts');
    expect(labels).not.toContain('Overview');
    expect(await screen.findByRole('region', { name: 'Profile picture' }, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Career profile' })).not.toBeInTheDocument();
  });
});

describe('overview', () => {
  it('counts applications by status, saved jobs and alerts, and says what the profile lacks', async () => {
    signIn();
    mockApi(
      accountRoutes(individual, {
        'GET /user/applications': {
          status: 200,
          data: { success: true, data: [{ id: 1, jobId: 3, status: 'submitted' }, { id: 2, jobId: 4, status: 'shortlisted' }, { id: 3, jobId: 5, status: 'submitted' }] },
        },
        'GET /user/alerts': { status: 200, data: { success: true, data: [makeAlert()] } },
      }),
    );
    const { store } = renderDashboard('?tab=overview');
    act(() => {
      store.dispatch({ type: 'user/fetchFavorites/fulfilled', payload: [makeSavedJob(3), makeSavedJob(9)], meta: { arg: undefined, requestId: 'x', requestStatus: 'fulfilled' } });
    });
    const summary = await screen.findByRole('region', { name: 'Your job search at a glance' }, { timeout: 3000 });
    await waitFor(() => expect(within(summary).getByText('Submitted:').parentElement).toHaveTextContent('Submitted: 2'));
    expect(within(summary).getByText('Shortlisted:').parentElement).toHaveTextContent('Shortlisted: 1');
    expect(within(summary).getByText('Saved jobs').closest('div')).toHaveTextContent('2');
    expect(within(summary).getByText('Job alerts').closest('div')).toHaveTextContent('1');
    const completeness = screen.getByRole('region', { name: 'Profile completeness' });
    expect(await within(completeness).findByText('Profile 67% complete')).toBeInTheDocument();
    expect(within(completeness).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '67');
    expect(within(completeness).getByText('Still missing: About you, Expected salary, Profile picture')).toBeInTheDocument();
  });
});

describe('saved jobs', () => {
  it('lists saved jobs, marks closed ones and removes one with a toast', async () => {
    signIn();
    const { requests } = mockApi(
      accountRoutes(individual, {
        'GET /user/favorites': {
          status: 200,
          data: {
            success: true,
            data: [
              makeSavedJob(3, { title: 'Staff Nurse', job: { ...makeSavedJob(3).job!, title: 'Staff Nurse' } }),
              makeSavedJob(4, { title: 'Driver', status: 'closed', closed: true, job: { ...makeSavedJob(4).job!, title: 'Driver' } }),
              makeSavedJob(5, { title: '', status: 'unavailable', closed: true, job: null }),
              makeSavedJob(6, { title: 'Cashier', status: 'unavailable', closed: true, job: null }),
            ],
          },
        },
        'DELETE /user/favorites/3': { status: 200, data: { success: true, data: { jobId: 3, saved: false } } },
      }),
    );
    const { user } = renderDashboard('?tab=saved');
    const section = await screen.findByRole('region', { name: 'Saved jobs' }, { timeout: 3000 });
    expect(await within(section).findByRole('link', { name: 'Staff Nurse' })).toHaveAttribute('href', '/job/3/job-3');
    const driver = within(section).getByText('Driver').closest('li')!;
    expect(within(driver).getByText('Closed')).toBeInTheDocument();
    expect(within(section).getByText('This job was removed from the site')).toBeInTheDocument();
    // A job taken off the site keeps its title alone, marked as no longer available.
    const cashier = within(section).getByText('Cashier').closest('li')!;
    expect(within(cashier).getByText('No longer available')).toBeInTheDocument();
    expect(within(cashier).getByText('This job was taken off the site. Its details are no longer shown.')).toBeInTheDocument();
    expect(within(cashier).queryByRole('link')).not.toBeInTheDocument();
    expect(within(cashier).queryByText(/Ceylon Traders/)).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Remove Staff Nurse from saved jobs' }));
    expect(await toasts().findByText('Saved job removed successfully')).toBeInTheDocument();
    expect(within(section).queryByText('Staff Nurse')).not.toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE' && request.url === '/user/favorites/3')).toBe(true);
  });

  it('invites a job seeker without saved jobs to browse', async () => {
    signIn();
    mockApi(accountRoutes(individual));
    renderDashboard('?tab=saved');
    expect(await screen.findByText('No saved jobs yet', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/browse');
  });
});

describe('job alerts', () => {
  it('creates an alert from the form and says so', { timeout: 15000 }, async () => {
    signIn();
    const created = makeAlert({ id: 7, name: 'Nurses in Kandy', keywords: ['nurse'], locations: ['Kandy'], jobTypes: [], mainTopics: [], minSalary: 80000, frequency: 'instant' });
    const { requests } = mockApi(accountRoutes(individual, { 'POST /user/alerts': { status: 201, data: { success: true, data: created, message: 'Job alert created successfully' } } }));
    const { user } = renderDashboard('?tab=alerts');
    const section = await screen.findByRole('region', { name: 'Job alerts' }, { timeout: 3000 });
    await within(section).findByText('No job alerts yet');
    await user.click(within(section).getByRole('button', { name: 'New alert' }));
    const form = within(section).getByRole('form', { name: 'New job alert' });
    await user.click(within(form).getByRole('button', { name: 'Save alert' }));
    expect(within(form).getByLabelText('Alert name')).toHaveAccessibleDescription('Give the alert a name.');
    await user.type(within(form).getByLabelText('Alert name'), 'Nurses in Kandy');
    await user.type(within(form).getByLabelText('Keywords'), 'nurse, Nurse');
    await user.click(within(form).getByRole('checkbox', { name: 'Kandy' }));
    await user.type(within(form).getByLabelText('Minimum salary (LKR a month)'), '80,000');
    await user.selectOptions(within(form).getByLabelText('How often to email you'), 'instant');
    await user.click(within(form).getByRole('button', { name: 'Save alert' }));
    expect(await toasts().findByText('Job alert created successfully')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.data).toEqual({
      name: 'Nurses in Kandy',
      keywords: ['nurse'],
      locations: ['Kandy'],
      jobTypes: [],
      mainTopics: [],
      minSalary: 80000,
      frequency: 'instant',
      enabled: true,
    });
    expect(within(section).getByRole('heading', { name: 'Nurses in Kandy' })).toBeInTheDocument();
  });

  it('pauses, edits and deletes (after confirming) an alert', { timeout: 15000 }, async () => {
    signIn();
    const alert = makeAlert();
    const { requests } = mockApi(
      accountRoutes(individual, {
        'GET /user/alerts': { status: 200, data: { success: true, data: [alert] } },
        'PUT /user/alerts/1': (request) => ({ status: 200, data: { success: true, data: { ...alert, ...(request.data as object) }, message: 'Job alert updated successfully' } }),
        'DELETE /user/alerts/1': { status: 200, data: { success: true, message: 'Job alert deleted successfully' } },
      }),
    );
    const { user } = renderDashboard('?tab=alerts');
    const section = await screen.findByRole('region', { name: 'Job alerts' }, { timeout: 3000 });
    await user.click(await within(section).findByRole('button', { name: 'Pause Accounting in Colombo' }));
    expect(await within(section).findByText('Paused')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.data).toEqual({
      name: 'Accounting in Colombo',
      keywords: ['accountant'],
      locations: ['Colombo'],
      jobTypes: ['Full Time Jobs'],
      mainTopics: ['Private Jobs'],
      minSalary: 100000,
      frequency: 'daily',
      enabled: false,
    });
    await user.click(within(section).getByRole('button', { name: 'Edit Accounting in Colombo' }));
    const form = within(section).getByRole('form', { name: 'Edit job alert' });
    expect(within(form).getByLabelText('Alert name')).toHaveValue('Accounting in Colombo');
    expect(within(form).getByRole('checkbox', { name: 'Colombo' })).toBeChecked();
    await user.selectOptions(within(form).getByLabelText('How often to email you'), 'weekly');
    await user.click(within(form).getByRole('button', { name: 'Save alert' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'PUT').at(-1)?.data).toMatchObject({ frequency: 'weekly', enabled: false }));
    expect(await within(section).findByText('Once a week')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Delete Accounting in Colombo' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this alert?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(within(section).getByRole('button', { name: 'Delete Accounting in Colombo' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, delete' }));
    expect(await toasts().findByText('Job alert deleted successfully')).toBeInTheDocument();
    expect(within(section).queryByRole('heading', { name: 'Accounting in Colombo' })).not.toBeInTheDocument();
  });

  it("shows the server's refusal of a 21st alert in a toast and keeps the form", async () => {
    signIn();
    mockApi(accountRoutes(individual, { 'POST /user/alerts': { status: 422, data: { success: false, message: 'You can have at most 20 job alerts' } } }));
    const { user } = renderDashboard('?tab=alerts');
    const section = await screen.findByRole('region', { name: 'Job alerts' }, { timeout: 3000 });
    await user.click(await within(section).findByRole('button', { name: 'New alert' }));
    await user.type(within(section).getByLabelText('Alert name'), 'One more');
    await user.click(within(section).getByRole('button', { name: 'Save alert' }));
    expect(await toasts().findByText('You can have at most 20 job alerts')).toBeInTheDocument();
    expect(within(section).getByRole('form', { name: 'New job alert' })).toBeInTheDocument();
  });

  it('opens the form filled from a search', async () => {
    signIn();
    mockApi(accountRoutes(individual));
    const { store } = renderWithProviders(<p>elsewhere</p>);
    store.dispatch(
      alertDraftSet({ name: 'nurse · Kandy', keywords: ['nurse'], locations: ['Kandy'], jobTypes: ['Full Time Jobs'], mainTopics: [], minSalary: 50000, frequency: 'daily', enabled: true }),
    );
    renderWithProviders(
      <Routes>
        <Route path="/customer/dashboard" element={<CustomerDashboardPage />} />
      </Routes>,
      { route: '/customer/dashboard?tab=alerts', store },
    );
    const form = await screen.findByRole('form', { name: 'New job alert' }, { timeout: 3000 });
    expect(within(form).getByText('We filled this alert from your search. Check it and save it.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Alert name')).toHaveValue('nurse · Kandy');
    expect(within(form).getByLabelText('Keywords')).toHaveValue('nurse');
    expect(within(form).getByRole('checkbox', { name: 'Kandy' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Full time' })).toBeChecked();
    expect(within(form).getByLabelText('Minimum salary (LKR a month)')).toHaveValue('50000');
    expect(store.getState().user.alertDraft).toBeNull();
  });
});

describe('profile', () => {
  it('saves the career profile and says so', { timeout: 15000 }, async () => {
    signIn();
    const { requests } = mockApi(
      accountRoutes(individual, {
        'PUT /user/profile': (request) => ({ status: 200, data: { success: true, data: makeCareerProfile(request.data as object), message: 'Profile updated successfully' } }),
      }),
    );
    const { user } = renderDashboard('?tab=profile');
    const form = await screen.findByRole('region', { name: 'Career profile' }, { timeout: 3000 });
    expect(within(form).getByLabelText('Headline')).toHaveValue('Accountant with five years in audit');
    await user.type(within(form).getByLabelText('Expected salary (LKR a month)'), '150000');
    await user.type(within(form).getByLabelText('Years of experience'), '61');
    await user.click(within(form).getByRole('button', { name: 'Save career profile' }));
    expect(within(form).getByLabelText('Years of experience')).toHaveAccessibleDescription('Enter a whole number of years from 0 to 60, or leave it empty.');
    await user.clear(within(form).getByLabelText('Years of experience'));
    await user.type(within(form).getByLabelText('Years of experience'), '6');
    await user.click(within(form).getByRole('button', { name: 'Save career profile' }));
    expect(await toasts().findByText('Profile updated successfully')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.data).toMatchObject({ expectedSalary: 150000, yearsOfExperience: 6, skills: ['Excel', 'Audit'] });
  });

  it('uploads a picture with a progress bar and shows it in the header data at once', async () => {
    signIn();
    const answer = deferred<MockOutcome>();
    mockApi(
      accountRoutes(individual, {
        'POST /user/avatar': (request) => {
          request.config.onUploadProgress?.({ loaded: 30, total: 100, progress: 0.3 });
          return answer.promise;
        },
      }),
    );
    const { user, store } = renderDashboard('?tab=profile');
    const section = await screen.findByRole('region', { name: 'Profile picture' }, { timeout: 3000 });
    await user.upload(within(section).getByLabelText('Upload a picture'), new File(['png'], 'me.png', { type: 'image/png' }));
    expect(await within(section).findByRole('progressbar', { name: 'Uploading the picture...' })).toHaveAttribute('aria-valuenow', '30');
    answer.resolve({ status: 200, data: { success: true, data: { avatarUrl: '/media/avatars/7.webp' }, message: 'Avatar uploaded successfully' } });
    expect(await toasts().findByText('Avatar uploaded successfully')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Your profile picture' })).toHaveAttribute('src', '/media/avatars/7.webp');
    expect(JSON.parse(localStorage.getItem('customerUser') ?? '{}')).toMatchObject({ avatar: '/media/avatars/7.webp' });
    expect(store.getState().user.avatar).toBe('/media/avatars/7.webp');
  });

  it('refuses a picture that is too big or not an image before sending it', async () => {
    signIn();
    const { requests } = mockApi(accountRoutes(individual));
    const { user } = renderDashboard('?tab=profile');
    const section = await screen.findByRole('region', { name: 'Profile picture' }, { timeout: 3000 });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(within(section).getByLabelText('Upload a picture'), big);
    expect(within(section).getByRole('alert')).toHaveTextContent('The picture must be at most 5 MB.');
    expect(requests.some((request) => request.url === '/user/avatar')).toBe(false);
  });
});

describe('settings', () => {
  it('saves the preferences and says so', async () => {
    signIn();
    const { requests } = mockApi(
      accountRoutes(individual, {
        'PUT /user/preferences': { status: 200, data: { success: true, data: {}, message: 'Preferences updated successfully' } },
      }),
    );
    const { user, store } = renderDashboard('?tab=settings');
    const section = await screen.findByRole('region', { name: 'Settings' }, { timeout: 3000 });
    await user.selectOptions(within(section).getByLabelText('Theme'), 'dark');
    await user.click(within(section).getByRole('checkbox', { name: 'The newsletter' }));
    await user.click(within(section).getByRole('checkbox', { name: 'Show my phone number to employers I apply to' }));
    await user.click(within(section).getByRole('button', { name: 'Save settings' }));
    expect(await toasts().findByText('Preferences updated successfully')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.data).toMatchObject({
      theme: 'dark',
      notifications: { email: true, push: true, jobAlerts: true, newsletter: true },
      privacy: { profileVisibility: 'public', showEmail: false, showPhone: true },
    });
    expect(store.getState().user.preferences.theme).toBe('dark');
    expect(screen.getByRole('region', { name: 'Change password' })).toBeInTheDocument();
  });

  it('starts from the language the reader reads in, not the account’s, and saving the theme keeps it', async () => {
    signIn();
    // The account's preferences say English (SPEC's default); the reader reads Sinhala.
    const { requests } = mockApi(
      accountRoutes(individual, {
        'PUT /user/preferences': { status: 200, data: { success: true, data: {}, message: 'Preferences updated successfully' } },
      }),
    );
    await act(() => setLanguage('si'));
    try {
      const { user } = renderDashboard('?tab=settings');
      const section = await screen.findByRole('region', { name: si.settings.title }, { timeout: 3000 });
      const [language, theme] = within(section).getAllByRole('combobox');
      expect(language).toHaveValue('si');
      await user.selectOptions(theme!, 'dark');
      await user.click(within(section).getByRole('button', { name: si.settings.save }));
      await waitFor(() => expect(requests.find((request) => request.method === 'PUT')?.data).toMatchObject({ language: 'si', theme: 'dark' }));
      // Saved, and still in Sinhala.
      expect(await toasts().findByText(si.messages.preferencesUpdated)).toBeInTheDocument();
      expect(i18n.language).toBe('si');
      expect(await screen.findByRole('region', { name: si.settings.title })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it("says 'Failed to fetch preferences' and 'Failed to update preferences' in toasts", async () => {
    signIn(company);
    mockApi(accountRoutes(company, { 'GET /user/preferences': { status: 500, data: {} }, 'PUT /user/preferences': { status: 500, data: {} } }));
    const { user } = renderDashboard('?tab=settings');
    expect(await toasts().findByText('Failed to fetch preferences', {}, { timeout: 3000 })).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Settings' }, { timeout: 3000 });
    expect(within(section).queryByText('Privacy')).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Save settings' }));
    expect(await toasts().findByText('Failed to update preferences')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminUsersSection, AuditSection, CustomersDirectorySection, EmailsSection, OverviewSection, ProfileSection, UsersSection } from '@/features/admin/components/sections';
import { aCustomer, anAdmin, anAuditEntry, anEmail, listAnswer, someStats } from '@/features/admin/testing/fixtures';
import { setLanguage } from '@/i18n';
import { browserLocation } from '@/lib/browser-location';
import { mockApi, routes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

beforeEach(() => {
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/dashboard');
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
  localStorage.setItem('token', 'a-tok');
  localStorage.setItem('user', JSON.stringify(anAdmin()));
});

afterEach(() => {
  vi.restoreAllMocks();
});

const params = (request: { config: { params?: unknown } }) => request.config.params as Record<string, unknown>;

describe('the figures', () => {
  it('draw each daily series as a named chart, the totals, the leaders and the queues with links to their sections', async () => {
    mockApi(routes({ 'GET /admin/stats': { status: 200, data: { success: true, data: someStats() } } }));
    renderWithProviders(<OverviewSection viewer={{ name: 'Admin', role: 'admin' }} />);
    const chart = await screen.findByRole('img', { name: /^Jobs posted: 35 in the last 30 days; the most, 6, on/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    expect(screen.getAllByRole('img')).toHaveLength(7);
    expect(screen.getByText('Jobs waiting for approval').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: 'Review the jobs' })).toHaveAttribute('href', '/?tab=pending');
    expect(screen.getByRole('link', { name: 'Review the companies' })).toHaveAttribute('href', '/?tab=companies');
    const districts = screen.getByRole('region', { name: 'Districts with the most new jobs' });
    expect(within(districts).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Colombo12', 'Kandy5']);
  });

  it('name the districts and the main topics in the language shown', async () => {
    const stats = someStats({ topDistricts: [{ name: 'Colombo', count: 12 }, { name: 'Foreign', count: 4 }], topTopics: [{ name: 'Private Jobs', count: 8 }, { name: 'IT Jobs', count: 2 }] });
    mockApi(routes({ 'GET /admin/stats': { status: 200, data: { success: true, data: stats } } }));
    await setLanguage('ta');
    try {
      renderWithProviders(<OverviewSection viewer={{ name: 'Admin', role: 'admin' }} />);
      const districts = await screen.findByRole('region', { name: 'அதிக புதிய வேலைகள் உள்ள மாவட்டங்கள்' });
      expect(within(districts).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['கொழும்பு12', 'வெளிநாடு4']);
      const topics = screen.getByRole('region', { name: 'அதிக புதிய வேலைகள் உள்ள தலைப்புகள்' });
      // A topic the lists do not know is shown as the server named it.
      expect(within(topics).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['தனியார் வேலைகள்8', 'IT Jobs2']);
    } finally {
      await setLanguage('en');
    }
  });

  it('leave the queues out for an editor, and say when nothing came', async () => {
    mockApi(routes({ 'GET /admin/stats': { status: 200, data: { success: true, data: someStats({ topTopics: [] }) } } }));
    renderWithProviders(<OverviewSection viewer={{ name: 'Editor', role: 'editor' }} />);
    expect(await screen.findByRole('img', { name: 'Comments: none in the last 30 days.' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Review the jobs' })).not.toBeInTheDocument();
    expect(screen.getByText('No jobs were posted in these 30 days.')).toBeInTheDocument();
  });

  it('show the server\'s message when they cannot be read', async () => {
    mockApi(routes({ 'GET /admin/stats': { status: 500, data: { success: false, message: 'Something went wrong on our side.' } } }));
    renderWithProviders(<OverviewSection viewer={{ name: 'Admin', role: 'admin' }} />);
    expect(await screen.findByText('Something went wrong on our side.')).toBeInTheDocument();
  });
});

describe('users and customers', () => {
  it('send the filters and the search on Apply, from page 1', async () => {
    const { requests } = mockApi(routes({ 'GET /users': { status: 200, data: listAnswer([aCustomer()], 3) } }));
    const { user } = renderWithProviders(<UsersSection />);
    await screen.findByRole('cell', { name: 'Lanka Tea Ltd' });
    expect(params(requests[0]!)).toEqual({ page: 1, limit: 20 });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(params(requests.at(-1)!)).toMatchObject({ page: 2 }));

    await user.type(screen.getByLabelText(/^Search/), ' tea ');
    await user.selectOptions(screen.getByLabelText('Type'), 'company');
    await user.selectOptions(screen.getByLabelText('Status'), 'banned');
    await user.selectOptions(screen.getByLabelText('District'), 'Kandy');
    await user.type(screen.getByLabelText('Registered from'), '2026-01-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(params(requests.at(-1)!)).toEqual({ page: 1, limit: 20, search: 'tea', type: 'company', status: 'banned', district: 'Kandy', from: '2026-01-01' }),
    );
  });

  it('open an account as the server has it now (GET /users/{id}), not as the list had it', async () => {
    const { requests } = mockApi(
      routes({
        'GET /users': { status: 200, data: listAnswer([aCustomer()]) },
        'GET /users/12': { status: 200, data: { success: true, data: aCustomer({ phone: '0119876543', status: 'banned', banReason: 'Fake vacancies' }) } },
      }),
    );
    const { user } = renderWithProviders(<UsersSection />);
    await user.click(await screen.findByRole('button', { name: 'Open Lanka Tea Ltd' }));
    const drawer = screen.getByRole('dialog', { name: 'Lanka Tea Ltd' });
    expect(await within(drawer).findByText('0119876543')).toBeInTheDocument();
    expect(within(drawer).getByText('Fake vacancies')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Lift the suspension' })).toBeInTheDocument();
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(['GET /users', 'GET /users/12']);
  });

  it("say 'Failed to fetch profile' when the account cannot be read, and read it again on Retry", async () => {
    let asked = 0;
    mockApi(
      routes({
        'GET /users': { status: 200, data: listAnswer([aCustomer()]) },
        'GET /users/12': () => (asked++ === 0 ? { status: 500, data: {} } : { status: 200, data: { success: true, data: aCustomer() } }),
      }),
    );
    const { user } = renderWithProviders(<UsersSection />);
    await user.click(await screen.findByRole('button', { name: 'Open Lanka Tea Ltd' }));
    const drawer = screen.getByRole('dialog', { name: 'Lanka Tea Ltd' });
    expect(await within(drawer).findByRole('alert')).toHaveTextContent('Failed to fetch profile');
    await user.click(within(drawer).getByRole('button', { name: 'Try again' }));
    expect(await within(drawer).findByText('hr@lankatea.lk')).toBeInTheDocument();
  });

  it('suspend an account only with a reason, after a confirmation, and show it suspended', async () => {
    const { requests } = mockApi(
      routes({
        'GET /users': { status: 200, data: listAnswer([aCustomer()]) },
        'GET /users/12': { status: 200, data: { success: true, data: aCustomer() } },
        'PATCH /users/12/ban': {
          status: 200,
          data: { success: true, data: aCustomer({ status: 'banned', banReason: 'Fake vacancies' }), message: 'The account is suspended and signed out everywhere.' },
        },
      }),
    );
    const { user } = renderWithProviders(<UsersSection />);
    await user.click(await screen.findByRole('button', { name: 'Open Lanka Tea Ltd' }));
    const drawer = screen.getByRole('dialog', { name: 'Lanka Tea Ltd' });
    expect(await within(drawer).findByText('hr@lankatea.lk')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Suspend' }));
    const confirm = within(drawer).getByRole('button', { name: 'Suspend the account' });
    expect(confirm).toBeDisabled();
    expect(within(drawer).getByLabelText(/^Reason/)).toHaveFocus();
    await user.keyboard('Fake vacancies');
    await user.click(confirm);
    expect(await screen.findByText('The account is suspended and signed out everywhere.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PATCH')?.data).toEqual({ reason: 'Fake vacancies' });
    expect(within(drawer).getByText('Fake vacancies')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Accounts' })).getByText('Suspended')).toBeInTheDocument();
  });

  it('lift a suspension after a confirmation', async () => {
    const { requests } = mockApi(
      routes({
        'GET /users': { status: 200, data: listAnswer([aCustomer({ status: 'banned', banReason: 'Spam' })]) },
        'GET /users/12': { status: 200, data: { success: true, data: aCustomer({ status: 'banned', banReason: 'Spam' }) } },
        'PATCH /users/12/unban': { status: 200, data: { success: true, data: aCustomer(), message: 'The account is active again.' } },
      }),
    );
    const { user } = renderWithProviders(<UsersSection />);
    await user.click(await screen.findByRole('button', { name: 'Open Lanka Tea Ltd' }));
    const drawer = screen.getByRole('dialog', { name: 'Lanka Tea Ltd' });
    expect(await within(drawer).findByText('Spam')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Lift the suspension' }));
    expect(requests.some((request) => request.method === 'PATCH')).toBe(false);
    await user.click(within(drawer).getByRole('button', { name: 'Lift the suspension' }));
    expect(await screen.findByText('The account is active again.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PATCH')).toHaveLength(1);
  });

  it('erase an account only once its email is typed, then list the accounts again', async () => {
    let listed = 0;
    const { requests } = mockApi(
      routes({
        'GET /users': () => ({ status: 200, data: listAnswer(listed++ === 0 ? [aCustomer()] : []) }),
        'GET /users/12': { status: 200, data: { success: true, data: aCustomer() } },
        'DELETE /users/12': { status: 200, data: { success: true, data: { id: 12 }, message: 'The account and its personal data have been deleted.' } },
      }),
    );
    const { user } = renderWithProviders(<UsersSection />);
    await user.click(await screen.findByRole('button', { name: 'Open Lanka Tea Ltd' }));
    const drawer = screen.getByRole('dialog', { name: 'Lanka Tea Ltd' });
    await user.click(await within(drawer).findByRole('button', { name: 'Erase' }));
    const confirm = within(drawer).getByRole('button', { name: 'Erase for good' });
    await user.type(within(drawer).getByLabelText('Type hr@lankatea.lk to confirm'), 'hr@lankatea');
    expect(confirm).toBeDisabled();
    await user.type(within(drawer).getByLabelText('Type hr@lankatea.lk to confirm'), '.lk');
    await user.click(confirm);
    expect(await screen.findByText('The account and its personal data have been deleted.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE' && request.url === '/users/12')).toBe(true);
    expect(await screen.findByText('No account matches')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('edit an account, clearing an emptied field, and show the server\'s refusal beside the field', async () => {
    const { requests } = mockApi(
      routes({
        'GET /users': { status: 200, data: listAnswer([aCustomer()]) },
        'GET /users/12': { status: 200, data: { success: true, data: aCustomer() } },
        'PUT /users/12': (request) =>
          (request.data as { email?: string }).email === 'taken@example.lk'
            ? { status: 409, data: { success: false, message: 'That email address is already in use.', errors: [{ field: 'email', message: 'That email address is already in use.' }] } }
            : { status: 200, data: { success: true, data: aCustomer({ name: 'Lanka Tea PLC', website: '' }), message: 'Profile updated successfully' } },
      }),
    );
    const { user } = renderWithProviders(<UsersSection />);
    await user.click(await screen.findByRole('button', { name: 'Open Lanka Tea Ltd' }));
    const drawer = screen.getByRole('dialog', { name: 'Lanka Tea Ltd' });
    await user.click(await within(drawer).findByRole('button', { name: 'Edit' }));
    await user.clear(within(drawer).getByLabelText('Email'));
    await user.type(within(drawer).getByLabelText('Email'), 'taken@example.lk');
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    expect(await within(drawer).findByText('That email address is already in use.')).toBeInTheDocument();

    await user.clear(within(drawer).getByLabelText('Email'));
    await user.type(within(drawer).getByLabelText('Email'), 'hr@lankatea.lk');
    await user.clear(within(drawer).getByLabelText('Name'));
    await user.type(within(drawer).getByLabelText('Name'), 'Lanka Tea PLC');
    await user.clear(within(drawer).getByLabelText('Website'));
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT').at(-1)?.data).toMatchObject({ name: 'Lanka Tea PLC', email: 'hr@lankatea.lk', website: null, district: 'Kandy' });
  });
});

describe('the customers directory', () => {
  const directoryRoutes = {
    'GET /customers': { status: 200, data: listAnswer([aCustomer(), aCustomer({ id: 13, type: 'individual', name: 'Nimal Perera', email: 'nimal@example.lk', industry: '' })], 2) },
    'GET /customers/type/company': { status: 200, data: listAnswer([aCustomer()]) },
    'GET /customers/search/query': { status: 200, data: listAnswer([aCustomer()]) },
  } as const;

  it('list every customer, then by type (GET /customers/type/{type}) and by a search (GET /customers/search/query), from page 1', async () => {
    const { requests } = mockApi(routes(directoryRoutes));
    const { user } = renderWithProviders(<CustomersDirectorySection />);
    const table = await screen.findByRole('region', { name: 'Customers' });
    expect(within(table).getByRole('cell', { name: /Lanka Tea Ltd/ })).toHaveTextContent('Ruwan Perera');
    expect(within(table).getByRole('cell', { name: /nimal@example.lk/ })).toBeInTheDocument();
    expect(`${requests[0]!.method} ${requests[0]!.url}`).toBe('GET /customers');
    expect(params(requests[0]!)).toEqual({ page: 1, limit: 20 });

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(params(requests.at(-1)!)).toEqual({ page: 2, limit: 20 }));

    await user.selectOptions(screen.getByLabelText('Type'), 'company');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(requests.at(-1)!.url).toBe('/customers/type/company'));
    expect(params(requests.at(-1)!)).toEqual({ page: 1, limit: 20 });

    await user.type(screen.getByLabelText(/^Search/), ' tea ');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(requests.at(-1)!.url).toBe('/customers/search/query'));
    expect(params(requests.at(-1)!)).toEqual({ page: 1, limit: 20, q: 'tea', type: 'company' });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(requests.at(-1)!.url).toBe('/customers'));
  });

  it("open a customer (GET /customers/admin/{id}) and save a change (PUT /customers/admin/{id}) with SPEC's texts", async () => {
    let saves = 0;
    const { requests } = mockApi(
      routes({
        ...directoryRoutes,
        'GET /customers/admin/12': { status: 200, data: { success: true, data: aCustomer({ phone: '0119876543' }) } },
        'PUT /customers/admin/12': () =>
          saves++ === 0 ? { status: 500, data: {} } : { status: 200, data: { success: true, data: aCustomer({ name: 'Lanka Tea PLC', phone: '0119876543' }) } },
      }),
    );
    const { user } = renderWithProviders(<CustomersDirectorySection />);
    await user.click(await screen.findByRole('button', { name: 'Open Lanka Tea Ltd' }));
    const drawer = screen.getByRole('dialog', { name: 'Lanka Tea Ltd' });
    expect(await within(drawer).findByText('0119876543')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: 'Suspend' })).not.toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Edit' }));
    await user.clear(within(drawer).getByLabelText('Name'));
    await user.type(within(drawer).getByLabelText('Name'), 'Lanka Tea PLC');
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT').map((request) => request.url)).toEqual(['/customers/admin/12', '/customers/admin/12']);
    expect(requests.at(-1)!.data).toMatchObject({ name: 'Lanka Tea PLC', email: 'hr@lankatea.lk' });
    expect(within(screen.getByRole('region', { name: 'Customers' })).getByRole('cell', { name: /Lanka Tea PLC/ })).toBeInTheDocument();
  });

  it('erase a customer (DELETE /customers/{id}) once the email is typed, then list again', async () => {
    let listed = 0;
    const { requests } = mockApi(
      routes({
        'GET /customers': () => ({ status: 200, data: listAnswer(listed++ === 0 ? [aCustomer()] : []) }),
        'GET /customers/admin/12': { status: 200, data: { success: true, data: aCustomer() } },
        'DELETE /customers/12': { status: 200, data: { success: true, data: { id: 12 } } },
      }),
    );
    const { user } = renderWithProviders(<CustomersDirectorySection />);
    await user.click(await screen.findByRole('button', { name: 'Open Lanka Tea Ltd' }));
    const drawer = screen.getByRole('dialog', { name: 'Lanka Tea Ltd' });
    await user.click(await within(drawer).findByRole('button', { name: 'Erase' }));
    await user.type(within(drawer).getByLabelText('Type hr@lankatea.lk to confirm'), 'hr@lankatea.lk');
    await user.click(within(drawer).getByRole('button', { name: 'Erase for good' }));
    expect(await screen.findByText('The account and its personal data have been deleted.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE' && request.url === '/customers/12')).toBe(true);
    expect(await screen.findByText('No customer matches')).toBeInTheDocument();
  });

  it("show the server's message when the directory cannot be read", async () => {
    mockApi(routes({ 'GET /customers': { status: 403, data: { success: false, message: 'Only admins may see customer accounts.' } } }));
    renderWithProviders(<CustomersDirectorySection />);
    expect(await screen.findByText('Only admins may see customer accounts.')).toBeInTheDocument();
  });
});

describe('admin users', () => {
  it('create an admin user with a first password, checking the fields first', async () => {
    const { requests } = mockApi(
      routes({
        'GET /admin-users': { status: 200, data: listAnswer([anAdmin()]) },
        'POST /admin-users': { status: 201, data: { success: true, data: anAdmin({ id: 4, username: 'kamala', role: 'editor', mustChangePassword: true }), message: 'Admin user created. They will choose their own password at first sign-in.' } },
      }),
    );
    const { user } = renderWithProviders(<AdminUsersSection />);
    await screen.findByRole('cell', { name: 'admin@jobportal.lk' });
    await user.click(screen.getByRole('button', { name: 'Add an admin user' }));
    const dialog = screen.getByRole('dialog', { name: 'Add an admin user' });
    await user.type(within(dialog).getByLabelText(/^Username/), 'k');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText(/Use 3 to 40 letters/)).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.type(within(dialog).getByLabelText(/^Username/), 'amala');
    await user.type(within(dialog).getByLabelText('Name'), 'Kamala Silva');
    await user.type(within(dialog).getByLabelText('Email'), 'kamala@jobportal.lk');
    await user.selectOptions(within(dialog).getByLabelText(/^Role/), 'editor');
    await user.type(within(dialog).getByLabelText(/^First password/), 'first-pass-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Admin user created. They will choose their own password at first sign-in.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')?.data).toEqual({
      username: 'kamala',
      name: 'Kamala Silva',
      email: 'kamala@jobportal.lk',
      role: 'editor',
      password: 'first-pass-2026',
    });
  });

  it("open an admin user as the server has it now (GET /admin-users/{id}), and act on it from there", async () => {
    const editor = anAdmin({ id: 4, username: 'kamala', name: 'Kamala', email: 'k@jobportal.lk', role: 'editor' });
    const { requests } = mockApi(
      routes({
        'GET /admin-users': { status: 200, data: listAnswer([anAdmin(), editor]) },
        'GET /admin-users/4': { status: 200, data: { success: true, data: { ...editor, name: 'Kamala Silva', mustChangePassword: true } } },
      }),
    );
    const { user } = renderWithProviders(<AdminUsersSection />);
    await user.click(await screen.findByRole('button', { name: 'Open kamala' }));
    const drawer = screen.getByRole('dialog', { name: 'kamala' });
    expect(await within(drawer).findByText('Kamala Silva')).toBeInTheDocument();
    expect(within(drawer).getByText('A first password, still to be changed')).toBeInTheDocument();
    expect(within(drawer).getByText('Editor')).toBeInTheDocument();
    expect(requests.map((request) => `${request.method} ${request.url}`)).toContain('GET /admin-users/4');

    await user.click(within(drawer).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit kamala' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Kamala Silva');
  });

  it('change only the role, and reset a password to a first one', async () => {
    const editor = anAdmin({ id: 4, username: 'kamala', name: 'Kamala', email: 'k@jobportal.lk', role: 'editor' });
    const { requests } = mockApi(
      routes({
        'GET /admin-users': { status: 200, data: listAnswer([anAdmin(), editor]) },
        'PUT /admin-users/4': { status: 200, data: { success: true, data: editor, message: 'Admin user updated.' } },
      }),
    );
    const { user } = renderWithProviders(<AdminUsersSection />);
    await user.click(await screen.findByRole('button', { name: 'Edit kamala' }));
    await user.selectOptions(screen.getByLabelText(/^Role/), 'admin');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Admin user updated.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.data).toEqual({ role: 'admin' });

    await user.click(screen.getByRole('button', { name: 'Reset the password of kamala' }));
    await user.type(screen.getByLabelText(/^First password/), 'another-first-1');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(requests.filter((request) => request.method === 'PUT')).toHaveLength(2));
    expect(requests.filter((request) => request.method === 'PUT')[1]?.data).toEqual({ password: 'another-first-1' });
  });

  it('show the server\'s refusal to delete the last superadmin as an error toast', async () => {
    mockApi(
      routes({
        'GET /admin-users': { status: 200, data: listAnswer([anAdmin({ id: 2, username: 'root' })]) },
        'DELETE /admin-users/2': { status: 409, data: { success: false, message: 'The last superadmin cannot be deleted: make another admin user a superadmin first.' } },
      }),
    );
    const { user } = renderWithProviders(<AdminUsersSection />);
    await user.click(await screen.findByRole('button', { name: 'Delete root' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The last superadmin cannot be deleted: make another admin user a superadmin first.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'root' })).toBeInTheDocument();
  });
});

describe('the logs', () => {
  it('filter the audit log and show who did what and why', async () => {
    const { requests } = mockApi(routes({ 'GET /admin/audit': { status: 200, data: listAnswer([anAuditEntry()]) } }));
    const { user } = renderWithProviders(<AuditSection />);
    const row = (await screen.findByRole('cell', { name: 'customer.ban' })).closest('tr')!;
    expect(within(row).getByText('Fake vacancies')).toBeInTheDocument();
    expect(within(row).getByText('Customer account #12')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Action/), 'job.delete');
    await user.selectOptions(screen.getByLabelText('Target'), 'job');
    await user.type(screen.getByLabelText('Target number'), '7x');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(params(requests.at(-1)!)).toEqual({ page: 1, limit: 20, action: 'job.delete', target: 'job', targetId: '7' }));
  });

  it('show an email waiting in the outbox as waiting, with why its last try failed', async () => {
    const waiting = anEmail({ id: 11, subject: 'Application received', status: 'queued', error: 'try 1 failed, tried again from 2026-03-03T05:01:00Z: dial tcp: refused' });
    mockApi(routes({ 'GET /admin/emails': { status: 200, data: listAnswer([waiting]) } }));
    renderWithProviders(<EmailsSection />);
    const email = await screen.findByRole('article', { name: 'Application received' });
    expect(within(email).getByText('Waiting to be sent')).toBeInTheDocument();
    expect(within(email).getByText(/try 1 failed/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Waiting to be sent' })).toHaveAttribute('value', 'queued');
  });

  it('show an email as the plain text it was, links included, and filter by recipient and status', async () => {
    const { requests } = mockApi(routes({ 'GET /admin/emails': { status: 200, data: listAnswer([anEmail(), anEmail({ id: 10, subject: 'Alert', status: 'failed', error: 'dial tcp: refused' })]) } }));
    const { user } = renderWithProviders(<EmailsSection />);
    const email = await screen.findByRole('article', { name: 'Reset your password' });
    await user.click(within(email).getByText('Show the message'));
    const body = email.querySelector('pre')!;
    expect(body.textContent).toBe(anEmail().body);
    expect(body.className).toContain('whitespace-pre-wrap');
    expect(within(screen.getByRole('article', { name: 'Alert' })).getByText('Error: dial tcp: refused')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Recipient/), 'nimal');
    await user.selectOptions(screen.getByLabelText('Status'), 'logged');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(params(requests.at(-1)!)).toEqual({ page: 1, limit: 20, recipient: 'nimal', status: 'logged' }));
  });
});

describe('my account', () => {
  it('saves the name and email, keeps the stored session in step, and changes the password with the current one', async () => {
    const { requests } = mockApi(
      routes({
        'GET /admin-users/me': { status: 200, data: { success: true, data: anAdmin() } },
        'PUT /admin-users/1': (request) => ({ status: 200, data: { success: true, data: anAdmin({ ...(request.data as object), updatedAt: '2026-03-05T00:00:00Z' }), message: 'Admin user updated.' } }),
      }),
    );
    const { user } = renderWithProviders(<ProfileSection />);
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Chief Admin');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Admin user updated.')).toBeInTheDocument();
    expect(requests.find((request) => request.method === 'PUT')?.data).toEqual({ name: 'Chief Admin', email: 'admin@jobportal.lk' });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ name: 'Chief Admin' });

    await user.type(screen.getByLabelText('Current password'), 'old-pass-2026');
    await user.type(screen.getByLabelText('New password'), 'new-pass-2026');
    await user.type(screen.getByLabelText('New password again'), 'new-pass-2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'PUT').at(-1)?.data).toEqual({ password: 'new-pass-2026', currentPassword: 'old-pass-2026' });
  });
});

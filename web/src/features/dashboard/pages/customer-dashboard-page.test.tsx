import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CustomerDashboardPage from '@/features/dashboard/pages/customer-dashboard-page';
import { browserLocation } from '@/lib/browser-location';
import { mockApi, routes, type MockOutcome } from '@/testing/mock-api';
import { LocationProbe, renderWithProviders } from '@/testing/render';

const individual = {
  id: 7,
  type: 'individual',
  name: 'Nimal Perera',
  email: 'nimal@example.lk',
  phone: '077 123 4567',
  contactPerson: '',
  website: '',
  industry: '',
  district: 'Kandy',
  avatar: '',
  status: 'active',
  createdAt: '2024-03-05T10:00:00Z',
};

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

function renderDashboard() {
  return renderWithProviders(
    <Routes>
      <Route path="/customer/dashboard" element={<CustomerDashboardPage />} />
      <Route path="/customer/login" element={<LocationProbe />} />
    </Routes>,
    { route: '/customer/dashboard' },
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
    expect(await screen.findByRole('heading', { name: 'Welcome, Nimal Perera' })).toBeInTheDocument();
    expect(requests[0]?.headers.get('x-auth-token')).toBe('c-tok');
    const card = screen.getByRole('region', { name: 'Nimal Perera' });
    expect(within(card).getByText('nimal@example.lk')).toBeInTheDocument();
    expect(within(card).getByText('Job seeker')).toBeInTheDocument();
    expect(within(card).getByText('Kandy')).toBeInTheDocument();
    expect(within(card).getByText('March 5, 2024')).toBeInTheDocument();
  });

  it('shows an error with a retry when the profile cannot be loaded', async () => {
    signIn();
    let calls = 0;
    mockApi((): MockOutcome => {
      calls += 1;
      return calls === 1 ? { status: 500, data: {} } : { status: 200, data: { data: individual } };
    });
    const { user } = renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your profile.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Nimal Perera' })).toBeInTheDocument();
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
    expect(await within(form).findByRole('status')).toHaveTextContent('Profile updated successfully');
    expect(requests[1]?.data).toEqual({ name: 'Nimal P. Perera', phone: '077 123 4567', district: 'Kandy' });
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
    const { user } = renderDashboard();
    const form = await screen.findByRole('region', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'old-secret');
    await user.type(within(form).getByLabelText('New password'), 'new-secret-1');
    await user.type(within(form).getByLabelText('Confirm password'), 'new-secret-1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Password changed successfully');
    expect(requests[1]?.data).toEqual({ currentPassword: 'old-secret', newPassword: 'new-secret-1' });
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
    const { user } = renderDashboard();
    const form = await screen.findByRole('region', { name: 'Change password' });
    await user.type(within(form).getByLabelText('Current password'), 'wrong-one');
    await user.type(within(form).getByLabelText('New password'), 'new-secret-1');
    await user.type(within(form).getByLabelText('Confirm password'), 'new-secret-1');
    await user.click(within(form).getByRole('button', { name: 'Change password' }));
    expect(await within(form).findByText('The current password is not right.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Current password')).toHaveValue('wrong-one');
  });
});

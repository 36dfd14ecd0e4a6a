import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AdminDashboardPage from '@/features/dashboard/pages/admin-dashboard-page';
import { browserLocation } from '@/lib/browser-location';
import { mockApi } from '@/testing/mock-api';
import { LocationProbe, renderWithProviders } from '@/testing/render';

const admin = { id: 1, username: 'root', name: 'Root Admin', email: 'root@example.lk', role: 'superadmin' };

function renderDashboard() {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard" element={<AdminDashboardPage />} />
      <Route path="/jp-admin" element={<LocationProbe />} />
    </Routes>,
    { route: '/dashboard' },
  );
}

function signIn() {
  localStorage.setItem('token', 'a-tok');
  localStorage.setItem('user', JSON.stringify(admin));
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
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as Root Admin')).toBeInTheDocument();
    expect(screen.getByText('Super admin')).toBeInTheDocument();
  });
});

describe('posting a job', () => {
  it("adds the job to the list and shows the alert 'Job posted successfully!'", async () => {
    signIn();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderDashboard();
    expect(screen.getByText('You have not posted a job in this session.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Job title'), 'Accountant');
    await user.type(screen.getByLabelText('Company'), 'Acme Lanka');
    await user.selectOptions(screen.getByLabelText('Location'), 'Galle');
    await user.selectOptions(screen.getByLabelText('Job type'), 'Full Time Jobs');
    await user.selectOptions(screen.getByLabelText('Main topic'), 'Private Jobs');
    await user.type(screen.getByLabelText('Description'), 'Keep the books of a growing export company.');
    await user.click(screen.getByRole('button', { name: 'Post job' }));

    expect(alert).toHaveBeenCalledWith('Job posted successfully!');
    const list = screen.getByRole('list');
    expect(within(list).getByText('Accountant')).toBeInTheDocument();
    expect(within(list).getByText(/Acme Lanka · Galle · Full Time Jobs/)).toBeInTheDocument();
    expect(screen.getByLabelText('Job title')).toHaveValue('');
  });

  it('checks the fields and posts nothing when they are missing', async () => {
    signIn();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Post job' }));
    expect(screen.getByLabelText('Job title')).toHaveAccessibleDescription('Enter the job title.');
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription('Choose where the job is.');
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('signing out', () => {
  it('clears the session, tells the server and goes to /jp-admin', async () => {
    signIn();
    const { requests } = mockApi(() => ({ status: 200, data: { success: true } }));
    const { user } = renderDashboard();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/jp-admin');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(requests.map((request) => request.url)).toEqual(['/admin/logout']);
  });
});

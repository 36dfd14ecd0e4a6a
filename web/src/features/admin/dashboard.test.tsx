import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AdminDashboardPage from '@/app/dashboard/admin-dashboard-page';
import { dashboardSections } from '@/app/dashboard/sections';
import { adminSectionsFor } from '@/components/dashboard/dashboard-section';
import { adminConsoleDashboardSections } from '@/features/admin/dashboard';
import { anAdmin, someStats } from '@/features/admin/testing/fixtures';
import { browserLocation } from '@/lib/browser-location';
import { mockApi, routes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

beforeEach(() => {
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/dashboard');
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

const ids = (role: string) => adminSectionsFor(dashboardSections, role).map((section) => section.id);

describe('the admin console sections by role', () => {
  it('declare the lowest role that sees each', () => {
    expect(adminConsoleDashboardSections.map((section) => [section.id, section.roles])).toEqual([
      ['figures', ['editor']],
      ['accounts', ['admin']],
      ['customers', ['admin']],
      ['admin-users', ['superadmin']],
      ['audit', ['admin']],
      ['emails', ['admin']],
      ['my-account', ['editor']],
    ]);
  });

  it('show editors the figures, their account and the blog, and none of the moderation nor the talent pool', () => {
    expect(ids('editor')).toEqual(['figures', 'my-account', 'blog']);
  });

  it('show admins the moderation and the talent pool but not the admin users', () => {
    const seen = ids('admin');
    expect(seen).toEqual(expect.arrayContaining(['pending', 'companies', 'figures', 'accounts', 'audit', 'emails', 'my-account', 'talent-pool']));
    expect(seen).not.toContain('admin-users');
  });

  it('show superadmins everything an admin sees and the admin users', () => {
    expect(ids('superadmin')).toEqual(expect.arrayContaining([...ids('admin'), 'admin-users']));
  });

  it('show an unknown role nothing', () => {
    expect(ids('visitor')).toEqual([]);
  });
});

function signIn(user: object) {
  localStorage.setItem('token', 'a-tok');
  localStorage.setItem('user', JSON.stringify(user));
}

function renderDashboard() {
  return renderWithProviders(
    <Routes>
      <Route path="/dashboard" element={<AdminDashboardPage />} />
    </Routes>,
    { route: '/dashboard' },
  );
}

describe('the admin dashboard', () => {
  it('shows an editor the tabs of their role only, the figures first', async () => {
    signIn(anAdmin({ id: 3, username: 'editor', role: 'editor' }));
    mockApi(routes({ 'GET /admin/stats': { status: 200, data: { success: true, data: someStats() } } }));
    renderDashboard();
    const tabs = screen.getByRole('navigation', { name: 'Dashboard sections' });
    expect(within(tabs).getAllByRole('link').map((link) => link.textContent)).toEqual(['Figures', 'My account', 'Blog']);
    expect(await screen.findByRole('heading', { name: 'Figures', level: 2 })).toBeInTheDocument();
    // Editors do not moderate: no queue links.
    expect(screen.queryByText('Waiting for you')).not.toBeInTheDocument();
  });

  it('asks an admin user with a first password for their own before anything else, and makes no other call', async () => {
    signIn(anAdmin({ id: 3, username: 'editor', role: 'editor', mustChangePassword: true }));
    const { requests } = mockApi(
      routes({
        'POST /auth/change-password': { status: 200, data: { success: true, message: 'Password changed successfully' } },
        'GET /admin-users/me': { status: 200, data: { success: true, data: anAdmin({ id: 3, username: 'editor', role: 'editor', mustChangePassword: false }) } },
        'GET /admin/stats': { status: 200, data: { success: true, data: someStats() } },
      }),
    );
    const { user } = renderDashboard();
    expect(screen.getByRole('heading', { name: 'Choose your own password' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Dashboard sections' })).not.toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.type(screen.getByLabelText('The password you were given'), 'first-pass-1');
    await user.type(screen.getByLabelText('New password'), 'my-own-pass-2');
    await user.type(screen.getByLabelText('New password again'), 'my-own-pass-3');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByText('The two new passwords are not the same.')).toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'my-own-pass-2');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByRole('navigation', { name: 'Dashboard sections' })).toBeInTheDocument();
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/auth/change-password', data: { currentPassword: 'first-pass-1', newPassword: 'my-own-pass-2' } });
    expect(requests[0]?.headers.get('x-auth-token')).toBe('a-tok');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ mustChangePassword: false });
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
  });

  it('shows the server refusing the first password beside the field', async () => {
    signIn(anAdmin({ id: 3, role: 'editor', mustChangePassword: true }));
    mockApi(
      routes({
        'POST /auth/change-password': {
          status: 422,
          data: { success: false, message: 'Validation failed', errors: [{ field: 'currentPassword', message: 'The current password is not correct.' }] },
        },
      }),
    );
    const { user } = renderDashboard();
    await user.type(screen.getByLabelText('The password you were given'), 'wrong-pass-1');
    await user.type(screen.getByLabelText('New password'), 'my-own-pass-2');
    await user.type(screen.getByLabelText('New password again'), 'my-own-pass-2');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByText('The current password is not correct.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Choose your own password' })).toBeInTheDocument();
  });
});

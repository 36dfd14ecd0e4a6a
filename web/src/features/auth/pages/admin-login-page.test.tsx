import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import AdminLoginPage from '@/features/auth/pages/admin-login-page';
import { browserLocation } from '@/lib/browser-location';
import { deferred, mockApi, routes, type MockOutcome } from '@/testing/mock-api';
import { LocationProbe, renderWithProviders } from '@/testing/render';

const admin = { id: 1, username: 'root', name: 'Root Admin', email: 'root@example.lk', role: 'superadmin' };

function renderAdminLogin() {
  return renderWithProviders(
    <Routes>
      <Route path="/jp-admin" element={<AdminLoginPage />} />
      <Route path="/dashboard" element={<LocationProbe />} />
    </Routes>,
    { route: '/jp-admin' },
  );
}

let assign: MockInstance<(url: string) => void>;

beforeEach(() => {
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/jp-admin');
  assign = vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('AdminLoginPage (/jp-admin)', () => {
  it("signs in with username and password, stores 'token' and 'user' and goes to /dashboard", async () => {
    const { requests } = mockApi(routes({ 'POST /admin-users/login': { status: 200, data: { success: true, token: 'a-tok', user: admin } } }));
    const { user, store } = renderAdminLogin();
    await user.type(screen.getByLabelText('Username'), 'root');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(requests[0]?.data).toEqual({ username: 'root', password: 'secret123' });
    expect(localStorage.getItem('token')).toBe('a-tok');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toEqual(admin);
    expect(store.getState().auth.userType).toBe('admin');
  });

  it("shows the server's message and stays on the page", async () => {
    mockApi(() => ({ status: 401, data: { success: false, message: 'Invalid username or password.' } }));
    const { user } = renderAdminLogin();
    await user.type(screen.getByLabelText('Username'), 'root');
    await user.type(screen.getByLabelText('Password'), 'nope-nope');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(screen.getByLabelText('Username')).toHaveValue('root');
    expect(assign).not.toHaveBeenCalled();
  });

  it('requires both fields', async () => {
    const { user } = renderAdminLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Enter your username.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
  });

  it('disables the button while sending', async () => {
    const answer = deferred<MockOutcome>();
    mockApi(() => answer.promise);
    const { user } = renderAdminLogin();
    await user.type(screen.getByLabelText('Username'), 'root');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer.resolve({ status: 401, data: { message: 'Invalid username or password.' } });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('sends an admin who is signed in to /dashboard', async () => {
    localStorage.setItem('token', 'a-tok');
    localStorage.setItem('user', JSON.stringify(admin));
    renderAdminLogin();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
  });
});

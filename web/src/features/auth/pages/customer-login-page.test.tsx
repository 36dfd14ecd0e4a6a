import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CustomerLoginPage from '@/features/auth/pages/customer-login-page';
import { setLanguage } from '@/i18n';
import si from '@/i18n/locales/si/auth.json';
import { browserLocation } from '@/lib/browser-location';
import { deferred, mockApi, routes, type MockOutcome } from '@/testing/mock-api';
import { LocationProbe, renderWithProviders } from '@/testing/render';
import type { InitialEntry } from 'react-router';

const customer = { id: 7, type: 'individual', name: 'Nimal Perera', email: 'nimal@example.lk' };

function renderLogin(route: InitialEntry = '/customer/login') {
  return renderWithProviders(
    <Routes>
      <Route path="/customer/login" element={<CustomerLoginPage />} />
      <Route path="/customer/dashboard" element={<LocationProbe />} />
      <Route path="/blogs/:id/:slug" element={<LocationProbe />} />
    </Routes>,
    { route },
  );
}

beforeEach(() => {
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/customer/login');
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CustomerLoginPage', () => {
  it('shows the errors beside the fields and sends nothing when they are empty', async () => {
    const { requests } = mockApi(() => ({ status: 200, data: {} }));
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAccessibleDescription('Enter your email address.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password.');
    expect(requests).toHaveLength(0);
  });

  it('checks the email address', async () => {
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email address'), 'nimal@');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      'Enter a valid email address, such as name@example.com.',
    );
  });

  it('on success stores the session, raises authStateChanged and goes to /customer/dashboard', async () => {
    const { requests } = mockApi(
      routes({ 'POST /customers/login': { status: 200, data: { success: true, token: 'c-tok', user: customer } } }),
    );
    const signal = vi.fn();
    window.addEventListener('authStateChanged', signal);
    const { user, store } = renderLogin();
    await user.type(screen.getByLabelText('Email address'), ' nimal@example.lk ');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/customer/dashboard');
    window.removeEventListener('authStateChanged', signal);
    expect(requests[0]?.data).toEqual({ email: 'nimal@example.lk', password: 'secret123' });
    expect(localStorage.getItem('customerToken')).toBe('c-tok');
    expect(JSON.parse(localStorage.getItem('customerUser') ?? '{}')).toEqual(customer);
    expect(signal).toHaveBeenCalled();
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });

  it('goes back to the page that sent the visitor to sign in, never to another site', async () => {
    mockApi(routes({ 'POST /customers/login': { status: 200, data: { success: true, token: 'c-tok', user: customer } } }));
    const { user } = renderLogin({ pathname: '/customer/login', state: { from: '/blogs/3/write-a-cv' } });
    await user.type(screen.getByLabelText('Email address'), 'nimal@example.lk');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/blogs/3/write-a-cv');
  });

  it('ignores a return address that is not a path of this site', async () => {
    mockApi(routes({ 'POST /customers/login': { status: 200, data: { success: true, token: 'c-tok', user: customer } } }));
    const { user } = renderLogin({ pathname: '/customer/login', state: { from: '//evil.example/x' } });
    await user.type(screen.getByLabelText('Email address'), 'nimal@example.lk');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/customer/dashboard');
  });

  it("shows the server's message, keeps what was typed and counts the attempt", async () => {
    mockApi(() => ({ status: 401, data: { success: false, message: 'Invalid email or password.' } }));
    const { user, store } = renderLogin();
    await user.type(screen.getByLabelText('Email address'), 'nimal@example.lk');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(screen.getByLabelText('Email address')).toHaveValue('nimal@example.lk');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-pass');
    expect(store.getState().auth.loginAttempts).toBe(1);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it("shows the server's message in the reader's language, the server's English a Sinhala reader never sees", async () => {
    mockApi(() => ({ status: 401, data: { success: false, message: 'Invalid email or password.' } }));
    await act(() => setLanguage('si'));
    try {
      const { user } = renderLogin();
      await user.type(screen.getByLabelText(si.fields.email), 'nimal@example.lk');
      await user.type(screen.getByLabelText(si.fields.password), 'wrong-pass');
      await user.click(screen.getByRole('button', { name: si.login.submit }));
      expect(await screen.findByRole('alert')).toHaveTextContent('ඊමේල් ලිපිනය හෝ මුරපදය වැරදියි.');
    } finally {
      await act(() => setLanguage('en'));
    }
  });

  it("shows 'Login failed' when the server gives no message", async () => {
    mockApi(() => ({ status: 500, data: '' }));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email address'), 'nimal@example.lk');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
  });

  it("puts the server's field errors beside the matching field", async () => {
    mockApi(() => ({
      status: 422,
      data: { success: false, message: 'Some fields are not valid.', errors: [{ field: 'email', message: 'This address cannot receive mail.' }] },
    }));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email address'), 'nimal@example.lk');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('This address cannot receive mail.'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('disables the button while sending', async () => {
    const answer = deferred<MockOutcome>();
    mockApi(() => answer.promise);
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Email address'), 'nimal@example.lk');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const busy = await screen.findByRole('button', { name: 'Signing in...' });
    expect(busy).toBeDisabled();
    answer.resolve({ status: 401, data: { message: 'Invalid email or password.' } });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows the notice handed over by registration, with the email filled in', () => {
    renderLogin({ pathname: '/customer/login', state: { notice: 'Registration successful. Please sign in.', email: 'new@example.lk' } });
    expect(screen.getByRole('status')).toHaveTextContent('Registration successful. Please sign in.');
    expect(screen.getByLabelText('Email address')).toHaveValue('new@example.lk');
  });

  it('sends a signed-in customer to the dashboard', async () => {
    localStorage.setItem('customerToken', 'c-tok');
    localStorage.setItem('customerUser', JSON.stringify(customer));
    renderLogin();
    expect(await screen.findByTestId('location')).toHaveTextContent('/customer/dashboard');
  });

  it('shows the password on request', async () => {
    const { user } = renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('links to registration and to the password reset', () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/customer/register');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/customer/forgot-password');
  });
});

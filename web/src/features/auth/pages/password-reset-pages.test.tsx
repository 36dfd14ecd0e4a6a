import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ForgotPasswordPage from '@/features/auth/pages/forgot-password-page';
import ResetPasswordPage from '@/features/auth/pages/reset-password-page';
import { browserLocation } from '@/lib/browser-location';
import { deferred, mockApi, routes, type MockOutcome } from '@/testing/mock-api';
import { LocationProbe, renderWithProviders } from '@/testing/render';

beforeEach(() => {
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/customer/forgot-password');
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ForgotPasswordPage', () => {
  const sent = 'If an account exists for that email, we have sent a link to reset the password.';

  it("sends the email and shows the server's message", async () => {
    const { requests } = mockApi(routes({ 'POST /auth/forgot-password': { status: 200, data: { success: true, message: sent } } }));
    const { user } = renderWithProviders(<ForgotPasswordPage />, { route: '/customer/forgot-password' });
    await user.type(screen.getByLabelText('Email address'), 'nimal@example.lk');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(sent);
    expect(requests[0]?.data).toEqual({ email: 'nimal@example.lk' });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/customer/login');
  });

  it('checks the email before sending', async () => {
    const { requests } = mockApi(() => ({ status: 200, data: {} }));
    const { user } = renderWithProviders(<ForgotPasswordPage />);
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Enter your email address.');
    expect(requests).toHaveLength(0);
  });

  it("shows the server's message when it refuses (too many requests)", async () => {
    mockApi(() => ({ status: 429, data: { success: false, message: 'Too many requests. Try again in a few minutes.' }, headers: { 'Retry-After': '120' } }));
    const { user } = renderWithProviders(<ForgotPasswordPage />);
    await user.type(screen.getByLabelText('Email address'), 'nimal@example.lk');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in a few minutes.');
    expect(screen.getByLabelText('Email address')).toHaveValue('nimal@example.lk');
  });

  it('disables the button while sending', async () => {
    const answer = deferred<MockOutcome>();
    mockApi(() => answer.promise);
    const { user } = renderWithProviders(<ForgotPasswordPage />);
    await user.type(screen.getByLabelText('Email address'), 'nimal@example.lk');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    answer.resolve({ status: 200, data: { message: sent } });
    expect(await screen.findByRole('status')).toHaveTextContent(sent);
  });
});

describe('ResetPasswordPage', () => {
  function renderReset(route: string) {
    return renderWithProviders(
      <Routes>
        <Route path="/customer/reset-password" element={<ResetPasswordPage />} />
        <Route path="/customer/login" element={<LocationProbe />} />
      </Routes>,
      { route },
    );
  }

  it('reads ?token=, sends it with the new password and goes to sign in with the message', async () => {
    const { requests } = mockApi(
      routes({ 'POST /auth/reset-password': { status: 200, data: { success: true, message: 'Your password has been reset. Please sign in.' } } }),
    );
    const { user } = renderReset('/customer/reset-password?token=abc123');
    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/customer/login');
    expect(JSON.parse(location.dataset.state ?? '{}')).toEqual({ notice: 'Your password has been reset. Please sign in.' });
    expect(requests[0]?.data).toEqual({ token: 'abc123', password: 'new-secret-1' });
  });

  it('checks the password length and that both match', async () => {
    const { user } = renderReset('/customer/reset-password?token=abc123');
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'At least 8 characters. A few words together make a strong password. The password must be at least 8 characters.',
    );
  });

  it("shows the server's message for an expired link, with a way to ask for a new one", async () => {
    mockApi(() => ({ status: 400, data: { success: false, message: 'This reset link has expired or was already used.' } }));
    const { user } = renderReset('/customer/reset-password?token=old');
    await user.type(screen.getByLabelText('New password'), 'new-secret-1');
    await user.type(screen.getByLabelText('Confirm password'), 'new-secret-1');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired or was already used.');
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute('href', '/customer/forgot-password');
  });

  it('explains a link without token', () => {
    renderReset('/customer/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});

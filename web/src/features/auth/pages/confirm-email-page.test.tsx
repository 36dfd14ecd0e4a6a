import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ConfirmEmailPage from '@/features/auth/pages/confirm-email-page';
import { EmailConfirmationNotice } from '@/features/auth/components/email-confirmation-notice';
import { setLanguage } from '@/i18n';
import { mockApi, routes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

afterEach(() => {
  vi.restoreAllMocks();
});

const done = 'Your email address is confirmed. Job alerts will now be sent to it.';

function toasts() {
  return within(screen.getByRole('log', { name: 'Notifications' }));
}

describe('ConfirmEmailPage', () => {
  it('sends the token of the link once and says the address is confirmed, on the page and in a toast', async () => {
    const { requests } = mockApi(
      routes({ 'POST /customers/confirm-email': { status: 200, data: { success: true, data: { emailConfirmed: true }, message: done } } }),
    );
    renderWithProviders(<ConfirmEmailPage />, { route: '/customer/confirm-email?token=abc123' });
    expect(screen.getByRole('heading', { name: 'Confirm your email address' })).toBeInTheDocument();
    expect(await screen.findByText(done, { selector: '[role="status"] p' })).toBeInTheDocument();
    expect(toasts().getByText(done)).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]?.data).toEqual({ token: 'abc123' });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/customer/login');
  });

  it('explains a used or expired link and how to get a new one', async () => {
    mockApi(() => ({ status: 400, data: { success: false, message: 'This confirmation link is invalid or has expired.' } }));
    renderWithProviders(<ConfirmEmailPage />, { route: '/customer/confirm-email?token=old' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This confirmation link is invalid or has expired.');
    expect(alert).toHaveTextContent('Sign in and ask for a new link on your dashboard.');
    expect(toasts().getByText('This confirmation link is invalid or has expired.')).toBeInTheDocument();
  });

  it('says when the server asks to wait', async () => {
    mockApi(() => ({ status: 429, data: { success: false, message: 'Too many confirmation attempts.' }, headers: { 'Retry-After': '60' } }));
    renderWithProviders(<ConfirmEmailPage />, { route: '/customer/confirm-email?token=abc' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait a few minutes and try again.');
  });

  it('sends nothing for a link without a token', () => {
    const { requests } = mockApi(() => ({ status: 200, data: {} }));
    renderWithProviders(<ConfirmEmailPage />, { route: '/customer/confirm-email' });
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is incomplete.');
    expect(requests).toHaveLength(0);
  });

  it.each([
    ['si', 'ඔබගේ ඊමේල් ලිපිනය තහවුරු කරන්න', 'ඔබගේ ඊමේල් ලිපිනය තහවුරු විය. දැන් රැකියා ඇඟවීම් එයට යවනු ලැබේ.'],
    ['ta', 'உங்கள் மின்னஞ்சல் முகவரியை உறுதிப்படுத்தவும்', 'உங்கள் மின்னஞ்சல் முகவரி உறுதிப்படுத்தப்பட்டது. இனி வேலை அறிவிப்புகள் அதற்கு அனுப்பப்படும்.'],
  ] as const)('is written in %s too', async (language, heading, text) => {
    mockApi(() => ({ status: 200, data: { success: true } }));
    await act(() => setLanguage(language));
    try {
      renderWithProviders(<ConfirmEmailPage />, { route: '/customer/confirm-email?token=abc' });
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      expect(await screen.findByText(text, { selector: '[role="status"] p' })).toBeInTheDocument();
    } finally {
      await act(() => setLanguage('en'));
    }
  });
});

describe('EmailConfirmationNotice', () => {
  it('sends the link again and says where', async () => {
    const { requests } = mockApi(routes({ 'POST /customers/confirm-email/resend': { status: 200, data: { success: true } } }));
    const { user } = renderWithProviders(<EmailConfirmationNotice email="nimali@example.lk" />);
    expect(screen.getByRole('status')).toHaveTextContent('We sent a link to nimali@example.lk.');
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await toasts().findByText('We have sent a new confirmation link to nimali@example.lk.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Send another link' })).toBeEnabled();
  });

  it('tells the customer to wait when the server throttles the links', async () => {
    mockApi(() => ({ status: 429, data: { success: false, message: 'Too many confirmation emails.' }, headers: { 'Retry-After': '600' } }));
    const { user } = renderWithProviders(<EmailConfirmationNotice email="nimali@example.lk" />);
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await toasts().findByText('Too many attempts. Please wait a few minutes and try again.')).toBeInTheDocument();
  });
});

import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import CustomerRegisterPage from '@/features/auth/pages/customer-register-page';
import { browserLocation } from '@/lib/browser-location';
import { deferred, mockApi, routes, type MockOutcome } from '@/testing/mock-api';
import { LocationProbe, renderWithProviders } from '@/testing/render';

function renderRegister(route = '/customer/register') {
  return renderWithProviders(
    <Routes>
      <Route path="/customer/register" element={<CustomerRegisterPage />} />
      <Route path="/customer/login" element={<LocationProbe />} />
      <Route path="/customer/dashboard" element={<LocationProbe />} />
    </Routes>,
    { route },
  );
}

function panel(name: string) {
  return screen.getByRole('tabpanel', { name });
}

beforeEach(() => {
  vi.spyOn(browserLocation, 'pathname').mockReturnValue('/customer/register');
  vi.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CustomerRegisterPage tabs', () => {
  it('opens on the job seeker tab and switches to the employer tab', async () => {
    const { user } = renderRegister();
    expect(screen.getByRole('tab', { name: /^Job seeker/ })).toHaveAttribute('aria-selected', 'true');
    expect(panel('Job seeker')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: /^Employer/ }));
    expect(screen.getByRole('tab', { name: /^Employer/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel('Employer')).getByLabelText('Company name')).toBeVisible();
  });

  it('links to the terms and the privacy policy', () => {
    renderRegister();
    const seeker = panel('Job seeker');
    expect(within(seeker).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
    expect(within(seeker).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/customer/login');
  });

  it('opens the employer tab from ?type=company', () => {
    renderRegister('/customer/register?type=company');
    expect(screen.getByRole('tab', { name: /^Employer/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = renderRegister();
    screen.getByRole('tab', { name: /^Job seeker/ }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /^Employer/ })).toHaveFocus();
    expect(screen.getByRole('tab', { name: /^Employer/ })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /^Job seeker/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps what was typed in each tab when switching', async () => {
    const { user } = renderRegister();
    const seeker = panel('Job seeker');
    await user.type(within(seeker).getByLabelText('Full name'), 'Nimal Perera');
    await user.click(screen.getByRole('tab', { name: /^Employer/ }));
    await user.click(screen.getByRole('tab', { name: /^Job seeker/ }));
    expect(within(panel('Job seeker')).getByLabelText('Full name')).toHaveValue('Nimal Perera');
  });
});

describe('individual registration', () => {
  async function fill(user: ReturnType<typeof renderRegister>['user'], password = 'secret123', confirm = password) {
    const form = panel('Job seeker');
    await user.type(within(form).getByLabelText('Full name'), 'Nimal Perera');
    await user.type(within(form).getByLabelText('Email address'), 'nimal@example.lk');
    await user.type(within(form).getByLabelText('Password'), password);
    await user.type(within(form).getByLabelText('Confirm password'), confirm);
    return form;
  }

  it('checks the fields before sending', async () => {
    const { requests } = mockApi(() => ({ status: 201, data: {} }));
    const { user } = renderRegister();
    const form = panel('Job seeker');
    await user.type(within(form).getByLabelText('Phone number (optional)'), '12ab');
    await user.type(within(form).getByLabelText('Password'), 'short');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(within(form).getByLabelText('Full name')).toHaveAccessibleDescription('Enter your name.');
    expect(within(form).getByLabelText('Email address')).toHaveAccessibleDescription('Enter your email address.');
    expect(within(form).getByLabelText('Phone number (optional)')).toHaveAccessibleDescription(
      'For example 077 123 4567. Enter a valid phone number, such as 077 123 4567.',
    );
    expect(within(form).getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters. A few words together make a strong password. The password must be at least 8 characters.',
    );
    expect(requests).toHaveLength(0);
  });

  it('checks that the two passwords match', async () => {
    const { user } = renderRegister();
    const form = await fill(user, 'secret123', 'secret124');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(within(form).getByLabelText('Confirm password')).toHaveAccessibleDescription('The two passwords do not match.');
  });

  it("posts the account, does not sign in, and goes to sign in with the server's message", async () => {
    const { requests } = mockApi(
      routes({
        'POST /customers/register/individual': {
          status: 201,
          data: { success: true, data: { id: 9, name: 'Nimal Perera' }, message: 'Registration successful. Please sign in.' },
        },
      }),
    );
    const { user, store } = renderRegister();
    const form = await fill(user);
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    const location = await screen.findByTestId('location');
    expect(location).toHaveTextContent('/customer/login');
    expect(JSON.parse(location.dataset.state ?? '{}')).toEqual({
      notice: 'Registration successful. Please sign in.',
      email: 'nimal@example.lk',
    });
    expect(requests[0]?.data).toEqual({ name: 'Nimal Perera', email: 'nimal@example.lk', password: 'secret123' });
    expect(store.getState().auth.isAuthenticated).toBe(false);
    expect(localStorage.getItem('customerToken')).toBeNull();
  });

  it("shows the server's message when the email is taken, keeping what was typed", async () => {
    mockApi(() => ({ status: 409, data: { success: false, message: 'An account with this email already exists.' } }));
    const { user } = renderRegister();
    const form = await fill(user);
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('An account with this email already exists.');
    expect(within(form).getByLabelText('Full name')).toHaveValue('Nimal Perera');
    expect(within(form).getByLabelText('Password')).toHaveValue('secret123');
  });

  it("falls back to 'Registration failed'", async () => {
    mockApi(() => ({ status: 500, data: null }));
    const { user } = renderRegister();
    const form = await fill(user);
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Registration failed');
  });

  it('disables the button while sending', async () => {
    const answer = deferred<MockOutcome>();
    mockApi(() => answer.promise);
    const { user } = renderRegister();
    const form = await fill(user);
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(await within(form).findByRole('button', { name: 'Creating your account...' })).toBeDisabled();
    answer.resolve({ status: 409, data: { message: 'Taken.' } });
    expect(await within(form).findByRole('button', { name: 'Create account' })).toBeEnabled();
  });
});

describe('company registration', () => {
  it("sends the company fields and shows the server's field errors beside them", async () => {
    const { requests } = mockApi(() => ({
      status: 422,
      data: {
        success: false,
        message: 'Some fields are not valid.',
        errors: [
          { field: 'website', message: 'Enter a full web address starting with https://.' },
          { field: 'email', message: 'An account with this email already exists.' },
        ],
      },
    }));
    const { user } = renderRegister('/customer/register?type=company');
    const form = panel('Employer');
    await user.type(within(form).getByLabelText('Company name'), 'Acme Lanka');
    await user.type(within(form).getByLabelText('Contact person'), 'Kamala Silva');
    await user.type(within(form).getByLabelText('Work email address'), 'hr@acme.lk');
    await user.type(within(form).getByLabelText('Website (optional)'), 'https://acme.lk');
    await user.selectOptions(within(form).getByLabelText('District (optional)'), 'Kandy');
    await user.type(within(form).getByLabelText('Password'), 'secret123');
    await user.type(within(form).getByLabelText('Confirm password'), 'secret123');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));

    expect(await within(form).findByText('An account with this email already exists.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Website (optional)')).toHaveAccessibleDescription(
      'The full address, starting with https:// Enter a full web address starting with https://.',
    );
    expect(requests[0]?.url).toBe('/customers/register/company');
    expect(requests[0]?.data).toEqual({
      name: 'Acme Lanka',
      contactPerson: 'Kamala Silva',
      email: 'hr@acme.lk',
      password: 'secret123',
      website: 'https://acme.lk',
      district: 'Kandy',
    });
  });

  it('requires the contact person', async () => {
    const { user } = renderRegister('/customer/register?type=company');
    const form = panel('Employer');
    await user.click(within(form).getByRole('button', { name: 'Create account' }));
    expect(within(form).getByLabelText('Company name')).toHaveAccessibleDescription("Enter the company's name.");
    expect(within(form).getByLabelText('Contact person')).toHaveAccessibleDescription('Enter the name of the contact person.');
  });
});

describe('a signed-in customer', () => {
  it('goes to the dashboard instead', async () => {
    localStorage.setItem('customerToken', 't');
    localStorage.setItem('customerUser', JSON.stringify({ name: 'N' }));
    renderRegister();
    expect(await screen.findByTestId('location')).toHaveTextContent('/customer/dashboard');
  });
});

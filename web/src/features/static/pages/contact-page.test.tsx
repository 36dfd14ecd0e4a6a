import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, routes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import ContactPage from './contact-page';

async function fillIn(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Your name'), '  Chamari Silva ');
  await user.type(screen.getByLabelText('Email address'), 'chamari@example.lk');
  await user.type(screen.getByLabelText('Subject'), 'Report an advertisement');
  await user.type(screen.getByLabelText('Message'), 'The job at /job/12 asks candidates to pay a registration fee.');
}

describe('ContactPage', () => {
  it('checks the fields before sending anything', async () => {
    const { requests } = mockApi(routes({}));
    const { user } = renderWithProviders(<ContactPage />);
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.type(screen.getByLabelText('Message'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid email address, like name@example.com.')).toBeInTheDocument();
    expect(screen.getByText('Enter a subject.')).toBeInTheDocument();
    expect(screen.getByText('Write at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email address')).toHaveValue('not-an-email');
    expect(requests).toHaveLength(0);
  });

  it("posts the message to /api/contact and shows the server's reply", async () => {
    const { requests } = mockApi(
      routes({
        'POST /contact': {
          status: 200,
          data: { success: true, message: 'Thank you. We will reply within two working days.' },
        },
      }),
    );
    const { user } = renderWithProviders(<ContactPage />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('heading', { name: 'Message sent' })).toBeInTheDocument();
    expect(screen.getByText('Thank you. We will reply within two working days.')).toBeInTheDocument();
    expect(requests).toHaveLength(1);
    expect(requests[0]!.data).toEqual({
      name: 'Chamari Silva',
      email: 'chamari@example.lk',
      subject: 'Report an advertisement',
      message: 'The job at /job/12 asks candidates to pay a registration fee.',
    });

    await user.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Your name')).toHaveValue('');
  });

  it("shows the server's field errors beside the fields and keeps what was typed", async () => {
    mockApi(
      routes({
        'POST /contact': {
          status: 422,
          data: {
            success: false,
            message: 'Some fields are invalid.',
            errors: [{ field: 'email', message: 'This email domain does not accept mail.' }],
          },
        },
      }),
    );
    const { user } = renderWithProviders(<ContactPage />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('This email domain does not accept mail.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(screen.getByLabelText('Subject')).toHaveValue('Report an advertisement');
  });

  it("shows the server's message when it refuses the message", async () => {
    mockApi(
      routes({
        'POST /contact': {
          status: 429,
          headers: { 'Retry-After': '60' },
          data: { success: false, message: 'Too many messages. Please try again in a minute.' },
        },
      }),
    );
    const { user } = renderWithProviders(<ContactPage />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages. Please try again in a minute.');
    expect(screen.getByLabelText('Your name')).toHaveValue('  Chamari Silva ');
  });

  it('says so when the message could not be sent and the server gave no reason', async () => {
    mockApi(routes({ 'POST /contact': { status: 500, data: {} } }));
    const { user } = renderWithProviders(<ContactPage />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your message could not be sent. Please try again.');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApplyNowForm } from '@/features/cv/talent-pool/apply-now';
import { mockApi, routes, type MockOutcome } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

const SENT = 'Your CV was sent. We will contact you when a suitable job comes up.';

function pdf(name = 'Nimal-Perera-CV.pdf', size?: number): File {
  const file = new File(['%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderForm(answer: MockOutcome = { status: 201, data: { success: true, data: { id: 9 }, message: SENT } }) {
  const mock = mockApi(routes({ 'POST /cvs/submit': answer }));
  const onClose = vi.fn();
  const rendered = renderWithProviders(<ApplyNowForm onClose={onClose} />);
  // The form checks the file itself, so the file input's accept list must not filter the choice.
  const user = userEvent.setup({ applyAccept: false });
  return { ...mock, ...rendered, user, onClose };
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, { file = pdf(), consent = true } = {}) {
  const form = await screen.findByRole('form', { name: 'Send your CV' });
  await user.type(within(form).getByLabelText('Full name'), 'Nimal Perera');
  await user.type(within(form).getByLabelText('Email address'), 'nimal@example.lk');
  await user.type(within(form).getByLabelText('Phone number'), '077 123 4567');
  await user.selectOptions(within(form).getByLabelText('Kind of job'), 'Private Jobs');
  await user.selectOptions(within(form).getByLabelText('Field'), 'IT and Software');
  await user.upload(within(form).getByLabelText('Your CV'), file);
  if (consent) await user.click(within(form).getByRole('checkbox'));
  return form;
}

describe("the 'Apply Now' form", () => {
  it('shows what is missing beside each field, moves the focus to the first, and sends nothing', async () => {
    const { requests, user } = renderForm();
    const form = await screen.findByRole('form', { name: 'Send your CV' });
    await user.click(within(form).getByRole('button', { name: 'Send my CV' }));

    const name = within(form).getByLabelText('Full name');
    expect(await within(form).findByText('Enter your name.')).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter your name.');
    expect(within(form).getByLabelText('Email address')).toHaveAccessibleDescription('Enter your email address.');
    expect(within(form).getByLabelText('Phone number')).toHaveAccessibleDescription(/Enter your phone number\./);
    expect(within(form).getByLabelText('Kind of job')).toHaveAccessibleDescription('Choose the kind of job you want.');
    expect(within(form).getByLabelText('Your CV')).toHaveAccessibleDescription(/Choose your CV file\./);
    expect(within(form).getByRole('checkbox')).toHaveAccessibleDescription(/Tick the box so that we may keep your CV and contact you\./);
    expect(requests).toHaveLength(0);
  });

  it('offers the sub-topics of the chosen main topic only, and asks for one', async () => {
    const { user } = renderForm();
    const form = await screen.findByRole('form', { name: 'Send your CV' });
    const sub = within(form).getByLabelText('Field');
    expect(sub).toBeDisabled();
    await user.selectOptions(within(form).getByLabelText('Kind of job'), 'International Jobs');
    expect(sub).toBeEnabled();
    const options = within(sub).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Choose a sub-topic', 'Middle East', 'Europe', 'East Asia', 'Australia and New Zealand', 'Maldives']);
    await user.click(within(form).getByRole('button', { name: 'Send my CV' }));
    expect(await within(form).findByText('Choose a field within that kind of job.')).toBeInTheDocument();
    expect(sub).toHaveAccessibleDescription('Choose a field within that kind of job.');
    // Another main topic empties the sub-topic chosen for the first.
    await user.selectOptions(sub, 'Europe');
    await user.selectOptions(within(form).getByLabelText('Kind of job'), 'Government Jobs');
    expect(sub).toHaveValue('');
  });

  it('refuses a file that is not a PDF or DOCX, and one over 5 MB', async () => {
    const { requests, user } = renderForm();
    const form = await fillIn(user, { file: new File(['GIF89a'], 'photo.gif', { type: 'image/gif' }) });
    await user.click(within(form).getByRole('button', { name: 'Send my CV' }));
    const input = within(form).getByLabelText('Your CV');
    expect(await within(form).findByText('Your CV must be a PDF or a Word (.docx) file.')).toBeInTheDocument();
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.upload(input, pdf('big.pdf', 5 * 1024 * 1024 + 1));
    await user.click(within(form).getByRole('button', { name: 'Send my CV' }));
    expect(await within(form).findByText('This file is 5 MB. A CV can be at most 5 MB.')).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('is not sent without the consent', async () => {
    const { requests, user } = renderForm();
    const form = await fillIn(user, { consent: false });
    await user.click(within(form).getByRole('button', { name: 'Send my CV' }));
    expect(await within(form).findByText('Tick the box so that we may keep your CV and contact you.')).toBeInTheDocument();
    await waitFor(() => expect(within(form).getByRole('checkbox')).toHaveFocus());
    expect(within(form).getByRole('link', { name: /Read our privacy policy/ })).toHaveAttribute('href', '/privacy');
    expect(requests).toHaveLength(0);
  });

  it('sends the CV as multipart, shows the server’s message, empties the form and closes', async () => {
    const { requests, user, onClose } = renderForm();
    const form = await fillIn(user);
    await user.click(within(form).getByRole('button', { name: 'Send my CV' }));

    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(1);
    const sent = requests[0]!.data as FormData;
    expect(Object.fromEntries([...sent.entries()].filter(([key]) => key !== 'cv'))).toEqual({
      name: 'Nimal Perera',
      email: 'nimal@example.lk',
      phone: '077 123 4567',
      mainTopic: 'Private Jobs',
      subTopic: 'IT and Software',
      language: 'en',
      consent: 'true',
    });
    expect((sent.get('cv') as File).name).toBe('Nimal-Perera-CV.pdf');
    expect(within(form).getByLabelText('Full name')).toHaveValue('');
    expect(within(form).getByLabelText('Kind of job')).toHaveValue('');
    expect(within(form).getByRole('checkbox')).not.toBeChecked();
    expect((within(form).getByLabelText('Your CV') as HTMLInputElement).files).toHaveLength(0);
  });

  it('shows the server’s refusal as a toast, keeps what was typed and places field messages', async () => {
    const { user, onClose } = renderForm({
      status: 415,
      data: { success: false, message: 'The CV must be a PDF or a Word (DOCX) file.', errors: [{ field: 'cv', message: 'This file is not a PDF or DOCX.' }] },
    });
    const form = await fillIn(user, { file: pdf('renamed.pdf') });
    await user.click(within(form).getByRole('button', { name: 'Send my CV' }));
    expect(await screen.findByText('The CV must be a PDF or a Word (DOCX) file.')).toBeInTheDocument();
    expect(within(form).getByText('This file is not a PDF or DOCX.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Full name')).toHaveValue('Nimal Perera');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says plainly when there were too many attempts', async () => {
    const { user, onClose } = renderForm({ status: 429, data: { success: false, message: 'Too many attempts. Try again in 15 minutes.' } });
    const form = await fillIn(user);
    await user.click(within(form).getByRole('button', { name: 'Send my CV' }));
    expect(await screen.findByText('Too many attempts. Try again in 15 minutes.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Send my CV' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('uses its own words when a 429 comes without a message', async () => {
    const { user } = renderForm({ status: 429, data: {} });
    const form = await fillIn(user);
    await user.click(within(form).getByRole('button', { name: 'Send my CV' }));
    expect(await screen.findByText('Too many attempts. Please wait a few minutes and try again.')).toBeInTheDocument();
  });

  it('fills in the signed-in customer’s name and email, and offers no registration', async () => {
    localStorage.setItem('customerToken', 'customer-token-1');
    localStorage.setItem('customerUser', JSON.stringify({ id: 7, type: 'individual', name: 'Amara Silva', email: 'amara@example.lk' }));
    renderForm();
    const form = await screen.findByRole('form', { name: 'Send your CV' });
    expect(within(form).getByLabelText('Full name')).toHaveValue('Amara Silva');
    expect(within(form).getByLabelText('Email address')).toHaveValue('amara@example.lk');
    expect(screen.getByText('Looking at a particular job? Open it and apply from its page.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse jobs' })).toHaveAttribute('href', '/browse');
    expect(screen.queryByRole('link', { name: 'Create a free account' })).not.toBeInTheDocument();
  });

  it('offers a visitor the job list and a free account', async () => {
    const { user, onClose } = renderForm();
    await screen.findByRole('form', { name: 'Send your CV' });
    expect(screen.getByRole('link', { name: 'Create a free account' })).toHaveAttribute('href', '/customer/register');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

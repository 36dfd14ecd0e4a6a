import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fallbackFailure, type ApiFailure } from '@/lib/api-error';
import { initialJobsState } from '@/features/jobs/jobs-slice';
import type { JobBody, ProgressCallback } from '@/features/jobs/types';
import { deferred, mockApi, routes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { addDays } from '@/lib/format';
import { inAMonth, today } from '@/features/jobs/testing/dashboard-fixtures';
import { JobForm, type JobFormOutcome, type JobFormProps } from '@/features/jobs/dashboard/job-form';

type Submit = (body: JobBody, onProgress: ProgressCallback) => Promise<JobFormOutcome>;

/** The topics as already loaded (the fixed lists), unless a test loads them itself. */
const topicsLoaded = { jobs: { ...initialJobsState, topics: { data: [], status: 'succeeded' as const, error: null } } };

function renderForm(props: Partial<JobFormProps> & { onSubmit?: Submit } = {}, { loadTopics = false } = {}) {
  const onSubmit = vi.fn<Submit>(props.onSubmit ?? (async () => ({ ok: true })));
  const view = renderWithProviders(<JobForm mode="customer" {...props} onSubmit={onSubmit} />, {
    preloadedState: loadTopics ? undefined : topicsLoaded,
  });
  return { ...view, onSubmit };
}

async function fillRequired(user: UserEvent, { company = true } = {}) {
  await user.type(screen.getByLabelText('Job title'), 'Senior Accountant');
  if (company) await user.type(screen.getByLabelText('Employer'), 'Acme Lanka');
  await user.selectOptions(screen.getByLabelText('Job type'), 'Full Time Jobs');
  await user.selectOptions(screen.getByLabelText('Experience level'), 'Senior Level');
  await user.selectOptions(screen.getByLabelText('Location'), 'Galle');
  await user.selectOptions(screen.getByLabelText('Main topic'), 'Private Jobs');
  await user.type(screen.getByLabelText('Description'), 'Keep the books of a growing export company.');
  await user.type(screen.getByLabelText('Closing date'), inAMonth);
}

function submitButton() {
  return screen.getByRole('button', { name: /Submit for approval|Post job|Posting/ });
}

describe('JobForm: checks before sending', () => {
  it('shows what is missing beside each field and sends nothing', async () => {
    mockApi(routes({}));
    const { user, onSubmit } = renderForm();
    await user.click(submitButton());
    expect(screen.getByLabelText('Job title')).toHaveAccessibleDescription('Enter the job title.');
    expect(screen.getByLabelText('Employer')).toHaveAccessibleDescription(/Enter the employer's name\./);
    expect(screen.getByLabelText('Job type')).toHaveAccessibleDescription('Choose the job type.');
    expect(screen.getByLabelText('Experience level')).toHaveAccessibleDescription('Choose the experience level.');
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription('Choose a district, or Foreign for work abroad.');
    expect(screen.getByLabelText('Main topic')).toHaveAccessibleDescription('Choose the main topic.');
    expect(screen.getByLabelText('Closing date')).toHaveAccessibleDescription(/Choose the closing date\./);
    expect(screen.getByLabelText('Description')).toHaveAccessibleDescription(/Describe the job\./);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a closing date in the past or more than 180 days ahead, and a salary range upside down', async () => {
    mockApi(routes({}));
    const { user, onSubmit } = renderForm();
    await fillRequired(user);
    const closing = screen.getByLabelText('Closing date');
    await user.clear(closing);
    await user.type(closing, addDays(today, -1));
    await user.type(screen.getByLabelText('Lowest monthly salary (optional)'), '150000');
    await user.type(screen.getByLabelText('Highest monthly salary (optional)'), '90,000');
    await user.click(submitButton());
    expect(closing).toHaveAccessibleDescription(/The closing date must be today or later\./);
    expect(screen.getByLabelText('Highest monthly salary (optional)')).toHaveAccessibleDescription(
      'The highest salary must not be below the lowest.',
    );
    await user.clear(closing);
    await user.type(closing, addDays(today, 181));
    await user.click(submitButton());
    expect(closing).toHaveAccessibleDescription(/at most 180 days ahead/);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for the country of a job abroad and the address of an application by email', async () => {
    mockApi(routes({}));
    const { user, onSubmit } = renderForm();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Location'), 'Foreign');
    await user.click(screen.getByRole('radio', { name: /By email/ }));
    await user.click(submitButton());
    expect(screen.getByLabelText('Country')).toHaveAccessibleDescription('Enter the country of the job.');
    expect(screen.getByLabelText('Email address for applications')).toHaveAccessibleDescription(
      'Enter the email address where applications go.',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('JobForm: sending', () => {
  it('sends the job as JSON when there is no flyer, then empties the form', async () => {
    mockApi(routes({}));
    const { user, onSubmit } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'Accounting and Finance' }));
    await user.type(screen.getByLabelText('Lowest monthly salary (optional)'), '80,000');
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      title: 'Senior Accountant',
      companyName: 'Acme Lanka',
      description: 'Keep the books of a growing export company.',
      location: 'Galle',
      jobType: 'Full Time Jobs',
      experienceLevel: 'Senior Level',
      mainTopic: 'Private Jobs',
      subTopics: ['Accounting and Finance'],
      salaryMin: 80000,
      currency: 'LKR',
      closingDate: inAMonth,
      applyMethod: 'site',
      screeningQuestions: [],
      allowsApplyWithoutCV: false,
      walkIn: null,
    });
    expect(screen.getByLabelText('Job title')).toHaveValue('');
  });

  it('posts a company account\'s job under its own name without asking', async () => {
    mockApi(routes({}));
    const { user, onSubmit } = renderForm({ postingAs: 'Acme Lanka' });
    expect(screen.queryByLabelText('Employer')).not.toBeInTheDocument();
    expect(screen.getByText('This job will be posted under Acme Lanka.')).toBeInTheDocument();
    await fillRequired(user, { company: false });
    await user.click(submitButton());
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('companyName');
    expect(onSubmit.mock.calls[0]?.[0]).not.toHaveProperty('featured');
  });

  it('lets an admin feature a job and mark it hot', async () => {
    mockApi(routes({}));
    const { user, onSubmit } = renderForm({ mode: 'admin' });
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: 'Feature this job on the home page' }));
    await user.click(submitButton());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ featured: true, hot: false, companyName: 'Acme Lanka' });
  });

  it('disables the button while sending and shows the flyer upload progress', async () => {
    mockApi(routes({}));
    const answer = deferred<JobFormOutcome>();
    let report: ProgressCallback = () => {};
    const { user, onSubmit } = renderForm({
      onSubmit: (_body, onProgress) => {
        report = onProgress;
        return answer.promise;
      },
    });
    await fillRequired(user);
    const flyer = new File(['x'.repeat(2048)], 'flyer.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Vacancy flyer (optional)'), flyer);
    expect(screen.getByText('flyer.png')).toBeInTheDocument();
    await user.click(submitButton());

    const body = onSubmit.mock.calls[0]?.[0];
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('image')).toBe(flyer);
    expect(form.get('title')).toBe('Senior Accountant');
    expect(form.get('closingDate')).toBe(inAMonth);
    expect(form.has('featured')).toBe(false);

    expect(screen.getByRole('button', { name: 'Posting...' })).toBeDisabled();
    act(() => report(45));
    expect(await screen.findByRole('progressbar', { name: 'Uploading the flyer...' })).toHaveAttribute('aria-valuenow', '45');
    answer.resolve({ ok: true });
    expect(await screen.findByRole('button', { name: 'Submit for approval' })).toBeEnabled();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses a flyer that is not an image or is larger than 5 MB', async () => {
    mockApi(routes({}));
    const { user, onSubmit } = renderForm();
    await fillRequired(user);
    const input = screen.getByLabelText('Vacancy flyer (optional)');
    // Chosen past the file picker's filter, as browsers allow with "All files".
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['%PDF'], 'flyer.pdf', { type: 'application/pdf' }));
    expect(input).toHaveAccessibleDescription(/The flyer must be a JPEG, PNG or WebP image\./);
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(input, big);
    expect(input).toHaveAccessibleDescription(/The flyer is larger than 5 MB/);
    await user.click(submitButton());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's errors beside the fields and keeps what was typed", async () => {
    mockApi(routes({}));
    const failure: ApiFailure = {
      message: 'Some fields are not valid.',
      status: 422,
      fromServer: true,
      fieldErrors: [
        { field: 'title', message: 'Title must be at least 5 characters.' },
        { field: 'image', message: 'The image is not a JPEG, PNG or WebP picture.' },
      ],
    };
    const { user } = renderForm({ onSubmit: async () => ({ ok: false, failure }) });
    await fillRequired(user);
    await user.upload(screen.getByLabelText('Vacancy flyer (optional)'), new File(['x'], 'f.png', { type: 'image/png' }));
    await user.click(submitButton());
    expect(await screen.findByText('Title must be at least 5 characters.')).toBeInTheDocument();
    expect(screen.getByLabelText('Job title')).toHaveAccessibleDescription('Title must be at least 5 characters.');
    expect(screen.getByLabelText('Vacancy flyer (optional)')).toHaveAccessibleDescription(/The image is not a JPEG, PNG or WebP picture\./);
    expect(screen.getByLabelText('Job title')).toHaveValue('Senior Accountant');
    expect(screen.getByLabelText('Description')).toHaveValue('Keep the books of a growing export company.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a message above the form when the failure names no field', async () => {
    mockApi(routes({}));
    const { user } = renderForm({ onSubmit: async () => ({ ok: false, failure: fallbackFailure('Failed to create job') }) });
    await fillRequired(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create job');
    expect(screen.getByLabelText('Job title')).toHaveValue('Senior Accountant');
  });
});

describe('JobForm: topics', () => {
  it('offers the sub-topics of the chosen main topic from GET /jobs/topics, at most 5', async () => {
    const subs = ['IT and Software', 'Accounting and Finance', 'Banking and Insurance', 'Sales and Marketing', 'Engineering', 'Apparel'];
    const { requests } = mockApi(
      routes({
        'GET /jobs/topics': {
          status: 200,
          data: {
            success: true,
            data: [{ name: 'Private Jobs', slug: 'private-jobs', count: 9, subTopics: subs.map((name) => ({ name, slug: name, count: 1 })) }],
          },
        },
      }),
    );
    const { user } = renderForm({}, { loadTopics: true });
    await waitFor(() => expect(requests.map((request) => request.url)).toContain('/jobs/topics'));
    await user.selectOptions(screen.getByLabelText('Main topic'), 'Private Jobs');
    const group = await screen.findByRole('group', { name: /Sub-topics/ });
    await waitFor(() => expect(within(group).getAllByRole('checkbox')).toHaveLength(6));
    for (const name of subs.slice(0, 5)) await user.click(within(group).getByRole('checkbox', { name }));
    expect(within(group).getByRole('checkbox', { name: 'Apparel' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Main topic'), 'Government Jobs');
    expect(screen.getByRole('checkbox', { name: 'Teaching' })).not.toBeChecked();
    expect(screen.queryByRole('checkbox', { name: 'Apparel' })).not.toBeInTheDocument();
  });
});

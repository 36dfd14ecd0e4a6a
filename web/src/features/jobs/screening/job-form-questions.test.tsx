import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { initialJobsState } from '@/features/jobs/jobs-slice';
import type { JobBody, JobInput, ProgressCallback, ScreeningQuestion } from '@/features/jobs/types';
import { mockApi, routes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { inAMonth, makeJob } from '@/features/jobs/testing/dashboard-fixtures';
import { JobForm, type JobFormOutcome, type JobFormProps } from '@/features/jobs/dashboard/job-form';

type Submit = (body: JobBody, onProgress: ProgressCallback) => Promise<JobFormOutcome>;
const topicsLoaded = { jobs: { ...initialJobsState, topics: { data: [], status: 'succeeded' as const, error: null } } };

function renderForm(props: Partial<JobFormProps> & { onSubmit?: Submit } = {}) {
  const onSubmit = vi.fn<Submit>(props.onSubmit ?? (async () => ({ ok: true })));
  const view = renderWithProviders(<JobForm mode="customer" {...props} onSubmit={onSubmit} />, { preloadedState: topicsLoaded });
  return { ...view, onSubmit };
}

async function fillRequired(user: UserEvent) {
  await user.type(screen.getByLabelText('Job title'), 'Lorry Driver');
  await user.type(screen.getByLabelText('Employer'), 'Lanka Transport');
  await user.selectOptions(screen.getByLabelText('Job type'), 'Full Time Jobs');
  await user.selectOptions(screen.getByLabelText('Experience level'), 'Mid Level');
  await user.selectOptions(screen.getByLabelText('Location'), 'Galle');
  await user.selectOptions(screen.getByLabelText('Main topic'), 'Private Jobs');
  await user.type(screen.getByLabelText('Description'), 'Drive goods between Galle and Colombo.');
  await user.type(screen.getByLabelText('Closing date'), inAMonth);
}

const submitButton = () => screen.getByRole('button', { name: /Submit for approval|Save/ });
const question = (number: number) => within(screen.getByRole('group', { name: `Question ${number}` }));

describe('JobForm: screening questions', { timeout: 30000 }, () => {
  it('refuses a question without its text or choices, beside the fields, and sends nothing', async () => {
    mockApi(routes({}));
    const { user, onSubmit } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.selectOptions(question(2).getByLabelText('Answer type'), 'choice');
    await user.type(question(2).getByLabelText('Choice 1'), 'Day');
    await user.click(submitButton());
    expect(question(1).getByLabelText('Question')).toHaveAccessibleDescription(/Write question 1, or remove it\./);
    expect(question(2).getByText('Question 2 needs at least 2 choices.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the questions with their kind, whether required and the wanted answer', async () => {
    mockApi(routes({}));
    const { user, onSubmit } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.type(question(1).getByLabelText('Question'), 'Do you hold a heavy vehicle licence?');
    await user.click(question(1).getByRole('checkbox', { name: /Required/ }));
    await user.selectOptions(question(1).getByLabelText('Wanted answer'), 'yes');
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.selectOptions(question(2).getByLabelText('Answer type'), 'number');
    await user.type(question(2).getByLabelText('Question'), 'Years of driving?');
    await user.type(question(2).getByLabelText('Wanted: at least (optional)'), '3');
    await user.click(question(2).getByRole('button', { name: 'Move question 2 up' }));
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect((onSubmit.mock.calls[0]?.[0] as JobInput).screeningQuestions).toEqual([
      { kind: 'number', text: 'Years of driving?', required: false, options: [], wanted: '3' },
      { kind: 'yesno', text: 'Do you hold a heavy vehicle licence?', required: true, options: [], wanted: 'yes' },
    ]);
  });

  it("puts the server's problems beside the question and edits start from the change waiting for review", async () => {
    mockApi(routes({}));
    const asked: ScreeningQuestion[] = [{ kind: 'choice', text: 'Which shift?', required: false, options: ['Day', 'Night'], wanted: 'Night' }];
    const editing = makeJob({ status: 'approved', closingDate: inAMonth, applyMethod: 'site', screeningQuestions: [] });
    editing.change = { ...editing, status: 'pending', rejectionReason: '', screeningQuestions: asked };
    const { user } = renderForm({
      editing,
      onSubmit: async () => ({
        ok: false,
        failure: { message: 'Check the form.', status: 422, fromServer: true, fieldErrors: [{ field: 'screeningQuestions.0.text', message: 'Question 1 must be at most 200 characters (it has 230).' }] },
      }),
    });
    expect(screen.getByText(/changed questions are reviewed/)).toBeInTheDocument();
    expect(question(1).getByLabelText('Question')).toHaveValue('Which shift?');
    expect(question(1).getByLabelText('Wanted answer')).toHaveValue('Night');
    await user.click(submitButton());
    expect(await screen.findByText('Question 1 must be at most 200 characters (it has 230).')).toBeInTheDocument();
  });
});

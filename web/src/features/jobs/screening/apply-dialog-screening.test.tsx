import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, routes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { ApplyDialog } from '@/features/jobs/components/apply-dialog';
import type { ScreeningQuestion } from '@/features/jobs/types';

const questions: ScreeningQuestion[] = [
  { kind: 'yesno', text: 'Do you hold a heavy vehicle licence?', required: true, options: [], wanted: 'yes' },
  { kind: 'number', text: 'Years of driving?', required: false, options: [], wanted: '3' },
  { kind: 'choice', text: 'Which shift?', required: true, options: ['Day', 'Night'], wanted: '' },
];
const job = { id: 8, title: 'Lorry Driver', companyName: 'Lanka Transport', screeningQuestions: questions };

function signIn() {
  localStorage.setItem('customerToken', 'customer-token');
  localStorage.setItem('customerUser', JSON.stringify({ name: 'Nimal', type: 'individual' }));
}

async function fillTheRest(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.type(screen.getByLabelText('Cover letter'), 'Five years.');
  await user.upload(screen.getByLabelText('Your CV'), new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
}

describe('ApplyDialog: screening questions', { timeout: 30000 }, () => {
  it('asks each question, refuses a required one left unanswered and sends nothing', async () => {
    signIn();
    const { requests } = mockApi(routes({}));
    const { user } = renderWithProviders(<ApplyDialog job={job} open onClose={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Questions from the employer' })).toBeInTheDocument();
    await fillTheRest(user);
    await user.type(screen.getByLabelText('Years of driving? (optional)'), 'many');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findAllByText('This question is required: please answer it.', { selector: 'p' })).toHaveLength(2);
    expect(screen.getByRole('group', { name: 'Do you hold a heavy vehicle licence? (required)' })).toHaveAccessibleDescription(
      'This question is required: please answer it.',
    );
    expect(screen.getByLabelText('Years of driving? (optional)')).toHaveAccessibleDescription('Answer with a number, such as 3 or 2.5.');
    expect(screen.getByLabelText('Which shift? (required)')).toHaveAccessibleDescription('This question is required: please answer it.');
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('sends the answers given, each naming its question, and puts the server’s problems beside them', async () => {
    signIn();
    let call = 0;
    const { requests } = mockApi(
      routes({
        'POST /jobs/8/apply': () =>
          call++ === 0
            ? { status: 422, data: { success: false, message: 'Validation failed.', errors: [{ field: 'answers.2', message: 'Choose one of the given answers to “Which shift?”.' }] } }
            : { status: 201, data: { success: true, data: { id: 1, jobId: 8, status: 'submitted' }, message: 'Your application was sent.' } },
      }),
    );
    const { user } = renderWithProviders(<ApplyDialog job={job} open onClose={vi.fn()} />);
    await fillTheRest(user);
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    await user.selectOptions(screen.getByLabelText('Which shift? (required)'), 'Night');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    await waitFor(() => expect(screen.getByLabelText('Which shift? (required)')).toHaveAccessibleDescription('Choose one of the given answers to “Which shift?”.'));
    const body = requests.find((request) => request.method === 'POST')!.data as FormData;
    expect(body.getAll('answers').map((value) => JSON.parse(String(value)) as unknown)).toEqual([
      { question: 0, answer: 'yes' },
      { question: 2, answer: 'Night' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Your application was sent.')).toBeInTheDocument();
  });
});

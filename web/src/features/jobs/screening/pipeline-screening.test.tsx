import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EmployerApplication, ScreeningAnswer } from '@/features/jobs/types';
import { mockApi, routes, type RecordedRequest } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { makeApplication } from '@/features/jobs/testing/dashboard-fixtures';
import { JobApplications } from '@/features/jobs/dashboard/job-applications';

const licence = (answer: string, met: boolean): ScreeningAnswer => ({
  kind: 'yesno', text: 'Do you hold a heavy vehicle licence?', required: true, options: [], wanted: 'yes', answer, met,
});
const years = (answer: string, met: boolean): ScreeningAnswer => ({
  kind: 'number', text: 'Years of driving?', required: false, options: [], wanted: '3', answer, met,
});

function employerApplication(overrides: Partial<EmployerApplication>): EmployerApplication {
  return { ...makeApplication(), rating: null, notesCount: 0, ...overrides };
}

const nimal = employerApplication({ id: 501, screeningAnswers: [licence('yes', true), years('5', true)], screeningMet: true, screeningKnockout: false });
const kamala = employerApplication({
  id: 502, applicant: { id: 8, name: 'Kamala Silva', email: '' }, screeningAnswers: [licence('no', false), years('', false)], screeningMet: false, screeningKnockout: true,
});
const stages = { submitted: 2, reviewed: 0, shortlisted: 0, interview: 0, offered: 0, hired: 0, rejected: 0, withdrawn: 0 };

function list(data: EmployerApplication[]) {
  return { status: 200, data: { success: true, data, pagination: { page: 1, limit: 100, total: data.length, totalPages: 1 } } };
}

describe('JobApplications: screening answers', { timeout: 30000 }, () => {
  it('shows the answers and marks, filters and sorts by them, and knocks out only after confirming', async () => {
    let movedOut = false;
    const { requests } = mockApi(
      routes({
        'GET /jobs/1/applications': (request: RecordedRequest) => {
          if (request.url.includes('screening=knockout')) return list(movedOut ? [] : [kamala]);
          if (request.url.includes('screening=met')) return list([nimal]);
          return list([nimal, { ...kamala, status: movedOut ? 'rejected' : 'submitted' }]);
        },
        'GET /jobs/1/applications/stages': { status: 200, data: { success: true, data: stages } },
        'POST /jobs/1/applications/move': () => {
          movedOut = true;
          return { status: 200, data: { success: true, data: [{ ...kamala, status: 'rejected' }], message: 'Moved 1 application.' } };
        },
      }),
    );
    const { user } = renderWithProviders(<JobApplications jobId={1} jobTitle="Lorry Driver" />);
    const card = await screen.findByRole('article', { name: 'Kamala Silva' });
    const answers = within(card).getByRole('region', { name: 'Screening answers' });
    expect(within(answers).getByText('Misses a required answer')).toBeInTheDocument();
    expect(within(answers).getByText('Wanted: at least 3')).toBeInTheDocument();
    expect(within(answers).getByText('Not answered')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Nimal Perera' })).getByText('Meets all wanted answers')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Screening answers' }), 'met');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Kamala Silva' })).toBeNull());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order' }), 'screening');
    await waitFor(() => expect(requests.some((request) => request.url.includes('screening=met') && request.url.includes('sort=screening'))).toBe(true));

    const offer = await screen.findByTestId('knockout-offer');
    expect(offer).toHaveTextContent('1 application still at “Applied” misses a required answer.');
    await user.click(within(offer).getByRole('button', { name: 'Move to “Not selected”…' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Move 1 application to “Not selected”?' });
    expect(within(dialog).getByText('Kamala Silva')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.click(within(offer).getByRole('button', { name: 'Move to “Not selected”…' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Move 1 application to “Not selected”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Move to “Not selected”' }));
    await screen.findByText('1 application moved to “Not selected”.');
    expect(requests.find((request) => request.method === 'POST')?.data).toEqual({ ids: [502], status: 'rejected', notify: true });
    await waitFor(() => expect(screen.queryByTestId('knockout-offer')).toBeNull());
  });
});

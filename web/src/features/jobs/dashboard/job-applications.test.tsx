import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EmployerApplication } from '@/features/jobs/types';
import { mockApi, routes, type RecordedRequest } from '@/testing/mock-api';
import { LocationProbe, renderWithProviders } from '@/testing/render';
import { makeApplication } from '@/features/jobs/testing/dashboard-fixtures';
import { JobApplications } from '@/features/jobs/dashboard/job-applications';
import { MyApplicationsPanel } from '@/features/jobs/dashboard/my-applications-panel';

function employerApplication(overrides: Partial<EmployerApplication> = {}): EmployerApplication {
  return { ...makeApplication(), rating: null, notesCount: 0, ...overrides };
}

const nimal = employerApplication({ id: 501 });
const kamala = employerApplication({ id: 502, applicant: { id: 8, name: 'Kamala Silva', email: 'kamala@example.lk' }, status: 'reviewed' });
const ruwan = employerApplication({ id: 503, applicant: { id: 9, name: 'Ruwan Dias', email: '' }, status: 'withdrawn' });
const stages = { submitted: 1, reviewed: 1, shortlisted: 0, interview: 0, offered: 0, hired: 0, rejected: 0, withdrawn: 1 };

function list(data: EmployerApplication[]) {
  return { status: 200, data: { success: true, data, pagination: { page: 1, limit: 100, total: data.length, totalPages: 1 } } };
}

describe('JobApplications: a job’s pipeline', () => {
  it('reads past the first 100 a page at a time, with the page in the address, filters starting again at page 1', { timeout: 20000 }, async () => {
    const pageOf = (page: number) => [
      employerApplication({ id: 1000 + page * 2, applicant: { id: 100 + page, name: `Applicant ${page}a`, email: '' } }),
      employerApplication({ id: 1001 + page * 2, applicant: { id: 200 + page, name: `Applicant ${page}b`, email: '' } }),
    ];
    const paged = (request: RecordedRequest) => {
      const query = new URLSearchParams(request.url.split('?')[1]);
      const page = Number(query.get('page') ?? '1');
      const total = query.get('status') === 'reviewed' ? 102 : 250;
      return { status: 200, data: { success: true, data: pageOf(page), pagination: { page, limit: 100, total, totalPages: Math.ceil(total / 100) } } };
    };
    const { requests } = mockApi(
      routes({
        'GET /jobs/1/applications': paged,
        'GET /jobs/1/applications/stages': { status: 200, data: { success: true, data: { ...stages, submitted: 148, reviewed: 102 } } },
        'POST /jobs/1/applications/move': { status: 200, data: { success: true, data: [], message: 'Moved 2 applications.' } },
      }),
    );
    // An address kept from before (a reload): this job's second page.
    const { user } = renderWithProviders(
      <>
        <JobApplications jobId={1} jobTitle="Accountant" />
        <LocationProbe />
      </>,
      { route: '/dashboard?tab=jobs&job=1&applicationsPage=2' },
    );
    expect(await screen.findByRole('heading', { name: 'Applicant 2a' })).toBeInTheDocument();
    const reads = () => requests.filter((request) => request.url.startsWith('/jobs/1/applications?'));
    expect(reads()[0]?.url).toBe('/jobs/1/applications?page=2&limit=100');
    expect(screen.getByText('Showing 101–102 of 250.')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of applications' });
    expect(within(pages).getByText('2')).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '/dashboard?tab=jobs&job=1&applicationsPage=3');
    expect(within(pages).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/dashboard?tab=jobs&job=1');

    // The stage counts are the whole job's, whatever the page.
    const stagesNav = screen.getByRole('navigation', { name: 'Stages' });
    expect(await within(stagesNav).findByRole('button', { name: 'All 251' })).toBeInTheDocument();

    // A selection is of the page shown, and goes with it.
    await user.click(screen.getByRole('checkbox', { name: 'Select all 2 shown' }));
    expect(screen.getByRole('button', { name: 'Move 2 selected' })).toBeEnabled();
    await user.click(within(pages).getByRole('link', { name: /Next/ }));
    expect(await screen.findByRole('heading', { name: 'Applicant 3a' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?tab=jobs&job=1&applicationsPage=3');
    expect(reads().at(-1)?.url).toBe('/jobs/1/applications?page=3&limit=100');
    expect(screen.getByText('Showing 201–202 of 250.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move 0 selected' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select all 2 shown' }));
    await user.click(screen.getByRole('button', { name: 'Move 2 selected' }));
    await screen.findByText('2 applications moved to Reviewed.');
    expect(requests.find((request) => request.method === 'POST')?.data).toEqual({ ids: [1006, 1007], status: 'reviewed', notify: true });
    // The page is read again after the move, still the third.
    await waitFor(() => expect(reads().filter((request) => request.url === '/jobs/1/applications?page=3&limit=100')).toHaveLength(2));

    // Another filter starts at its first page, and the address says so.
    await user.click(within(stagesNav).getByRole('button', { name: 'Reviewed 102' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/dashboard\?tab=jobs&job=1$/));
    await waitFor(() => expect(reads().at(-1)?.url).toBe('/jobs/1/applications?status=reviewed&limit=100'));
    expect(await screen.findByText('Showing 1–2 of 102.')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Pages of applications' })).getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/dashboard?tab=jobs&job=1&applicationsPage=2',
    );
  });

  it('shows the last page when the page in the address is past it', async () => {
    const { requests } = mockApi(
      routes({
        'GET /jobs/1/applications': (request: RecordedRequest) =>
          request.url.includes('page=9')
            ? { status: 200, data: { success: true, data: [], pagination: { page: 9, limit: 100, total: 120, totalPages: 2 } } }
            : { status: 200, data: { success: true, data: [nimal], pagination: { page: 2, limit: 100, total: 120, totalPages: 2 } } },
        'GET /jobs/1/applications/stages': { status: 200, data: { success: true, data: stages } },
      }),
    );
    renderWithProviders(
      <>
        <JobApplications jobId={1} jobTitle="Accountant" />
        <LocationProbe />
      </>,
      { route: '/dashboard?job=1&applicationsPage=9' },
    );
    expect(await screen.findByRole('heading', { name: 'Nimal Perera' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard?job=1&applicationsPage=2');
    expect(requests.some((request) => request.url === '/jobs/1/applications?page=2&limit=100')).toBe(true);
  });

  it('ignores a page in the address that names another job', async () => {
    const { requests } = mockApi(
      routes({
        'GET /jobs/1/applications': list([nimal]),
        'GET /jobs/1/applications/stages': { status: 200, data: { success: true, data: stages } },
      }),
    );
    renderWithProviders(<JobApplications jobId={1} jobTitle="Accountant" />, { route: '/dashboard?job=2&applicationsPage=4' });
    expect(await screen.findByRole('heading', { name: 'Nimal Perera' })).toBeInTheDocument();
    expect(requests.filter((request) => request.url.startsWith('/jobs/1/applications?')).map((request) => request.url)).toEqual([
      '/jobs/1/applications?limit=100',
    ]);
    expect(screen.queryByRole('navigation', { name: 'Pages of applications' })).toBeNull();
  });

  it('counts each stage, filters by stage and date, and moves the selected in one request', async () => {
    const moved = [
      { ...nimal, status: 'interview' as const },
      { ...kamala, status: 'interview' as const },
    ];
    const { requests } = mockApi(
      routes({
        'GET /jobs/1/applications': (request: RecordedRequest) =>
          request.url.includes('status=withdrawn') ? list([ruwan]) : list([nimal, kamala, ruwan]),
        'GET /jobs/1/applications/stages': { status: 200, data: { success: true, data: stages } },
        'POST /jobs/1/applications/move': { status: 200, data: { success: true, data: moved, message: 'Moved 2 applications.' } },
      }),
    );
    const { user } = renderWithProviders(<JobApplications jobId={1} jobTitle="Accountant" />);
    const nav = await screen.findByRole('navigation', { name: 'Stages' });
    expect(await within(nav).findByRole('button', { name: 'All 3' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(nav).getByRole('button', { name: 'Withdrawn 1' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Nimal Perera' })).toBeInTheDocument();

    // A withdrawn application cannot be picked or moved.
    const withdrawn = screen.getByRole('article', { name: 'Ruwan Dias' });
    expect(within(withdrawn).queryByRole('checkbox')).toBeNull();
    expect(within(withdrawn).queryByRole('combobox', { name: 'Stage' })).toBeNull();

    await user.click(screen.getByRole('checkbox', { name: 'Select all 2 shown' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Move to' }), 'interview');
    await user.click(screen.getByRole('checkbox', { name: 'Email each applicant' }));
    await user.click(screen.getByRole('button', { name: 'Move 2 selected' }));
    await screen.findByText('2 applications moved to Interview.');
    const move = requests.find((request) => request.method === 'POST');
    expect(move?.data).toEqual({ ids: [501, 502], status: 'interview', notify: false });

    await user.click(within(nav).getByRole('button', { name: 'Withdrawn 1' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Nimal Perera' })).toBeNull());
    expect(requests.some((request) => request.url.includes('status=withdrawn'))).toBe(true);

    const from = screen.getByLabelText('Applied from');
    await user.type(from, '2026-03-01');
    await waitFor(() => expect(requests.some((request) => request.url.startsWith('/jobs/1/applications/stages?from=2026-03-01'))).toBe(true));
  });

  it('moves one application, always telling the applicant of not selected, and keeps private notes and a rating', async () => {
    const { requests } = mockApi(
      routes({
        'GET /jobs/1/applications': list([nimal]),
        'GET /jobs/1/applications/stages': { status: 200, data: { success: true, data: stages } },
        'PATCH /applications/501': { status: 200, data: { success: true, data: { ...nimal, status: 'rejected', updatedAt: '2026-03-08T08:00:00Z' } } },
        'PUT /applications/501/rating': { status: 200, data: { success: true, data: { ...nimal, rating: 4 } } },
        'GET /applications/501/history': {
          status: 200,
          data: { success: true, data: [{ status: 'submitted', at: '2026-03-06T08:00:00Z', by: null, notified: false }] },
        },
        'GET /applications/501/notes': { status: 200, data: { success: true, data: [] } },
        'POST /applications/501/notes': {
          status: 201,
          data: { success: true, data: { id: 9, body: 'Strong on Excel.', author: { kind: 'customer', name: 'Acme Lanka' }, createdAt: '2026-03-08T08:00:00Z' } },
        },
      }),
    );
    const { user } = renderWithProviders(<JobApplications jobId={1} jobTitle="Accountant" />);
    const card = await screen.findByRole('article', { name: 'Nimal Perera' });
    await user.click(within(card).getByRole('checkbox', { name: 'Email the applicant' }));
    await user.selectOptions(within(card).getByRole('combobox', { name: 'Stage' }), 'rejected');
    await screen.findByText('Nimal Perera moved to Not selected.');
    expect(requests.find((request) => request.method === 'PATCH')?.data).toEqual({ status: 'rejected', notify: true });

    await user.selectOptions(within(card).getByRole('combobox', { name: 'Rating' }), '4');
    await screen.findByText('Rating saved: 4 of 5.');
    expect(requests.find((request) => request.method === 'PUT')?.data).toEqual({ rating: 4 });

    await user.click(within(card).getByRole('button', { name: 'History and notes (0 notes)' }));
    const history = await within(card).findByRole('list', { name: 'History' });
    expect(history).toHaveTextContent('Applied');
    await user.click(within(card).getByRole('button', { name: 'Save note' }));
    expect(within(card).getByRole('alert')).toHaveTextContent('Write the note first: it is empty.');
    await user.type(within(card).getByLabelText('Add a note'), 'Strong on Excel.');
    await user.click(within(card).getByRole('button', { name: 'Save note' }));
    await within(card).findByText('Strong on Excel.');
    expect(requests.find((request) => request.method === 'POST')?.data).toEqual({ body: 'Strong on Excel.' });
  });
});

describe('MyApplicationsPanel: the applicant’s side', () => {
  it('shows the date of each stage and withdraws after a confirmation', async () => {
    const mine = {
      ...makeApplication({ status: 'interview' }),
      jobStatus: 'open',
      history: [
        { status: 'submitted', at: '2026-03-06T08:00:00Z' },
        { status: 'interview', at: '2026-03-09T08:00:00Z' },
      ],
    };
    const { requests } = mockApi(
      routes({
        'GET /user/applications': { status: 200, data: { success: true, data: [mine], pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } } },
        'POST /applications/501/withdraw': {
          status: 200,
          data: { success: true, data: { ...mine, status: 'withdrawn', history: [...mine.history, { status: 'withdrawn', at: '2026-03-10T08:00:00Z' }] } },
        },
      }),
    );
    const { user } = renderWithProviders(<MyApplicationsPanel />);
    const stagesList = await screen.findByRole('list', { name: 'Stages and dates' });
    expect(within(stagesList).getAllByRole('listitem')).toHaveLength(2);
    expect(stagesList).toHaveTextContent('Interview');
    expect(screen.queryByText(/rating/i)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Withdraw this application?' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw application' }));
    await screen.findByText('Your application for Accountant was withdrawn.');
    expect(requests.some((request) => request.method === 'POST' && request.url === '/applications/501/withdraw')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });
});

describe('MyApplicationsPanel: the applicant’s own screening answers', () => {
  it('shows each question with the answer given, yes/no in the reader’s words and a question left as not answered', async () => {
    const mine = {
      ...makeApplication(),
      jobStatus: 'open',
      history: [{ status: 'submitted', at: '2026-03-06T08:00:00Z' }],
      screeningAnswers: [
        { kind: 'yesno', question: 'Do you hold a heavy vehicle licence?', answer: 'yes' },
        { kind: 'number', question: 'Years of driving?', answer: '4.5' },
        { kind: 'text', question: 'Which routes do you know?', answer: '' },
      ],
    };
    mockApi(
      routes({
        'GET /user/applications': { status: 200, data: { success: true, data: [mine], pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } } },
      }),
    );
    const { user } = renderWithProviders(<MyApplicationsPanel />);
    const summary = await screen.findByText("Your answers to the employer's questions (3)");
    await user.click(summary);
    const details = summary.closest('details')!;
    expect(details).toHaveAttribute('open');
    const terms = within(details).getAllByRole('term').map((term) => term.textContent);
    const definitions = within(details).getAllByRole('definition').map((definition) => definition.textContent);
    expect(terms).toEqual(['Do you hold a heavy vehicle licence?', 'Years of driving?', 'Which routes do you know?']);
    expect(definitions).toEqual(['Yes', '4.5', 'Not answered']);
  });

  it('shows no answers block when the job asked no questions', async () => {
    const mine = { ...makeApplication(), jobStatus: 'open', history: [], screeningAnswers: [] };
    mockApi(
      routes({
        'GET /user/applications': { status: 200, data: { success: true, data: [mine], pagination: { page: 1, limit: 10, total: 1, totalPages: 1 } } },
      }),
    );
    renderWithProviders(<MyApplicationsPanel />);
    await screen.findByRole('heading', { name: 'Accountant' });
    expect(screen.queryByText(/Your answers/)).toBeNull();
  });
});

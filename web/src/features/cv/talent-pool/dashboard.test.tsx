import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminSectionsFor } from '@/components/dashboard/dashboard-section';
import { talentPoolDashboardSections } from '@/features/cv/talent-pool/dashboard';
import type { CvSubmission } from '@/features/cv/talent-pool/types';
import { mockApi, routes, type MockHandler, type MockOutcome } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

function aSubmission(overrides: Partial<CvSubmission> = {}): CvSubmission {
  return {
    id: 3,
    name: 'Nimal Perera',
    email: 'nimal@example.lk',
    phone: '077 123 4567',
    mainTopic: 'Private Jobs',
    subTopic: 'IT and Software',
    language: 'si',
    fileName: 'Nimal-Perera-CV.pdf',
    fileType: 'application/pdf',
    fileSize: 48_213,
    fileUrl: '/api/cvs/submissions/3/file',
    contactedAt: null,
    createdAt: '2026-11-26T04:30:00Z',
    ...overrides,
  };
}

const SECOND = aSubmission({
  id: 4,
  name: 'Kavitha Rajan',
  email: 'kavitha@example.lk',
  phone: '021 222 3344',
  mainTopic: 'International Jobs',
  subTopic: 'Middle East',
  language: 'ta',
  fileName: 'kavitha.docx',
  fileType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  contactedAt: '2026-11-26T09:00:00Z',
});

const page = (data: CvSubmission[], total = data.length, totalPages = 1): MockOutcome => ({
  status: 200,
  data: { success: true, data, pagination: { page: 1, limit: 20, total, totalPages } },
});

function renderSection(table: Record<string, MockOutcome | MockHandler>) {
  const mock = mockApi(routes(table));
  const Section = talentPoolDashboardSections[0]!.component;
  const rendered = renderWithProviders(<Section viewer={{ name: 'Dilani Admin', role: 'admin' }} />);
  return { ...mock, ...rendered };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the talent pool section', () => {
  it('is shown to admins and superadmins, who moderate people, and not to editors', () => {
    expect(talentPoolDashboardSections.map((section) => [section.id, section.labelKey, section.roles])).toEqual([['talent-pool', 'cv-talent-pool:tab', ['admin']]]);
    expect(adminSectionsFor(talentPoolDashboardSections, 'editor')).toEqual([]);
    expect(adminSectionsFor(talentPoolDashboardSections, 'admin').map((section) => section.id)).toEqual(['talent-pool']);
    expect(adminSectionsFor(talentPoolDashboardSections, 'superadmin').map((section) => section.id)).toEqual(['talent-pool']);
  });

  it('lists the CVs with their details, sent with the admin token', async () => {
    localStorage.setItem('token', 'admin-token-1');
    localStorage.setItem('user', JSON.stringify({ id: 1, username: 'admin', role: 'admin' }));
    const { requests } = renderSection({ 'GET /cvs/submissions': page([aSubmission(), SECOND]) });
    const table = await screen.findByRole('table', { name: 'CVs in the talent pool' }, { timeout: 5000 });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = rows[1]!;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Nimal Perera');
    expect(within(first).getByRole('link', { name: 'nimal@example.lk' })).toHaveAttribute('href', 'mailto:nimal@example.lk');
    expect(within(first).getByRole('link', { name: '077 123 4567' })).toHaveAttribute('href', 'tel:0771234567');
    expect(first).toHaveTextContent('Private Jobs');
    expect(first).toHaveTextContent('IT and Software');
    expect(first).toHaveTextContent('Nimal-Perera-CV.pdf');
    expect(first).toHaveTextContent('47.1 KB');
    expect(first).toHaveTextContent('Not yet');
    expect(rows[2]).toHaveTextContent(/Contacted Nov 26, 2026/);
    expect(screen.getByText('2 CVs')).toBeInTheDocument();
    expect(requests[0]!.headers.get('x-auth-token')).toBe('admin-token-1');
    expect(requests[0]!.config.params).toEqual({ page: 1, limit: 20 });
  });

  it('filters by main topic, sub-topic and a search, and clears the filters', async () => {
    const { requests, user } = renderSection({
      'GET /cvs/submissions': (request) => (request.query.get('search') === 'kavitha' ? page([SECOND]) : request.query.get('mainTopic') ? page([]) : page([aSubmission(), SECOND])),
    });
    await screen.findByRole('table', {}, { timeout: 5000 });
    const filters = screen.getByRole('search', { name: 'Filter the CVs' });
    await user.selectOptions(within(filters).getByLabelText('Main topic'), 'International Jobs');
    const sub = within(filters).getByLabelText('Sub-topic');
    expect(within(sub).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All sub-topics',
      'Middle East',
      'Europe',
      'East Asia',
      'Australia and New Zealand',
      'Maldives',
    ]);
    await user.selectOptions(sub, 'Middle East');
    await user.type(within(filters).getByRole('searchbox', { name: 'Search' }), ' kavitha ');
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('table')).toHaveTextContent('Kavitha Rajan');
    expect(requests.at(-1)!.config.params).toEqual({ page: 1, limit: 20, mainTopic: 'International Jobs', subTopic: 'Middle East', search: 'kavitha' });

    await user.clear(within(filters).getByRole('searchbox', { name: 'Search' }));
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('No CV matches these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(within(filters).getByLabelText('Main topic')).toHaveValue('');
    expect(requests.at(-1)!.config.params).toEqual({ page: 1, limit: 20 });
  });

  it('says when the pool is empty, and when it could not be loaded, with a retry', async () => {
    let fail = true;
    const { user } = renderSection({
      'GET /cvs/submissions': () => (fail ? { status: 500, data: { success: false, message: 'The database is not answering.' } } : page([])),
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('The database is not answering.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No CVs yet.')).toBeInTheDocument();
  });

  it('downloads a CV file with its name', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:cv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const { requests, user } = renderSection({
      'GET /cvs/submissions': page([aSubmission()]),
      'GET /cvs/submissions/3/file': {
        status: 200,
        data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
        headers: { 'content-disposition': 'attachment; filename="Nimal-Perera-CV.pdf"' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Download the CV of Nimal Perera' }, { timeout: 5000 }));
    await waitFor(() => expect(clicked).toEqual(['Nimal-Perera-CV.pdf']));
    expect(created).toHaveLength(1);
    expect(requests.at(-1)!.config.responseType).toBe('blob');
  });

  it('deletes a CV only after the confirmation', async () => {
    let deleted = false;
    const { requests, user } = renderSection({
      'GET /cvs/submissions': () => page(deleted ? [SECOND] : [aSubmission(), SECOND]),
      'DELETE /cvs/submissions/3': () => {
        deleted = true;
        return { status: 200, data: { success: true, message: 'CV submission deleted.' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete the CV of Nimal Perera' }, { timeout: 5000 }));
    let dialog = screen.getByRole('alertdialog', { name: 'Delete this CV?' });
    expect(dialog).toHaveTextContent('The CV of Nimal Perera and its file will be deleted for good.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete the CV of Nimal Perera' }));
    dialog = screen.getByRole('alertdialog', { name: 'Delete this CV?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('CV submission deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Nimal Perera')).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual(['/cvs/submissions/3']);
  });

  it('keeps the dialog open and says why when a deletion fails', async () => {
    const { user } = renderSection({
      'GET /cvs/submissions': page([aSubmission()]),
      'DELETE /cvs/submissions/3': { status: 404, data: { success: false, message: 'CV submission not found.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete the CV of Nimal Perera' }, { timeout: 5000 }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this CV?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('CV submission not found.')).toBeInTheDocument();
    expect(screen.getAllByText('CV submission not found.')).toHaveLength(2);
  });

  it('contacts the person: checks the fields, sends subject and message, and marks the row contacted', async () => {
    const { requests, user } = renderSection({
      'GET /cvs/submissions': page([aSubmission()]),
      'POST /cvs/submissions/3/contact': {
        status: 200,
        data: { success: true, message: 'Email sent to nimal@example.lk.', data: aSubmission({ contactedAt: '2026-11-27T05:00:00Z' }) },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Contact Nimal Perera' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Contact Nimal Perera' });
    expect(dialog).toHaveTextContent('The email goes to nimal@example.lk. Their language: සිංහල.');
    expect(within(dialog).getByLabelText('Subject')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Send the email' }));
    expect(await within(dialog).findByText('Enter a subject.')).toBeInTheDocument();
    expect(within(dialog).getByText('Write the message.')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Subject'), 'A software job in Colombo');
    await user.type(within(dialog).getByLabelText('Message'), 'A Colombo company is hiring a React developer. Reply to this email if you are interested.');
    await user.click(within(dialog).getByRole('button', { name: 'Send the email' }));
    expect(await screen.findByText('Email sent to nimal@example.lk.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveTextContent('Contacted Nov 27, 2026');
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.url).toBe('/cvs/submissions/3/contact');
    expect(post.data).toEqual({ subject: 'A software job in Colombo', message: 'A Colombo company is hiring a React developer. Reply to this email if you are interested.' });
  });

  it('keeps the message when contacting fails, and shows the server’s reason', async () => {
    const { user } = renderSection({
      'GET /cvs/submissions': page([aSubmission()]),
      'POST /cvs/submissions/3/contact': { status: 422, data: { success: false, message: 'Check the fields.', errors: [{ field: 'subject', message: 'The subject is too long.' }] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Contact Nimal Perera' }, { timeout: 5000 }));
    const dialog = screen.getByRole('dialog', { name: 'Contact Nimal Perera' });
    await user.type(within(dialog).getByLabelText('Subject'), 'Hello');
    await user.type(within(dialog).getByLabelText('Message'), 'A job for you.');
    await user.click(within(dialog).getByRole('button', { name: 'Send the email' }));
    expect(await screen.findByText('Check the fields.')).toBeInTheDocument();
    expect(within(dialog).getByText('The subject is too long.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Message')).toHaveValue('A job for you.');
    expect(screen.getByRole('table')).toHaveTextContent('Not yet');
  });
});

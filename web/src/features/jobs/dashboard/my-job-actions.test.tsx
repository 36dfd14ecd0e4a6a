import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { initialJobsState } from '@/features/jobs/jobs-slice';
import type { Job, JobChange } from '@/features/jobs/types';
import { mockApi, routes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { addDays } from '@/lib/format';
import { inAMonth, makeJob, today } from '@/features/jobs/testing/dashboard-fixtures';
import { JobChangeNote, JobEditor } from '@/features/jobs/dashboard/my-job-actions';

const topicsLoaded = { jobs: { ...initialJobsState, topics: { data: [], status: 'succeeded' as const, error: null } } };

function change(job: Job, overrides: Partial<JobChange> = {}): JobChange {
  const { title, slug, companyName, location, country, jobType, experienceLevel, mainTopic, subTopics, salaryMin, salaryMax, currency } = job;
  const { description, requirements, applyMethod, applyEmail, applyUrl, image } = job;
  return {
    title, slug, companyName, location, country, jobType, experienceLevel, mainTopic, subTopics, salaryMin, salaryMax, currency,
    description, requirements, applyMethod, applyEmail, applyUrl, image,
    status: 'pending', rejectionReason: '', createdAt: '2026-03-07T08:00:00Z', updatedAt: '2026-03-07T08:00:00Z',
    ...overrides,
  };
}

function renderEditor(job: Job) {
  const onSaved = vi.fn();
  const view = renderWithProviders(<JobEditor job={job} onSaved={onSaved} onCancel={() => {}} />, { preloadedState: topicsLoaded });
  return { ...view, onSaved };
}

async function toastText() {
  const toast = await screen.findByText((_, element) => element?.getAttribute('data-toast-type') !== null && element?.hasAttribute('data-toast-type') === true);
  const lines = Array.from(toast.querySelectorAll('p'), (line) => line.textContent ?? '');
  return { type: toast.getAttribute('data-toast-type'), text: lines.join(' | ') };
}

describe('JobEditor: the posting form in edit mode', () => {
  it('starts from the change waiting for review and sends the whole job with the version it read', async () => {
    const approved = makeJob({ status: 'approved', title: 'Accountant', updatedAt: '2026-03-07T08:00:00.123456Z' });
    const job = { ...approved, change: change(approved, { title: 'Senior Accountant' }) };
    const answer = { ...job, change: change(approved, { title: 'Senior Accountant, Colombo' }) };
    const { requests } = mockApi(routes({ 'PUT /jobs/1': { status: 200, data: { success: true, data: answer, message: 'Your change was sent for review.' } } }));
    const { user, onSaved } = renderEditor(job);

    const title = screen.getByLabelText('Job title');
    expect(title).toHaveValue('Senior Accountant');
    expect(screen.getByLabelText('Description')).toHaveValue(approved.description);
    expect(screen.getByText(/Visitors keep seeing the job as it was approved/)).toBeInTheDocument();
    await user.clear(title);
    await user.paste('Senior Accountant, Colombo');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(answer));
    const sent = requests.find((request) => request.method === 'PUT');
    expect(sent?.data).toMatchObject({ title: 'Senior Accountant, Colombo', updatedAt: '2026-03-07T08:00:00.123456Z', closingDate: inAMonth });
    const toast = await toastText();
    expect(toast).toEqual({ type: 'success', text: expect.stringContaining('Your changes were sent for review.') });
  });

  it('keeps the closing date of an approved job that has passed, and says a pending job was updated', async () => {
    const closed = makeJob({ status: 'pending', closingDate: inAMonth });
    mockApi(routes({ 'PUT /jobs/1': { status: 200, data: { success: true, data: closed, message: 'Job updated.' } } }));
    const { user } = renderEditor(closed);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await toastText()).text).toContain('Job updated successfully');

    const expired = makeJob({ status: 'approved', closingDate: addDays(today, -3), expired: true });
    const { requests } = mockApi(routes({ 'PUT /jobs/1': { status: 200, data: { success: true, data: expired } } }));
    const second = renderEditor(expired);
    const forms = second.container.querySelectorAll('form');
    await user.click(within(forms[forms.length - 1] as HTMLElement).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
  });

  it("shows 'Failed to update job' in a toast, with the server's message when it gives one", async () => {
    const job = makeJob({ status: 'approved' });
    const conflict = 'This job was changed elsewhere after you opened it. Reload it to see the latest version, then make your change again.';
    mockApi(routes({ 'PUT /jobs/1': { status: 409, data: { success: false, message: conflict } } }));
    const { user, onSaved } = renderEditor(job);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const toast = await toastText();
    expect(toast.type).toBe('error');
    expect(toast.text).toBe(`Failed to update job | ${conflict}`);
    expect(onSaved).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Job title')).toHaveValue(job.title);
  });

  it("falls back to 'Failed to update job' when the server says nothing, and asks to remove the flyer", async () => {
    const job = makeJob({ status: 'pending', image: '/media/img/ab/flyer.png' });
    const { requests } = mockApi(routes({ 'PUT /jobs/1': { status: 502, data: '' } }));
    const { user } = renderEditor(job);
    expect(screen.getByAltText('The flyer the job has now')).toHaveAttribute('src', '/media/img/ab/flyer.png');
    await user.click(screen.getByLabelText('Remove this flyer'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const toast = await toastText();
    expect(toast.type).toBe('error');
    expect(toast.text).toBe('Failed to update job');
    expect(requests.find((request) => request.method === 'PUT')?.data).toMatchObject({ removeImage: true });
  });
});

describe('JobChangeNote', () => {
  it('tells the poster that an edit waits, or why it was rejected', () => {
    const job = makeJob({ status: 'approved' });
    const { unmount } = renderWithProviders(<JobChangeNote job={{ ...job, change: change(job) }} />);
    expect(screen.getByRole('status')).toHaveTextContent('Your changes are waiting for review.');
    unmount();
    renderWithProviders(<JobChangeNote job={{ ...job, change: change(job, { status: 'rejected', rejectionReason: 'Name the branch.' }) }} />);
    expect(screen.getByText('Your changes were not approved.', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Reason: Name the branch.')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Job } from '@/features/jobs/types';
import { mockApi, routes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { listAnswer, makeJob } from '@/features/jobs/testing/dashboard-fixtures';
import { JobChangesPanel, changedFields } from '@/features/jobs/dashboard/job-changes-panel';

function withChange(job: Job, change: Partial<Job>): Job {
  const { title, slug, companyName, location, country, jobType, experienceLevel, mainTopic, subTopics, salaryMin, salaryMax, currency } = job;
  const { description, requirements, applyMethod, applyEmail, applyUrl, image } = job;
  return {
    ...job,
    change: {
      title, slug, companyName, location, country, jobType, experienceLevel, mainTopic, subTopics, salaryMin, salaryMax, currency,
      description, requirements, applyMethod, applyEmail, applyUrl, image,
      ...change,
      status: 'pending', rejectionReason: '', createdAt: '2026-03-07T08:00:00Z', updatedAt: '2026-03-07T08:00:00Z',
    },
  };
}

describe('JobChangesPanel: posters’ edits of approved jobs', () => {
  const job = withChange(makeJob({ status: 'approved', title: 'Accountant', image: '' }), {
    title: 'Senior Accountant',
    subTopics: ['Accounting and Finance', 'Banking and Insurance'],
    image: '/media/img/cd/flyer.png',
  });

  it('names only the fields that change', () => {
    expect(changedFields(job, job.change!)).toEqual(['title', 'subTopics', 'image']);
  });

  it('shows each change before and after, with the new flyer, and approves it', async () => {
    const approved = { ...job, title: 'Senior Accountant', image: '/media/img/cd/flyer.png', change: { ...job.change!, status: 'approved' as const } };
    const { requests } = mockApi(
      routes({
        'GET /jobs/admin/changes': { status: 200, data: listAnswer([job]) },
        'PUT /jobs/1/change/approve': { status: 200, data: { success: true, data: approved, message: 'Change approved.' } },
      }),
    );
    const { user } = renderWithProviders(<JobChangesPanel />);
    const table = await screen.findByRole('table', { name: 'What the change to “Accountant” alters' });
    const titleRow = within(table).getByRole('row', { name: /Job title/ });
    expect(titleRow).toHaveTextContent('Accountant');
    expect(titleRow).toHaveTextContent('Senior Accountant');
    expect(within(table).getByRole('row', { name: /Sub-topics/ })).toHaveTextContent('Banking and Insurance');
    expect(within(table).getByAltText('Flyer')).toHaveAttribute('src', '/media/img/cd/flyer.png');
    expect(within(table).queryByRole('row', { name: /Description/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Approve the change' }));
    await screen.findByText('The change was approved: “Senior Accountant” is public as changed.');
    expect(requests.some((request) => request.method === 'PUT' && request.url === '/jobs/1/change/approve')).toBe(true);
  });

  it('rejects a change only with a reason', async () => {
    const { requests } = mockApi(
      routes({
        'GET /jobs/admin/changes': { status: 200, data: listAnswer([job]) },
        'PUT /jobs/1/change/reject': { status: 200, data: { success: true, data: job } },
      }),
    );
    const { user } = renderWithProviders(<JobChangesPanel />);
    await user.click(await screen.findByRole('button', { name: 'Reject the change' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this change?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject the change' }));
    expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription(/Give the reason, for the poster\./);
    await user.click(within(dialog).getByLabelText('Reason'));
    await user.paste('Name the branch.');
    await user.click(within(dialog).getByRole('button', { name: 'Reject the change' }));
    await waitFor(() => expect(requests.find((request) => request.method === 'PUT')?.data).toEqual({ reason: 'Name the branch.' }));
    await screen.findByText('The change to “Accountant” was rejected; the job stays as it was.');
  });
});

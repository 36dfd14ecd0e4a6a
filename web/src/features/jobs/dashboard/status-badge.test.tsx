import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/i18n';
import { ApplicationStatusBadge, JobStatusBadge } from '@/features/jobs/dashboard/status-badge';

describe('JobStatusBadge', () => {
  it.each([
    [{ status: 'pending', expired: false }, 'Pending approval', 'amber'],
    [{ status: 'approved', expired: false }, 'Approved', 'green'],
    [{ status: 'rejected', expired: false }, 'Rejected', 'red'],
    [{ status: 'approved', expired: true }, 'Closed', 'gray'],
  ] as const)('shows %o in words and in colour', (job, words, colour) => {
    render(<JobStatusBadge job={job} />);
    expect(screen.getByText(words)).toHaveClass(`text-${colour}-900`.replace('gray-900', 'gray-800'));
  });
});

describe('ApplicationStatusBadge', () => {
  it.each([
    ['submitted', 'Applied'],
    ['reviewed', 'Reviewed'],
    ['shortlisted', 'Shortlisted'],
    ['interview', 'Interview'],
    ['offered', 'Offered'],
    ['hired', 'Hired'],
    ['rejected', 'Not selected'],
    ['withdrawn', 'Withdrawn'],
  ] as const)('names %s', (status, words) => {
    render(<ApplicationStatusBadge status={status} />);
    expect(screen.getByText(words)).toBeInTheDocument();
  });
});

/** Jobs and applications as the server sends them, for the dashboard tests. */
import type { Application, Job } from '@/features/jobs/types';
import { addDays, todayInSriLanka } from '@/lib/format';
import { listAnswer, makeJob as makeListedJob } from '@/features/jobs/testing/fixtures';

export const today = todayInSriLanka();
export const inAMonth = addDays(today, 30);

/** A job posted by a customer, as the dashboard lists show it: the base test job with its own details. */
export function makeJob(overrides: Partial<Job> = {}): Job {
  return makeListedJob({
    id: 1,
    title: 'Accountant',
    slug: 'accountant',
    description: 'Keep the books of a growing export company in Colombo.',
    requirements: 'CIMA part qualified.',
    companyId: null,
    companyName: 'Acme Lanka',
    experienceLevel: 'Mid Level',
    subTopics: ['Accounting and Finance'],
    salaryMin: 80000,
    salaryMax: 120000,
    closingDate: inAMonth,
    postedDate: '2026-03-05T04:30:00Z',
    applicationsCount: 2,
    postedBy: { kind: 'customer', id: 8 },
    createdAt: '2026-03-04T10:00:00Z',
    updatedAt: '2026-03-05T04:30:00Z',
    ...overrides,
  });
}

export function makeApplication(overrides: Partial<Application> = {}): Application {
  return {
    id: 501,
    jobId: 1,
    jobTitle: 'Accountant',
    jobSlug: 'accountant',
    companyName: 'Acme Lanka',
    applicant: { id: 7, name: 'Nimal Perera', email: 'nimal@example.lk' },
    coverLetter: 'I have kept the books of two exporters for five years.',
    phone: '077 123 4567',
    cv: { name: 'nimal-cv.pdf', type: 'application/pdf', size: 120_000, url: '/api/applications/501/cv' },
    status: 'submitted',
    createdAt: '2026-03-06T08:00:00Z',
    updatedAt: '2026-03-06T08:00:00Z',
    ...overrides,
  };
}

export { listAnswer };

export const customerCounts = { jobs: { total: 4, pending: 1, approved: 2, live: 1, expired: 1, rejected: 1, changes: 0, views: 57 } };
export const adminCounts = { ...customerCounts, jobs: { ...customerCounts.jobs, pending: 3 }, customers: { total: 12, individual: 9, company: 3 } };

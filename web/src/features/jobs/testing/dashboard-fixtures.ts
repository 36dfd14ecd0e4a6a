/** Jobs and applications as the server sends them, for the dashboard tests. */
import type { Application, Job } from '@/features/jobs/types';
import { addDays, todayInSriLanka } from '@/lib/format';

export const today = todayInSriLanka();
export const inAMonth = addDays(today, 30);

export function makeJob(overrides: Partial<Job> = {}): Job {
  return {
    id: 1,
    title: 'Accountant',
    slug: 'accountant',
    description: 'Keep the books of a growing export company in Colombo.',
    requirements: 'CIMA part qualified.',
    companyId: null,
    companyName: 'Acme Lanka',
    location: 'Colombo',
    country: '',
    jobType: 'Full Time Jobs',
    experienceLevel: 'Mid Level',
    mainTopic: 'Private Jobs',
    subTopics: ['Accounting and Finance'],
    salaryMin: 80000,
    salaryMax: 120000,
    currency: 'LKR',
    closingDate: inAMonth,
    postedDate: '2026-03-05T04:30:00Z',
    status: 'approved',
    rejectionReason: '',
    expired: false,
    applyMethod: 'site',
    applyEmail: '',
    applyUrl: '',
    image: '',
    views: 42,
    applicationsCount: 2,
    featured: false,
    hot: false,
    postedBy: { kind: 'customer', id: 8 },
    createdAt: '2026-03-04T10:00:00Z',
    updatedAt: '2026-03-05T04:30:00Z',
    ...overrides,
  };
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

/** A list answer of the server: data, total, totalPages and pagination. */
export function listAnswer(jobs: Job[], { page = 1, total = jobs.length, limit = 10 } = {}) {
  const totalPages = Math.ceil(total / limit);
  return { success: true, data: jobs, total, totalPages, pagination: { page, limit, total, totalPages } };
}

export const customerCounts = { jobs: { total: 4, pending: 1, approved: 2, live: 1, expired: 1, rejected: 1, views: 57 } };
export const adminCounts = { ...customerCounts, jobs: { ...customerCounts.jobs, pending: 3 }, customers: { total: 12, individual: 9, company: 3 } };

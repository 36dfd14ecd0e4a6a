/** Jobs for tests: a realistic approved job, changed by overrides. */
import type { Job, JobListAnswer } from '@/features/jobs/types';

export function makeJob(overrides: Partial<Job> = {}): Job {
  const id = overrides.id ?? 1;
  return {
    id,
    title: 'Senior Software Engineer (Go)',
    slug: 'senior-software-engineer-go',
    description: 'Lanka Software Labs builds payment platforms.\n\nYou will design and build Go services.',
    requirements: 'Five years of backend work.\nGood SQL.',
    companyId: 2,
    companyName: 'Lanka Software Labs',
    location: 'Colombo',
    country: '',
    jobType: 'Full Time Jobs',
    experienceLevel: 'Senior Level',
    mainTopic: 'Private Jobs',
    subTopics: ['IT and Software'],
    salaryMin: 350000,
    salaryMax: 550000,
    currency: 'LKR',
    closingDate: '2099-12-23',
    postedDate: '2026-01-10T08:00:00Z',
    status: 'approved',
    rejectionReason: '',
    expired: false,
    applyMethod: 'site',
    applyEmail: '',
    applyUrl: '',
    image: '',
    views: 42,
    applicationsCount: 0,
    featured: false,
    hot: false,
    postedBy: { kind: 'customer', id: 2 },
    createdAt: '2026-01-10T08:00:00Z',
    updatedAt: '2026-01-10T08:00:00Z',
    ...overrides,
  };
}

/** A list answer as the server sends it: {success, data, total, totalPages, pagination}. */
export function listAnswer(jobs: Job[], { page = 1, limit = 10, total = jobs.length } = {}): JobListAnswer & { success: true } {
  const totalPages = Math.ceil(total / limit);
  return { success: true, data: jobs, total, totalPages, pagination: { page, limit, total, totalPages } };
}

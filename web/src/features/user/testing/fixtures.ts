/** Answers of the account calls (API contract), for the account's tests. */
import type { CareerProfile, JobAlert, SavedJob } from '@/features/user/types';

export function makeCareerProfile(overrides: Partial<CareerProfile> = {}): CareerProfile {
  return {
    headline: 'Accountant with five years in audit',
    about: '',
    district: 'Colombo',
    skills: ['Excel', 'Audit'],
    languages: ['English', 'Sinhala'],
    yearsOfExperience: 5,
    expectedSalary: null,
    availability: 'one-month',
    openToWork: true,
    avatarUrl: '',
    completeness: { percent: 67, missing: ['about', 'expectedSalary', 'avatar'] },
    updatedAt: '2026-11-01T08:00:00Z',
    ...overrides,
  };
}

export function makeAlert(overrides: Partial<JobAlert> = {}): JobAlert {
  return {
    id: 1,
    name: 'Accounting in Colombo',
    keywords: ['accountant'],
    locations: ['Colombo'],
    jobTypes: ['Full Time Jobs'],
    mainTopics: ['Private Jobs'],
    minSalary: 100000,
    frequency: 'daily',
    enabled: true,
    lastSentAt: null,
    createdAt: '2026-11-01T08:00:00Z',
    updatedAt: '2026-11-01T08:00:00Z',
    ...overrides,
  };
}

export function makeSavedJob(jobId: number, overrides: Partial<SavedJob> = {}): SavedJob {
  return {
    jobId,
    title: `Job ${jobId}`,
    savedAt: '2026-11-02T08:00:00Z',
    status: 'open',
    closed: false,
    job: {
      id: jobId,
      title: `Job ${jobId}`,
      slug: `job-${jobId}`,
      companyName: 'Ceylon Traders',
      location: 'Kandy',
      jobType: 'Full Time Jobs',
      closingDate: '2026-12-31',
    },
    ...overrides,
  };
}

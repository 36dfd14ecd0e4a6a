import type { AreaRoute } from '@/components/layout/route-page';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

const BrowsePage = lazyWithTimeout(() => import('@/features/jobs/pages/browse-page'));
const JobDetailPage = lazyWithTimeout(() => import('@/features/jobs/pages/job-detail-page'));
const TopicJobsPage = lazyWithTimeout(() => import('@/features/jobs/pages/topic-jobs-page'));
const DistrictJobsPage = lazyWithTimeout(() => import('@/features/jobs/pages/district-jobs-page'));
const CompanyJobsPage = lazyWithTimeout(() => import('@/features/jobs/pages/company-jobs-page'));
const JobFullDetailsPage = lazyWithTimeout(() => import('@/features/jobs/pages/job-full-details-page'));

/**
 * The job list, a topic's, a district's and a company's jobs, and a job's pages (SPEC section 2), with or
 * without the job's slug.
 */
export const jobsRoutes: AreaRoute[] = [
  { path: 'browse', page: BrowsePage, loading: 'content' },
  { path: 'jobs/topic/:topic', page: TopicJobsPage, loading: 'content' },
  { path: 'jobs/district/:district', page: DistrictJobsPage, loading: 'content' },
  { path: 'jobs/company/:companyId', page: CompanyJobsPage, loading: 'content' },
  { path: 'jobs/company/:companyId/:companySlug', page: CompanyJobsPage, loading: 'content' },
  { path: 'job/:jobId', page: JobDetailPage, loading: 'content' },
  { path: 'job/:jobId/full-details', page: JobFullDetailsPage, loading: 'content' },
  { path: 'job/:jobId/:jobSlug', page: JobDetailPage, loading: 'content' },
  { path: 'job/:jobId/:jobSlug/full-details', page: JobFullDetailsPage, loading: 'content' },
];

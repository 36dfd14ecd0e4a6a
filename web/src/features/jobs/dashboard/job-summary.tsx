import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import type { Job } from '@/features/jobs/types';
import { FOREIGN } from '@/lib/locations';
import { jobPath } from '@/features/jobs/format';
import { formatDate, formatSalary } from '@/lib/format';
import { JobStatusBadge } from '@/features/jobs/dashboard/status-badge';
import { useJobText } from '@/features/jobs/use-job-text';
import '@/i18n/dashboard-texts';

/** Where a job is, in the reader's language: a district, or the country of work abroad. */
export function useJobPlace() {
  const { t } = useTranslation('common');
  return (job: Pick<Job, 'location' | 'country'>) =>
    job.location === FOREIGN ? job.country || t('location.foreign') : t(`location.${job.location}`, { defaultValue: job.location });
}

/** True when visitors can see the job (approved and still open). */
export function isLive(job: Pick<Job, 'status' | 'expired'>): boolean {
  return job.status === 'approved' && !job.expired;
}

/**
 * A job in a dashboard list: title (a link to its page once visitors can see it), state,
 * employer, place, type, salary, dates and counters; actions below.
 */
export function JobSummary({ job, headingLevel = 'h3', children, showCompany = true }: {
  job: Job;
  headingLevel?: 'h3' | 'h4';
  children?: ReactNode;
  showCompany?: boolean;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const place = useJobPlace();
  const words = useJobText();
  const Heading = headingLevel;
  const salary = formatSalary(job.salaryMin, job.salaryMax, job.currency, i18n.language, {
    from: (amount) => t('job.salaryFrom', { amount }),
    upTo: (amount) => t('job.salaryUpTo', { amount }),
  });
  const facts = [
    showCompany ? job.companyName : '',
    place(job),
    words.jobType(job.jobType),
    salary ? t('job.salaryPerMonth', { salary }) : '',
  ].filter(Boolean);

  return (
    <article aria-labelledby={`job-${job.id}-title`} className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <Heading id={`job-${job.id}-title`} className="min-w-0 text-base font-semibold break-words text-gray-900">
          {isLive(job) ? (
            <Link to={jobPath(job)} className="hover:text-teal-800 hover:underline">
              {job.title}
            </Link>
          ) : (
            job.title
          )}
        </Heading>
        <div className="flex flex-wrap gap-1.5">
          <JobStatusBadge job={job} />
          {job.featured ? <span className="rounded-full bg-teal-50 px-2.5 py-0.5 text-xs font-semibold text-teal-900">{t('job.featured')}</span> : null}
          {job.hot ? <span className="rounded-full bg-orange-50 px-2.5 py-0.5 text-xs font-semibold text-orange-900">{t('job.hot')}</span> : null}
        </div>
      </div>
      <p className="mt-1 text-sm text-gray-700">{facts.join(' · ')}</p>
      <dl className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-sm text-gray-600">
        <div className="flex gap-1">
          {/* A job that never went public was only ever submitted. */}
          <dt>{job.status === 'approved' ? t('job.posted') : t('job.submitted')}</dt>
          <dd className="text-gray-900">{formatDate(job.postedDate || job.createdAt, i18n.language)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{job.expired ? t('job.closed') : t('job.closes')}</dt>
          <dd className="text-gray-900">{formatDate(job.closingDate, i18n.language)}</dd>
        </div>
        {job.status !== 'pending' ? (
          <div className="flex gap-1">
            <dt>{t('job.views')}</dt>
            <dd className="text-gray-900 tabular-nums">{job.views}</dd>
          </div>
        ) : null}
        {(job.applyMethod === 'site' && job.status === 'approved') || job.applicationsCount > 0 ? (
          <div className="flex gap-1">
            <dt>{t('job.applications')}</dt>
            <dd className="text-gray-900 tabular-nums">{job.applicationsCount}</dd>
          </div>
        ) : null}
      </dl>
      {job.status === 'rejected' ? (
        <div className="mt-3 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          <p className="font-medium">{t('job.rejectionReason')}</p>
          <p className="whitespace-pre-line">{job.rejectionReason || t('job.noReason')}</p>
        </div>
      ) : null}
      {children ? <div className="mt-4 flex flex-wrap gap-2">{children}</div> : null}
    </article>
  );
}

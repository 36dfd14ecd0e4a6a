import { useTranslation } from '@/i18n/react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useAppDispatch } from '@/app/hooks';
import { JOB_CALL_MESSAGES, fetchMyApplications } from '@/features/jobs/job-calls';
import { useRemote } from '@/lib/use-remote';
import { jobPath } from '@/features/jobs/format';
import { formatDate } from '@/lib/format';
import { EmptyList, ListSkeleton, LoadError } from '@/components/ui/list-states';
import { ApplicationStatusBadge } from '@/features/jobs/dashboard/status-badge';
import '@/i18n/dashboard-texts';


/** A job seeker's applications (GET /user/applications): where they applied and how each stands. */
export function MyApplicationsPanel() {
  const { t, i18n } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const { state, retry } = useRemote(
    () => dispatch(fetchMyApplications()).unwrap(),
    'mine',
    JOB_CALL_MESSAGES.fetchApplicationsFailed,
  );

  return (
    <section aria-labelledby="my-applications-title" className="space-y-4">
      <h2 id="my-applications-title" className="text-lg font-semibold text-gray-900">
        {t('myApplications.title')}
      </h2>
      <p className="text-sm text-gray-600">{t('myApplications.intro')}</p>
      {state.status === 'loading' ? <ListSkeleton label={t('myApplications.loading')} /> : null}
      {state.status === 'error' ? <LoadError failure={state.failure} fallback={t('myApplications.loadFailed')} onRetry={retry} /> : null}
      {state.status === 'ready' && state.data.length === 0 ? (
        <EmptyList
          title={t('myApplications.emptyTitle')}
          action={
            <Link to="/browse" className={buttonClasses('primary')}>
              {t('myApplications.browse')}
            </Link>
          }
        >
          {t('myApplications.emptyText')}
        </EmptyList>
      ) : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <ul className="space-y-3">
          {state.data.map((application) => (
            <li key={application.id}>
              <article aria-labelledby={`application-${application.id}`} className="rounded-xl border border-gray-200 bg-white p-4 sm:p-5">
                <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
                  <div className="min-w-0">
                    <h3 id={`application-${application.id}`} className="font-semibold break-words text-gray-900">
                      <Link to={jobPath({ id: application.jobId, slug: application.jobSlug })} className="hover:text-teal-800 hover:underline">
                        {application.jobTitle}
                      </Link>
                    </h3>
                    {application.companyName ? <p className="text-sm text-gray-700">{application.companyName}</p> : null}
                  </div>
                  <ApplicationStatusBadge status={application.status} />
                </div>
                <p className="mt-2 text-sm text-gray-700">{t(`myApplications.meaning.${application.status}`)}</p>
                <p className="mt-2 text-sm text-gray-600">
                  {t('applications.appliedOn', { date: formatDate(application.createdAt, i18n.language) })}
                  {application.updatedAt && application.updatedAt !== application.createdAt && application.status !== 'submitted'
                    ? ` · ${t('myApplications.updatedOn', { date: formatDate(application.updatedAt, i18n.language) })}`
                    : ''}
                  {application.cv?.name ? ` · ${t('myApplications.cvSent', { name: application.cv.name })}` : ''}
                </p>
              </article>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog, DANGER_OUTLINE } from '@/components/ui/confirm-dialog';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { JOB_CALL_MESSAGES, fetchMyApplications } from '@/features/jobs/job-calls';
import { PIPELINE_MESSAGES, withdrawApplication } from '@/features/jobs/pipeline-calls';
import type { MyApplication } from '@/features/jobs/types';
import { useRemote } from '@/lib/use-remote';
import { toApiFailure } from '@/lib/api-error';
import { jobPath } from '@/features/jobs/format';
import { formatDate } from '@/lib/format';
import { EmptyList, ListSkeleton, LoadError } from '@/components/ui/list-states';
import { ApplicationStatusBadge } from '@/features/jobs/dashboard/status-badge';
import { ApplicationMessages } from '@/features/jobs/messages/application-messages';
import { UnreadMessagesProvider } from '@/features/jobs/messages/unread';
import { ApplicantInterview, MyInterviewsProvider } from '@/features/jobs/interviews/applicant-interview';
import { MyAnswers } from '@/features/jobs/answers/my-answers';
import '@/i18n/dashboard-texts';
import '@/features/jobs/texts';

/** Statuses an applicant may withdraw from: any but not selected and withdrawn. */
function canWithdraw(application: MyApplication): boolean {
  return application.status !== 'withdrawn' && application.status !== 'rejected';
}

/**
 * A job seeker's applications (GET /user/applications): where they applied, how each stands and
 * the date of each change, each one's interview (GET /user/interviews, read once for them all),
 * and withdrawing one after a confirmation.
 */
export function MyApplicationsPanel() {
  return (
    <MyInterviewsProvider>
      <ApplicationsList />
    </MyInterviewsProvider>
  );
}

function ApplicationsList() {
  const { t, i18n } = useTranslation(['dashboard', 'jobs']);
  const dispatch = useAppDispatch();
  const { state, retry, update } = useRemote(
    () => dispatch(fetchMyApplications()).unwrap(),
    'mine',
    JOB_CALL_MESSAGES.fetchApplicationsFailed,
  );
  const [leaving, setLeaving] = useState<MyApplication | null>(null);
  const [withdrawing, setWithdrawing] = useState(false);
  const [withdrawError, setWithdrawError] = useState<string | null>(null);

  async function confirmWithdraw() {
    if (!leaving) return;
    setWithdrawing(true);
    setWithdrawError(null);
    try {
      const saved = await dispatch(withdrawApplication(leaving.id)).unwrap();
      update((list) => list.map((item) => (item.id === saved.value.id ? { ...item, ...saved.value } : item)));
      dispatch(toastAdded({ type: 'success', message: t('myApplications.withdrawn', { title: leaving.jobTitle }) }));
      setLeaving(null);
    } catch (error) {
      const failure = toApiFailure(error, PIPELINE_MESSAGES.withdrawFailed);
      const message = failure.fromServer ? failure.message : t('myApplications.withdrawFailed');
      setWithdrawError(message);
      dispatch(toastAdded({ type: 'error', message }));
    } finally {
      setWithdrawing(false);
    }
  }

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
        <UnreadMessagesProvider source="mine">
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
                {application.history && application.history.length > 0 ? (
                  <ol aria-label={t('myApplications.stagesLabel')} className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700">
                    {application.history.map((event, index) => (
                      <li key={`${event.at}-${index}`} className="whitespace-nowrap">
                        <span className="font-medium text-gray-900">{t(`jobs:applicationStatus.${event.status}`, { defaultValue: event.status })}</span>{' '}
                        <time dateTime={event.at}>{formatDate(event.at, i18n.language)}</time>
                      </li>
                    ))}
                  </ol>
                ) : (
                  <p className="mt-2 text-sm text-gray-600">{t('applications.appliedOn', { date: formatDate(application.createdAt, i18n.language) })}</p>
                )}
                <MyAnswers answers={application.screeningAnswers ?? []} />
                <ApplicantInterview applicationId={application.id} />
                <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm text-gray-600">{application.cv?.name ? t('myApplications.cvSent', { name: application.cv.name }) : ''}</p>
                  {canWithdraw(application) ? (
                    <Button
                      variant="ghost"
                      size="sm"
                      className={DANGER_OUTLINE}
                      onClick={() => {
                        setWithdrawError(null);
                        setLeaving(application);
                      }}
                    >
                      {t('myApplications.withdraw')}
                    </Button>
                  ) : null}
                </div>
                <div className="mt-3">
                  <ApplicationMessages applicationId={application.id} />
                </div>
              </article>
            </li>
          ))}
        </ul>
        </UnreadMessagesProvider>
      ) : null}
      <ConfirmDialog
        open={leaving !== null}
        title={t('myApplications.withdrawTitle')}
        confirmLabel={t('myApplications.withdrawConfirm')}
        busyLabel={t('myApplications.withdrawing')}
        busy={withdrawing}
        error={withdrawError}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setLeaving(null)}
      >
        <p>{t('myApplications.withdrawText', { title: leaving?.jobTitle ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}

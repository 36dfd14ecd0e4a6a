import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import { useAppDispatch } from '@/app/hooks';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { JOB_CALL_MESSAGES, fetchJobCounts, fetchMyJobs } from '@/features/jobs/job-calls';
import { deleteMyJob } from '@/features/jobs/jobs-thunks';
import { useRemote } from '@/lib/use-remote';
import { CountCards, CountCardsSkeleton } from '@/components/dashboard/count-cards';
import { DeleteJobDialog, JobRow, useJobDeletion, useOpenJob } from '@/features/jobs/dashboard/job-rows';
import { EmptyList, ListSkeleton, LoadError, Pager } from '@/components/ui/list-states';
import { isLive } from '@/features/jobs/dashboard/job-summary';
import { CloseJobDialog, ExtendJobDialog, JobChangeNote, JobEditor, canEditJob } from '@/features/jobs/dashboard/my-job-actions';
import type { Job } from '@/features/jobs/types';
import '@/i18n/dashboard-texts';


/** The counts of the signed-in customer's jobs (GET /jobs/dashboard). */
function MyJobCounts({ version }: { version: number }) {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const { state, retry } = useRemote(
    () => dispatch(fetchJobCounts('general')).unwrap(),
    String(version),
    JOB_CALL_MESSAGES.fetchCountsFailed,
  );
  if (state.status === 'error' && !state.data) return <LoadError failure={state.failure} fallback={t('counts.loadFailed')} onRetry={retry} />;
  if (!state.data) return <CountCardsSkeleton count={5} label={t('counts.loading')} />;
  const { jobs } = state.data;
  return (
    <CountCards
      label={t('counts.myJobs')}
      cards={[
        { label: t('counts.live'), value: jobs.live, tone: 'green' },
        { label: t('counts.pending'), value: jobs.pending, tone: 'amber' },
        ...(jobs.changes > 0 ? [{ label: t('counts.changes'), value: jobs.changes, tone: 'amber' as const }] : []),
        { label: t('counts.rejected'), value: jobs.rejected, tone: 'red' },
        { label: t('counts.expired'), value: jobs.expired, tone: 'grey' },
        { label: t('counts.views'), value: jobs.views },
      ]}
    />
  );
}

/**
 * The customer's own jobs: counts, every job with its state (and why it was rejected, or whether
 * an edit waits for review), applications per job with their status, editing, extending and
 * closing early, and deleting after a confirmation.
 */
export function MyJobsPanel() {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const [page, setPage] = useState(1);
  const [countsVersion, setCountsVersion] = useState(0);
  const { state, retry, update } = useRemote(
    () => dispatch(fetchMyJobs(page)).unwrap(),
    String(page),
    JOB_CALL_MESSAGES.fetchJobsFailed,
  );
  // An email's link to an application's messages names its job (?job=<id>), opened at once.
  const [open, setOpen] = useOpenJob();
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const [extending, setExtending] = useState<Job | null>(null);
  const [closing, setClosing] = useState<Job | null>(null);
  /** Puts the job as the server answered it in the list, and counts again. */
  function replace(saved: Job) {
    update((answer) => ({ ...answer, data: answer.data.map((job) => (job.id === saved.id ? saved : job)) }));
    setCountsVersion((value) => value + 1);
  }
  const deletion = useJobDeletion(
    (id) => dispatch(deleteMyJob(id)).unwrap(),
    (gone) => {
      setNotice(t('myJobs.deleted', { title: gone.title }));
      if (open === gone.id) setOpen(null);
      update((answer) => ({ ...answer, data: answer.data.filter((job) => job.id !== gone.id), total: Math.max(0, answer.total - 1) }));
      setCountsVersion((value) => value + 1);
      if (state.data && state.data.data.length === 1 && page > 1) setPage(page - 1);
    },
  );

  const answer = state.data;
  return (
    <div className="space-y-6">
      <MyJobCounts version={countsVersion} />
      <section aria-labelledby="my-jobs-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="my-jobs-title" className="text-lg font-semibold text-gray-900">
            {t('myJobs.title')}
          </h2>
          <Link to={{ search: '?tab=post' }} className={buttonClasses('primary', 'sm')}>
            {t('myJobs.postJob')}
          </Link>
        </div>
        <p className="text-sm text-gray-600">{t('myJobs.intro')}</p>
        {notice ? (
          <FormMessage tone="success">
            <span>{notice}</span>
          </FormMessage>
        ) : null}
        {state.status === 'loading' && !answer ? <ListSkeleton label={t('myJobs.loading')} /> : null}
        {state.status === 'error' ? <LoadError failure={state.failure} fallback={t('myJobs.loadFailed')} onRetry={retry} /> : null}
        {state.status === 'ready' && state.data.data.length === 0 ? (
          <EmptyList
            title={t('myJobs.emptyTitle')}
            action={
              <Link to={{ search: '?tab=post' }} className={buttonClasses('primary')}>
                {t('myJobs.postFirst')}
              </Link>
            }
          >
            {t('myJobs.emptyText')}
          </EmptyList>
        ) : null}
        {answer && answer.data.length > 0 ? (
          <ul className={`space-y-3 ${state.status === 'loading' ? 'opacity-60' : ''}`} aria-busy={state.status === 'loading' || undefined}>
            {answer.data.map((job) => {
              const expanded = open === job.id;
              const panelId = `job-${job.id}-applications`;
              return (
                <li key={job.id} className="space-y-3">
                  <JobRow
                    job={job}
                    panelId={panelId}
                    hasApplications={(job.applyMethod === 'site' && job.status === 'approved') || job.applicationsCount > 0}
                    expanded={expanded}
                    onToggle={() => setOpen(expanded ? null : job.id)}
                    onDelete={() => deletion.ask(job)}
                    lead={
                      <>
                        {job.status === 'pending' ? <p className="w-full text-sm text-amber-900">{t('myJobs.pendingNote')}</p> : null}
                        <JobChangeNote job={job} />
                        {canEditJob(job) ? (
                          <Button
                            variant="secondary"
                            size="sm"
                            aria-expanded={editing === job.id}
                            onClick={() => setEditing(editing === job.id ? null : job.id)}
                          >
                            {t('myJobs.edit')}
                          </Button>
                        ) : null}
                        {job.status === 'approved' ? (
                          <Button variant="secondary" size="sm" onClick={() => setExtending(job)}>
                            {t('myJobs.extend')}
                          </Button>
                        ) : null}
                        {isLive(job) ? (
                          <Button variant="ghost" size="sm" onClick={() => setClosing(job)}>
                            {t('myJobs.close')}
                          </Button>
                        ) : null}
                      </>
                    }
                  />
                  {editing === job.id ? (
                    <JobEditor
                      key={`${job.id}:${job.updatedAt}`}
                      job={job}
                      onCancel={() => setEditing(null)}
                      onSaved={(saved) => {
                        replace(saved);
                        setEditing(null);
                      }}
                    />
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
        {answer ? <Pager page={page} totalPages={answer.totalPages} onChange={setPage} disabled={state.status === 'loading'} /> : null}
      </section>
      <DeleteJobDialog deletion={deletion} text={(title) => t('myJobs.confirmText', { title })} />
      <ExtendJobDialog
        job={extending}
        onClose={() => setExtending(null)}
        onSaved={(saved) => {
          replace(saved);
          setExtending(null);
        }}
      />
      <CloseJobDialog
        job={closing}
        onClose={() => setClosing(null)}
        onSaved={(saved) => {
          replace(saved);
          setClosing(null);
        }}
      />
    </div>
  );
}

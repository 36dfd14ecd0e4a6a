import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import { toApiFailure, type ApiFailure } from '@/lib/api-error';
import { useAppDispatch } from '@/app/hooks';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { JOB_CALL_MESSAGES, approveJob, fetchApprovedJobs, fetchPendingJobs, rejectJob } from '@/features/jobs/job-calls';
import { jobUpdated } from '@/features/jobs/jobs-slice';
import { deleteJob, JOB_MESSAGES } from '@/features/jobs/jobs-thunks';
import type { DashboardCounts, Job, JobListAnswer } from '@/features/jobs/types';
import { useRemote, type RemoteState } from '@/lib/use-remote';
import { jobPath } from '@/features/jobs/format';
import { DANGER_OUTLINE } from '@/components/ui/confirm-dialog';
import { Disclosure } from '@/components/ui/disclosure';
import { CountCards, CountCardsSkeleton } from '@/components/dashboard/count-cards';
import { DeleteJobDialog, JobRow, useJobDeletion, useOpenJob } from '@/features/jobs/dashboard/job-rows';
import { isLive, JobSummary } from '@/features/jobs/dashboard/job-summary';
import { EmptyList, ListSkeleton, LoadError, Pager } from '@/components/ui/list-states';
import { RejectDialog } from '@/features/jobs/dashboard/reject-dialog';
import { CloseJobDialog, ExtendJobDialog } from '@/features/jobs/dashboard/my-job-actions';
import '@/i18n/dashboard-texts';



/** Every job and customer account, counted (GET /jobs/dashboard on the admin channel). */
export function AdminOverview({
  counts,
  onRetry,
}: {
  counts: { data: DashboardCounts | null; failure: ApiFailure | null };
  onRetry: () => void;
}) {
  const { t, i18n } = useTranslation('dashboard');
  if (counts.failure && !counts.data) return <LoadError failure={counts.failure} fallback={t('counts.loadFailed')} onRetry={onRetry} />;
  if (!counts.data) return <CountCardsSkeleton count={5} label={t('counts.loading')} />;
  const { jobs, customers } = counts.data;
  return (
    <div className="space-y-6">
      <section aria-labelledby="job-counts-title" className="space-y-3">
        <h2 id="job-counts-title" className="text-lg font-semibold text-gray-900">
          {t('counts.jobsTitle')}
        </h2>
        <CountCards
          label={t('counts.jobsTitle')}
          cards={[
            { label: t('counts.pending'), value: jobs.pending, tone: 'amber', hint: jobs.pending > 0 ? <Link className="underline underline-offset-2" to={{ search: '?tab=pending' }}>{t('counts.review')}</Link> : null },
            { label: t('counts.live'), value: jobs.live, tone: 'green' },
            { label: t('counts.changes'), value: jobs.changes, tone: 'amber', hint: jobs.changes > 0 ? <Link className="underline underline-offset-2" to={{ search: '?tab=job-changes' }}>{t('counts.review')}</Link> : null },
            { label: t('counts.rejected'), value: jobs.rejected, tone: 'red' },
            { label: t('counts.expired'), value: jobs.expired, tone: 'grey' },
            { label: t('counts.total'), value: jobs.total, tone: 'teal' },
          ]}
        />
        <p className="text-sm text-gray-600">{t('counts.viewsTotal', { count: jobs.views, formatted: new Intl.NumberFormat(i18n.language).format(jobs.views) })}</p>
      </section>
      {customers ? (
        <section aria-labelledby="customer-counts-title" className="space-y-3">
          <h2 id="customer-counts-title" className="text-lg font-semibold text-gray-900">
            {t('counts.customersTitle')}
          </h2>
          <CountCards
            label={t('counts.customersTitle')}
            cards={[
              { label: t('counts.customersTotal'), value: customers.total },
              { label: t('counts.individuals'), value: customers.individual },
              { label: t('counts.companies'), value: customers.company },
            ]}
          />
        </section>
      ) : null}
    </div>
  );
}

/** A page of jobs from one of the admin lists, with its skeleton, error and empty states. */
export function useJobPage(load: (page: number) => Promise<JobListAnswer>, name: string) {
  const [page, setPage] = useState(1);
  const remote = useRemote(() => load(page), `${name}:${page}`, JOB_MESSAGES.fetchJobsFailed);
  /** Takes a job off this page; steps back a page when it was the last one on it. */
  function drop(id: number) {
    const last = remote.state.data?.data.length === 1;
    remote.update((answer) => ({ ...answer, data: answer.data.filter((job) => job.id !== id), total: Math.max(0, answer.total - 1) }));
    if (last && page > 1) setPage(page - 1);
  }
  return { ...remote, page, setPage, drop };
}

export function JobList({
  state,
  retry,
  page,
  setPage,
  loadingLabel,
  failedLabel,
  empty,
  render,
}: {
  state: RemoteState<JobListAnswer>;
  retry: () => void;
  page: number;
  setPage: (page: number) => void;
  loadingLabel: string;
  failedLabel: string;
  empty: { title: string; text: string };
  render: (job: Job) => ReactNode;
}) {
  const answer = state.data;
  return (
    <>
      {state.status === 'loading' && !answer ? <ListSkeleton label={loadingLabel} /> : null}
      {state.status === 'error' ? <LoadError failure={state.failure} fallback={failedLabel} onRetry={retry} /> : null}
      {state.status === 'ready' && state.data.data.length === 0 ? <EmptyList title={empty.title}>{empty.text}</EmptyList> : null}
      {answer && answer.data.length > 0 ? (
        <ul className={`space-y-3 ${state.status === 'loading' ? 'opacity-60' : ''}`} aria-busy={state.status === 'loading' || undefined}>
          {answer.data.map((job) => (
            <li key={job.id} className="space-y-3">
              {render(job)}
            </li>
          ))}
        </ul>
      ) : null}
      {answer ? <Pager page={page} totalPages={answer.totalPages} onChange={setPage} disabled={state.status === 'loading'} /> : null}
    </>
  );
}

/**
 * A job's description and flyer, folded away until asked for (the queue stays short to scan): an
 * uploaded flyer is read before the job goes public, as its text is.
 */
function JobDetails({ job }: { job: Job }) {
  const { t } = useTranslation('dashboard');
  return (
    <Disclosure summary={t('pending.details')} className="w-full">
      <div className="space-y-3 pb-3 text-gray-700">
        {job.image ? <FlyerPreview src={job.image} alt={t('pending.flyerAlt', { title: job.title })} /> : null}
        <p className="whitespace-pre-line">{job.description}</p>
        {job.requirements ? (
          <div>
            <p className="font-medium text-gray-900">{t('pending.requirements')}</p>
            <p className="whitespace-pre-line">{job.requirements}</p>
          </div>
        ) : null}
        <p>
          {t('pending.applyBy')}{' '}
          {job.applyMethod === 'email' ? job.applyEmail : job.applyMethod === 'link' ? job.applyUrl : t('pending.applyOnSite')}
        </p>
      </div>
    </Disclosure>
  );
}

/** A flyer as a moderator reads it: whole, and a link to the full-size file. */
export function FlyerPreview({ src, alt }: { src: string; alt: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <a href={src} target="_blank" rel="noopener" className="block w-fit rounded-lg focus-visible:outline-2 focus-visible:outline-teal-700">
      <img src={src} alt={alt} width={320} height={400} loading="lazy" className="h-auto max-h-96 w-full max-w-xs rounded-lg border border-gray-200 bg-gray-50 object-contain" />
      <span className="mt-1 block text-sm font-medium text-teal-800 underline">{t('pending.flyerOpen')}</span>
    </a>
  );
}

/**
 * The jobs waiting for approval, oldest first: approve, or reject with a reason in a dialog.
 * Each decision takes the job off the queue and updates the counts.
 */
export function PendingJobsPanel({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const list = useJobPage((page) => dispatch(fetchPendingJobs(page)).unwrap(), 'pending');
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [rejecting, setRejecting] = useState<Job | null>(null);

  async function approve(job: Job) {
    setBusy(job.id);
    setNotice(null);
    try {
      const saved = await dispatch(approveJob(job.id)).unwrap();
      if (saved.value) dispatch(jobUpdated(saved.value));
      list.drop(job.id);
      setNotice({ tone: 'success', text: t('pending.approved', { title: job.title }) });
      onChanged();
    } catch (error) {
      const failure = toApiFailure(error, JOB_CALL_MESSAGES.approveFailed);
      setNotice({ tone: 'error', text: failure.fromServer ? failure.message : t('pending.approveFailed', { title: job.title }) });
    } finally {
      setBusy(null);
    }
  }

  async function reject(job: Job, reason: string): Promise<ApiFailure | null> {
    try {
      const saved = await dispatch(rejectJob({ id: job.id, reason })).unwrap();
      if (saved.value) dispatch(jobUpdated(saved.value));
      list.drop(job.id);
      setRejecting(null);
      setNotice({ tone: 'success', text: t('pending.rejected', { title: job.title }) });
      onChanged();
      return null;
    } catch (error) {
      return toApiFailure(error, JOB_CALL_MESSAGES.rejectFailed);
    }
  }

  return (
    <section aria-labelledby="pending-title" className="space-y-4">
      <h2 id="pending-title" className="text-lg font-semibold text-gray-900">
        {t('pending.title')}
      </h2>
      <p className="text-sm text-gray-600">{t('pending.intro')}</p>
      {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
      <JobList
        {...list}
        loadingLabel={t('pending.loading')}
        failedLabel={t('pending.loadFailed')}
        empty={{ title: t('pending.emptyTitle'), text: t('pending.emptyText') }}
        render={(job) => (
          <JobSummary job={job}>
            <JobDetails job={job} />
            <Button size="sm" onClick={() => void approve(job)} disabled={busy === job.id} aria-busy={busy === job.id || undefined}>
              {busy === job.id ? t('pending.approving') : t('pending.approve')}
            </Button>
            <Button variant="ghost" size="sm" className={DANGER_OUTLINE} onClick={() => setRejecting(job)} disabled={busy === job.id}>
              {t('pending.reject')}
            </Button>
          </JobSummary>
        )}
      />
      <RejectDialog job={rejecting} kind="reject" onReject={reject} onClose={() => setRejecting(null)} />
    </section>
  );
}

/**
 * The approved jobs, live and closed: open a job's page, read its applications, extend it (a
 * later closing date, which opens a closed one again), close it now, take it down (a rejection)
 * or delete it after a confirmation.
 */
export function ApprovedJobsPanel({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const list = useJobPage((page) => dispatch(fetchApprovedJobs(page)).unwrap(), 'approved');
  const [open, setOpen] = useOpenJob();
  const [notice, setNotice] = useState<string | null>(null);
  const [takingDown, setTakingDown] = useState<Job | null>(null);
  const [extending, setExtending] = useState<Job | null>(null);
  const [closing, setClosing] = useState<Job | null>(null);
  /** Puts the job as the server answered it in the list (its dates and state changed), and counts again. */
  function replace(saved: Job) {
    dispatch(jobUpdated(saved));
    list.update((answer) => ({ ...answer, data: answer.data.map((job) => (job.id === saved.id ? saved : job)) }));
    onChanged();
  }
  const deletion = useJobDeletion(
    (id) => dispatch(deleteJob(id)).unwrap(),
    (gone) => {
      if (open === gone.id) setOpen(null);
      list.drop(gone.id);
      setNotice(t('approved.deleted', { title: gone.title }));
      onChanged();
    },
  );

  async function takeDown(job: Job, reason: string): Promise<ApiFailure | null> {
    try {
      const saved = await dispatch(rejectJob({ id: job.id, reason })).unwrap();
      if (saved.value) dispatch(jobUpdated(saved.value));
      list.drop(job.id);
      setTakingDown(null);
      setNotice(t('approved.takenDown', { title: job.title }));
      onChanged();
      return null;
    } catch (error) {
      return toApiFailure(error, JOB_CALL_MESSAGES.rejectFailed);
    }
  }

  return (
    <section aria-labelledby="approved-title" className="space-y-4">
      <h2 id="approved-title" className="text-lg font-semibold text-gray-900">
        {t('approved.title')}
      </h2>
      <p className="text-sm text-gray-600">{t('approved.intro')}</p>
      {notice ? <FormMessage tone="success">{notice}</FormMessage> : null}
      <JobList
        {...list}
        loadingLabel={t('approved.loading')}
        failedLabel={t('approved.loadFailed')}
        empty={{ title: t('approved.emptyTitle'), text: t('approved.emptyText') }}
        render={(job) => {
          const expanded = open === job.id;
          const panelId = `admin-job-${job.id}-applications`;
          return (
            <JobRow
              job={job}
              panelId={panelId}
              hasApplications={job.applyMethod === 'site' || job.applicationsCount > 0}
              expanded={expanded}
              onToggle={() => setOpen(expanded ? null : job.id)}
              onDelete={() => deletion.ask(job)}
              channel="admin"
              lead={
                <>
                  {job.change?.status === 'pending' ? (
                    <p className="w-full text-sm text-amber-900">
                      {t('approved.changeWaiting')}{' '}
                      <Link to={{ search: '?tab=job-changes' }} className="font-medium underline underline-offset-2">
                        {t('counts.review')}
                      </Link>
                    </p>
                  ) : null}
                  {isLive(job) ? (
                    <Link to={jobPath(job)} className={buttonClasses('secondary', 'sm')}>
                      {t('approved.view')}
                    </Link>
                  ) : null}
                </>
              }
            >
              <Button variant="secondary" size="sm" onClick={() => setExtending(job)}>
                {t('approved.extend')}
              </Button>
              {isLive(job) ? (
                <>
                  <Button variant="ghost" size="sm" onClick={() => setClosing(job)}>
                    {t('approved.closeNow')}
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setTakingDown(job)}>
                    {t('approved.takeDown')}
                  </Button>
                </>
              ) : null}
            </JobRow>
          );
        }}
      />
      <RejectDialog job={takingDown} kind="takeDown" onReject={takeDown} onClose={() => setTakingDown(null)} />
      <DeleteJobDialog deletion={deletion} text={(title) => t('approved.confirmText', { title })} />
      <ExtendJobDialog
        job={extending}
        channel="admin"
        onClose={() => setExtending(null)}
        onSaved={(saved) => {
          replace(saved);
          setExtending(null);
        }}
      />
      <CloseJobDialog
        job={closing}
        channel="admin"
        onClose={() => setClosing(null)}
        onSaved={(saved) => {
          replace(saved);
          setClosing(null);
        }}
      />
    </section>
  );
}

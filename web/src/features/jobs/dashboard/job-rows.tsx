/**
 * What the poster's and the admin's job lists share: a job's row with its applications shown
 * under it on request and its delete button, and deleting a job after a confirmation.
 */
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, DANGER_OUTLINE } from '@/components/ui/confirm-dialog';
import { APPLICATIONS_PAGE_PARAM, JobApplications } from '@/features/jobs/dashboard/job-applications';
import { JobSummary } from '@/features/jobs/dashboard/job-summary';
import { WalkInRSVPs } from '@/features/jobs/walkin/walkin-rsvps';
import type { Job } from '@/features/jobs/types';
import { toApiFailure } from '@/lib/api-error';
import '@/i18n/dashboard-texts';

interface JobRowProps {
  job: Job;
  /** The id of the applications panel, unique on the page. */
  panelId: string;
  /** Whether the job has applications to show (the button is there). */
  hasApplications: boolean;
  expanded: boolean;
  onToggle: () => void;
  onDelete: () => void;
  channel?: 'admin';
  /** Shown before the applications button. */
  lead?: ReactNode;
  /** Shown between the applications button and the delete button. */
  children?: ReactNode;
}

export function JobRow({ job, panelId, hasApplications, expanded, onToggle, onDelete, channel, lead, children }: JobRowProps) {
  const { t } = useTranslation('dashboard');
  return (
    <>
      <JobSummary job={job}>
        {lead}
        {hasApplications ? (
          <Button variant="secondary" size="sm" aria-expanded={expanded} aria-controls={panelId} onClick={onToggle}>
            {expanded ? t('myJobs.hideApplications') : t('myJobs.showApplications', { count: job.applicationsCount })}
          </Button>
        ) : null}
        {children}
        <Button variant="ghost" size="sm" className={DANGER_OUTLINE} onClick={onDelete}>
          {t('myJobs.delete')}
        </Button>
      </JobSummary>
      {channel ? null : <WalkInRSVPs job={job} />}
      {expanded ? (
        <div id={panelId} className="rounded-xl border border-gray-200 bg-gray-50 p-3 sm:ml-6 sm:p-4">
          <JobApplications jobId={job.id} jobTitle={job.title} {...(channel ? { channel } : {})} />
        </div>
      ) : null}
    </>
  );
}

/**
 * Which job's applications are open, kept in the address (?job=<id>) with their page, so that a
 * reload, or an email's link to a job, opens them again. Opening another job, or closing it,
 * starts its applications at their first page.
 */
export function useOpenJob(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<number | null>(() => Number(params.get('job')) || null);
  function change(id: number | null) {
    setOpen(id);
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete('job');
        else next.set('job', String(id));
        next.delete(APPLICATIONS_PAGE_PARAM);
        return next;
      },
      { replace: true },
    );
  }
  return [open, change];
}

/**
 * Deleting a job after a confirmation: ask(job) opens the dialog; remove sends the deletion
 * (rejecting with the failure), and onDeleted runs once the job is gone.
 */
export function useJobDeletion(remove: (id: number) => Promise<unknown>, onDeleted: (job: Job) => void) {
  const { t } = useTranslation('dashboard');
  const [doomed, setDoomed] = useState<Job | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    if (!doomed) return;
    setDeleting(true);
    setError(null);
    try {
      await remove(doomed.id);
    } catch (failed) {
      setDeleting(false);
      const failure = toApiFailure(failed, '');
      setError(failure.fromServer ? failure.message : t('myJobs.deleteFailed'));
      return;
    }
    setDeleting(false);
    const gone = doomed;
    setDoomed(null);
    onDeleted(gone);
  }

  return {
    doomed,
    deleting,
    error,
    confirm,
    ask(job: Job) {
      setError(null);
      setDoomed(job);
    },
    cancel: () => setDoomed(null),
  };
}

/** The confirmation of a deletion; text says which job goes. */
export function DeleteJobDialog({ deletion, text }: { deletion: ReturnType<typeof useJobDeletion>; text: (title: string) => string }) {
  const { t } = useTranslation('dashboard');
  return (
    <ConfirmDialog
      open={deletion.doomed !== null}
      title={t('myJobs.confirmTitle')}
      confirmLabel={t('myJobs.confirmDelete')}
      busyLabel={t('myJobs.deleting')}
      busy={deletion.deleting}
      error={deletion.error}
      onConfirm={() => void deletion.confirm()}
      onCancel={deletion.cancel}
    >
      <p>{text(deletion.doomed?.title ?? '')}</p>
    </ConfirmDialog>
  );
}

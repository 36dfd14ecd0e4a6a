/**
 * What a poster does to a job they posted, beside deleting it: edit it (the posting form, filled
 * in), extend it and close it early; and what they are told about an edit waiting for review.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import '@/i18n/ui-texts';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { toApiFailure, fallbackFailure } from '@/lib/api-error';
import { addDays, formatDate, todayInSriLanka } from '@/lib/format';
import { closeJob, extendJob } from '@/features/jobs/job-calls';
import { JOB_MESSAGES, updateJob } from '@/features/jobs/jobs-thunks';
import { MAX_CLOSING_DAYS } from '@/features/jobs/format';
import type { Job } from '@/features/jobs/types';
import { JobForm } from '@/features/jobs/dashboard/job-form';
import '@/i18n/dashboard-texts';

/** The toast of a failed change: SPEC's 'Failed to update job', with the server's message when it gives one. */
function useUpdateFailedToast() {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  return (error: unknown) => {
    const failure = toApiFailure(error, JOB_MESSAGES.updateJobFailed);
    const title = t('jobForm.updateFailed');
    dispatch(toastAdded(failure.fromServer ? { type: 'error', title, message: failure.message } : { type: 'error', message: title }));
  };
}

/** Whether the poster may edit the job: a rejected one is closed to changes. */
export function canEditJob(job: Job): boolean {
  return job.status === 'pending' || job.status === 'approved';
}

/** An approved job's state of review of its poster's last edit, for the poster. */
export function JobChangeNote({ job }: { job: Job }) {
  const { t } = useTranslation('dashboard');
  if (!job.change || job.change.status === 'approved') return null;
  if (job.change.status === 'pending') {
    return (
      <p className="w-full rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
        {t('myJobs.changeWaiting')}
      </p>
    );
  }
  return (
    <div className="w-full rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
      <p className="font-medium">{t('myJobs.changeRejected')}</p>
      {job.change.rejectionReason ? <p className="whitespace-pre-line">{t('myJobs.changeReason', { reason: job.change.rejectionReason })}</p> : null}
    </div>
  );
}

/**
 * The posting form, filled in with the job (or with the poster's edit waiting for review), that
 * sends PUT /jobs/{id}. A pending job changes at once; an approved one keeps its public text
 * until an admin approves the change. The outcome is told in a toast.
 */
export function JobEditor({ job, onSaved, onCancel }: { job: Job; onSaved: (job: Job) => void; onCancel: () => void }) {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const failed = useUpdateFailedToast();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    heading.current?.focus();
  }, []);

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-teal-200 bg-white p-4 sm:ml-6 sm:p-6">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <h3 id={headingId} ref={heading} tabIndex={-1} className="text-base font-semibold text-gray-900 outline-none">
          {t('myJobs.editTitle', { title: job.title })}
        </h3>
        <Button variant="secondary" size="sm" onClick={onCancel}>
          {t('myJobs.cancelEdit')}
        </Button>
      </div>
      {job.status === 'approved' ? <p className="mb-4 text-sm text-gray-700">{t('myJobs.editApprovedNote')}</p> : null}
      <JobForm
        mode="customer"
        postingAs={job.companyId !== null ? job.companyName : null}
        editing={job}
        onSubmit={async (body, onProgress) => {
          const result = await dispatch(updateJob({ id: job.id, body, onProgress }));
          if (updateJob.fulfilled.match(result)) {
            const saved = result.payload.value;
            const waits = saved.change?.status === 'pending';
            dispatch(toastAdded({ type: 'success', message: waits ? t('myJobs.sentForReview') : t('myJobs.saved') }));
            onSaved(saved);
            return { ok: true };
          }
          const failure = result.payload ?? fallbackFailure(JOB_MESSAGES.updateJobFailed);
          failed(failure);
          return { ok: false, failure };
        }}
      />
    </section>
  );
}

/** What the extend and close dialogs are given: the job (null when closed) and, for an admin, the admin channel. */
interface JobDateDialogProps {
  job: Job | null;
  onClose: () => void;
  onSaved: (job: Job) => void;
  channel?: 'admin';
}

/** A later closing date for the job, at once: after today, at most MAX_CLOSING_DAYS ahead (for its poster or an admin). */
export function ExtendJobDialog({ job, onClose, onSaved, channel }: JobDateDialogProps) {
  const { t, i18n } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const failed = useUpdateFailedToast();
  const formId = useId();
  const field = useRef<HTMLInputElement>(null);
  const today = todayInSriLanka();
  const first = addDays(today, 1);
  const last = addDays(today, MAX_CLOSING_DAYS);
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    setDate(job && job.closingDate > today ? addDays(job.closingDate, 30) > last ? last : addDays(job.closingDate, 30) : addDays(today, 30));
    setError(null);
  }, [job, today, last]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!job) return;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < first) {
      setError(t('myJobs.extendPast'));
      field.current?.focus();
      return;
    }
    if (date > last) {
      setError(t('jobForm.errors.closingTooFar', { count: MAX_CLOSING_DAYS }));
      field.current?.focus();
      return;
    }
    setSending(true);
    try {
      const saved = await dispatch(extendJob({ id: job.id, closingDate: date, ...(channel ? { channel } : {}) })).unwrap();
      dispatch(toastAdded({ type: 'success', message: t('myJobs.extended', { title: job.title, date: formatDate(date, i18n.language) }) }));
      onSaved(saved.value);
    } catch (failure) {
      const problem = toApiFailure(failure, JOB_MESSAGES.updateJobFailed).fieldErrors.find((item) => item.field === 'closingDate');
      if (problem) setError(problem.message);
      failed(failure);
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      open={job !== null}
      onClose={sending ? () => {} : onClose}
      title={t('myJobs.extendTitle', { title: job?.title ?? '' })}
      initialFocus={field}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {t('ui:dialog.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={sending} aria-busy={sending || undefined}>
            {sending ? t('myJobs.extending') : t('myJobs.extendSave')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
        <p>{t('myJobs.extendText', { count: MAX_CLOSING_DAYS })}</p>
        <FormField
          ref={field}
          label={t('myJobs.newClosingDate')}
          type="date"
          min={first}
          max={last}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={error ?? undefined}
          disabled={sending}
        />
      </form>
    </Dialog>
  );
}

/** Closing an open job early, after a confirmation: it leaves the site and takes no more applications. */
export function CloseJobDialog({ job, onClose, onSaved, channel }: JobDateDialogProps) {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const failed = useUpdateFailedToast();
  const [sending, setSending] = useState(false);

  async function confirm() {
    if (!job) return;
    setSending(true);
    try {
      const saved = await dispatch(closeJob({ id: job.id, ...(channel ? { channel } : {}) })).unwrap();
      dispatch(toastAdded({ type: 'success', message: t('myJobs.closed', { title: job.title }) }));
      onSaved(saved.value);
    } catch (failure) {
      failed(failure);
    } finally {
      setSending(false);
    }
  }

  return (
    <ConfirmDialog
      open={job !== null}
      title={t('myJobs.closeTitle')}
      confirmLabel={t('myJobs.confirmClose')}
      busyLabel={t('myJobs.closing')}
      busy={sending}
      error={null}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      <p>{t('myJobs.closeText', { title: job?.title ?? '' })}</p>
    </ConfirmDialog>
  );
}

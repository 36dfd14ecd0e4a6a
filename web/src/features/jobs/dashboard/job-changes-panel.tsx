import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { toApiFailure, type ApiFailure } from '@/lib/api-error';
import { useAppDispatch } from '@/app/hooks';
import { Button } from '@/components/ui/button';
import { FormMessage } from '@/components/ui/form-field';
import { DANGER_OUTLINE } from '@/components/ui/confirm-dialog';
import { JOB_CALL_MESSAGES, approveJobChange, fetchJobChanges, rejectJobChange } from '@/features/jobs/job-calls';
import { jobUpdated } from '@/features/jobs/jobs-slice';
import { JOB_CHANGE_FIELDS, type Job, type JobChange, type JobChangeField } from '@/features/jobs/types';
import { FlyerPreview, JobList, useJobPage } from '@/features/jobs/dashboard/admin-panels';
import { JobSummary, useJobPlace } from '@/features/jobs/dashboard/job-summary';
import { RejectDialog } from '@/features/jobs/dashboard/reject-dialog';
import { useJobText } from '@/features/jobs/use-job-text';
import { QuestionsList } from '@/features/jobs/screening/questions-list';
import '@/i18n/dashboard-texts';

/** Whether a field of the change differs from the job's public text. */
function differs(job: Job, change: JobChange, field: JobChangeField): boolean {
  if (field === 'screeningQuestions') return JSON.stringify(job.screeningQuestions ?? []) !== JSON.stringify(change.screeningQuestions ?? []);
  const before = job[field];
  const after = change[field];
  if (Array.isArray(before) && Array.isArray(after)) return before.join('\n') !== after.join('\n');
  return before !== after;
}

/** The fields a change alters, in the form's order. */
export function changedFields(job: Job, change: JobChange): JobChangeField[] {
  return JOB_CHANGE_FIELDS.filter((field) => differs(job, change, field));
}

/** A field's value as the reader reads it: chosen values in their language, lists joined. */
function useFieldValue() {
  const { t } = useTranslation('dashboard');
  const words = useJobText();
  const place = useJobPlace();
  return (source: Pick<Job, JobChangeField>, field: JobChangeField): ReactNode => {
    const value = source[field];
    const none = <span className="text-gray-500 italic">{t('jobChanges.none')}</span>;
    switch (field) {
      case 'image':
        return source.image ? <FlyerPreview src={source.image} alt={t('jobChanges.flyerAlt')} /> : none;
      case 'location':
        return place(source);
      case 'jobType':
        return words.jobType(source.jobType);
      case 'experienceLevel':
        return words.experience(source.experienceLevel);
      case 'mainTopic':
        return words.topic(source.mainTopic);
      case 'subTopics':
        return source.subTopics.length > 0 ? source.subTopics.map((name) => words.subTopic(name)).join(', ') : none;
      case 'applyMethod':
        return t(`jobForm.applyMethods.${source.applyMethod}`);
      case 'screeningQuestions':
        return <QuestionsList questions={source.screeningQuestions ?? []} />;
      default:
        return value === null || value === '' ? none : <span className="whitespace-pre-line">{String(value)}</span>;
    }
  };
}

/** What a change alters, field by field: the public text beside the proposed one. */
export function JobChangeTable({ job, change }: { job: Job; change: JobChange }) {
  const { t } = useTranslation('dashboard');
  const { t: tq } = useTranslation('jobs-screening');
  const show = useFieldValue();
  const fields = changedFields(job, change);
  const label = (field: JobChangeField) =>
    field === 'image' ? t('jobForm.fields.flyer') : field === 'screeningQuestions' ? tq('form.title') : t(`jobForm.fields.${field}`);
  return (
    <div className="w-full">
      {/* A table on wide screens; at 360 px each field stacks its two values. */}
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{t('jobChanges.caption', { title: job.title })}</caption>
        <thead className="hidden sm:table-header-group">
          <tr className="border-b border-gray-200 text-gray-600">
            <th scope="col" className="py-2 pr-3 font-medium">{t('jobChanges.field')}</th>
            <th scope="col" className="py-2 pr-3 font-medium">{t('jobChanges.before')}</th>
            <th scope="col" className="py-2 font-medium">{t('jobChanges.after')}</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field} className="block border-b border-gray-100 py-2 align-top sm:table-row sm:py-0">
              <th scope="row" className="block pr-3 font-medium text-gray-900 sm:table-cell sm:py-2">
                {label(field)}
              </th>
              <td className="block pr-3 text-gray-700 sm:table-cell sm:py-2">
                <span className="font-medium text-gray-600 sm:hidden">{t('jobChanges.before')}: </span>
                <del className="no-underline">{show(job, field)}</del>
              </td>
              <td className="block text-gray-900 sm:table-cell sm:py-2">
                <span className="font-medium text-gray-600 sm:hidden">{t('jobChanges.after')}: </span>
                <ins className="no-underline">{show(change, field)}</ins>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Posters' changes to approved jobs, the longest waiting first: what changed, field by field,
 * and approve (the change becomes the public text) or reject with a reason (the job stays as it is).
 */
export function JobChangesPanel({ onChanged }: { onChanged?: () => void }) {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const list = useJobPage((page) => dispatch(fetchJobChanges(page)).unwrap(), 'changes');
  const [busy, setBusy] = useState<number | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [rejecting, setRejecting] = useState<Job | null>(null);

  async function approve(job: Job) {
    setBusy(job.id);
    setNotice(null);
    try {
      const saved = await dispatch(approveJobChange(job.id)).unwrap();
      if (saved.value) dispatch(jobUpdated(saved.value));
      list.drop(job.id);
      setNotice({ tone: 'success', text: t('jobChanges.approved', { title: saved.value?.title ?? job.title }) });
      onChanged?.();
    } catch (error) {
      const failure = toApiFailure(error, JOB_CALL_MESSAGES.approveChangeFailed);
      setNotice({ tone: 'error', text: failure.fromServer ? failure.message : t('jobChanges.approveFailed', { title: job.title }) });
    } finally {
      setBusy(null);
    }
  }

  async function reject(job: Job, reason: string): Promise<ApiFailure | null> {
    try {
      await dispatch(rejectJobChange({ id: job.id, reason })).unwrap();
      list.drop(job.id);
      setRejecting(null);
      setNotice({ tone: 'success', text: t('jobChanges.rejected', { title: job.title }) });
      onChanged?.();
      return null;
    } catch (error) {
      return toApiFailure(error, JOB_CALL_MESSAGES.rejectChangeFailed);
    }
  }

  return (
    <section aria-labelledby="job-changes-title" className="space-y-4">
      <h2 id="job-changes-title" className="text-lg font-semibold text-gray-900">
        {t('jobChanges.title')}
      </h2>
      <p className="text-sm text-gray-600">{t('jobChanges.intro')}</p>
      {notice ? <FormMessage tone={notice.tone}>{notice.text}</FormMessage> : null}
      <JobList
        {...list}
        loadingLabel={t('jobChanges.loading')}
        failedLabel={t('jobChanges.loadFailed')}
        empty={{ title: t('jobChanges.emptyTitle'), text: t('jobChanges.emptyText') }}
        render={(job) =>
          job.change ? (
            <JobSummary job={job}>
              <JobChangeTable job={job} change={job.change} />
              <Button size="sm" onClick={() => void approve(job)} disabled={busy === job.id} aria-busy={busy === job.id || undefined}>
                {busy === job.id ? t('jobChanges.approving') : t('jobChanges.approve')}
              </Button>
              <Button variant="ghost" size="sm" className={DANGER_OUTLINE} onClick={() => setRejecting(job)} disabled={busy === job.id}>
                {t('jobChanges.reject')}
              </Button>
            </JobSummary>
          ) : null
        }
      />
      <RejectDialog job={rejecting} kind="change" onReject={reject} onClose={() => setRejecting(null)} />
    </section>
  );
}

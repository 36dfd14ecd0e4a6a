import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { toApiFailure } from '@/lib/api-error';
import { Button } from '@/components/ui/button';
import { DocumentIcon } from '@/components/ui/icons';
import { Disclosure } from '@/components/ui/disclosure';
import { APPLICATION_STATUSES, type Application, type ApplicationStatus, type Channel } from '@/features/jobs/types';
import { useAppDispatch } from '@/app/hooks';
import {
  JOB_CALL_MESSAGES,
  changeApplicationStatus,
  downloadApplicationCv,
  fetchJobApplications,
} from '@/features/jobs/job-calls';
import { useRemote } from '@/lib/use-remote';
import { formatBytes, formatDate } from '@/lib/format';
import { saveFile } from '@/lib/save-file';
import { EmptyList, ListSkeleton, LoadError } from '@/components/ui/list-states';
import { ApplicationStatusBadge } from '@/features/jobs/dashboard/status-badge';
import '@/i18n/dashboard-texts';
import '@/features/jobs/texts';



/**
 * The applications for one job, for its poster (general channel) or an admin: who applied and
 * when, their letter, their CV to download, and the status to move on.
 */
export function JobApplications({ jobId, jobTitle, channel = 'general' }: { jobId: number; jobTitle: string; channel?: Channel }) {
  const { t } = useTranslation('dashboard');
  const dispatch = useAppDispatch();
  const { state, retry, update } = useRemote(
    () => dispatch(fetchJobApplications({ jobId, channel })).unwrap(),
    `${channel}:${jobId}`,
    JOB_CALL_MESSAGES.fetchApplicationsFailed,
  );

  return (
    <section aria-label={t('applications.forJob', { title: jobTitle })} className="space-y-3">
      {state.status === 'loading' ? <ListSkeleton label={t('applications.loading')} rows={2} /> : null}
      {state.status === 'error' ? <LoadError failure={state.failure} fallback={t('applications.loadFailed')} onRetry={retry} /> : null}
      {state.status === 'ready' && state.data.length === 0 ? (
        <EmptyList title={t('applications.emptyTitle')}>{t('applications.emptyText')}</EmptyList>
      ) : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <ul className="space-y-3">
          {state.data.map((application) => (
            <li key={application.id}>
              <ApplicationCard
                application={application}
                channel={channel}
                onChanged={(changed) => update((list) => list.map((item) => (item.id === changed.id ? { ...item, ...changed } : item)))}
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ApplicationCard({
  application,
  channel,
  onChanged,
}: {
  application: Application;
  channel: Channel;
  onChanged: (application: Application) => void;
}) {
  const { t, i18n } = useTranslation(['dashboard', 'jobs']);
  const dispatch = useAppDispatch();
  const selectId = useId();
  const [saving, setSaving] = useState(false);
  const [statusError, setStatusError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const { applicant, cv } = application;

  async function changeStatus(status: ApplicationStatus) {
    if (status === application.status) return;
    setSaving(true);
    setStatusError(null);
    try {
      const saved = await dispatch(changeApplicationStatus({ id: application.id, status, channel })).unwrap();
      onChanged({ ...application, ...saved.value, status: saved.value?.status ?? status });
    } catch (error) {
      const failure = toApiFailure(error, JOB_CALL_MESSAGES.updateApplicationFailed);
      setStatusError(failure.fromServer ? failure.message : t('applications.statusFailed'));
    } finally {
      setSaving(false);
    }
  }

  async function download() {
    setDownloading(true);
    setDownloadError(null);
    try {
      const { blob, fileName } = await dispatch(downloadApplicationCv({ id: application.id, channel })).unwrap();
      saveFile(blob, cv.name || fileName);
    } catch (error) {
      const failure = toApiFailure(error, JOB_CALL_MESSAGES.downloadCvFailed);
      setDownloadError(failure.fromServer ? failure.message : t('applications.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <article aria-labelledby={`${selectId}-name`} className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 id={`${selectId}-name`} className="font-semibold text-gray-900">
            {applicant.name || applicant.email}
          </h4>
          <ul className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-gray-700">
            <li className="min-w-0 [overflow-wrap:anywhere]">
              <a className="underline decoration-gray-300 underline-offset-2 hover:text-teal-800" href={`mailto:${applicant.email}`}>
                {applicant.email}
              </a>
            </li>
            {application.phone ? (
              <li className="whitespace-nowrap">
                <a className="underline decoration-gray-300 underline-offset-2 hover:text-teal-800" href={`tel:${application.phone.replace(/[^\d+]/g, '')}`}>
                  {application.phone}
                </a>
              </li>
            ) : null}
          </ul>
          <p className="mt-0.5 text-sm text-gray-600">{t('applications.appliedOn', { date: formatDate(application.createdAt, i18n.language) })}</p>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </div>

      {application.coverLetter ? (
        <Disclosure summary={t('applications.coverLetter')} className="mt-3">
          <p className="pb-3 whitespace-pre-line text-gray-700">{application.coverLetter}</p>
        </Disclosure>
      ) : null}

      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Button variant="secondary" size="sm" onClick={download} disabled={downloading} aria-busy={downloading || undefined}>
            <DocumentIcon className="size-4" />
            {downloading ? t('applications.downloading') : t('applications.downloadCv')}
          </Button>
          {cv.name ? (
            <p className="mt-1 text-xs text-gray-600">
              {cv.name}
              {cv.size ? ` · ${formatBytes(cv.size, i18n.language)}` : ''}
            </p>
          ) : null}
          {downloadError ? (
            <p role="alert" className="mt-1 text-sm font-medium text-red-700">
              {downloadError}
            </p>
          ) : null}
        </div>
        <div className="sm:w-56">
          <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-gray-900">
            {t('applications.status')}
          </label>
          <select
            id={selectId}
            value={application.status}
            disabled={saving}
            aria-describedby={statusError ? `${selectId}-error` : undefined}
            aria-invalid={statusError ? true : undefined}
            onChange={(event) => void changeStatus(event.target.value as ApplicationStatus)}
            className="block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 focus:border-teal-700 focus:outline-2 focus:outline-teal-700 disabled:bg-gray-100"
          >
            {APPLICATION_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`jobs:applicationStatus.${status}`)}
              </option>
            ))}
          </select>
          {saving ? (
            <p role="status" className="mt-1 text-xs text-gray-600">
              {t('applications.saving')}
            </p>
          ) : null}
          {statusError ? (
            <p id={`${selectId}-error`} role="alert" className="mt-1 text-sm font-medium text-red-700">
              {statusError}
            </p>
          ) : null}
        </div>
      </div>
    </article>
  );
}

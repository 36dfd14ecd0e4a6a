/**
 * One application in a job's pipeline: who applied and when, the letter and CV, a box to pick it
 * for a bulk move, its stage (with whether the move emails the applicant), the employer's rating,
 * and on request its history and the private notes. Notes and ratings are the employer's side's
 * only: the applicant's answers never carry them.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { toApiFailure } from '@/lib/api-error';
import { Button } from '@/components/ui/button';
import { DocumentIcon } from '@/components/ui/icons';
import { Disclosure } from '@/components/ui/disclosure';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import {
  APPLICATION_STAGES,
  type ApplicationMove,
  type ApplicationNote,
  type ApplicationStage,
  type Channel,
  type EmployerApplication,
} from '@/features/jobs/types';
import { JOB_CALL_MESSAGES, downloadApplicationCv } from '@/features/jobs/job-calls';
import {
  PIPELINE_MESSAGES,
  addApplicationNote,
  changeApplicationStatus,
  fetchApplicationActivity,
  rateApplication,
} from '@/features/jobs/pipeline-calls';
import { formatBytes, formatDate } from '@/lib/format';
import { saveFile } from '@/lib/save-file';
import { ApplicationStatusBadge } from '@/features/jobs/dashboard/status-badge';
import { ApplicationMessages } from '@/features/jobs/messages/application-messages';
import { ScreeningSummary } from '@/features/jobs/screening/screening-summary';
import '@/i18n/dashboard-texts';
import '@/features/jobs/texts';
import { EmployerInterview } from '@/features/jobs/interviews/employer-interview';
import { WithoutCVMarks } from '@/features/jobs/walkin/walkin-rsvps';

const controlClass =
  'block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 focus:border-teal-700 focus:outline-2 focus:outline-teal-700 disabled:bg-gray-100';

interface ApplicationCardProps {
  application: EmployerApplication;
  channel: Channel;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  /** A change that moves no stage (a rating, a note). */
  onChanged: (application: EmployerApplication) => void;
  /** A move to another stage. */
  onMoved: (application: EmployerApplication) => void;
}

export function ApplicationCard({ application, channel, selected, onSelect, onChanged, onMoved }: ApplicationCardProps) {
  const { t, i18n } = useTranslation(['dashboard', 'jobs']);
  const dispatch = useAppDispatch();
  const id = useId();
  const [saving, setSaving] = useState(false);
  const [notify, setNotify] = useState(true);
  const [downloading, setDownloading] = useState(false);
  const [activityOpen, setActivityOpen] = useState(false);
  const { applicant, cv } = application;
  const withdrawn = application.status === 'withdrawn';
  const name = applicant.name || applicant.email;

  function failed(error: unknown, fallbackCall: string, fallbackText: string) {
    const failure = toApiFailure(error, fallbackCall);
    dispatch(toastAdded({ type: 'error', message: failure.fromServer ? failure.message : fallbackText }));
  }

  async function changeStage(status: ApplicationStage) {
    if (status === application.status) return;
    setSaving(true);
    try {
      const saved = await dispatch(changeApplicationStatus({ id: application.id, status, channel, notify: notify || status === 'rejected' })).unwrap();
      onMoved({ ...application, ...saved.value });
      dispatch(toastAdded({ type: 'success', message: t('pipeline.moved', { name, stage: t(`jobs:applicationStatus.${status}`) }) }));
    } catch (error) {
      failed(error, PIPELINE_MESSAGES.updateApplicationFailed, t('applications.statusFailed'));
    } finally {
      setSaving(false);
    }
  }

  async function rate(value: string) {
    const rating = value === '' ? null : Number(value);
    try {
      const saved = await dispatch(rateApplication({ id: application.id, rating, channel })).unwrap();
      onChanged({ ...application, ...saved.value });
      dispatch(toastAdded({ type: 'success', message: rating === null ? t('pipeline.ratingCleared') : t('pipeline.rated', { rating }) }));
    } catch (error) {
      failed(error, PIPELINE_MESSAGES.rateFailed, t('pipeline.rateFailed'));
    }
  }

  async function download() {
    setDownloading(true);
    try {
      const { blob, fileName } = await dispatch(downloadApplicationCv({ id: application.id, channel })).unwrap();
      saveFile(blob, cv.name || fileName);
    } catch (error) {
      failed(error, JOB_CALL_MESSAGES.downloadCvFailed, t('applications.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <article aria-labelledby={`${id}-name`} className="rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          {!withdrawn ? (
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-teal-700"
              checked={selected}
              onChange={(event) => onSelect(event.target.checked)}
              aria-label={t('pipeline.select', { name })}
            />
          ) : null}
          <div className="min-w-0">
            <h4 id={`${id}-name`} className="font-semibold text-gray-900">
              {name}
            </h4>
            <ul className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-gray-700">
              {applicant.email ? (
                <li className="min-w-0 [overflow-wrap:anywhere]">
                  <a className="underline decoration-gray-300 underline-offset-2 hover:text-teal-800" href={`mailto:${applicant.email}`}>
                    {applicant.email}
                  </a>
                </li>
              ) : null}
              {application.phone ? (
                <li className="whitespace-nowrap">
                  <a className="underline decoration-gray-300 underline-offset-2 hover:text-teal-800" href={`tel:${application.phone.replace(/[^\d+]/g, '')}`}>
                    {application.phone}
                  </a>
                </li>
              ) : null}
            </ul>
            <p className="mt-0.5 text-sm text-gray-600">
              {t('applications.appliedOn', { date: formatDate(application.createdAt, i18n.language) })}
              {application.updatedAt !== application.createdAt
                ? ` · ${t('pipeline.lastChange', { date: formatDate(application.updatedAt, i18n.language) })}`
                : ''}
            </p>
          </div>
        </div>
        <ApplicationStatusBadge status={application.status} />
      </div>

      <WithoutCVMarks application={application} />
      <ScreeningSummary application={application} />

      {application.coverLetter ? (
        <Disclosure summary={t('applications.coverLetter')} className="mt-3">
          <p className="pb-3 whitespace-pre-line text-gray-700">{application.coverLetter}</p>
        </Disclosure>
      ) : null}

      <div className="mt-3 grid gap-3 sm:grid-cols-[1fr_14rem_9rem] sm:items-start">
        <div>
          {application.withoutCv ? null : (
          <Button variant="secondary" size="sm" onClick={() => void download()} disabled={downloading} aria-busy={downloading || undefined}>
            <DocumentIcon className="size-4" />
            {downloading ? t('applications.downloading') : t('applications.downloadCv')}
          </Button>
          )}
          {cv.name ? (
            <p className="mt-1 text-xs text-gray-600">
              {cv.name}
              {cv.size ? ` · ${formatBytes(cv.size, i18n.language)}` : ''}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-stage`} className="mb-1 block text-sm font-medium text-gray-900">
            {t('pipeline.stage')}
          </label>
          {withdrawn ? (
            <p id={`${id}-stage`} className="text-sm text-gray-700">
              {t('pipeline.withdrawnText')}
            </p>
          ) : (
            <>
              <select
                id={`${id}-stage`}
                value={application.status}
                disabled={saving}
                aria-busy={saving || undefined}
                onChange={(event) => void changeStage(event.target.value as ApplicationStage)}
                className={controlClass}
              >
                {APPLICATION_STAGES.map((stage) => (
                  <option key={stage} value={stage}>
                    {t(`jobs:applicationStatus.${stage}`)}
                  </option>
                ))}
              </select>
              <label className="mt-1 flex min-h-11 items-center gap-2 text-sm text-gray-800">
                <input type="checkbox" className="size-5 shrink-0 accent-teal-700" checked={notify} onChange={(event) => setNotify(event.target.checked)} />
                {t('pipeline.notify')}
              </label>
            </>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-rating`} className="mb-1 block text-sm font-medium text-gray-900">
            {t('pipeline.rating')}
          </label>
          <select id={`${id}-rating`} value={application.rating ?? ''} onChange={(event) => void rate(event.target.value)} className={controlClass}>
            <option value="">{t('pipeline.noRating')}</option>
            {[1, 2, 3, 4, 5].map((n) => (
              <option key={n} value={n}>
                {t('pipeline.stars', { rating: n })}
              </option>
            ))}
          </select>
        </div>
      </div>

      {channel === 'general' ? (
        <EmployerInterview
          applicationId={application.id}
          stage={application.status}
          applicantName={name}
          withdrawn={withdrawn}
          onProposed={() => onMoved({ ...application, status: 'interview' })}
        />
      ) : null}

      <div className="mt-3">
        <Button variant="ghost" size="sm" aria-expanded={activityOpen} aria-controls={`${id}-activity`} onClick={() => setActivityOpen((open) => !open)}>
          {activityOpen ? t('pipeline.hideActivity') : t('pipeline.showActivity', { count: application.notesCount })}
        </Button>
        {activityOpen ? (
          <div id={`${id}-activity`}>
            <Activity application={application} channel={channel} onNoted={() => onChanged({ ...application, notesCount: application.notesCount + 1 })} />
          </div>
        ) : null}
      </div>
      {channel === 'general' ? (
        <div className="mt-2">
          <ApplicationMessages applicationId={application.id} />
        </div>
      ) : null}
    </article>
  );
}

/** An application's moves and private notes, with a form to add a note. */
function Activity({ application, channel, onNoted }: { application: EmployerApplication; channel: Channel; onNoted: () => void }) {
  const { t, i18n } = useTranslation(['dashboard', 'jobs']);
  const dispatch = useAppDispatch();
  const id = useId();
  const [data, setData] = useState<{ history: ApplicationMove[]; notes: ApplicationNote[] } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [noteError, setNoteError] = useState<string | null>(null);

  // The history is read when the panel opens and again after each move (updatedAt changes).
  useEffect(() => {
    let current = true;
    setLoadFailed(false);
    dispatch(fetchApplicationActivity({ id: application.id, channel }))
      .unwrap()
      .then(
        (answer) => {
          if (current) setData(answer);
        },
        () => {
          if (current) setLoadFailed(true);
        },
      );
    return () => {
      current = false;
    };
  }, [dispatch, application.id, application.updatedAt, channel]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = note.trim();
    if (!body) {
      setNoteError(t('pipeline.noteRequired'));
      return;
    }
    setSending(true);
    setNoteError(null);
    try {
      const saved = await dispatch(addApplicationNote({ id: application.id, body, channel })).unwrap();
      setData((previous) => (previous ? { ...previous, notes: [...previous.notes, saved.value] } : previous));
      setNote('');
      onNoted();
      dispatch(toastAdded({ type: 'success', message: t('pipeline.noteAdded') }));
    } catch (error) {
      const failure = toApiFailure(error, PIPELINE_MESSAGES.addNoteFailed);
      const message = failure.fromServer ? failure.message : t('pipeline.noteFailed');
      setNoteError(message);
      dispatch(toastAdded({ type: 'error', message }));
    } finally {
      setSending(false);
    }
  }

  const who = (by: { kind: string; name: string } | null) =>
    by ? (by.kind === 'admin' ? t('pipeline.byAdmin', { name: by.name }) : t('pipeline.by', { name: by.name })) : t('pipeline.byApplicant');

  return (
    <div className="mt-2 grid gap-4 rounded-lg bg-gray-50 p-3 sm:grid-cols-2">
      <div>
        <h5 id={`${id}-history`} className="text-sm font-semibold text-gray-900">
          {t('pipeline.history')}
        </h5>
        {loadFailed ? <p role="alert" className="mt-1 text-sm text-red-700">{t('pipeline.historyFailed')}</p> : null}
        {!data && !loadFailed ? <p className="mt-1 text-sm text-gray-600">{t('applications.loading')}</p> : null}
        {data ? (
          <ol aria-labelledby={`${id}-history`} className="mt-1 space-y-1 text-sm text-gray-800">
            {data.history.map((move, index) => (
              <li key={`${move.at}-${index}`}>
                <span className="font-medium">{t(`jobs:applicationStatus.${move.status}`, { defaultValue: move.status })}</span>
                {' · '}
                {formatDate(move.at, i18n.language)}
                {' · '}
                {move.status === 'submitted' && !move.by ? t('pipeline.applied') : who(move.by)}
                {move.notified ? ` · ${t('pipeline.emailed')}` : ''}
              </li>
            ))}
          </ol>
        ) : null}
      </div>
      <div>
        <h5 className="text-sm font-semibold text-gray-900">{t('pipeline.notes')}</h5>
        <p className="text-xs text-gray-600">{t('pipeline.notesPrivate')}</p>
        {data && data.notes.length > 0 ? (
          <ul className="mt-1 space-y-2 text-sm">
            {data.notes.map((item) => (
              <li key={item.id} className="rounded-md border border-gray-200 bg-white p-2">
                <p className="whitespace-pre-line text-gray-900">{item.body}</p>
                <p className="mt-1 text-xs text-gray-600">
                  {who(item.author)} · {formatDate(item.createdAt, i18n.language)}
                </p>
              </li>
            ))}
          </ul>
        ) : null}
        <form onSubmit={(event) => void submit(event)} className="mt-2 space-y-2" noValidate>
          <label htmlFor={`${id}-note`} className="block text-sm font-medium text-gray-900">
            {t('pipeline.addNote')}
          </label>
          <textarea
            id={`${id}-note`}
            value={note}
            maxLength={2000}
            rows={3}
            onChange={(event) => setNote(event.target.value)}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={noteError ? `${id}-note-error` : undefined}
            className="block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 focus:border-teal-700 focus:outline-2 focus:outline-teal-700"
          />
          {noteError ? (
            <p id={`${id}-note-error`} role="alert" className="text-sm font-medium text-red-700">
              {noteError}
            </p>
          ) : null}
          <Button type="submit" size="sm" disabled={sending} aria-busy={sending || undefined}>
            {sending ? t('applications.saving') : t('pipeline.saveNote')}
          </Button>
        </form>
      </div>
    </div>
  );
}

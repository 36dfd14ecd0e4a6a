/**
 * The hiring pipeline of one job, for its poster (general channel) or an admin: how many
 * applications are at each stage, filters by stage and applied date, bulk moves (all or none) of
 * the page shown, the CSV export, and each application's card (application-card.tsx), a page of
 * PIPELINE_PAGE at a time with the page in the address.
 */
import { useEffect, useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/i18n/react';
import { toApiFailure } from '@/lib/api-error';
import { Button } from '@/components/ui/button';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import {
  APPLICATION_STAGES,
  APPLICATION_STATUSES,
  PIPELINE_PAGE,
  type ApplicationFilter,
  type ApplicationStage,
  type ApplicationStatus,
  type Channel,
  type EmployerApplication,
} from '@/features/jobs/types';
import { PIPELINE_MESSAGES, exportApplications, fetchApplicationStages, fetchJobApplications, moveApplications } from '@/features/jobs/pipeline-calls';
import { useRemote } from '@/lib/use-remote';
import { writeNumber } from '@/lib/intl';
import { Pagination } from '@/features/jobs/components/pagination';
import { saveFile } from '@/lib/save-file';
import { EmptyList, ListSkeleton, LoadError } from '@/components/ui/list-states';
import { ApplicationCard } from '@/features/jobs/dashboard/application-card';
import { UnreadMessagesProvider } from '@/features/jobs/messages/unread';
import { KnockoutOffer, ScreeningFilterControls } from '@/features/jobs/screening/screening-controls';
import '@/i18n/dashboard-texts';
import '@/features/jobs/texts';

const fieldClass =
  'block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 focus:border-teal-700 focus:outline-2 focus:outline-teal-700 disabled:bg-gray-100';

/** The address's parameter of the page of the open job's applications (?job=<id>&applicationsPage=<n>). */
export const APPLICATIONS_PAGE_PARAM = 'applicationsPage';

/** The page of jobId's applications the address names: 1 unless it names this job and a page from 2. */
function pageIn(params: URLSearchParams, jobId: number): number {
  if (params.get('job') !== String(jobId)) return 1;
  const page = Number(params.get(APPLICATIONS_PAGE_PARAM));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export function JobApplications({ jobId, jobTitle, channel = 'general' }: { jobId: number; jobTitle: string; channel?: Channel }) {
  const { t } = useTranslation(['dashboard', 'jobs']);
  const dispatch = useAppDispatch();
  const id = useId();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const page = pageIn(params, jobId);
  /** The address of a page of this job's applications, the rest of the address kept. */
  function hrefFor(target: number): string {
    const next = new URLSearchParams(params);
    next.set('job', String(jobId));
    if (target > 1) next.set(APPLICATIONS_PAGE_PARAM, String(target));
    else next.delete(APPLICATIONS_PAGE_PARAM);
    return `?${next.toString()}`;
  }
  const [filter, setFilter] = useState<ApplicationFilter>({});
  // A bulk move reads the list and the counts again; a card's move only the counts.
  const [version, setVersion] = useState(0);
  const [countsVersion, setCountsVersion] = useState(0);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [bulkStage, setBulkStage] = useState<ApplicationStage>('reviewed');
  const [bulkNotify, setBulkNotify] = useState(true);
  const [moving, setMoving] = useState(false);
  const [exporting, setExporting] = useState(false);
  const filterKey = `${channel}:${jobId}:${filter.status ?? ''}:${filter.from ?? ''}:${filter.to ?? ''}:${filter.screening ?? ''}:${filter.sort ?? ''}:${page}:${version}`;
  const days = { from: filter.from, to: filter.to };
  const stages = useRemote(
    () => dispatch(fetchApplicationStages({ jobId, channel, filter: days })).unwrap(),
    `${channel}:${jobId}:${filter.from ?? ''}:${filter.to ?? ''}:${version}:${countsVersion}`,
    PIPELINE_MESSAGES.fetchApplicationsFailed,
  );
  const { state, retry, update } = useRemote(
    () => dispatch(fetchJobApplications({ jobId, channel, filter, page })).unwrap(),
    filterKey,
    PIPELINE_MESSAGES.fetchApplicationsFailed,
  );
  // What was shown stays while a newer answer loads, so focus and scroll stay where they were.
  const shown = state.data;
  const list = shown?.list ?? [];
  const movable = list.filter((application) => application.status !== 'withdrawn');
  const chosen = movable.filter((application) => selected.has(application.id));
  const allChosen = movable.length > 0 && chosen.length === movable.length;
  const counts = stages.state.status === 'ready' ? stages.state.data : null;
  // The screening tools show once the job's applications carry answers (or one is in use).
  const screened = Boolean(filter.screening || filter.sort) || list.some((application) => (application.screeningAnswers?.length ?? 0) > 0);
  const total = counts ? APPLICATION_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0) : null;
  const totalPages = shown ? Math.max(1, Math.ceil(shown.total / PIPELINE_PAGE)) : 1;
  const first = (page - 1) * PIPELINE_PAGE + 1;

  // A selection is of the page shown: another page starts with none.
  useEffect(() => {
    setSelected(new Set());
  }, [page]);

  // A page left empty (its applications moved out of the filter, or an old address) shows the last one.
  useEffect(() => {
    if (state.status === 'ready' && state.data.list.length === 0 && state.data.total > 0 && page > 1) {
      void navigate(hrefFor(Math.ceil(state.data.total / PIPELINE_PAGE)), { replace: true });
    }
    // hrefFor reads the address, which the page is read from.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state, page]);

  function refine(change: ApplicationFilter) {
    setFilter((previous) => ({ ...previous, ...change }));
    setSelected(new Set());
    // Another filter starts at its first page.
    if (page > 1) void navigate(hrefFor(1), { replace: true });
  }

  function toggle(applicationId: number, on: boolean) {
    setSelected((previous) => {
      const next = new Set(previous);
      if (on) next.add(applicationId);
      else next.delete(applicationId);
      return next;
    });
  }

  function changed(application: EmployerApplication) {
    update((data) => ({ ...data, list: data.list.map((item) => (item.id === application.id ? { ...item, ...application } : item)) }));
  }


  async function moveChosen() {
    if (chosen.length === 0) return;
    setMoving(true);
    try {
      const ids = chosen.map((application) => application.id);
      await dispatch(moveApplications({ jobId, ids, status: bulkStage, notify: bulkNotify, channel })).unwrap();
      dispatch(toastAdded({ type: 'success', message: t('pipeline.bulkMoved', { count: ids.length, stage: t(`jobs:applicationStatus.${bulkStage}`) }) }));
      setSelected(new Set());
      setVersion((value) => value + 1);
    } catch (error) {
      const failure = toApiFailure(error, PIPELINE_MESSAGES.updateApplicationFailed);
      dispatch(toastAdded({ type: 'error', message: failure.fromServer ? failure.message : t('pipeline.bulkFailed') }));
    } finally {
      setMoving(false);
    }
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const { blob, fileName } = await dispatch(exportApplications({ jobId, channel })).unwrap();
      saveFile(blob, fileName);
      dispatch(toastAdded({ type: 'success', message: t('pipeline.exported') }));
    } catch (error) {
      const failure = toApiFailure(error, PIPELINE_MESSAGES.exportFailed);
      dispatch(toastAdded({ type: 'error', message: failure.fromServer ? failure.message : t('pipeline.exportFailed') }));
    } finally {
      setExporting(false);
    }
  }

  const stageButton = (status: ApplicationStatus | '', label: string, count: number | null) => {
    const active = (filter.status ?? '') === status;
    return (
      <li key={status || 'all'}>
        <button
          type="button"
          aria-pressed={active}
          onClick={() => refine({ status })}
          className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 ${
            active ? 'border-teal-700 bg-teal-700 text-white' : 'border-gray-300 bg-white text-gray-900 hover:bg-gray-50'
          }`}
        >
          {label}{' '}
          <span className={`rounded-full px-2 text-xs ${active ? 'bg-teal-900 text-white' : 'bg-gray-100 text-gray-800'}`}>{count ?? '…'}</span>
        </button>
      </li>
    );
  };

  return (
    <section aria-label={t('applications.forJob', { title: jobTitle })} className="space-y-3">
      <nav aria-label={t('pipeline.stages')}>
        <ul className="flex flex-wrap gap-2">
          {stageButton('', t('pipeline.all'), total)}
          {APPLICATION_STATUSES.map((status) => stageButton(status, t(`jobs:applicationStatus.${status}`), counts ? counts[status] ?? 0 : null))}
        </ul>
      </nav>

      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <div className="sm:w-44">
          <label htmlFor={`${id}-from`} className="mb-1 block text-sm font-medium text-gray-900">
            {t('pipeline.from')}
          </label>
          <input id={`${id}-from`} type="date" className={fieldClass} value={filter.from ?? ''} max={filter.to || undefined}
            onChange={(event) => refine({ from: event.target.value })} />
        </div>
        <div className="sm:w-44">
          <label htmlFor={`${id}-to`} className="mb-1 block text-sm font-medium text-gray-900">
            {t('pipeline.to')}
          </label>
          <input id={`${id}-to`} type="date" className={fieldClass} value={filter.to ?? ''} min={filter.from || undefined}
            onChange={(event) => refine({ to: event.target.value })} />
        </div>
        {screened ? <ScreeningFilterControls filter={filter} onChange={refine} /> : null}
        {filter.from || filter.to || filter.status || filter.screening ? (
          <Button variant="ghost" size="sm" onClick={() => refine({ status: '', from: '', to: '', screening: '' })}>
            {t('pipeline.clearFilters')}
          </Button>
        ) : null}
        <Button variant="secondary" size="sm" className="sm:ml-auto" onClick={() => void exportCsv()} disabled={exporting} aria-busy={exporting || undefined}>
          {exporting ? t('pipeline.exporting') : t('pipeline.export')}
        </Button>
      </div>

      {screened ? <KnockoutOffer jobId={jobId} channel={channel} version={version + countsVersion} onMoved={() => setVersion((value) => value + 1)} /> : null}

      {movable.length > 0 ? (
        <fieldset className="rounded-xl border border-gray-200 bg-white p-3">
          <legend className="px-1 text-sm font-semibold text-gray-900">{t('pipeline.bulkTitle')}</legend>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            <label className="flex min-h-11 items-center gap-3 text-sm text-gray-900">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-teal-700"
                checked={allChosen}
                onChange={(event) => setSelected(event.target.checked ? new Set(movable.map((application) => application.id)) : new Set())}
              />
              {t('pipeline.selectAll', { count: movable.length })}
            </label>
            <div className="flex items-center gap-2">
              <label htmlFor={`${id}-bulk`} className="text-sm font-medium whitespace-nowrap text-gray-900">
                {t('pipeline.moveTo')}
              </label>
              <select id={`${id}-bulk`} className={`${fieldClass} sm:w-48`} value={bulkStage}
                onChange={(event) => setBulkStage(event.target.value as ApplicationStage)}>
                {APPLICATION_STAGES.map((stage) => (
                  <option key={stage} value={stage}>
                    {t(`jobs:applicationStatus.${stage}`)}
                  </option>
                ))}
              </select>
            </div>
            <label className="flex min-h-11 items-center gap-3 text-sm text-gray-900">
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-teal-700"
                checked={bulkNotify || bulkStage === 'rejected'}
                disabled={bulkStage === 'rejected'}
                onChange={(event) => setBulkNotify(event.target.checked)}
              />
              {t('pipeline.notifyAll')}
            </label>
            <Button size="sm" onClick={() => void moveChosen()} disabled={moving || chosen.length === 0} aria-busy={moving || undefined}>
              {moving ? t('pipeline.moving') : t('pipeline.moveSelected', { count: chosen.length })}
            </Button>
          </div>
          {bulkStage === 'rejected' ? <p className="mt-2 text-xs text-gray-600">{t('pipeline.rejectedAlwaysNotifies')}</p> : null}
        </fieldset>
      ) : null}

      {state.status === 'loading' && !shown ? <ListSkeleton label={t('applications.loading')} rows={2} /> : null}
      {state.status === 'error' ? <LoadError failure={state.failure} fallback={t('applications.loadFailed')} onRetry={retry} /> : null}
      {shown && list.length === 0 ? (
        filter.status || filter.from || filter.to || filter.screening ? (
          <EmptyList title={t('pipeline.noneMatchTitle')}>{t('pipeline.noneMatchText')}</EmptyList>
        ) : (
          <EmptyList title={t('applications.emptyTitle')}>{t('applications.emptyText')}</EmptyList>
        )
      ) : null}
      {shown && list.length > 0 ? (
        <>
          {shown.total > list.length ? (
            <p className="text-sm text-gray-700">
              {t('pipeline.showing', { from: writeNumber(first), to: writeNumber(first + list.length - 1), total: writeNumber(shown.total) })}
            </p>
          ) : null}
          <UnreadMessagesProvider source={channel === 'general' ? { jobId } : null}>
          <ul className="space-y-3">
            {list.map((application) => (
              <li key={application.id}>
                <ApplicationCard
                  application={application}
                  channel={channel}
                  selected={selected.has(application.id)}
                  onSelect={(on) => toggle(application.id, on)}
                  onChanged={changed}
                  onMoved={(next) => {
                    changed(next);
                    setCountsVersion((value) => value + 1);
                  }}
                />
              </li>
            ))}
          </ul>
          </UnreadMessagesProvider>
          <Pagination page={Math.min(page, totalPages)} totalPages={totalPages} hrefFor={hrefFor} label={t('pipeline.pages')} />
        </>
      ) : null}
    </section>
  );
}

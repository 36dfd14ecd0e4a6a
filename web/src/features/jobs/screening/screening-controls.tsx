/**
 * The pipeline's screening tools: a filter by what the answers come to and an order that puts
 * the best answers first (ScreeningFilterControls), and the knock-out (KnockoutOffer): the
 * applications still at "Applied" that miss a required answer, offered as one move to "Not
 * selected" that happens only once the employer confirms, through the pipeline's bulk move
 * (which emails each applicant, as a move to "Not selected" always does).
 */
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { toApiFailure } from '@/lib/api-error';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { useRemote } from '@/lib/use-remote';
import type { ApplicationFilter, Channel, ScreeningFilter } from '@/features/jobs/types';
import { PIPELINE_MESSAGES, fetchJobApplications, moveApplications } from '@/features/jobs/pipeline-calls';
import './texts';

const fieldClass =
  'block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 focus:border-teal-700 focus:outline-2 focus:outline-teal-700';

interface FilterControlsProps {
  filter: ApplicationFilter;
  onChange: (change: ApplicationFilter) => void;
}

export function ScreeningFilterControls({ filter, onChange }: FilterControlsProps) {
  const { t } = useTranslation('jobs-screening');
  const id = useId();
  return (
    <>
      <div className="sm:w-56">
        <label htmlFor={`${id}-screening`} className="mb-1 block text-sm font-medium text-gray-900">
          {t('pipeline.filter')}
        </label>
        <select id={`${id}-screening`} className={fieldClass} value={filter.screening ?? ''}
          onChange={(event) => onChange({ screening: event.target.value as ScreeningFilter | '' })}>
          <option value="">{t('pipeline.filterAll')}</option>
          <option value="met">{t('pipeline.filterMet')}</option>
          <option value="unmet">{t('pipeline.filterUnmet')}</option>
        </select>
      </div>
      <div className="sm:w-56">
        <label htmlFor={`${id}-sort`} className="mb-1 block text-sm font-medium text-gray-900">
          {t('pipeline.sort')}
        </label>
        <select id={`${id}-sort`} className={fieldClass} value={filter.sort === 'screening' ? 'screening' : 'newest'}
          onChange={(event) => onChange({ sort: event.target.value === 'screening' ? 'screening' : '' })}>
          <option value="newest">{t('pipeline.sortNewest')}</option>
          <option value="screening">{t('pipeline.sortScreening')}</option>
        </select>
      </div>
    </>
  );
}

interface KnockoutOfferProps {
  jobId: number;
  channel: Channel;
  /** Changes when the pile changes, so that the offer is read again. */
  version: number;
  /** After the move: the list and counts are read again. */
  onMoved: () => void;
}

export function KnockoutOffer({ jobId, channel, version, onMoved }: KnockoutOfferProps) {
  const { t } = useTranslation('jobs-screening');
  const dispatch = useAppDispatch();
  const [confirming, setConfirming] = useState(false);
  const [moving, setMoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { state } = useRemote(
    () => dispatch(fetchJobApplications({ jobId, channel, filter: { screening: 'knockout' } })).unwrap(),
    `knockout:${channel}:${jobId}:${version}`,
    PIPELINE_MESSAGES.fetchApplicationsFailed,
  );
  const found = state.status === 'ready' ? state.data : null;
  if (!found || found.list.length === 0) return null;
  const ids = found.list.map((application) => application.id);

  async function confirm() {
    setMoving(true);
    setError(null);
    try {
      await dispatch(moveApplications({ jobId, ids, status: 'rejected', notify: true, channel })).unwrap();
      dispatch(toastAdded({ type: 'success', message: t('pipeline.moved', { count: ids.length }) }));
      setConfirming(false);
      onMoved();
    } catch (failure) {
      const said = toApiFailure(failure, PIPELINE_MESSAGES.updateApplicationFailed);
      const message = said.fromServer ? said.message : t('pipeline.failed');
      setError(message);
      dispatch(toastAdded({ type: 'error', message }));
    } finally {
      setMoving(false);
    }
  }

  return (
    <div className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 sm:flex-row sm:items-center sm:justify-between" data-testid="knockout-offer">
      <p className="text-sm text-amber-950">{t('pipeline.knockoutOffer', { count: found.total })}</p>
      <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
        {t('pipeline.knockoutButton')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('pipeline.confirmTitle', { count: ids.length })}
        confirmLabel={t('pipeline.confirm')}
        busyLabel={t('pipeline.moving')}
        busy={moving}
        error={error}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setConfirming(false);
          setError(null);
        }}
      >
        <p>{t('pipeline.confirmText')}</p>
        {found.total > ids.length ? <p>{t('pipeline.confirmMore', { shown: ids.length, total: found.total })}</p> : null}
        <ul className="max-h-48 list-disc overflow-y-auto pl-5 text-sm text-gray-800">
          {found.list.map((application) => (
            <li key={application.id}>{application.applicant.name || application.applicant.email}</li>
          ))}
        </ul>
      </ConfirmDialog>
    </div>
  );
}

/** "Saved jobs": what the job seeker saved, closed ones marked as closed and those taken off the site as no longer available, each removable. */
import { useEffect } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyList, ListSkeleton } from '@/components/ui/list-states';
import { Panel, formatDate } from '@/features/user/components/panel';
import type { SavedJob } from '@/features/user/types';
import { useAccountToast } from '@/features/user/use-account-toast';
import { USER_MESSAGES, fetchFavorites, removeFavorite, selectFavoritesStatus, selectSavedJobs } from '@/features/user/user-slice';
import '@/features/user/texts';

export function SavedJobsSection() {
  const { t } = useTranslation('user');
  const dispatch = useAppDispatch();
  const saved = useAppSelector(selectSavedJobs);
  const status = useAppSelector(selectFavoritesStatus);
  const toast = useAccountToast();

  useEffect(() => {
    // Read again on opening: a job may have closed since the list was read.
    void dispatch(fetchFavorites()).then((result) => {
      if (fetchFavorites.rejected.match(result)) toast('error', result.payload?.message ?? USER_MESSAGES.fetchSavedJobsFailed);
    });
  }, [dispatch, toast]);

  const remove = (jobId: number) =>
    void dispatch(removeFavorite(jobId)).then((result) => {
      if (removeFavorite.fulfilled.match(result)) toast('success', USER_MESSAGES.savedJobRemoved);
      else toast('error', result.payload?.message ?? USER_MESSAGES.removeSavedJobFailed);
    });

  let body;
  if (saved.length === 0 && (status === 'idle' || status === 'loading')) body = <ListSkeleton label={t('common.loading')} />;
  else if (saved.length === 0 && status === 'failed')
    body = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800">
        <p>{t('common.loadFailed')}</p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void dispatch(fetchFavorites())}>
          {t('common.retry')}
        </Button>
      </div>
    );
  else if (saved.length === 0)
    body = (
      <EmptyList
        title={t('saved.emptyTitle')}
        action={
          <Link to="/browse" className={buttonClasses('primary', 'sm')}>
            {t('saved.browse')}
          </Link>
        }
      >
        {t('saved.emptyText')}
      </EmptyList>
    );
  else
    body = (
      <ul className="space-y-3">
        {saved.map((item) => (
          <SavedJobRow key={item.jobId} item={item} onRemove={remove} />
        ))}
      </ul>
    );

  return (
    <Panel id="saved-title" title={t('saved.title')} intro={t('saved.intro')}>
      {body}
    </Panel>
  );
}

function SavedJobRow({ item, onRemove }: { item: SavedJob; onRemove: (jobId: number) => void }) {
  const { t, i18n } = useTranslation('user');
  const { t: common } = useTranslation('common');
  // An unavailable job comes without its details: its title is all there is, if even that.
  const job = item.status === 'unavailable' ? null : item.job;
  const title = job?.title || item.title;
  const place = job ? (job.location === 'Foreign' ? job.country || common('location.foreign') : common(`location.${job.location}`, { defaultValue: job.location })) : '';
  let badge = null;
  if (item.status === 'unavailable') badge = t('saved.unavailable');
  else if (item.closed) badge = t('saved.closed');
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-gray-200 p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2">
          {job && !item.closed ? (
            <Link to={`/job/${job.id}/${job.slug}`} className="font-semibold break-words text-teal-800 underline-offset-2 hover:underline">
              {job.title}
            </Link>
          ) : (
            <span className="font-semibold break-words text-gray-900">{title || t('saved.deleted')}</span>
          )}
          {badge ? (
            <span className="rounded-full border border-gray-300 bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-800">{badge}</span>
          ) : null}
        </p>
        {job ? (
          <p className="mt-1 text-sm text-gray-600">
            {[job.companyName, place].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        {item.status === 'unavailable' && title ? <p className="mt-1 text-sm text-gray-600">{t('saved.unavailableText')}</p> : null}
        <p className="mt-1 text-xs text-gray-600">{t('saved.savedOn', { date: formatDate(item.savedAt, i18n.language) })}</p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onRemove(item.jobId)}
        aria-label={title ? t('saved.removeLabel', { title }) : t('saved.removeDeletedLabel')}
      >
        {t('saved.remove')}
      </Button>
    </li>
  );
}

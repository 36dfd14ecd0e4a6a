/**
 * The blog's customer dashboard sections: "Saved articles" (the bookmarks, with a way to remove
 * each) and "Reading history" (the articles read on this device, newest first, with how far).
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import '@/features/blog/texts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import type { DashboardSection } from '@/components/dashboard/dashboard-section';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyList, ListSkeleton, LoadError, Pager } from '@/components/ui/list-states';
import { clearReading, selectBlog } from '@/features/blog/blog-slice';
import { BLOG_MESSAGES, fetchBookmarkedPosts, unbookmarkPost } from '@/features/blog/blog-thunks';
import { PostByline } from '@/features/blog/components/post-meta';
import { failureOf } from '@/features/blog/failure';
import { formatDate } from '@/lib/format';
import { blogPath } from '@/lib/paths';

function SavedArticles() {
  const { t } = useTranslation('blog');
  const dispatch = useAppDispatch();
  const { savedPosts, savedPagination, savedStatus, savedError, reactionPending } = useAppSelector(selectBlog);
  const [page, setPage] = useState(1);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const request = dispatch(fetchBookmarkedPosts(page));
    return () => request.abort();
  }, [dispatch, page, attempt]);

  async function remove(id: number, title: string) {
    const result = await dispatch(unbookmarkPost(id));
    if (unbookmarkPost.fulfilled.match(result)) {
      dispatch(toastAdded({ type: 'success', message: t('dashboard.removed', { title }) }));
      // The page may now be short of one: read it again (or the one before, when it emptied).
      if (savedPosts.length === 1 && page > 1) setPage(page - 1);
      else setAttempt((value) => value + 1);
    } else {
      const failure = result.payload;
      dispatch(toastAdded({ type: 'error', message: failure?.fromServer ? failure.message : t('errors.unbookmark') }));
    }
  }

  return (
    <section aria-labelledby="saved-articles" className="space-y-4">
      <div>
        <h2 id="saved-articles" className="text-xl font-bold text-gray-900">
          {t('dashboard.savedTitle')}
        </h2>
        <p className="text-sm text-gray-600">{t('dashboard.savedIntro')}</p>
      </div>
      {savedStatus === 'failed' ? (
        <LoadError failure={failureOf(savedError, BLOG_MESSAGES.fetchPostsFailed)} fallback={t('errors.fetchSaved')} onRetry={() => setAttempt((value) => value + 1)} />
      ) : savedStatus !== 'succeeded' && savedPosts.length === 0 ? (
        <ListSkeleton label={t('dashboard.loadingSaved')} rows={2} />
      ) : savedPosts.length === 0 ? (
        <EmptyList
          title={t('dashboard.savedEmptyTitle')}
          action={
            <Link to="/blogs" className={buttonClasses('secondary')}>
              {t('dashboard.browse')}
            </Link>
          }
        >
          {t('dashboard.savedEmptyMessage')}
        </EmptyList>
      ) : (
        <>
          <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white" aria-label={t('dashboard.savedTitle')}>
            {savedPosts.map((post) => (
              <li key={post.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center">
                <div className="min-w-0 flex-1">
                  <Link to={blogPath(post.id, post.slug)} className="font-semibold break-words text-teal-800 underline-offset-2 hover:underline">
                    {post.title}
                  </Link>
                  <PostByline post={post} />
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={reactionPending.includes(post.id)}
                  aria-label={t('dashboard.removeNamed', { title: post.title })}
                  onClick={() => void remove(post.id, post.title)}
                >
                  {t('dashboard.remove')}
                </Button>
              </li>
            ))}
          </ul>
          <Pager page={savedPagination.page} totalPages={savedPagination.totalPages} onChange={setPage} />
        </>
      )}
    </section>
  );
}

function ReadingHistory() {
  const { t, i18n } = useTranslation('blog');
  const dispatch = useAppDispatch();
  const { readingHistory, readingProgress } = useAppSelector(selectBlog);
  return (
    <section aria-labelledby="reading-history" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="reading-history" className="text-xl font-bold text-gray-900">
            {t('dashboard.historyTitle')}
          </h2>
          <p className="text-sm text-gray-600">{t('dashboard.historyIntro')}</p>
        </div>
        {readingHistory.length > 0 ? (
          <Button variant="secondary" size="sm" onClick={() => dispatch(clearReading())}>
            {t('dashboard.clearHistory')}
          </Button>
        ) : null}
      </div>
      {readingHistory.length === 0 ? (
        <EmptyList
          title={t('dashboard.historyEmptyTitle')}
          action={
            <Link to="/blogs" className={buttonClasses('secondary')}>
              {t('dashboard.browse')}
            </Link>
          }
        >
          {t('dashboard.historyEmptyMessage')}
        </EmptyList>
      ) : (
        <ol className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white" aria-label={t('dashboard.historyTitle')}>
          {readingHistory.map((entry) => (
            <li key={entry.id} className="p-4">
              <Link to={blogPath(entry.id, entry.slug)} className="font-semibold break-words text-teal-800 underline-offset-2 hover:underline">
                {entry.title}
              </Link>
              <p className="text-sm text-gray-600">
                {t('dashboard.lastRead', { date: formatDate(entry.lastReadAt, i18n.language) })}
                {' · '}
                {t('dashboard.progress', { percent: readingProgress[entry.id] ?? 0 })}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export const blogDashboardSections: DashboardSection[] = [
  { id: 'saved-articles', labelKey: 'tabs.savedArticles', roles: ['company', 'individual'], component: SavedArticles },
  { id: 'reading-history', labelKey: 'tabs.readingHistory', roles: ['company', 'individual'], component: ReadingHistory },
];

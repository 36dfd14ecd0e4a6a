/** The blog's figures (GET /api/blogs/stats, SPEC blogStats). */
import { useTranslation } from '@/i18n/react';
import { useAppDispatch } from '@/app/hooks';
import { ListSkeleton, LoadError } from '@/components/ui/list-states';
import type { TermCount } from '@/features/blog/admin-api';
import { fetchBlogStats } from '@/features/blog/admin/blog-admin-thunks';
import { useRemote } from '@/lib/use-remote';
import '@/features/blog/admin/texts';

function TopList({ title, items, empty }: { title: string; items: TermCount[]; empty: string }) {
  const { t } = useTranslation('blog-admin');
  return (
    <section className="rounded-2xl border border-gray-200 bg-white p-4" aria-label={title}>
      <h4 className="font-semibold text-gray-900">{title}</h4>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">{empty}</p>
      ) : (
        <ol className="mt-2 space-y-1 text-sm text-gray-800">
          {items.map((item) => (
            <li key={item.id} className="flex justify-between gap-2">
              <span className="min-w-0 break-words">{item.name}</span>
              <span className="tabular-nums">{t('terms.posts', { count: item.count })}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

export function StatsPanel() {
  const { t, i18n } = useTranslation('blog-admin');
  const dispatch = useAppDispatch();
  const fallback = t('stats.failed');
  const { state, retry } = useRemote(() => dispatch(fetchBlogStats()).unwrap(), 'blog-stats', fallback);
  if (state.status === 'error' && !state.data) return <LoadError failure={state.failure} fallback={fallback} onRetry={retry} />;
  if (!state.data) return <ListSkeleton label={t('loading')} rows={2} />;
  const stats = state.data;
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const figures = [
    { label: t('stats.totalPosts'), value: number(stats.totalPosts) },
    { label: t('stats.published'), value: number(stats.publishedPosts) },
    { label: t('stats.drafts'), value: number(stats.draftPosts) },
    { label: t('stats.views'), value: number(stats.totalViews) },
    { label: t('stats.likes'), value: number(stats.totalLikes) },
    { label: t('stats.comments'), value: number(stats.totalComments) },
    { label: t('stats.readTime'), value: t('stats.minutes', { value: number(stats.averageReadTime) }) },
  ];
  return (
    <div className="space-y-4">
      <h3 className="text-lg font-semibold text-gray-900">{t('stats.title')}</h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {figures.map((figure) => (
          <div key={figure.label} className="rounded-2xl border border-gray-200 bg-white p-4">
            <dt className="text-sm text-gray-700">{figure.label}</dt>
            <dd className="text-2xl font-bold text-gray-900 tabular-nums">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <TopList title={t('stats.topCategories')} items={stats.topCategories} empty={t('stats.none')} />
        <TopList title={t('stats.topTags')} items={stats.topTags} empty={t('stats.none')} />
      </div>
    </div>
  );
}

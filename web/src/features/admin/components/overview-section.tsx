/**
 * The console's overview: the queues that need a moderator (linked to their sections) and the
 * figures of GET /admin/stats as charts. Editors see the figures only.
 */
import { useNames } from '@/i18n/names';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import '@/features/admin/texts';
import type { DashboardViewer } from '@/components/dashboard/dashboard-section';
import { buttonClasses } from '@/components/ui/button';
import { ListSkeleton, LoadError } from '@/components/ui/list-states';
import { fetchStatsRequest } from '@/features/admin/api';
import { DailyBars, RankedBars } from '@/components/dashboard/charts';
import { SectionHeading } from '@/features/admin/components/shared';
import { formatDate } from '@/lib/format';
import { useRemote } from '@/lib/use-remote';

/** The daily series, in the order shown. */
export const SERIES = ['jobsPosted', 'jobsApproved', 'applications', 'registrationsIndividual', 'registrationsCompany', 'reviews', 'comments'] as const;
/** The totals, in the order shown. */
export const TOTALS = ['jobs', 'jobsOpen', 'jobsPending', 'applications', 'customers', 'individuals', 'companies', 'banned', 'companiesPending', 'reviews', 'comments', 'postsPublished', 'adminUsers'] as const;

/** The queues: the total that counts what waits, and the dashboard tab where it is handled. */
const QUEUES = [
  { total: 'jobsPending', tab: 'pending' },
  { total: 'companiesPending', tab: 'companies' },
] as const;

export function OverviewSection({ viewer }: { viewer: DashboardViewer }) {
  const { t, i18n } = useTranslation('admin');
  const names = useNames();
  const { state, retry } = useRemote(fetchStatsRequest, 'admin-stats', t('overview.loadFailed'));
  const moderator = viewer.role === 'admin' || viewer.role === 'superadmin';
  const stats = state.data;

  return (
    <section aria-labelledby="admin-overview" className="space-y-6">
      <SectionHeading
        id="admin-overview"
        title={t('overview.title')}
        intro={stats ? t('overview.period', { from: formatDate(stats.from, i18n.language), to: formatDate(stats.to, i18n.language) }) : undefined}
      />
      {state.status === 'error' && !stats ? (
        <LoadError failure={state.failure} fallback={t('overview.loadFailed')} onRetry={retry} />
      ) : !stats ? (
        <ListSkeleton label={t('overview.loading')} rows={3} />
      ) : (
        <>
          {moderator ? (
            <section aria-labelledby="admin-queues" className="space-y-3">
              <h3 id="admin-queues" className="text-lg font-semibold text-gray-900">
                {t('overview.queues')}
              </h3>
              <ul className="grid gap-3 sm:grid-cols-2">
                {QUEUES.map((queue) => {
                  const count = stats.totals[queue.total] ?? 0;
                  return (
                    <li key={queue.total} className="flex items-center justify-between gap-3 rounded-2xl border border-gray-200 bg-white p-4">
                      <div className="min-w-0">
                        <p className="text-sm wrap-anywhere text-gray-700">{t(`overview.queue.${queue.total}`)}</p>
                        <p className="text-2xl font-bold text-gray-900 tabular-nums">{count}</p>
                      </div>
                      <Link to={{ search: `?tab=${queue.tab}` }} className={buttonClasses(count > 0 ? 'primary' : 'secondary', 'sm', 'whitespace-normal text-center')}>
                        {t(`overview.open.${queue.total}`)}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="admin-totals" className="space-y-3">
            <h3 id="admin-totals" className="text-lg font-semibold text-gray-900">
              {t('overview.totals')}
            </h3>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {TOTALS.map((key) => (
                <div key={key} className="rounded-2xl border border-gray-200 bg-white p-3">
                  <dt className="text-sm wrap-break-word text-gray-700">{t(`totals.${key}`)}</dt>
                  <dd className="text-xl font-bold text-gray-900 tabular-nums">{stats.totals[key] ?? 0}</dd>
                </div>
              ))}
            </dl>
          </section>
          <section aria-labelledby="admin-series" className="space-y-3">
            <h3 id="admin-series" className="text-lg font-semibold text-gray-900">
              {t('overview.series')}
            </h3>
            <div className="grid gap-3 md:grid-cols-2">
              {SERIES.map((key) => (
                <DailyBars key={key} title={t(`series.${key}`)} days={stats.series[key] ?? []} />
              ))}
            </div>
          </section>
          <div className="grid gap-3 md:grid-cols-2">
            <RankedBars title={t('overview.topDistricts')} items={stats.topDistricts} empty={t('overview.noJobs')} label={names.district} />
            <RankedBars title={t('overview.topTopics')} items={stats.topTopics} empty={t('overview.noJobs')} label={(name) => t(`overview.topic.${name}`, { defaultValue: name })} />
          </div>
        </>
      )}
    </section>
  );
}

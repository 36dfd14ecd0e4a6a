/**
 * A company account's own figures (GET /companies/dashboard, its `account`): its page's
 * followers, its jobs' views and applications, each job's, and the new followers and
 * applications of each of the last 30 days.
 */
import { Link } from '@/lib/link';
import { useTranslation } from '@/i18n/react';
import '@/features/companies/texts';
import { useAppDispatch } from '@/app/hooks';
import { DailyBars } from '@/components/dashboard/charts';
import { CountCards, CountCardsSkeleton } from '@/components/dashboard/count-cards';
import { EmptyList, LoadError } from '@/components/ui/list-states';
import { fetchCompanyAccountFigures } from '@/features/companies/companies-thunks';
import { formatDate } from '@/lib/format';
import { useRemote } from '@/lib/use-remote';

const TH = 'px-3 py-2 text-xs font-semibold tracking-wide whitespace-nowrap text-gray-700 uppercase';
const TD = 'px-3 py-2 align-top text-gray-900';

export function CompanyFigures() {
  const { t, i18n } = useTranslation('companies');
  const dispatch = useAppDispatch();
  const { state, retry } = useRemote(() => dispatch(fetchCompanyAccountFigures()).unwrap(), 'company-figures', t('figures.loadFailed'));
  const figures = state.data;
  const number = new Intl.NumberFormat(i18n.language);

  return (
    <section aria-labelledby="company-figures" className="space-y-4">
      <div className="space-y-1">
        <h2 id="company-figures" className="text-xl font-bold text-gray-900">
          {t('figures.title')}
        </h2>
        <p className="text-sm text-gray-700">{t('figures.intro')}</p>
      </div>
      {state.status === 'error' && !figures ? (
        <LoadError failure={state.failure} fallback={t('figures.loadFailed')} onRetry={retry} />
      ) : !figures ? (
        <CountCardsSkeleton count={4} label={t('figures.loading')} />
      ) : (
        <>
          <CountCards
            label={t('figures.totals')}
            cards={[
              { label: t('figures.followers'), value: figures.companyId === null ? '—' : figures.followers, hint: figures.companyId === null ? t('figures.noPage') : undefined },
              { label: t('figures.views'), value: figures.views },
              { label: t('figures.applications'), value: figures.applications },
              { label: t('figures.jobs'), value: figures.jobsTotal },
            ]}
          />
          <div className="grid gap-4 md:grid-cols-2">
            <DailyBars title={t('figures.newFollowers')} days={figures.series.followers} />
            <DailyBars title={t('figures.newApplications')} days={figures.series.applications} />
          </div>
          {figures.jobs.length === 0 ? (
            <EmptyList title={t('figures.noJobs')}>{t('figures.noJobsText')}</EmptyList>
          ) : (
            <div className="space-y-2">
              <h3 className="font-semibold text-gray-900">{t('figures.perJob')}</h3>
              <div role="region" aria-label={t('figures.perJob')} tabIndex={0} className="relative overflow-x-auto rounded-2xl border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-teal-700">
                <table className="min-w-full divide-y divide-gray-200 text-left text-sm">
                  <thead className="bg-gray-50">
                    <tr>
                      <th scope="col" className={TH}>{t('figures.job')}</th>
                      <th scope="col" className={TH}>{t('figures.status')}</th>
                      <th scope="col" className={TH}>{t('figures.posted')}</th>
                      <th scope="col" className={`${TH} text-right`}>{t('figures.views')}</th>
                      <th scope="col" className={`${TH} text-right`}>{t('figures.applications')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-gray-100">
                    {figures.jobs.map((job) => (
                      <tr key={job.id}>
                        <th scope="row" className={`${TD} font-medium`}>
                          <Link to={`/job/${job.id}/${encodeURIComponent(job.slug)}`} className="break-words text-teal-800 underline-offset-2 hover:underline">
                            {job.title}
                          </Link>
                        </th>
                        <td className={`${TD} whitespace-nowrap`}>{t(`figures.jobStatus.${job.status}`)}</td>
                        <td className={`${TD} whitespace-nowrap`}>{formatDate(job.postedDate, i18n.language)}</td>
                        <td className={`${TD} text-right tabular-nums`}>{number.format(job.views)}</td>
                        <td className={`${TD} text-right tabular-nums`}>{number.format(job.applications)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {figures.jobsTotal > figures.jobs.length ? <p className="text-sm text-gray-700">{t('figures.newestOnly', { count: figures.jobs.length, total: figures.jobsTotal })}</p> : null}
              <p className="text-xs text-gray-700">{t('figures.viewsNote')}</p>
            </div>
          )}
        </>
      )}
    </section>
  );
}

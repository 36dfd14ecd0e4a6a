import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { JobSearchForm } from '@/components/search/job-search-form';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BriefcaseIcon } from '@/components/ui/icons';

/** /browse: the search panel above the job list. No job has been published yet. */
export default function BrowsePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';

  return (
    <>
      <PageHeader title={t('jobs.browseTitle')} intro={t('jobs.browseIntro')}>
        <div className="mt-6 max-w-2xl">
          {/* Keyed by the keyword so Back and Forward refill the box. */}
          <JobSearchForm key={search} defaultValue={search} />
        </div>
      </PageHeader>
      <PageBody>
        {search && <p className="mb-4 text-sm text-gray-600">{t('jobs.searchingFor', { term: search })}</p>}
        <EmptyState
          icon={<BriefcaseIcon className="size-7" />}
          title={t('jobs.emptyTitle')}
          actions={
            <Link to="/customer/login" className={buttonClasses('primary')}>
              {t('jobs.postJob')}
            </Link>
          }
        >
          <p>{t('jobs.emptyMessage')}</p>
          <p>{t('jobs.emptyEmployers')}</p>
        </EmptyState>
      </PageBody>
    </>
  );
}

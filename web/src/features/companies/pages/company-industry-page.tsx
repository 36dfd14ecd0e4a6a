import { useEffect, useState } from 'react';
import { useNames } from '@/i18n/names';
import { useTranslation } from '@/i18n/react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '@/lib/link';
import '@/features/companies/texts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BuildingIcon } from '@/components/ui/icons';
import { EmptyList, ListSkeleton, LoadError, Pager } from '@/components/ui/list-states';
import { COMPANY_MESSAGES, fetchIndustryCompanies } from '@/features/companies/companies-thunks';
import { CompanyCard } from '@/features/companies/components/company-card';
import { industryBySlug, industryDirectoryPath, industryPageNumber } from '@/features/companies/industry';
import { failureOf } from '@/features/companies/failure';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /company/industry/{slug}: the approved companies of one industry, by name (GET
 * /companies/industry/{i}), a page of its own that readers and search engines land on from a
 * company's page.
 */
export default function CompanyIndustryPage() {
  const { t } = useTranslation('companies');
  const names = useNames();
  const dispatch = useAppDispatch();
  const { industry: slug } = useParams();
  const industry = industryBySlug(slug);
  const [params, setParams] = useSearchParams();
  const page = industryPageNumber(params);
  const state = useAppSelector((root) => root.companies);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!industry) return undefined;
    const request = dispatch(fetchIndustryCompanies({ industry: slug ?? '', page }));
    return () => request.abort();
  }, [dispatch, industry, slug, page, attempt]);

  const title = industry ? t('industryPage.title', { industry: names.industry(industry) }) : t('industryPage.notFoundTitle');
  useDocumentTitle(title);

  if (!industry) {
    return (
      <PageBody>
        <EmptyState
          headingLevel="h1"
          icon={<BuildingIcon className="size-7" />}
          title={title}
          actions={
            <Link to="/company" className={buttonClasses('primary')}>
              {t('industryPage.all')}
            </Link>
          }
        >
          <p>{t('industryPage.notFoundMessage')}</p>
        </EmptyState>
      </PageBody>
    );
  }

  return (
    <>
      <PageHeader title={title} intro={t('industryPage.intro', { industry: names.industry(industry) })}>
        <Link to={industryDirectoryPath(industry)} className={`${buttonClasses('secondary')} mt-5`}>
          {t('filters.title')}
        </Link>
      </PageHeader>
      <PageBody className="space-y-4">
        <h2 className="text-xl font-bold text-gray-900">
          {state.listStatus === 'succeeded' ? t('results.filtered', { count: state.pagination.total }) : t('loading')}
        </h2>
        {state.listStatus === 'failed' ? (
          <LoadError
            failure={failureOf(state.listError, COMPANY_MESSAGES.fetchCompaniesFailed)}
            fallback={t('errors.fetchCompanies')}
            onRetry={() => setAttempt((value) => value + 1)}
          />
        ) : state.listStatus !== 'succeeded' ? (
          <ListSkeleton label={t('loading')} rows={4} />
        ) : state.companies.length === 0 ? (
          <EmptyList
            title={t('industryPage.emptyTitle')}
            action={
              <Link to="/company" className={buttonClasses('secondary')}>
                {t('industryPage.all')}
              </Link>
            }
          />
        ) : (
          <>
            <ul className={state.viewMode === 'grid' ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-3'}>
              {state.companies.map((company) => (
                <li key={company.id}>
                  <CompanyCard company={company} view={state.viewMode} />
                </li>
              ))}
            </ul>
            <Pager
              page={state.pagination.page}
              totalPages={state.pagination.totalPages}
              onChange={(next) => setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams())}
            />
          </>
        )}
      </PageBody>
    </>
  );
}

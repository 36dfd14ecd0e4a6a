import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { useSearchParams } from 'react-router';
import '@/features/companies/texts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { FormField, SelectField } from '@/components/ui/form-field';
import { SearchIcon } from '@/components/ui/icons';
import { EmptyList, ListSkeleton, LoadError, Pager } from '@/components/ui/list-states';
import { setShowFilters, setSort, setViewMode } from '@/features/companies/companies-slice';
import {
  COMPANY_MESSAGES,
  fetchCompanies,
  fetchFeaturedForDirectory,
  fetchRecommendedCompanies,
  isDirectorySearch,
  searchDirectory,
} from '@/features/companies/companies-thunks';
import { CompanyCard } from '@/features/companies/components/company-card';
import { DirectoryFilters } from '@/features/companies/components/directory-filters';
import { defaultOrder, directorySearch, isFiltered, NO_FILTERS, readDirectoryParams } from '@/features/companies/directory-params';
import type { Company, CompanyQuery, CompanySortBy, SortOrder } from '@/features/companies/types';
import { COMPANY_SORTS } from '@/features/companies/types';
import { useViewer } from '@/features/companies/use-viewer';
import { failureOf } from '@/features/companies/failure';
import type { LoadStatus } from '@/lib/loadable';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /company: Top Companies. The search, filters, sort and page live in the address (as /browse's
 * do), so a list can be shared and the back button steps through it; the view and whether the
 * filters are open are the state's viewMode and showFilters.
 */
export default function CompanyListPage() {
  const { t } = useTranslation('companies');
  useDocumentTitle(t('title'));
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const query = readDirectoryParams(params);
  const key = directorySearch(query);
  const state = useAppSelector((root) => root.companies);
  const { customerId } = useViewer();
  const signedIn = customerId !== null;
  const [attempt, setAttempt] = useState(0);
  const searching = isDirectorySearch(query);

  useEffect(() => {
    const wanted = readDirectoryParams(new URLSearchParams(key));
    const request = dispatch(isDirectorySearch(wanted) ? searchDirectory(wanted) : fetchCompanies(wanted));
    return () => request.abort();
  }, [dispatch, key, attempt]);

  useEffect(() => {
    void dispatch(fetchFeaturedForDirectory());
    void dispatch(fetchRecommendedCompanies(signedIn));
  }, [dispatch, signedIn]);

  useEffect(() => {
    if (state.sortBy !== query.sortBy || state.sortOrder !== query.sortOrder) dispatch(setSort({ sortBy: query.sortBy, sortOrder: query.sortOrder }));
  }, [dispatch, query.sortBy, query.sortOrder, state.sortBy, state.sortOrder]);

  function go(next: CompanyQuery) {
    setParams(new URLSearchParams(directorySearch(next)));
  }

  const filtered = isFiltered(query);
  const showHighlights = !filtered && query.page === 1;
  // The highlights stand above the list, so the list is shown only once they have come (or
  // failed): had it been shown first, their arrival would push it down (a layout shift). Once
  // they have come, a later reload of them (on signing in) leaves the list where it is.
  const highlightsNow = settled(state.highlightsStatus) && settled(state.recommendedStatus);
  const [highlightsCame, setHighlightsCame] = useState(highlightsNow);
  if (highlightsNow && !highlightsCame) setHighlightsCame(true);
  const waitForHighlights = showHighlights && !highlightsNow && !highlightsCame;

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <PageBody className="space-y-8">
        <SearchBar key={query.q} initial={query.q} onSearch={(q) => go({ ...query, q, page: 1 })} />

        <div className="flex flex-wrap items-end gap-3">
          <Button variant="secondary" aria-expanded={state.showFilters} aria-controls="company-filters" onClick={() => dispatch(setShowFilters(!state.showFilters))}>
            {state.showFilters ? t('filters.hide') : t('filters.show')}
          </Button>
          <SelectField
            label={t('sort.label')}
            className="min-w-48"
            value={`${query.sortBy}:${query.sortOrder}`}
            onChange={(event) => {
              const [sortBy, sortOrder] = event.target.value.split(':') as [CompanySortBy, SortOrder];
              go({ ...query, sortBy, sortOrder, page: 1 });
            }}
          >
            {COMPANY_SORTS.flatMap((sortBy) =>
              (['asc', 'desc'] as const).map((order) => (
                <option key={`${sortBy}:${order}`} value={`${sortBy}:${order}`}>
                  {t(`sort.${sortBy}.${order === defaultOrder(sortBy) ? 'natural' : 'reverse'}`)}
                </option>
              )),
            )}
          </SelectField>
          <div role="group" aria-label={t('view.label')} className="ml-auto flex gap-1">
            {(['grid', 'list'] as const).map((mode) => (
              <Button key={mode} variant={state.viewMode === mode ? 'primary' : 'secondary'} size="sm" aria-pressed={state.viewMode === mode} onClick={() => dispatch(setViewMode(mode))}>
                {t(`view.${mode}`)}
              </Button>
            ))}
          </div>
        </div>

        {state.showFilters ? (
          <div id="company-filters">
            <DirectoryFilters key={key} value={query.filters} onApply={(filters) => go({ ...query, filters, page: 1 })} />
          </div>
        ) : null}

        {waitForHighlights ? (
          <ListSkeleton label={t('loading')} rows={4} />
        ) : showHighlights ? (
          <>
            <Highlight title={t('featured.title')} intro={t('featured.intro')} companies={state.featuredCompanies} />
            <Highlight
              title={t('recommended.title')}
              intro={signedIn ? t('recommended.introFollower') : t('recommended.introVisitor')}
              companies={state.recommendedCompanies}
            />
          </>
        ) : null}

        {waitForHighlights ? null : (
        <section aria-labelledby="all-companies" className="space-y-4">
          <h2 id="all-companies" className="text-xl font-bold text-gray-900">
            {filtered ? t('results.filtered', { count: state.pagination.total }) : t('results.all')}
          </h2>
          {state.listStatus === 'failed' ? (
            <LoadError
              failure={failureOf(state.listError, searching ? COMPANY_MESSAGES.searchFailed : COMPANY_MESSAGES.fetchCompaniesFailed)}
              fallback={t(searching ? 'errors.searchCompanies' : 'errors.fetchCompanies')}
              onRetry={() => setAttempt((value) => value + 1)}
            />
          ) : state.listStatus !== 'succeeded' ? (
            <ListSkeleton label={t('loading')} rows={4} />
          ) : state.companies.length === 0 ? (
            <EmptyList
              title={filtered ? t('empty.filteredTitle') : t('empty.title')}
              action={
                filtered ? (
                  <Button variant="secondary" onClick={() => go({ ...query, q: '', filters: NO_FILTERS, page: 1 })}>
                    {t('filters.clear')}
                  </Button>
                ) : undefined
              }
            >
              {filtered ? t('empty.filteredMessage') : t('empty.message')}
            </EmptyList>
          ) : (
            <>
              <CompanyGrid companies={state.companies} view={state.viewMode} />
              <Pager page={state.pagination.page} totalPages={state.pagination.totalPages} onChange={(page) => go({ ...query, page })} />
            </>
          )}
        </section>
        )}
      </PageBody>
    </>
  );
}

function settled(status: LoadStatus): boolean {
  return status === 'succeeded' || status === 'failed';
}

function CompanyGrid({ companies, view }: { companies: Company[]; view: 'grid' | 'list' }) {
  return (
    <ul className={view === 'grid' ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-3'}>
      {companies.map((company) => (
        <li key={company.id}>
          <CompanyCard company={company} view={view} />
        </li>
      ))}
    </ul>
  );
}

function Highlight({ title, intro, companies }: { title: string; intro: string; companies: Company[] }) {
  if (companies.length === 0) return null;
  const id = `highlight-${title.length}-${companies[0]?.id ?? 0}`;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h2 id={id} className="text-xl font-bold text-gray-900">
          {title}
        </h2>
        <p className="text-sm text-gray-600">{intro}</p>
      </div>
      <CompanyGrid companies={companies} view="grid" />
    </section>
  );
}

function SearchBar({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('companies');
  const [text, setText] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form role="search" onSubmit={submit} className="flex items-end gap-2">
      <FormField label={t('search.label')} type="search" value={text} onChange={(event) => setText(event.target.value)} placeholder={t('search.placeholder')} className="flex-1" />
      <Button type="submit" aria-label={t('search.submit')}>
        <SearchIcon className="size-5" aria-hidden="true" />
        <span className="hidden sm:inline">{t('search.submit')}</span>
      </Button>
    </form>
  );
}

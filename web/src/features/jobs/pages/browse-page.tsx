/**
 * /browse: the filter and search panel above the job list. The address is the source of truth
 * (search, jobType, minSal, maxSal, location, mainTopics, subTopics, experienceLevel, datePosted,
 * sortBy, page, and company from the home page's top companies): the page reads it, mirrors it in the jobs state and asks for that list, so
 * Back, Forward, reloads and shared links all show the same jobs.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useSearchParams } from 'react-router';
import { Link } from '@/lib/link';
import '@/features/jobs/texts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BriefcaseIcon, ChevronDownIcon, SearchIcon } from '@/components/ui/icons';
import { RecentSearches } from '@/components/search/recent-searches';
import { JobFilterPanel } from '@/features/jobs/components/job-filter-panel';
import { useJobSeekerMarks } from '@/features/jobs/job-seeker';
import { GridIcon, ListIcon } from '@/features/jobs/components/job-icons';
import { JobList, JobListSkeleton } from '@/features/jobs/components/job-list';
import { LoadError } from '@/features/jobs/components/load-error';
import { Pagination } from '@/features/jobs/components/pagination';
import { browseParamsApplied, selectJobsState, setViewMode, type ViewMode } from '@/features/jobs/jobs-slice';
import { fetchJobs, searchJobs } from '@/features/jobs/jobs-thunks';
import { JOBS_PER_PAGE, SORT_FIELDS, type JobSortField } from '@/features/jobs/types';
import {
  browsePath,
  buildBrowseParams,
  defaultSortFor,
  hasActiveFilters,
  parseBrowseParams,
  toJobQuery,
  updateBrowseParams,
  type BrowseParams,
} from '@/lib/job-filter-params';

export default function BrowsePage() {
  const { t } = useTranslation('jobs');
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const current = searchParams.toString();
  const params = useMemo(() => parseBrowseParams(new URLSearchParams(current)), [current]);
  const canonical = buildBrowseParams(params).toString();
  const [attempt, setAttempt] = useState(0);
  const jobsState = useAppSelector(selectJobsState);
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const shownPage = useRef(params.page);
  const marks = useJobSeekerMarks();
  const recordSearch = marks.useRecordSearch();
  const recent = marks.useRecentSearches();
  const alertFromSearch = marks.useAlertFromSearch();

  // Values the server would refuse, defaults spelt out and the like are tidied in the address.
  useEffect(() => {
    if (canonical !== current) setSearchParams(new URLSearchParams(canonical), { replace: true });
  }, [canonical, current, setSearchParams]);

  useEffect(() => {
    const wanted = parseBrowseParams(canonical);
    dispatch(browseParamsApplied(wanted));
    const query = toJobQuery(wanted, JOBS_PER_PAGE);
    const request = dispatch(wanted.search ? searchJobs(query) : fetchJobs(query));
    return () => request.abort();
  }, [canonical, attempt, dispatch]);

  // A new page of results starts at the top of the list, not at the pagination links.
  useEffect(() => {
    if (shownPage.current === params.page) return;
    shownPage.current = params.page;
    resultsRef.current?.scrollIntoView?.({ block: 'start' });
  }, [params.page]);

  function go(next: BrowseParams) {
    setSearchParams(buildBrowseParams(next));
  }

  const change = (changes: Partial<BrowseParams>) => {
    // A keyword searched for goes into the search history (offered again under the box).
    if (changes.search !== undefined && changes.search.trim()) recordSearch(changes.search);
    go(updateBrowseParams(params, changes));
  };
  const createAlert = alertFromSearch
    ? () => {
        const minSalary = Number(params.minSal);
        alertFromSearch({
          search: params.search,
          jobType: params.jobType,
          location: params.location,
          mainTopic: params.mainTopics,
          minSalary: Number.isFinite(minSalary) && minSalary > 0 ? minSalary : null,
        });
      }
    : null;
  const clear = () => go(parseBrowseParams(''));

  const busy = jobsState.loading || jobsState.searchLoading || jobsState.listStatus === 'idle';
  const { jobs, totalJobs, totalPages, viewMode } = jobsState;
  const title = params.search ? t('browse.searchTitle', { term: params.search }) : t('browse.title');
  const from = totalJobs === 0 ? 0 : (params.page - 1) * JOBS_PER_PAGE + 1;
  const to = Math.min(totalJobs, params.page * JOBS_PER_PAGE);
  const sortValue = params.sortBy || defaultSortFor(params.search);
  const companyName = params.company
    ? jobs.find((job) => String(job.companyId) === params.company)?.companyName
    : undefined;

  let body;
  if (busy) {
    body = <JobListSkeleton count={viewMode === 'list' ? 4 : 6} layout={viewMode} label={t('states.loading')} />;
  } else if (jobsState.listStatus === 'failed') {
    body = <LoadError message={jobsState.error} onRetry={() => setAttempt((value) => value + 1)} />;
  } else if (jobs.length === 0 && params.page > 1 && totalJobs > 0) {
    body = (
      <EmptyState
        icon={<BriefcaseIcon className="size-7" />}
        title={t('states.pastEndTitle')}
        actions={
          <Link to={browsePath({ ...params, page: 1 })} className={buttonClasses('primary')}>
            {t('states.firstPage')}
          </Link>
        }
      >
        <p>{t('states.pastEndMessage')}</p>
      </EmptyState>
    );
  } else if (jobs.length === 0 && hasActiveFilters(params)) {
    body = (
      <EmptyState
        icon={<SearchIcon className="size-7" />}
        title={t('states.noMatchTitle')}
        actions={
          <Button onClick={clear} variant="primary">
            {t('states.clearFilters')}
          </Button>
        }
      >
        <p>{t('states.noMatchMessage')}</p>
      </EmptyState>
    );
  } else if (jobs.length === 0) {
    body = (
      <EmptyState
        icon={<BriefcaseIcon className="size-7" />}
        title={t('states.emptyTitle')}
        actions={
          <Link to="/customer/login" className={buttonClasses('primary')}>
            {t('states.postJob')}
          </Link>
        }
      >
        <p>{t('states.emptyMessage')}</p>
        <p>{t('states.emptyEmployers')}</p>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <JobList jobs={jobs} layout={viewMode} label={t('browse.resultsLabel')} />
        <Pagination page={params.page} totalPages={totalPages} hrefFor={(page) => browsePath({ ...params, page })} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={title} intro={t('browse.intro')}>
        {/* Keyed by what its boxes hold, so Back and Forward refill them; the lists follow the
            address by themselves, and the panel stays open on phones while filters are chosen. */}
        <JobFilterPanel
          key={`${params.search}\u0000${params.minSal}\u0000${params.maxSal}`}
          params={params}
          onChange={change}
          onClear={clear}
        />
        <RecentSearches terms={recent.terms} onPick={(term) => change({ search: term })} onClear={recent.clear} />
      </PageHeader>
      <PageBody>
        {params.company && (
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-teal-100 bg-teal-50 px-4 py-3">
            <p className="text-sm font-medium text-teal-900">
              {companyName ? t('browse.companyFilter', { name: companyName }) : t('browse.companyFilterUnnamed')}
            </p>
            <Button variant="secondary" size="sm" onClick={() => change({ company: '' })}>
              {t('browse.allCompanies')}
            </Button>
          </div>
        )}
        <div className="mb-5 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h2 ref={resultsRef} className="scroll-mt-20 text-lg font-semibold text-gray-900">
              {busy ? t('browse.updating') : t('browse.results', { count: totalJobs })}
            </h2>
            <p role="status" className="text-sm text-gray-600">
              {!busy && totalJobs > 0 ? t('browse.showing', { from, to, total: totalJobs }) : ''}
            </p>
            {!busy && params.search && jobsState.didYouMean && jobsState.didYouMean !== params.search ? (
              <p className="mt-1 text-base">
                <Link
                  to={browsePath({ ...params, search: jobsState.didYouMean, page: 1 })}
                  className="font-medium text-teal-800 underline underline-offset-2 hover:text-teal-900"
                >
                  {t('browse.didYouMean', { term: jobsState.didYouMean })}
                </Link>
              </p>
            ) : null}
            {createAlert ? (
              <Button variant="secondary" size="sm" className="mt-2 whitespace-normal text-center" onClick={createAlert}>
                {t('browse.createAlert')}
              </Button>
            ) : null}
          </div>
          <div className="flex items-end gap-2">
            <SortSelect
              value={sortValue}
              hasKeyword={params.search !== ''}
              onChange={(sortBy) => change({ sortBy })}
            />
            <ViewToggle value={viewMode} onChange={(mode) => dispatch(setViewMode(mode))} />
          </div>
        </div>
        {body}
      </PageBody>
    </>
  );
}

function SortSelect({
  value,
  hasKeyword,
  onChange,
}: {
  value: JobSortField;
  hasKeyword: boolean;
  onChange: (value: JobSortField) => void;
}) {
  const { t } = useTranslation('jobs');
  return (
    <div className="flex-1 sm:flex-none">
      <label htmlFor="browse-sort" className="mb-1 block text-sm font-medium text-gray-700">
        {t('sort.label')}
      </label>
      <div className="relative">
        <select
          id="browse-sort"
          value={value}
          onChange={(event) => onChange(event.target.value as JobSortField)}
          className="min-h-11 w-full appearance-none rounded-lg border border-gray-300 bg-white py-2 pr-10 pl-3 text-sm text-gray-900 focus:border-teal-700 focus:ring-2 focus:ring-teal-700/20 focus:outline-none sm:w-48"
        >
          {SORT_FIELDS.filter((field) => field !== 'relevance' || hasKeyword).map((field) => (
            <option key={field} value={field}>
              {t(`sort.${field}`)}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-500" />
      </div>
    </div>
  );
}

function ViewToggle({ value, onChange }: { value: ViewMode; onChange: (mode: ViewMode) => void }) {
  const { t } = useTranslation('jobs');
  const options: { mode: ViewMode; label: string; Icon: typeof GridIcon }[] = [
    { mode: 'grid', label: t('browse.grid'), Icon: GridIcon },
    { mode: 'list', label: t('browse.list'), Icon: ListIcon },
  ];
  return (
    <div role="group" aria-label={t('browse.view')} className="flex overflow-hidden rounded-lg border border-gray-300 bg-white">
      {options.map(({ mode, label, Icon }) => (
        <button
          key={mode}
          type="button"
          aria-pressed={value === mode}
          aria-label={label}
          title={label}
          onClick={() => onChange(mode)}
          className={`inline-flex size-11 items-center justify-center focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-teal-700 ${
            value === mode ? 'bg-teal-700 text-white' : 'text-gray-600 hover:bg-gray-100'
          }`}
        >
          <Icon className="size-5" />
        </button>
      ))}
    </div>
  );
}

/**
 * A page of one topic's or one district's jobs, that people and search engines land on: its own
 * title, the list newest first with its pages (?page=2), and a way on to /browse with the same
 * filter set, where the reader can narrow it further.
 */
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/lib/link';
import { useTranslation } from '@/i18n/react';
import '@/features/jobs/texts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BriefcaseIcon, SearchIcon } from '@/components/ui/icons';
import { JobList, JobListSkeleton } from '@/features/jobs/components/job-list';
import { LoadError } from '@/features/jobs/components/load-error';
import { Pagination } from '@/features/jobs/components/pagination';
import { landingPageNumber } from '@/features/jobs/landing';
import { selectJobsState } from '@/features/jobs/jobs-slice';
import { JOBS_PER_PAGE } from '@/features/jobs/types';
import { useDocumentTitle } from '@/lib/use-document-title';

interface JobsLandingProps {
  title: string;
  intro: string;
  /** The page's own address, without its page number. */
  path: string;
  /** /browse with this page's filter set. */
  browsePath: string;
  /** Asks for one page of the list; the answer goes to the jobs state's list. */
  load: (page: number) => { abort: () => void };
}

export function JobsLanding({ title, intro, path, browsePath, load }: JobsLandingProps) {
  const { t } = useTranslation('jobs');
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const page = landingPageNumber(searchParams);
  const [attempt, setAttempt] = useState(0);
  const state = useAppSelector(selectJobsState);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    const request = loadRef.current(page);
    return () => request.abort();
  }, [path, page, attempt, dispatch]);

  const hrefFor = (n: number) => (n > 1 ? `${path}?page=${n}` : path);
  const busy = state.loading || state.searchLoading || state.listStatus === 'idle';
  const { jobs, totalJobs, totalPages, viewMode } = state;
  const from = totalJobs === 0 ? 0 : (page - 1) * JOBS_PER_PAGE + 1;
  const to = Math.min(totalJobs, page * JOBS_PER_PAGE);

  let body;
  if (busy) {
    body = <JobListSkeleton count={6} layout={viewMode} label={t('states.loading')} />;
  } else if (state.listStatus === 'failed') {
    body = <LoadError message={state.error} onRetry={() => setAttempt((value) => value + 1)} />;
  } else if (jobs.length === 0 && page > 1 && totalJobs > 0) {
    body = (
      <EmptyState
        icon={<BriefcaseIcon className="size-7" />}
        title={t('states.pastEndTitle')}
        actions={
          <Link to={path} className={buttonClasses('primary')}>
            {t('states.firstPage')}
          </Link>
        }
      >
        <p>{t('states.pastEndMessage')}</p>
      </EmptyState>
    );
  } else if (jobs.length === 0) {
    body = (
      <EmptyState
        icon={<BriefcaseIcon className="size-7" />}
        title={t('landing.emptyTitle')}
        actions={
          <Link to="/browse" className={buttonClasses('primary')}>
            {t('landing.browseAll')}
          </Link>
        }
      >
        <p>{t('landing.emptyMessage')}</p>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <JobList jobs={jobs} layout={viewMode} label={t('browse.resultsLabel')} />
        <Pagination page={page} totalPages={totalPages} hrefFor={hrefFor} />
      </>
    );
  }

  return (
    <>
      <PageHeader title={title} intro={intro}>
        <Link to={browsePath} className={`${buttonClasses('secondary')} mt-5`}>
          <SearchIcon className="size-4" />
          {t('landing.filter')}
        </Link>
      </PageHeader>
      <PageBody>
        <div className="mb-5">
          <h2 className="text-lg font-semibold text-gray-900">
            {busy ? t('browse.updating') : t('browse.results', { count: totalJobs })}
          </h2>
          <p role="status" className="text-sm text-gray-600">
            {!busy && totalJobs > 0 ? t('browse.showing', { from, to, total: totalJobs }) : ''}
          </p>
        </div>
        {body}
      </PageBody>
    </>
  );
}

/** An address naming no topic or district the site lists. */
export function JobsLandingNotFound() {
  const { t } = useTranslation('jobs');
  useDocumentTitle(t('landing.notFoundTitle'));
  return (
    <PageBody>
      <EmptyState
        headingLevel="h1"
        icon={<BriefcaseIcon className="size-7" />}
        title={t('landing.notFoundTitle')}
        actions={
          <Link to="/browse" className={buttonClasses('primary')}>
            {t('landing.browseAll')}
          </Link>
        }
      >
        <p>{t('landing.notFoundMessage')}</p>
      </EmptyState>
    </PageBody>
  );
}

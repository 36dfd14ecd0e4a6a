/**
 * A job's page, in two forms: the summary at /job/:jobId(/:jobSlug) and everything at
 * .../full-details. Both load the job, put the address right when its slug has changed
 * (the canonical address), count one view per visit, remember it among the recently viewed jobs,
 * and offer applying, saving, sharing and similar jobs.
 */
import { ResponseTime } from '@/components/response-time';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { companyPath, jobDistrictPath, jobTopicPath } from '@/lib/paths';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Link } from '@/lib/link';
import '@/features/jobs/texts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useHydrated } from '@/lib/use-hydrated';
import { PageBody } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ArrowRightIcon, BriefcaseIcon } from '@/components/ui/icons';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { NoticeText } from '@/features/jobs/notice/notice-text';
import { daysUntil, excerpt, isClosed, jobFullDetailsPath, jobPath } from '@/features/jobs/format';
import { addRecentlyViewed, selectRecentlyViewed } from '@/features/jobs/jobs-slice';
import { fetchJobById } from '@/features/jobs/jobs-thunks';
import type { Job } from '@/features/jobs/types';
import { useJobText } from '@/features/jobs/use-job-text';
import { recordJobView } from '@/features/jobs/job-calls';
import { recordViewOnce } from '@/features/jobs/view-tracker';
import { isDistrict } from '@/lib/locations';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ApplyPanel } from './apply-panel';
import { FavoriteButton } from './favorite-button';
import { MapPinIcon } from '@/components/ui/icons';
import { BanknoteIcon, CalendarIcon, ClockIcon, EyeIcon, LayersIcon } from './job-icons';
import { JobList } from './job-list';
import { JobStatusBadge } from './job-status-badge';
import { LoadError } from './load-error';
import { ShareButton } from './share-button';
import { JobThumbnail } from './job-card';
import { useSimilarJobs } from './use-similar-jobs';
import { WalkInSection } from '@/features/jobs/walkin/walkin-section';

export type JobPageMode = 'summary' | 'full';

const SUMMARY_DESCRIPTION_LENGTH = 900;
const SUMMARY_REQUIREMENTS_LENGTH = 500;

function parseId(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** A job the app already holds (a list, the home page, recently viewed), to show while loading. */
function useKnownJob(id: number | null): Job | null {
  return useAppSelector((state) => {
    if (id === null) return null;
    const { jobs } = state;
    if (jobs.currentJob?.id === id) return jobs.currentJob;
    return (
      jobs.jobs.find((job) => job.id === id) ??
      jobs.recentlyViewed.find((job) => job.id === id) ??
      jobs.highlights.recent.data.find((job) => job.id === id) ??
      jobs.highlights.featured.data.find((job) => job.id === id) ??
      jobs.highlights.hot.data.find((job) => job.id === id) ??
      null
    );
  });
}

export function JobPage({ mode }: { mode: JobPageMode }) {
  const { t } = useTranslation('jobs');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { jobId, jobSlug } = useParams();
  const id = parseId(jobId);
  const [attempt, setAttempt] = useState(0);
  const state = useAppSelector((root) => root.jobs);
  const fetched = state.currentJob?.id === id ? state.currentJob : null;
  const known = useKnownJob(id);
  const job = fetched ?? known;

  useEffect(() => {
    if (id === null) return;
    const request = dispatch(fetchJobById(id));
    return () => request.abort();
  }, [dispatch, id, attempt]);

  // The canonical address carries the job's current slug: an old or missing one is replaced.
  useEffect(() => {
    if (!fetched || !fetched.slug || jobSlug === fetched.slug) return;
    const target = mode === 'full' ? jobFullDetailsPath(fetched) : jobPath(fetched);
    navigate(`${target}${location.search}${location.hash}`, { replace: true });
  }, [fetched, jobSlug, mode, navigate, location.search, location.hash]);

  useEffect(() => {
    if (!fetched) return;
    dispatch(addRecentlyViewed(fetched));
    if (fetched.status === 'approved' && !fetched.expired) recordViewOnce(fetched.id, () => dispatch(recordJobView(fetched.id)).unwrap());
    // Once per job shown, not on every change of the job object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, fetched?.id]);

  // "{title} – {company}, {place}": what a search result or a tab shows of the job, in the page's language.
  const jobText = useJobText();
  useDocumentTitle(job ? `${job.title} – ${job.companyName}, ${jobText.location(job)}` : state.currentJobLoading ? null : t('detail.notFoundTitle'));

  const failedHere = !fetched && !state.currentJobLoading && state.currentJobError !== null;
  if (id === null || (failedHere && state.currentJobStatus === 404)) return <JobNotFoundState />;
  if (!job && failedHere) {
    return (
      <PageBody>
        <LoadError
          title={t('detail.errorTitle')}
          message={state.currentJobError}
          onRetry={() => setAttempt((value) => value + 1)}
        />
      </PageBody>
    );
  }
  if (!job) return <JobPageSkeleton />;
  return <JobView job={job} mode={mode} />;
}

function JobNotFoundState() {
  const { t } = useTranslation('jobs');
  return (
    <PageBody>
      <EmptyState
        headingLevel="h1"
        icon={<BriefcaseIcon className="size-7" />}
        title={t('detail.notFoundTitle')}
        actions={
          <Link to="/browse" className={buttonClasses('primary')}>
            {t('detail.backToJobs')}
          </Link>
        }
      >
        <p>{t('detail.notFoundMessage')}</p>
      </EmptyState>
    </PageBody>
  );
}

function JobPageSkeleton() {
  const { t } = useTranslation('jobs');
  return (
    <PageBody>
      <div role="status" aria-busy="true" className="grid gap-6 lg:grid-cols-3">
        <span className="sr-only">{t('detail.loading')}</span>
        <div aria-hidden="true" className="space-y-4 rounded-2xl border border-gray-200 bg-white p-6 lg:col-span-2">
          <span className="block h-7 w-2/3 rounded bg-gray-200 motion-safe:animate-pulse" />
          <span className="block h-4 w-1/3 rounded bg-gray-200 motion-safe:animate-pulse" />
          <div className="grid gap-3 pt-4 sm:grid-cols-2">
            {Array.from({ length: 6 }, (_, index) => (
              <span key={index} className="block h-10 rounded bg-gray-100 motion-safe:animate-pulse" />
            ))}
          </div>
          <span className="block h-32 rounded bg-gray-100 motion-safe:animate-pulse" />
        </div>
        <div aria-hidden="true" className="h-48 rounded-2xl border border-gray-200 bg-white p-6">
          <span className="block h-5 w-1/2 rounded bg-gray-200 motion-safe:animate-pulse" />
          <span className="mt-6 block h-11 rounded bg-gray-100 motion-safe:animate-pulse" />
        </div>
      </div>
    </PageBody>
  );
}

/**
 * One term of the job's facts. A group in a dl may hold only dt and dd, so the icon (hidden from
 * assistive technology) sits inside the dt and is placed in the card's left margin.
 */
function Fact({ icon, label, children, wide = false }: { icon: ReactNode; label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`relative rounded-xl bg-gray-50 px-3 py-2.5 sm:pl-[2.625rem] ${wide ? 'col-span-2 sm:col-span-1' : ''}`}>
      <dt className="text-xs font-medium tracking-wide text-gray-500 uppercase">
        <span className="absolute top-3 left-3 hidden text-gray-400 sm:inline">{icon}</span>
        {label}
      </dt>
      <dd className="text-sm font-medium break-words text-gray-900 first-letter:uppercase">{children}</dd>
    </div>
  );
}

/** Plain text with its line breaks kept (the server sends descriptions as plain text). */
function Prose({ text }: { text: string }) {
  return <div className="text-base leading-7 whitespace-pre-line text-gray-800">{text}</div>;
}

/** Wide screens show how to apply beside the job; phones right below its summary. */
const DESKTOP_MIN_WIDTH = 1024;

export function JobView({ job, mode }: { job: Job; mode: JobPageMode }) {
  // Until the app runs in the browser (on the server, and while hydrating) the screen's width is
  // unknown: both places are drawn and the style sheet shows one (lg is 1024 px), so the page the
  // server drew is the one shown. Then only the one for this screen stays.
  const hydrated = useHydrated();
  const width = useAppSelector((state) => state.ui.screenWidth);
  const desktop = hydrated ? (width ?? window.innerWidth) >= DESKTOP_MIN_WIDTH : null;
  const text = useJobText();
  const { t } = text;
  const full = mode === 'full';
  const salary = text.salary(job);
  const closed = isClosed(job);
  const description = full ? { text: job.description, cut: false } : excerpt(job.description, SUMMARY_DESCRIPTION_LENGTH);
  const requirements = full
    ? { text: job.requirements, cut: false }
    : excerpt(job.requirements, SUMMARY_REQUIREMENTS_LENGTH);
  const shareUrl = typeof window === 'undefined' ? jobPath(job) : `${window.location.origin}${jobPath(job)}`;

  return (
    <PageBody>
      <nav aria-label={t('detail.breadcrumb')} className="mb-4 text-sm text-gray-600">
        <ol className="flex flex-wrap items-center gap-1.5">
          <li>
            <Link to="/browse" className="rounded-sm hover:text-teal-800 hover:underline">
              {t('detail.jobs')}
            </Link>
          </li>
          {job.mainTopic && (
            <>
              <li aria-hidden="true">/</li>
              <li>
                <Link to={jobTopicPath(job.mainTopic)} className="rounded-sm hover:text-teal-800 hover:underline">
                  {text.topic(job.mainTopic)}
                </Link>
              </li>
            </>
          )}
          {full && (
            <>
              <li aria-hidden="true">/</li>
              <li>
                <Link to={jobPath(job)} className="rounded-sm hover:text-teal-800 hover:underline">
                  {job.title}
                </Link>
              </li>
            </>
          )}
        </ol>
      </nav>

      <div className="grid gap-6 lg:grid-cols-3 lg:gap-8">
        <article className="flex min-w-0 flex-col gap-6 lg:col-span-2">
          <header className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
            <div className="flex items-start gap-4">
              <JobThumbnail job={job} size="lg" />
              <div className="min-w-0 flex-1">
                {full && <p className="text-sm font-semibold text-teal-800">{t('detail.fullTitle')}</p>}
                <h1 className="text-2xl leading-tight font-bold tracking-tight break-words text-gray-900 sm:text-3xl">
                  {job.title}
                </h1>
                <p className="mt-1 text-base text-gray-700">
                  {job.companyId ? (
                    <Link to={companyPath(job.companyId)} className="text-teal-800 underline underline-offset-2">
                      {job.companyName}
                    </Link>
                  ) : (
                    job.companyName
                  )}
                </p>
                <ResponseTime days={job.responseDays} className="mt-2" />
                <div className="mt-3 flex flex-wrap gap-2">
                  {job.status !== 'approved' && <JobStatusBadge status={job.status} />}
                  {closed && (
                    <span className="inline-flex items-center rounded-full bg-gray-100 px-2.5 py-0.5 text-xs font-semibold text-gray-700 ring-1 ring-gray-300">
                      {t('card.closed')}
                    </span>
                  )}
                </div>
              </div>
            </div>

            {job.status === 'pending' && <Notice tone="amber">{t('detail.pendingNotice')}</Notice>}
            {job.status === 'rejected' && (
              <Notice tone="red">
                {t('detail.rejectedNotice')}
                {job.rejectionReason ? ` ${t('status.rejectedReason', { reason: job.rejectionReason })}` : ''}
              </Notice>
            )}
            {job.status === 'approved' && closed && (
              <Notice tone="gray">{t('detail.expiredNotice', { date: text.day(job.closingDate) })}</Notice>
            )}

            <dl className="mt-5 grid grid-cols-2 gap-2">
              <Fact icon={<MapPinIcon className="size-5" />} label={t('detail.location')}>
                {isDistrict(job.location) ? (
                  <Link
                    to={jobDistrictPath(job.location)}
                    title={t('landing.moreInDistrict', { district: text.location(job) })}
                    className="rounded-sm underline decoration-gray-300 underline-offset-2 hover:text-teal-800 hover:decoration-teal-700"
                  >
                    {text.location(job)}
                  </Link>
                ) : (
                  text.location(job)
                )}
              </Fact>
              <Fact icon={<ClockIcon className="size-5" />} label={t('detail.jobType')}>
                {text.jobType(job.jobType)}
              </Fact>
              <Fact icon={<BanknoteIcon className="size-5" />} label={t('detail.salary')} wide>
                {salary ?? t('salary.notGiven')}
              </Fact>
              <Fact icon={<BriefcaseIcon className="size-5" />} label={t('detail.experience')}>
                {text.experience(job.experienceLevel)}
              </Fact>
              <Fact icon={<CalendarIcon className="size-5" />} label={t('detail.closingDate')}>
                {text.day(job.closingDate)}
                {!closed && <ClosingHint day={job.closingDate} />}
              </Fact>
              <Fact icon={<ClockIcon className="size-5" />} label={t('detail.posted')}>
                {text.posted(job)}
              </Fact>
              {full && (
                <>
                  <Fact icon={<LayersIcon className="size-5" />} label={t('detail.topic')} wide>
                    {[text.topic(job.mainTopic), ...job.subTopics.map(text.subTopic)].filter(Boolean).join(' · ')}
                  </Fact>
                  <Fact icon={<EyeIcon className="size-5" />} label={t('detail.views')}>
                    {t('detail.viewCount', { count: job.views })}
                  </Fact>
                </>
              )}
            </dl>

            <div className="mt-5 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
              <FavoriteButton jobId={job.id} title={job.title} variant="full" />
              <ShareButton title={job.title} company={job.companyName} url={shareUrl} />
            </div>
          </header>

          <div className="lg:hidden">{desktop !== true && <ApplyPanel job={job} />}</div>

          {job.image && (
            <section aria-labelledby="flyer-heading" className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
              <h2 id="flyer-heading" className="text-lg font-semibold text-gray-900">
                {t('detail.flyer')}
              </h2>
              <a
                href={job.image}
                target="_blank"
                rel="noopener"
                className="mt-4 block overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
              >
                <ResponsiveImage
                  src={job.image}
                  alt={t('card.flyerAlt', { title: job.title })}
                  width={800}
                  height={1000}
                  fit="contain"
                  sizes="(min-width: 1024px) 720px, 100vw"
                  preload
                  className={`mx-auto w-full ${full ? 'max-w-2xl' : 'max-w-md'} bg-gray-50`}
                />
                <span className="mt-2 block text-center text-sm font-medium text-teal-800 underline">{t('detail.flyerOpen')}</span>
              </a>
            </section>
          )}
          {job.image && <NoticeText text={job.noticeText} />}

          <WalkInSection job={job} />
          <section aria-labelledby="description-heading" className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
            <h2 id="description-heading" className="text-lg font-semibold text-gray-900">
              {t('detail.description')}
            </h2>
            <div className="mt-3">
              <Prose text={description.text} />
            </div>
          </section>

          <section aria-labelledby="requirements-heading" className="rounded-2xl border border-gray-200 bg-white p-5 sm:p-6">
            <h2 id="requirements-heading" className="text-lg font-semibold text-gray-900">
              {t('detail.requirements')}
            </h2>
            <div className="mt-3">
              {requirements.text ? <Prose text={requirements.text} /> : <p className="text-gray-600">{t('detail.noRequirements')}</p>}
            </div>
          </section>

          {full ? (
            <Link to={jobPath(job)} className={buttonClasses('secondary', 'md', 'self-start')}>
              {t('detail.backToSummary')}
            </Link>
          ) : (
            <Link to={jobFullDetailsPath(job)} className={buttonClasses('secondary', 'md', 'self-start gap-1')}>
              {t('detail.readFull')}
              <ArrowRightIcon className="size-4" />
            </Link>
          )}
        </article>

        <aside className="flex flex-col gap-6 lg:sticky lg:top-20 lg:self-start">
          <div className="hidden lg:block">{desktop !== false && <ApplyPanel job={job} />}</div>
          {(job.mainTopic || job.subTopics.length > 0) && (
            <section aria-labelledby="topics-heading" className="rounded-2xl border border-gray-200 bg-white p-5">
              <h2 id="topics-heading" className="text-sm font-semibold text-gray-900">
                {t('detail.topic')}
              </h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {job.mainTopic && (
                  <li>
                    <Link
                      to={jobTopicPath(job.mainTopic)}
                      className="inline-flex min-h-9 items-center rounded-full border border-teal-200 bg-teal-50 px-3 text-sm text-teal-900 hover:bg-teal-100"
                    >
                      {text.topic(job.mainTopic)}
                    </Link>
                  </li>
                )}
                {job.subTopics.map((sub) => (
                  <li key={sub}>
                    <Link
                      to={jobTopicPath(sub)}
                      className="inline-flex min-h-9 items-center rounded-full border border-gray-200 bg-gray-50 px-3 text-sm text-gray-800 hover:bg-gray-100"
                    >
                      {text.subTopic(sub)}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>

      <SimilarJobs job={job} />
      <RecentlyViewed currentId={job.id} />
    </PageBody>
  );
}

function Notice({ tone, children }: { tone: 'amber' | 'red' | 'gray'; children: ReactNode }) {
  const tones = {
    amber: 'border-amber-300 bg-amber-50 text-amber-900',
    red: 'border-red-300 bg-red-50 text-red-900',
    gray: 'border-gray-300 bg-gray-50 text-gray-800',
  } as const;
  return <p className={`mt-4 rounded-lg border px-4 py-3 text-sm ${tones[tone]}`}>{children}</p>;
}

function ClosingHint({ day }: { day: string }) {
  const { t } = useTranslation('jobs');
  const days = useMemo(() => daysUntil(day), [day]);
  if (days === null || days < 0 || days > 14) return null;
  return (
    <span className="ml-1 font-normal text-amber-800">
      ({days === 0 ? t('card.closesToday') : t('detail.closesIn', { count: days })})
    </span>
  );
}

function SimilarJobs({ job }: { job: Job }) {
  const { t } = useTranslation('jobs');
  const similar = useSimilarJobs(job);
  if (similar.status === 'failed' || (similar.status === 'succeeded' && similar.jobs.length === 0)) return null;
  return (
    <section aria-labelledby="similar-heading" className="mt-12">
      <h2 id="similar-heading" className="mb-4 text-xl font-bold tracking-tight text-gray-900">
        {t('detail.similarTitle')}
      </h2>
      {similar.status === 'loading' ? (
        <div aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <span key={index} className="block h-40 rounded-2xl border border-gray-200 bg-white motion-safe:animate-pulse" />
          ))}
        </div>
      ) : (
        <JobList jobs={similar.jobs} />
      )}
    </section>
  );
}

function RecentlyViewed({ currentId }: { currentId: number }) {
  const { t } = useTranslation('jobs');
  const recent = useAppSelector(selectRecentlyViewed).filter((job) => job.id !== currentId);
  if (recent.length === 0) return null;
  return (
    <section aria-labelledby="recent-heading" className="mt-12">
      <h2 id="recent-heading" className="mb-4 text-xl font-bold tracking-tight text-gray-900">
        {t('detail.recentlyViewedTitle')}
      </h2>
      <JobList jobs={recent.slice(0, 6)} layout="scroll" />
    </section>
  );
}

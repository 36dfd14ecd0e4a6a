import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useNavigate } from 'react-router';
import { Link } from '@/lib/link';
import '@/features/jobs/texts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { buttonClasses } from '@/components/ui/button';
import {
  ArrowRightIcon,
  BuildingIcon,
  LandmarkIcon,
  PlaneIcon,
  ShieldIcon,
  UserPlusIcon,
  BriefcaseIcon,
  type IconProps,
} from '@/components/ui/icons';
import { JobSearchForm, browseUrl } from '@/components/search/job-search-form';
import { loadJobSuggestions } from '@/features/jobs/suggest';
import { RecentSearches } from '@/components/search/recent-searches';
import { searchHistoryCleared, searchRecorded, selectSearchHistory } from '@/features/user/user-slice';
import { TopCompanies } from '@/features/companies/components/top-companies';
import { JobList, JobListSkeleton } from '@/features/jobs/components/job-list';
import { LoadError } from '@/features/jobs/components/load-error';
import { selectHighlight, selectTopics } from '@/features/jobs/jobs-slice';
import { fetchJobHighlights, fetchJobTopics, type HighlightKind } from '@/features/jobs/jobs-thunks';
import { RECENT_JOBS_LIMIT, SUB_TOPICS, type MainTopic, type TopicCount } from '@/features/jobs/types';
import { jobTopicPath } from '@/lib/paths';

const TOPICS: readonly { topic: MainTopic; key: 'government' | 'private' | 'international'; Icon: ComponentType<IconProps> }[] = [
  { topic: 'Government Jobs', key: 'government', Icon: LandmarkIcon },
  { topic: 'Private Jobs', key: 'private', Icon: BuildingIcon },
  { topic: 'International Jobs', key: 'international', Icon: PlaneIcon },
];

/** How many jobs each short list of the home page shows (recent: SPEC section 9). */
const HIGHLIGHT_LIMITS: Record<HighlightKind, number> = { featured: 6, hot: 6, recent: RECENT_JOBS_LIMIT };

/** The keyword search with the visitor's recent searches under it. */
function HomeSearch() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const history = useAppSelector(selectSearchHistory);
  return (
    <>
      <JobSearchForm
        size="lg"
        onSearch={(term) => dispatch(searchRecorded(term))}
        loadSuggestions={loadJobSuggestions}
      />
      <RecentSearches
        terms={history.map((entry) => entry.term)}
        onPick={(term) => {
          dispatch(searchRecorded(term));
          void navigate(browseUrl(term));
        }}
        onClear={() => dispatch(searchHistoryCleared())}
      />
    </>
  );
}

/** The home page: search, the main topics with live counts, top companies, featured, hot and latest jobs. */
export default function HomePage() {
  const { t } = useTranslation();
  const { t: tJobs } = useTranslation('jobs');
  useDocumentTitle(t('home.title'), t('home.subtitle'));

  return (
    <>
      <section className="border-b border-teal-100 bg-gradient-to-b from-teal-50 to-white dark:to-gray-50">
        <div className="mx-auto max-w-page px-4 pt-10 pb-12 sm:pt-16 sm:pb-16 lg:px-6">
          <div className="max-w-3xl">
            <h1 className="text-3xl leading-tight font-bold tracking-tight text-gray-900 sm:text-4xl lg:text-5xl">
              {t('home.title')}
            </h1>
            <p className="mt-4 text-base leading-7 text-gray-600 sm:text-lg">{t('home.subtitle')}</p>
            <div className="mt-8 max-w-2xl">
              <HomeSearch />
            </div>
          </div>
        </div>
      </section>

      <TopicsSection />

      <TopCompanies />

      <HighlightSection
        kind="featured"
        title={tJobs('home.featuredTitle')}
        intro={tJobs('home.featuredIntro')}
        emptyText={tJobs('home.noFeatured')}
      />
      <HighlightSection
        kind="hot"
        title={tJobs('home.hotTitle')}
        intro={tJobs('home.hotIntro')}
        emptyText={tJobs('home.noHot')}
        tinted
      />
      <HighlightSection
        kind="recent"
        title={tJobs('home.recentTitle')}
        intro={tJobs('home.recentIntro')}
        emptyText={tJobs('home.noRecent')}
        footer={
          <Link to="/browse" className={buttonClasses('secondary', 'md', 'gap-1')}>
            {tJobs('home.browseAll')}
            <ArrowRightIcon className="size-4" />
          </Link>
        }
      />

      <section className="border-t border-gray-200 bg-white">
        <div className="mx-auto grid max-w-page gap-4 px-4 py-12 sm:py-16 md:grid-cols-3 lg:px-6">
          <CallToAction
            icon={<UserPlusIcon className="size-6" />}
            title={t('home.seekersTitle')}
            text={t('home.seekersText')}
            action={
              <Link to="/customer/register" className={buttonClasses('primary', 'md', 'whitespace-normal text-center')}>
                {t('home.seekersCta')}
              </Link>
            }
          />
          <CallToAction
            icon={<BriefcaseIcon className="size-6" />}
            title={t('home.employersTitle')}
            text={t('home.employersText')}
            action={
              <Link to="/customer/login" className={buttonClasses('primary', 'md', 'whitespace-normal text-center')}>
                {t('home.employersCta')}
              </Link>
            }
          />
          <CallToAction
            icon={<ShieldIcon className="size-6" />}
            title={t('home.abroadTitle')}
            text={t('home.abroadText')}
            action={
              <Link to="/faq#foreign-employment" className={buttonClasses('secondary', 'md', 'whitespace-normal text-center')}>
                {t('home.abroadCta')}
              </Link>
            }
          />
        </div>
      </section>
    </>
  );
}

function countOf(topics: TopicCount[], name: string): TopicCount | undefined {
  return topics.find((topic) => topic.name === name);
}

/** The three main topics, each with its sub-topics and the number of open jobs in them. */
function TopicsSection() {
  const { t } = useTranslation();
  const { t: tJobs } = useTranslation('jobs');
  const dispatch = useAppDispatch();
  const topics = useAppSelector(selectTopics);

  useEffect(() => {
    const request = dispatch(fetchJobTopics());
    return () => request.abort();
  }, [dispatch]);

  const loaded = topics.status === 'succeeded' || topics.data.length > 0;

  return (
    <section aria-labelledby="topics-heading" className="mx-auto max-w-page px-4 py-12 sm:py-16 lg:px-6">
      <h2 id="topics-heading" className="text-2xl font-bold tracking-tight text-gray-900">
        {t('home.topicsTitle')}
      </h2>
      <p className="mt-2 text-gray-600">{t('home.topicsIntro')}</p>
      {topics.status === 'failed' && (
        <div className="mt-6">
          <LoadError compact title={tJobs('home.topicsError')} onRetry={() => void dispatch(fetchJobTopics())} />
        </div>
      )}
      <ul className="mt-8 grid gap-4 md:grid-cols-3">
        {TOPICS.map(({ topic, key, Icon }) => {
          const count = countOf(topics.data, topic);
          return (
            <li key={key} className="flex flex-col rounded-2xl border border-gray-200 bg-white p-6 transition-shadow hover:border-teal-200 hover:shadow-md">
              <Link to={jobTopicPath(topic)} className="group block rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-teal-700">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
                  <Icon className="size-6" />
                </span>
                {/* The count goes under the title where the two do not fit side by side (Tamil, three cards to a row). */}
                <div className="mt-4 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
                  <h3 className="min-w-0 text-lg font-semibold wrap-break-word text-gray-900 group-hover:text-teal-800">{t(`home.${key}Title`)}</h3>
                  {loaded ? (
                    <span className="shrink-0 rounded-full bg-gray-100 px-2.5 py-1 text-xs font-semibold text-gray-700">
                      {tJobs('home.jobsCount', { count: count?.count ?? 0 })}
                    </span>
                  ) : topics.status === 'loading' || topics.status === 'idle' ? (
                    <span aria-hidden="true" className="h-6 w-16 shrink-0 rounded-full bg-gray-100 motion-safe:animate-pulse" />
                  ) : null}
                </div>
                <p className="mt-2 text-sm leading-6 text-gray-600">{t(`home.${key}Text`)}</p>
                <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-teal-800">
                  {t('home.viewJobs')}
                  <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
                </span>
              </Link>
              <ul className="mt-4 flex flex-wrap gap-2 border-t border-gray-100 pt-4" aria-label={tJobs('topic.subTopics')}>
                {SUB_TOPICS[topic].map((sub) => {
                  const subCount = count?.subTopics?.find((item) => item.name === sub)?.count;
                  return (
                    <li key={sub}>
                      <Link
                        to={jobTopicPath(sub)}
                        className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-gray-200 bg-gray-50 px-3 text-sm text-gray-800 hover:border-teal-300 hover:bg-teal-50 hover:text-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
                      >
                        {tJobs(`subTopic.${sub}`, { defaultValue: sub })}
                        {loaded && (
                          <>
                            <span aria-hidden="true" className="text-xs font-semibold text-gray-500">
                              {subCount ?? 0}
                            </span>
                            <span className="sr-only">, {tJobs('home.jobsCount', { count: subCount ?? 0 })}</span>
                          </>
                        )}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

interface HighlightSectionProps {
  kind: HighlightKind;
  title: string;
  intro: string;
  emptyText: string;
  footer?: ReactNode;
  tinted?: boolean;
}

/** One of the short lists of the home page, with its skeleton, empty and error states. */
function HighlightSection({ kind, title, intro, emptyText, footer, tinted = false }: HighlightSectionProps) {
  const { t } = useTranslation('jobs');
  const dispatch = useAppDispatch();
  const section = useAppSelector((state) => selectHighlight(state, kind));
  const limit = HIGHLIGHT_LIMITS[kind];
  const headingId = `${kind}-jobs-heading`;

  useEffect(() => {
    const request = dispatch(fetchJobHighlights({ kind, limit }));
    return () => request.abort();
  }, [dispatch, kind, limit]);

  const retry = () => void dispatch(fetchJobHighlights({ kind, limit }));
  const showSkeleton = section.data.length === 0 && (section.status === 'loading' || section.status === 'idle');

  return (
    <section aria-labelledby={headingId} className={tinted ? 'border-y border-gray-200 bg-gray-50' : ''}>
      <div className="mx-auto max-w-page px-4 py-10 sm:py-14 lg:px-6">
        <div className="mb-6 flex flex-col gap-1">
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-gray-900">
            {title}
          </h2>
          <p className="text-gray-600">{intro}</p>
        </div>
        {showSkeleton ? (
          <JobListSkeleton count={3} label={t('states.loading')} />
        ) : section.status === 'failed' && section.data.length === 0 ? (
          <LoadError compact title={t('home.sectionError')} message={section.error} onRetry={retry} />
        ) : section.data.length === 0 ? (
          <p className="rounded-xl border border-dashed border-gray-300 bg-white px-4 py-6 text-center text-sm text-gray-600">
            {emptyText}
          </p>
        ) : (
          <JobList jobs={section.data} label={title} layout={kind === 'recent' ? 'grid' : 'scroll'} />
        )}
        {footer && <div className="mt-8 flex justify-center">{footer}</div>}
      </div>
    </section>
  );
}

function CallToAction({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action: ReactNode }) {
  return (
    <div className="flex flex-col rounded-2xl border border-gray-200 bg-gray-50 p-6">
      <span className="inline-flex size-11 items-center justify-center rounded-xl bg-white text-teal-700 ring-1 ring-gray-200">
        {icon}
      </span>
      <h2 className="mt-4 text-lg font-semibold wrap-break-word text-gray-900">{title}</h2>
      <p className="mt-2 flex-1 text-sm leading-6 text-gray-600">{text}</p>
      <div className="mt-5">{action}</div>
    </div>
  );
}

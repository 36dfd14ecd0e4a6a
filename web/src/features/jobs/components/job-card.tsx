/**
 * A job in a list (UX.md): title, employer and logo (the flyer's thumbnail when there is one),
 * district, job type, salary when given, posted age and closing date. The whole card is one link
 * to the job (the title's link stretched over it); the favourite button sits above that link.
 */
import { memo } from 'react';
import { Link } from '@/lib/link';
import { companyPath } from '@/lib/paths';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { BriefcaseIcon } from '@/components/ui/icons';
import { employerInitials, isClosed, jobPath } from '@/features/jobs/format';
import type { Job } from '@/features/jobs/types';
import { useJobText, type JobText } from '@/features/jobs/use-job-text';
import type { PageFacts } from '@/lib/drawn-once';
import { FavoriteButton } from './favorite-button';
import { HighlightedSnippet } from './highlighted-snippet';
import { MapPinIcon } from '@/components/ui/icons';
import { BanknoteIcon, CalendarIcon, ClockIcon, FlameIcon, StarIcon } from './job-icons';

export interface JobCardProps {
  job: Job;
  layout?: 'grid' | 'list';
  /** The heading level of the title within the page (h3 under a section's h2 by default). */
  headingLevel?: 'h2' | 'h3';
  /** For tests: the moment the ages are counted from. */
  now?: Date;
}

export function JobThumbnail({ job, size }: { job: Pick<Job, 'image' | 'title' | 'companyName'>; size: 'sm' | 'md' | 'lg' }) {
  const { t } = useJobText();
  const box = size === 'lg' ? 'size-16 sm:size-24' : size === 'md' ? 'size-12 sm:size-16' : 'size-12';
  const pixels = size === 'lg' ? 96 : size === 'md' ? 64 : 48;
  if (job.image) {
    return (
      <ResponsiveImage
        src={job.image}
        alt={t('card.flyerAlt', { title: job.title })}
        width={pixels}
        height={pixels}
        sizes={`${pixels}px`}
        widths={[320]}
        className={`${box} shrink-0 rounded-xl border border-gray-200`}
        placeholder={<BriefcaseIcon className="size-5 text-gray-400" />}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${box} inline-flex shrink-0 items-center justify-center rounded-xl border border-teal-100 bg-teal-50 text-base font-bold text-teal-800`}
    >
      {employerInitials(job.companyName)}
    </span>
  );
}

/**
 * What the API says of a job that its card does not show, and which changes as the job is read and
 * applied to: kept out of the card's key, or every view of a job would draw its card anew.
 */
const NOT_ON_THE_CARD: ReadonlySet<string> = new Set<keyof Job>(['views', 'applicationsCount']);

/**
 * Everything a card's markup depends on, as the key under which the server keeps it
 * (lib/drawn-once.tsx): the page's language, the card's layout and heading, the job as the API
 * answered it but for what the card does not show, and its age and closing as of the moment the
 * page is drawn. The server draws every page for a visitor, so no reader's saved jobs are in a
 * card it keeps.
 */
export function jobCardKey(page: PageFacts, job: Job, layout: 'grid' | 'list', headingLevel: 'h2' | 'h3', text: JobText): string {
  const shown = JSON.stringify(job, function (this: unknown, name: string, value: unknown) {
    return this === job && NOT_ON_THE_CARD.has(name) ? undefined : value;
  });
  return `job card ${page.language} ${layout} ${headingLevel} ${isClosed(job)} ${text.posted(job)}\u0000${text.closing(job)}\u0000${shown}`;
}

/**
 * Drawn again only when its job (or layout) changes: a list's page redraws for its own state (a
 * filter read from the address, the stored session coming in) while the jobs stay the same objects.
 */
export const JobCard = memo(function JobCard({ job, layout = 'grid', headingLevel = 'h3', now }: JobCardProps) {
  const text = useJobText();
  const { t } = text;
  const Heading = headingLevel;
  const salary = text.salary(job, true);
  const location = text.location(job);
  const closing = text.closing(job, now);
  const closed = isClosed(job, now);
  const list = layout === 'list';

  return (
    <article
      className={`group relative flex h-full rounded-2xl border border-gray-200 bg-white p-4 transition-shadow duration-150 focus-within:border-teal-300 hover:border-teal-200 hover:shadow-md motion-reduce:transition-none sm:p-5 ${
        list ? 'flex-row gap-4' : 'flex-col gap-3'
      }`}
    >
      <div className={`flex gap-3 ${list ? 'min-w-0 flex-1 items-start sm:gap-4' : 'items-start'}`}>
        <JobThumbnail job={job} size={list ? 'lg' : 'md'} />
        <div className="min-w-0 flex-1">
          <Heading className="text-base leading-snug font-semibold text-gray-900">
            <Link
              to={jobPath(job)}
              className="rounded-sm after:absolute after:inset-0 after:rounded-2xl after:content-[''] group-hover:text-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
            >
              {job.title}
            </Link>
          </Heading>
          <p className="mt-0.5 truncate text-sm text-gray-600">
            {job.companyId ? (
              <Link to={companyPath(job.companyId)} className="relative z-10 inline-block max-w-full truncate py-0.5 align-top underline-offset-2 hover:text-teal-800 hover:underline">
                {job.companyName}
              </Link>
            ) : (
              job.companyName
            )}
          </p>
          {(job.featured || job.hot || closed || job.walkIn) && (
            <p className="mt-2 flex flex-wrap gap-1.5">
              {job.walkIn ? (
                <span className="inline-flex items-center rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200">
                  {t('walkIn.badge')}
                </span>
              ) : null}
              {job.featured && (
                <span className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800 ring-1 ring-teal-200">
                  <StarIcon className="size-3.5" />
                  {t('card.featured')}
                </span>
              )}
              {job.hot && (
                <span className="inline-flex items-center gap-1 rounded-full bg-orange-50 px-2 py-0.5 text-xs font-semibold text-orange-900 ring-1 ring-orange-200">
                  <FlameIcon className="size-3.5" />
                  {t('card.hot')}
                </span>
              )}
              {closed && (
                <span className="inline-flex items-center rounded-full bg-gray-100 px-2 py-0.5 text-xs font-semibold text-gray-700 ring-1 ring-gray-300">
                  {t('card.closed')}
                </span>
              )}
            </p>
          )}
          {list && job.snippet ? <HighlightedSnippet html={job.snippet} className="mt-2 line-clamp-3" /> : null}
          <ul className={`mt-3 flex flex-wrap gap-x-4 gap-y-1.5 text-sm text-gray-700 ${list ? '' : 'flex-col'}`}>
            {location && (
              <li className="flex items-center gap-1.5">
                <MapPinIcon className="size-4 shrink-0 text-gray-400" />
                <span className="truncate">{location}</span>
              </li>
            )}
            {job.jobType && (
              <li className="flex items-center gap-1.5">
                <ClockIcon className="size-4 shrink-0 text-gray-400" />
                {text.jobType(job.jobType)}
              </li>
            )}
            {salary && (
              <li className="flex items-center gap-1.5 font-medium text-gray-900">
                <BanknoteIcon className="size-4 shrink-0 text-gray-400" />
                <span>
                  {salary} <span className="text-xs font-normal whitespace-nowrap text-gray-500">{t('salaryShort.perMonth')}</span>
                </span>
              </li>
            )}
          </ul>
          {list && (
            <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-600 sm:hidden">
              <span>{t('card.posted', { age: text.posted(job, now) })}</span>
              <span aria-hidden="true">·</span>
              <span className="inline-flex items-center gap-1">
                <CalendarIcon className="size-3.5" />
                {closing}
              </span>
            </p>
          )}
        </div>
        <FavoriteButton jobId={job.id} title={job.title} className="-mt-2 -mr-2" />
      </div>
      {!list && job.snippet ? <HighlightedSnippet html={job.snippet} className="line-clamp-3" /> : null}
      <p
        className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-gray-600 ${
          list ? 'hidden' : 'mt-auto border-t border-gray-100 pt-3'
        }`}
      >
        <span>{t('card.posted', { age: text.posted(job, now) })}</span>
        <span aria-hidden="true">·</span>
        <span className={`inline-flex items-center gap-1 ${closed ? 'text-gray-500' : ''}`}>
          <CalendarIcon className="size-3.5" />
          {closing}
        </span>
      </p>
      {list && (
        <p className="hidden shrink-0 flex-col items-end gap-1 text-right text-xs text-gray-600 sm:flex">
          <span>{t('card.posted', { age: text.posted(job, now) })}</span>
          <span className="inline-flex items-center gap-1">
            <CalendarIcon className="size-3.5" />
            {closing}
          </span>
        </p>
      )}
    </article>
  );
});

/** The loading stand-in of a card, the same size so nothing jumps when jobs arrive. */
export function JobCardSkeleton({ layout = 'grid' }: { layout?: 'grid' | 'list' }) {
  return (
    <div aria-hidden="true" className="flex h-full flex-col gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:p-5" data-testid="job-card-skeleton">
      <div className="flex gap-3">
        <span className={`${layout === 'list' ? 'size-16 sm:size-24' : 'size-12 sm:size-16'} shrink-0 rounded-xl bg-gray-200 motion-safe:animate-pulse`} />
        <div className="flex-1 space-y-2 pt-1">
          <span className="block h-4 w-3/4 rounded bg-gray-200 motion-safe:animate-pulse" />
          <span className="block h-3 w-1/2 rounded bg-gray-200 motion-safe:animate-pulse" />
          <span className="mt-4 block h-3 w-2/5 rounded bg-gray-100 motion-safe:animate-pulse" />
          <span className="block h-3 w-1/3 rounded bg-gray-100 motion-safe:animate-pulse" />
        </div>
      </div>
      {layout === 'grid' && <span className="mt-auto block h-3 w-2/3 rounded bg-gray-100 motion-safe:animate-pulse" />}
    </div>
  );
}

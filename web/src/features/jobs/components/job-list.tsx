import type { Job } from '@/features/jobs/types';
import { useJobText } from '@/features/jobs/use-job-text';
import { DrawnOnce } from '@/lib/drawn-once';
import { JobCard, JobCardSkeleton, jobCardKey } from './job-card';

/** 'scroll': a row that scrolls sideways on phones (short lists of the home page), a grid from sm up. */
export type JobLayout = 'grid' | 'list' | 'scroll';

function listClasses(layout: JobLayout, columns: 2 | 3): string {
  if (layout === 'list') return 'flex flex-col gap-3';
  if (layout === 'scroll') {
    return '-mx-4 flex snap-x snap-mandatory gap-3 overflow-x-auto scroll-px-4 px-4 pb-3 sm:mx-0 sm:grid sm:snap-none sm:grid-cols-2 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3';
  }
  return columns === 3 ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'grid gap-4 sm:grid-cols-2';
}

interface JobListProps {
  jobs: Job[];
  layout?: JobLayout;
  columns?: 2 | 3;
  headingLevel?: 'h2' | 'h3';
  label?: string;
}

/**
 * Jobs as a grid of cards or a list of rows. The same job's card comes on many pages (a topic's
 * latest jobs are every one of its jobs' similar jobs): the server keeps each card's markup under
 * its key (jobCardKey) and gives it again.
 */
export function JobList({ jobs, layout = 'grid', columns = 3, headingLevel = 'h3', label }: JobListProps) {
  const text = useJobText();
  const cardLayout = layout === 'list' ? 'list' : 'grid';
  return (
    <ul className={listClasses(layout, columns)} aria-label={label}>
      {jobs.map((job) => (
        <li key={job.id} className={layout === 'scroll' ? 'w-[85%] max-w-sm shrink-0 snap-start sm:w-auto sm:max-w-none' : 'min-w-0'}>
          <DrawnOnce keyOf={(page) => jobCardKey(page, job, cardLayout, headingLevel, text)}>
            <JobCard job={job} layout={cardLayout} headingLevel={headingLevel} />
          </DrawnOnce>
        </li>
      ))}
    </ul>
  );
}

/** The list's skeleton while jobs load: announced once, drawn as grey cards. */
export function JobListSkeleton({
  count = 6,
  layout = 'grid',
  columns = 3,
  label,
}: {
  count?: number;
  layout?: JobLayout;
  columns?: 2 | 3;
  label: string;
}) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="sr-only">{label}</span>
      <div className={listClasses(layout, columns)}>
        {Array.from({ length: count }, (_, index) => (
          <JobCardSkeleton key={index} layout={layout === 'list' ? 'list' : 'grid'} />
        ))}
      </div>
    </div>
  );
}

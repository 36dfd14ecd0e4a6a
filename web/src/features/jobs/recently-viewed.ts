/**
 * The jobs area's side of the CV analysis's needs (features/cv/job-interest.ts): the ids of the
 * jobs viewed recently, newest first, as the job pages keep them. app/ hands this to the CV area.
 */
import { useMemo } from 'react';
import { useAppSelector } from '@/app/hooks';
import { selectRecentlyViewed } from '@/features/jobs/jobs-slice';

// Memoised with useMemo rather than createSelector: the app hands this hook to every page, and
// createSelector would bring reselect (about 2 kB of gzip) to every page's first load for it.
function useRecentlyViewedJobIds(): number[] {
  const jobs = useAppSelector(selectRecentlyViewed);
  return useMemo(() => jobs.map((job) => job.id), [jobs]);
}

export const recentlyViewedJobs = { useRecentlyViewedJobIds };

/**
 * The jobs area's side of the CV analysis's needs (features/cv/job-interest.ts): the ids of the
 * jobs viewed recently, newest first, as the job pages keep them. app/ hands this to the CV area.
 */
import { createSelector } from '@reduxjs/toolkit';
import { useAppSelector } from '@/app/hooks';
import { selectRecentlyViewed } from '@/features/jobs/jobs-slice';

const selectRecentlyViewedIds = createSelector([selectRecentlyViewed], (jobs) => jobs.map((job) => job.id));

function useRecentlyViewedJobIds(): number[] {
  return useAppSelector(selectRecentlyViewedIds);
}

export const recentlyViewedJobs = { useRecentlyViewedJobIds };

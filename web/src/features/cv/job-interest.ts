/**
 * What the CV screens need of the jobs area: the jobs the person viewed recently, which the
 * browser alone remembers, so that the analysis also suggests the skills those jobs ask for.
 * The CV area cannot import the jobs area, so it states what it needs here and app/ provides
 * the jobs area's hook (features/jobs/recently-viewed.ts) through this context.
 */
import { createContext, useContext } from 'react';

export interface JobInterest {
  /** The ids of the jobs viewed recently, newest first. */
  useRecentlyViewedJobIds: () => number[];
}

const NONE: number[] = [];

/** Without a jobs area: no job was viewed. */
const noJobs: JobInterest = {
  useRecentlyViewedJobIds: () => NONE,
};

export const JobInterestContext = createContext<JobInterest>(noJobs);

export function useJobInterest(): JobInterest {
  return useContext(JobInterestContext);
}

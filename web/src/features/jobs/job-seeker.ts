/**
 * What the job screens need of the job seeker's account (favourites and application statuses),
 * which that area owns. The jobs area cannot import it, so it states what it needs here and
 * app/ provides the account's hooks (features/user/job-seeker-marks.ts) through this context.
 */
import { createContext, useContext } from 'react';

/** The filters of a job search that a job alert can take over. */
export interface SearchFilters {
  search: string;
  jobType: string;
  location: string;
  mainTopic: string;
  /** LKR a month, or null for any. */
  minSalary: number | null;
}

export interface JobSeekerMarks {
  useIsFavorite: (jobId: number) => boolean;
  /** Saves or unsaves a job; a signed-out visitor is asked to sign in first. */
  useToggleFavorite: () => (jobId: number) => void;
  /** Records a search term in the search history. */
  useRecordSearch: () => (term: string) => void;
  /** The recent search terms, newest first, and a way to forget them. */
  useRecentSearches: () => { terms: string[]; clear: () => void };
  /** Opens a new job alert filled from a search, or null when the visitor cannot have alerts. */
  useAlertFromSearch: () => ((filters: SearchFilters) => void) | null;
  /** The job seeker's application status for a job, if they applied. */
  useApplicationStatus: (jobId: number) => string | undefined;
  /** Asks once a visit for the job seeker's applications, when `wanted`. */
  useLoadApplicationStatuses: (wanted: boolean) => void;
  /** An application was sent: its job now has this status. */
  useRecordApplication: () => (jobId: number, status: string) => void;
  /** The CVs the job seeker built, to apply with one instead of a file. */
  useBuiltCVs: () => BuiltCV[];
  /** Asks once a visit for the built CVs, when `wanted`. */
  useLoadBuiltCVs: (wanted: boolean) => void;
}

/** A CV built in the CV builder, as the application form offers it. */
export interface BuiltCV {
  id: number;
  title: string;
}

const nothing = () => {};

/** Without an account area: nothing is a favourite and nothing was applied for. */
const noAccount: JobSeekerMarks = {
  useIsFavorite: () => false,
  useToggleFavorite: () => nothing,
  useRecordSearch: () => nothing,
  useRecentSearches: () => ({ terms: [], clear: nothing }),
  useAlertFromSearch: () => null,
  useApplicationStatus: () => undefined,
  useLoadApplicationStatuses: nothing,
  useRecordApplication: () => nothing,
  useBuiltCVs: () => [],
  useLoadBuiltCVs: nothing,
};

export const JobSeekerMarksContext = createContext<JobSeekerMarks>(noAccount);

export function useJobSeekerMarks(): JobSeekerMarks {
  return useContext(JobSeekerMarksContext);
}

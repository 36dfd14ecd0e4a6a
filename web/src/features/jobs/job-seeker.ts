/**
 * What the job screens need of the job seeker's account (favourites and application statuses),
 * which that area owns. The jobs area cannot import it, so it states what it needs here and
 * app/ provides the account's hooks (features/user/job-seeker-marks.ts) through this context.
 */
import { createContext, useContext } from 'react';

export interface JobSeekerMarks {
  useIsFavorite: (jobId: number) => boolean;
  useToggleFavorite: () => (jobId: number) => void;
  /** The job seeker's application status for a job, if they applied. */
  useApplicationStatus: (jobId: number) => string | undefined;
  /** Asks once a visit for the job seeker's applications, when `wanted`. */
  useLoadApplicationStatuses: (wanted: boolean) => void;
  /** An application was sent: its job now has this status. */
  useRecordApplication: () => (jobId: number, status: string) => void;
}

const nothing = () => {};

/** Without an account area: nothing is a favourite and nothing was applied for. */
const noAccount: JobSeekerMarks = {
  useIsFavorite: () => false,
  useToggleFavorite: () => nothing,
  useApplicationStatus: () => undefined,
  useLoadApplicationStatuses: nothing,
  useRecordApplication: () => nothing,
};

export const JobSeekerMarksContext = createContext<JobSeekerMarks>(noAccount);

export function useJobSeekerMarks(): JobSeekerMarks {
  return useContext(JobSeekerMarksContext);
}

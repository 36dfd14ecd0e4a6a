/**
 * The account's side of the job screens' needs (features/jobs/job-seeker.ts): favourites and
 * application statuses, read from and written to the user state. app/ hands these to the jobs area.
 */
import { useCallback, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  applicationStatusChanged,
  fetchMyApplicationStatuses,
  selectApplicationStatus,
  selectIsFavorite,
  selectMyApplicationsStatus,
  toggleFavorite,
} from '@/features/user/user-slice';

export const jobSeekerMarks = {
  useIsFavorite: (jobId: number) => useAppSelector((state) => selectIsFavorite(state, jobId)),
  useToggleFavorite: () => {
    const dispatch = useAppDispatch();
    return useCallback((jobId: number) => void dispatch(toggleFavorite(jobId)), [dispatch]);
  },
  useApplicationStatus: (jobId: number) => useAppSelector((state) => selectApplicationStatus(state, jobId)),
  useLoadApplicationStatuses: (wanted: boolean) => {
    const dispatch = useAppDispatch();
    const status = useAppSelector(selectMyApplicationsStatus);
    // Knowing what the job seeker already applied for keeps them from applying twice.
    useEffect(() => {
      if (wanted && status === 'idle') void dispatch(fetchMyApplicationStatuses());
    }, [dispatch, wanted, status]);
  },
  useRecordApplication: () => {
    const dispatch = useAppDispatch();
    return useCallback((jobId: number, status: string) => void dispatch(applicationStatusChanged({ jobId, status })), [dispatch]);
  },
};

/**
 * The CV area's side of the application form's needs (features/jobs/job-seeker.ts): the job
 * seeker's built CVs, fetched once a visit, to apply with one. app/ hands these to the jobs area.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { fetchUserCVs } from '@/features/cv/cv-thunks';

export interface BuiltCVOption {
  id: number;
  title: string;
}

function useBuiltCVs(): BuiltCVOption[] {
  const list = useAppSelector((state) => state.cv.userCVs);
  return useMemo(() => list.map((cv) => ({ id: cv.id, title: cv.title })), [list]);
}

function useLoadBuiltCVs(wanted: boolean): void {
  const dispatch = useAppDispatch();
  const loaded = useAppSelector((state) => state.cv.userCVsLoaded);
  // One request per form: a failure leaves the upload, not a loop of retries.
  const asked = useRef(false);
  useEffect(() => {
    if (!wanted || loaded || asked.current) return;
    asked.current = true;
    void dispatch(fetchUserCVs());
  }, [dispatch, wanted, loaded]);
}

export const builtCVs = { useBuiltCVs, useLoadBuiltCVs };

/**
 * The CV area's side of the application form's needs (features/jobs/job-seeker.ts): the job
 * seeker's built CVs, fetched once per form, to apply with one. app/ hands these to the jobs
 * area. The CV slice is fetched with the first request, so the first screen does not carry it.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import type { CV } from '@/features/cv/types';

export interface BuiltCVOption {
  id: number;
  title: string;
}

const NONE: CV[] = [];

function useBuiltCVs(): BuiltCVOption[] {
  const list = useAppSelector((state) => state.cv?.userCVs ?? NONE);
  return useMemo(() => list.map((cv) => ({ id: cv.id, title: cv.title })), [list]);
}

function useLoadBuiltCVs(wanted: boolean): void {
  const dispatch = useAppDispatch();
  const loaded = useAppSelector((state) => state.cv?.userCVsLoaded ?? false);
  // One request per form: a failure leaves the upload, not a loop of retries.
  const asked = useRef(false);
  useEffect(() => {
    if (!wanted || loaded || asked.current) return;
    asked.current = true;
    void Promise.all([import('@/features/cv/cv-slice'), import('@/features/cv/cv-thunks')]).then(([, thunks]) => dispatch(thunks.fetchUserCVs()));
  }, [dispatch, wanted, loaded]);
}

export const builtCVs = { useBuiltCVs, useLoadBuiltCVs };

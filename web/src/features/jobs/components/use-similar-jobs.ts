import { useEffect, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { findSimilarJobs } from '@/features/jobs/job-calls';
import type { Job } from '@/features/jobs/types';
import { seedOf, seedUsed } from '@/lib/seeds';

export const SIMILAR_JOBS_SHOWN = 3;

export interface SimilarJobs {
  status: 'loading' | 'succeeded' | 'failed';
  jobs: Job[];
}

/** The seed (lib/seeds.ts) of a job's similar jobs on a page the server drew. */
export function similarJobsSeed(jobId: number): string {
  return `jobs/similar/${jobId}`;
}

/**
 * Other open jobs like job `jobId` (GET /jobs/{id}/similar: first those sharing a sub-topic,
 * topped up from the same main topic). Used by the page and by the server's render of it
 * (src/server/server-data.ts).
 */
export function loadSimilarJobs(dispatch: ReturnType<typeof useAppDispatch>, jobId: number, signal?: AbortSignal): Promise<Job[]> {
  const request = dispatch(findSimilarJobs({ id: jobId, limit: SIMILAR_JOBS_SHOWN }));
  signal?.addEventListener('abort', () => request.abort());
  return request.unwrap();
}

/**
 * Other open jobs like this one (loadSimilarJobs). Kept out of the jobs state so it never
 * disturbs the list on /browse; a page the server drew starts with them (lib/seeds.ts).
 */
export function useSimilarJobs(job: Pick<Job, 'id' | 'mainTopic' | 'subTopics'>): SimilarJobs {
  const [result, setResult] = useState<SimilarJobs & { forId: number }>(() => {
    const seeded = seedOf<Job[]>(similarJobsSeed(job.id));
    return seeded ? { status: 'succeeded', jobs: seeded, forId: job.id } : { status: 'loading', jobs: [], forId: job.id };
  });
  const subTopicsKey = job.subTopics.join('|');
  const dispatch = useAppDispatch();

  useEffect(() => {
    const seed = similarJobsSeed(job.id);
    if (seedOf(seed) !== undefined) {
      seedUsed(seed);
      return;
    }
    const controller = new AbortController();
    setResult({ status: 'loading', jobs: [], forId: job.id });
    // Asked again when the job's topics change (an edit), as its similar jobs do.
    loadSimilarJobs(dispatch, job.id, controller.signal).then(
      (jobs) => {
        if (!controller.signal.aborted) setResult({ status: 'succeeded', jobs, forId: job.id });
      },
      () => {
        if (!controller.signal.aborted) setResult({ status: 'failed', jobs: [], forId: job.id });
      },
    );
    return () => controller.abort();
  }, [dispatch, job.id, job.mainTopic, subTopicsKey]);

  return result.forId === job.id ? result : { status: 'loading', jobs: [] };
}

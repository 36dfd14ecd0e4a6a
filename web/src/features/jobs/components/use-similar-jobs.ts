import { useEffect, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { findJobs } from '@/features/jobs/job-calls';
import type { Job, JobQuery } from '@/features/jobs/types';
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

type JobsFinder = (query: JobQuery) => Promise<{ data: Job[] }>;

/**
 * Other open jobs like `job`: first those sharing a sub-topic, topped up from the same main topic.
 * Used by the page and by the server's render of it (src/server/server-data.ts).
 */
export async function loadSimilarJobs(find: JobsFinder, job: Pick<Job, 'id' | 'mainTopic' | 'subTopics'>): Promise<Job[]> {
  const wanted = SIMILAR_JOBS_SHOWN;
  const found: Job[] = [];
  const add = (jobs: Job[]) => {
    for (const item of jobs) {
      if (item.id !== job.id && !found.some((other) => other.id === item.id)) found.push(item);
    }
  };
  const base: JobQuery = { limit: wanted + 1 };
  if (job.subTopics.length > 0) add((await find({ ...base, subTopics: job.subTopics })).data);
  if (found.length < wanted && job.mainTopic) add((await find({ ...base, mainTopics: [job.mainTopic] })).data);
  return found.slice(0, wanted);
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
    const find: JobsFinder = (query) => {
      const request = dispatch(findJobs(query));
      controller.signal.addEventListener('abort', () => request.abort());
      return request.unwrap();
    };
    setResult({ status: 'loading', jobs: [], forId: job.id });
    loadSimilarJobs(find, { id: job.id, mainTopic: job.mainTopic, subTopics: subTopicsKey ? subTopicsKey.split('|') : [] }).then(
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

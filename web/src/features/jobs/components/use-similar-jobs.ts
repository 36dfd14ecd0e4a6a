import { useEffect, useState } from 'react';
import { useAppDispatch } from '@/app/hooks';
import { findJobs } from '@/features/jobs/job-calls';
import type { Job, JobQuery } from '@/features/jobs/types';

export const SIMILAR_JOBS_SHOWN = 3;

export interface SimilarJobs {
  status: 'loading' | 'succeeded' | 'failed';
  jobs: Job[];
}

/**
 * Other open jobs like this one: first those sharing a sub-topic, topped up from the same main
 * topic. Kept out of the jobs state so it never disturbs the list on /browse.
 */
export function useSimilarJobs(job: Pick<Job, 'id' | 'mainTopic' | 'subTopics'>): SimilarJobs {
  const [result, setResult] = useState<SimilarJobs & { forId: number }>({ status: 'loading', jobs: [], forId: job.id });
  const subTopicsKey = job.subTopics.join('|');
  const dispatch = useAppDispatch();

  useEffect(() => {
    const controller = new AbortController();
    const wanted = SIMILAR_JOBS_SHOWN;
    async function load(): Promise<Job[]> {
      const fetchJobs = (query: JobQuery) => {
        const request = dispatch(findJobs(query));
        controller.signal.addEventListener('abort', () => request.abort());
        return request.unwrap();
      };
      const found: Job[] = [];
      const add = (jobs: Job[]) => {
        for (const item of jobs) {
          if (item.id !== job.id && !found.some((other) => other.id === item.id)) found.push(item);
        }
      };
      const base: JobQuery = { limit: wanted + 1 };
      const subTopics = subTopicsKey ? subTopicsKey.split('|') : [];
      if (subTopics.length > 0) {
        add((await fetchJobs({ ...base, subTopics })).data);
      }
      if (found.length < wanted && job.mainTopic) {
        add((await fetchJobs({ ...base, mainTopics: [job.mainTopic] })).data);
      }
      return found.slice(0, wanted);
    }
    setResult({ status: 'loading', jobs: [], forId: job.id });
    load().then(
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

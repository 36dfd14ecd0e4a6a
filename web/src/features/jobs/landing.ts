/**
 * The pages of one topic's and one district's jobs (/jobs/topic/{slug}, /jobs/district/{slug}):
 * what their address names and the query their list asks for, the same for the page and for the
 * server's render (server/server-data.ts).
 */
import { DISTRICTS, type District } from '@/lib/locations';
import { MAIN_TOPICS, SUB_TOPICS, JOBS_PER_PAGE, type JobQuery, type MainTopic } from '@/lib/job-vocabulary';
import { slugOf } from '@/lib/paths';

/** A topic an address names: a main topic, or a sub-topic with the main topic it belongs to. */
export interface NamedTopic {
  name: string;
  main: MainTopic;
  isMain: boolean;
}

export function topicBySlug(slug: string | undefined): NamedTopic | null {
  if (!slug) return null;
  for (const main of MAIN_TOPICS) {
    if (slugOf(main) === slug) return { name: main, main, isMain: true };
  }
  for (const main of MAIN_TOPICS) {
    const sub = SUB_TOPICS[main].find((name) => slugOf(name) === slug);
    if (sub) return { name: sub, main, isMain: false };
  }
  return null;
}

export function districtBySlug(slug: string | undefined): District | null {
  if (!slug) return null;
  return DISTRICTS.find((district) => slugOf(district) === slug) ?? null;
}

/** The page of results the address asks for (?page=2), 1 when it names none or a bad one. */
export function landingPageNumber(search: URLSearchParams): number {
  const value = search.get('page') ?? '';
  if (!/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/** The query of a topic's or a district's list: newest first, a page of JOBS_PER_PAGE. */
export function landingQuery(page: number): JobQuery {
  return { page, limit: JOBS_PER_PAGE };
}

/** The company a page of a company's jobs names by its id: digits only, above zero. */
export function companyIdOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * What each public page asks for when it is drawn on the server: the same thunks, with the same
 * arguments, that the page dispatches when it mounts in the browser, so that the store the server
 * draws with is the store the browser hydrates with. A page that asks for more after its first
 * answer (a company's jobs, an article's related posts) says so here too.
 */
import { addressHead } from '@/app/router';
import type { AppDispatch } from '@/app/store';
import { fetchFeaturedCompanies, fetchFeaturedForDirectory, fetchCompanies, fetchCompany, fetchCompanyJobs, fetchIndustryCompanies, fetchRecommendedCompanies, isDirectorySearch, searchDirectory } from '@/features/companies/companies-thunks';
import { readDirectoryParams } from '@/features/companies/directory-params';
import { industryBySlug, industryPageNumber } from '@/features/companies/industry';
import { fetchCategories, fetchJobArticle, fetchPopularPosts, fetchPost, fetchPosts, fetchRecentPosts, fetchRelatedPosts, fetchTagPosts, fetchTags, searchPosts } from '@/features/blog/blog-thunks';
import { listQuery, readListParams } from '@/features/blog/list-params';
import type { BlogPost } from '@/features/blog/types';
import { browseParamsApplied } from '@/features/jobs/jobs-slice';
import { fetchCompanyJobList, fetchDistrictJobs, fetchJobById, fetchJobHighlights, fetchJobTopics, fetchJobs, fetchTopicJobs, searchJobs } from '@/features/jobs/jobs-thunks';
import { companyIdOf, districtBySlug, landingPageNumber, landingQuery, topicBySlug } from '@/features/jobs/landing';
import { RECENT_JOBS_LIMIT } from '@/features/jobs/types';
import { parseBrowseParams, toJobQuery } from '@/lib/job-filter-params';
import { JOBS_PER_PAGE } from '@/lib/job-vocabulary';
import { slugOf } from '@/lib/paths';
import { growSeed } from '@/lib/seeds';
import { TOP_COMPANIES_SEED } from '@/features/companies/components/top-companies';
import { loadSimilarJobs, similarJobsSeed } from '@/features/jobs/components/use-similar-jobs';

/** An answer of the API as the server's render got it, replayed once by the browser. */
export interface ServerAnswer {
  status: number;
  data: unknown;
}

interface LoadContext {
  params: Record<string, string | undefined>;
  search: URLSearchParams;
  dispatch: AppDispatch;
}

export interface ServerDataRoute {
  path: string;
  load: (context: LoadContext) => Promise<unknown>[];
}

/** The page's id from the address, as the pages read it: digits only, above zero. */
function idOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

const home: ServerDataRoute['load'] = ({ dispatch }) => [
  growSeed(TOP_COMPANIES_SEED, dispatch(fetchFeaturedCompanies()).unwrap()),
  dispatch(fetchJobTopics()),
  dispatch(fetchJobHighlights({ kind: 'featured', limit: 6 })),
  dispatch(fetchJobHighlights({ kind: 'hot', limit: 6 })),
  dispatch(fetchJobHighlights({ kind: 'recent', limit: RECENT_JOBS_LIMIT })),
];

const browse: ServerDataRoute['load'] = ({ search, dispatch }) => {
  const wanted = parseBrowseParams(search);
  dispatch(browseParamsApplied(wanted));
  const query = toJobQuery(wanted, JOBS_PER_PAGE);
  return [dispatch(wanted.search ? searchJobs(query) : fetchJobs(query))];
};

const job: ServerDataRoute['load'] = ({ params, dispatch }) => {
  const id = idOf(params.jobId);
  if (id === null) return [];
  const found = dispatch(fetchJobById(id)).unwrap();
  // Its similar jobs, once it is found (features/jobs/components/use-similar-jobs.ts).
  const similar = found.then(
    (shown) => growSeed(similarJobsSeed(shown.id), loadSimilarJobs(dispatch, shown.id)),
    () => undefined,
  );
  return [found.catch(() => undefined), similar];
};

const topicJobs: ServerDataRoute['load'] = ({ params, search, dispatch }) => {
  const topic = topicBySlug(params.topic);
  if (!topic) return [];
  return [dispatch(fetchTopicJobs({ topic: slugOf(topic.name), query: landingQuery(landingPageNumber(search)) }))];
};

const districtJobs: ServerDataRoute['load'] = ({ params, search, dispatch }) => {
  const district = districtBySlug(params.district);
  if (!district) return [];
  return [dispatch(fetchDistrictJobs({ district: slugOf(district), query: landingQuery(landingPageNumber(search)) }))];
};

const companyJobs: ServerDataRoute['load'] = ({ params, search, dispatch }) => {
  const id = companyIdOf(params.companyId);
  if (id === null) return [];
  return [dispatch(fetchCompanyJobList({ companyId: id, query: landingQuery(landingPageNumber(search)) }))];
};

const companies: ServerDataRoute['load'] = ({ search, dispatch }) => {
  const wanted = readDirectoryParams(search);
  return [
    dispatch(isDirectorySearch(wanted) ? searchDirectory(wanted) : fetchCompanies(wanted)),
    dispatch(fetchFeaturedForDirectory()),
    dispatch(fetchRecommendedCompanies(false)),
  ];
};

const industry: ServerDataRoute['load'] = ({ params, search, dispatch }) => {
  if (!industryBySlug(params.industry)) return [];
  return [dispatch(fetchIndustryCompanies({ industry: params.industry ?? '', page: industryPageNumber(search) }))];
};

const company: ServerDataRoute['load'] = ({ params, dispatch }) => {
  const id = Number(params.companyId);
  if (!Number.isInteger(id) || id <= 0) return [];
  return [
    dispatch(fetchCompany({ id, admin: false })).then((action) => {
      if (fetchCompany.fulfilled.match(action)) return dispatch(fetchCompanyJobs(id));
      return undefined;
    }),
  ];
};

const blogs: ServerDataRoute['load'] = ({ search, dispatch }) => {
  const query = listQuery(readListParams(search));
  return [
    query.q ? dispatch(searchPosts(query)) : dispatch(fetchPosts(query)),
    dispatch(fetchPopularPosts()),
    dispatch(fetchRecentPosts()),
    dispatch(fetchCategories()),
    dispatch(fetchTags()),
  ];
};

const tagPosts: ServerDataRoute['load'] = ({ params, search, dispatch }) => [
  dispatch(fetchTagPosts({ tag: params.tag ?? '', page: readListParams(search).page })),
  dispatch(fetchTags()),
];

function related(dispatch: AppDispatch, post: BlogPost) {
  return dispatch(fetchRelatedPosts({ id: post.id, category: post.category?.slug ?? null }));
}

const article: ServerDataRoute['load'] = ({ params, dispatch }) => {
  const id = idOf(params.id);
  if (id === null) return [];
  return [
    dispatch(fetchPost(id)).then((action) => {
      if (fetchPost.fulfilled.match(action)) return related(dispatch, action.payload);
      return undefined;
    }),
  ];
};

const jobArticle: ServerDataRoute['load'] = ({ dispatch }) => [
  dispatch(fetchJobArticle()).then((action) => {
    if (fetchJobArticle.fulfilled.match(action) && action.payload) return related(dispatch, action.payload);
    return undefined;
  }),
];

/** The public pages and what each asks for (the routes of the areas' routes.tsx). */
export const SERVER_DATA: ServerDataRoute[] = [
  { path: '/', load: home },
  { path: '/browse', load: browse },
  { path: '/jobs/topic/:topic', load: topicJobs },
  { path: '/jobs/district/:district', load: districtJobs },
  { path: '/jobs/company/:companyId', load: companyJobs },
  { path: '/jobs/company/:companyId/:companySlug', load: companyJobs },
  { path: '/job/:jobId', load: job },
  { path: '/job/:jobId/full-details', load: job },
  { path: '/job/:jobId/:jobSlug', load: job },
  { path: '/job/:jobId/:jobSlug/full-details', load: job },
  { path: '/company', load: companies },
  { path: '/company/industry/:industry', load: industry },
  { path: '/company/:companyId', load: company },
  { path: '/company/:companyId/:companySlug', load: company },
  { path: '/blogs', load: blogs },
  { path: '/blogs/tag/:tag', load: tagPosts },
  { path: '/blogs/:id', load: article },
  { path: '/blogs/:id/:blogSlug', load: article },
  { path: '/job-Article', load: jobArticle },
];

/** SERVER_DATA by each path's first word (none starts with a parameter). */
const byHead = new Map<string, ServerDataRoute[]>();
for (const route of SERVER_DATA) {
  const head = (route.path.split('/')[1] ?? '').toLowerCase();
  byHead.set(head, [...(byHead.get(head) ?? []), route]);
}

/**
 * The routes of SERVER_DATA that can take `pathname`: those whose first word is the address's.
 * React Router's matchRoutes flattens, ranks and compiles every route it is handed on each call,
 * on every render, so a render hands it these few; it picks the same route (router.tsx, routesFor).
 */
export function serverDataFor(pathname: string): ServerDataRoute[] {
  return byHead.get(addressHead(pathname)) ?? [];
}

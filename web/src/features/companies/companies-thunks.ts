/**
 * The companies area's calls, made with the shared thunk helper (app/create-api-thunk), with the
 * fallback messages of SPEC section 8 word for word.
 */
import { apiThunkCreator } from '@/app/create-api-thunk';
import type {
  Company,
  CompanyAccountFigures,
  CompanyInput,
  CompanyJob,
  CompanyListAnswer,
  CompanyQuery,
  CompanyStats,
  FeaturedCompany,
  ProgressCallback,
  Review,
  ReviewInput,
  ReviewListAnswer,
  Saved,
} from '@/features/companies/types';
import { COMPANIES_PER_PAGE, RATING_MAX, RATING_MIN } from '@/features/companies/types';

const createCompaniesThunk = apiThunkCreator(() => import('@/features/companies/api'));

/** SPEC section 8: the fallbacks of the company calls and the success texts. */
export const COMPANY_MESSAGES = {
  fetchCompaniesFailed: 'Failed to fetch companies',
  fetchCompanyFailed: 'Failed to fetch company',
  fetchCompanyJobsFailed: 'Failed to fetch company jobs',
  searchFailed: 'Failed to search companies',
  createFailed: 'Failed to create company',
  updateFailed: 'Failed to update company',
  deleteFailed: 'Failed to delete company',
  followFailed: 'Failed to follow company',
  unfollowFailed: 'Failed to unfollow company',
  fetchReviewsFailed: 'Failed to fetch company reviews',
  addReviewFailed: 'Failed to add review',
  created: 'Company created successfully',
  updated: 'Company updated successfully',
  deleted: 'Company deleted successfully',
  reviewAdded: 'Review added successfully',
} as const;

/** Kept for the home page's strip. */
export const FETCH_COMPANIES_FAILED = COMPANY_MESSAGES.fetchCompaniesFailed;

/** How many companies the featured and recommended rows of /company show. */
export const HIGHLIGHT_COUNT = 6;

export const fetchCompanies = createCompaniesThunk(
  'companies/fetchCompanies',
  (api, query: Partial<CompanyQuery>, { signal }): Promise<CompanyListAnswer> => api.fetchCompanies(query, { signal }),
  COMPANY_MESSAGES.fetchCompaniesFailed,
);

/** The admins' list: any status, through the admin channel. */
export const fetchCompaniesForAdmin = createCompaniesThunk(
  'companies/fetchCompaniesForAdmin',
  (api, query: Partial<CompanyQuery>, { signal }): Promise<CompanyListAnswer> => api.fetchCompanies(query, { signal, admin: true }),
  COMPANY_MESSAGES.fetchCompaniesFailed,
);

export const searchCompanies = createCompaniesThunk(
  'companies/searchCompanies',
  (api, q: string, { signal }): Promise<CompanyListAnswer> => api.searchCompanies({ q }, { signal }),
  COMPANY_MESSAGES.searchFailed,
);

/**
 * The directory's list when the reader searched (GET /companies/search, with the filters, order
 * and page as /companies takes them); searchCompanies keeps SPEC's searchResults apart.
 */
export const searchDirectory = createCompaniesThunk(
  'companies/searchDirectory',
  (api, query: CompanyQuery, { signal }): Promise<CompanyListAnswer> => api.searchCompanies(query, { signal }),
  COMPANY_MESSAGES.searchFailed,
);

/** Whether the directory's words are a search the server takes (a letter or a digit in them). */
export function isDirectorySearch(query: Pick<CompanyQuery, 'q'>): boolean {
  return /[\p{L}\p{N}]/u.test(query.q);
}

export interface IndustryCompaniesArgs {
  /** The industry's slug (it-and-software). */
  industry: string;
  page: number;
}

/** GET /companies/industry/{i}: a page of one industry's companies, for the industry's own page. */
export const fetchIndustryCompanies = createCompaniesThunk(
  'companies/fetchIndustryCompanies',
  (api, { industry, page }: IndustryCompaniesArgs, { signal }): Promise<CompanyListAnswer> =>
    api.fetchCompaniesByIndustry(industry, page, { signal }),
  COMPANY_MESSAGES.fetchCompaniesFailed,
);

/** The home page's strip: GET /companies/featured. */
export const fetchFeaturedCompanies = createCompaniesThunk(
  'companies/fetchFeaturedCompanies',
  (api, _: void, { signal }): Promise<FeaturedCompany[]> => api.fetchFeaturedCompanies({ signal }),
  COMPANY_MESSAGES.fetchCompaniesFailed,
);

const noFilters = {
  industry: [],
  size: [],
  location: [],
  founded: { min: null, max: null },
  rating: { min: RATING_MIN, max: RATING_MAX },
  hasJobs: false,
};

/**
 * /company's featured row: the approved companies hiring now, the most open jobs first (the rule
 * of GET /companies/featured, read from the directory so each carries its follow state).
 */
export const fetchFeaturedForDirectory = createCompaniesThunk(
  'companies/fetchFeaturedForDirectory',
  async (api, _: void, { signal }): Promise<Company[]> =>
    (await api.fetchCompanies({ filters: { ...noFilters, hasJobs: true }, sortBy: 'jobs', sortOrder: 'desc', limit: HIGHLIGHT_COUNT }, { signal }))
      .data,
  COMPANY_MESSAGES.fetchCompaniesFailed,
);

/**
 * Recommended companies (docs/DECISIONS.md): for a signed-in customer who follows companies, the
 * best rated ones in the industries of those it follows, leaving out the followed; for everyone
 * else (and when that finds none), the best rated companies.
 */
export const fetchRecommendedCompanies = createCompaniesThunk(
  'companies/fetchRecommendedCompanies',
  async (api, signedIn: boolean, { signal }): Promise<{ recommended: Company[]; followed: number[] | null }> => {
    const best = (industry: string[]) =>
      api.fetchCompanies({ filters: { ...noFilters, industry }, sortBy: 'rating', sortOrder: 'desc', limit: COMPANIES_PER_PAGE }, { signal });
    if (!signedIn) return { recommended: (await best([])).data.slice(0, HIGHLIGHT_COUNT), followed: null };
    const followed = await api.fetchFollowedCompanies({ signal });
    const ids = new Set(followed.map((company) => company.id));
    const industries = [...new Set(followed.map((company) => company.industry).filter(Boolean))];
    let recommended: Company[] = [];
    if (industries.length > 0) recommended = (await best(industries)).data.filter((company) => !ids.has(company.id));
    if (recommended.length === 0) recommended = (await best([])).data.filter((company) => !ids.has(company.id));
    return { recommended: recommended.slice(0, HIGHLIGHT_COUNT), followed: [...ids] };
  },
  COMPANY_MESSAGES.fetchCompaniesFailed,
);

export const fetchFollowedCompanies = createCompaniesThunk(
  'companies/fetchFollowedCompanies',
  (api, _: void, { signal }): Promise<Company[]> => api.fetchFollowedCompanies({ signal }),
  COMPANY_MESSAGES.fetchCompaniesFailed,
);

export const fetchCompanyStats = createCompaniesThunk(
  'companies/fetchCompanyStats',
  (api, _: void, { signal }): Promise<CompanyStats> => api.fetchCompanyStats({ signal }),
  COMPANY_MESSAGES.fetchCompaniesFailed,
);

/** A company account's own figures: kept by the panel that shows them (lib/use-remote), not in the slice. */
export const fetchCompanyAccountFigures = createCompaniesThunk(
  'companies/fetchCompanyAccountFigures',
  (api, _: void, { signal }): Promise<CompanyAccountFigures> => api.fetchCompanyAccountFigures({ signal }),
  COMPANY_MESSAGES.fetchCompanyFailed,
);

/** A company page; admins read any status through their channel. */
export const fetchCompany = createCompaniesThunk(
  'companies/fetchCompany',
  (api, { id, admin = false }: { id: number; admin?: boolean }, { signal }): Promise<Company> => api.fetchCompany(id, { signal, admin }),
  COMPANY_MESSAGES.fetchCompanyFailed,
);

export const fetchCompanyJobs = createCompaniesThunk(
  'companies/fetchCompanyJobs',
  (api, id: number, { signal }): Promise<CompanyJob[]> => api.fetchCompanyJobs(id, { signal }),
  COMPANY_MESSAGES.fetchCompanyJobsFailed,
);

export const fetchCompanyReviews = createCompaniesThunk(
  'companies/fetchCompanyReviews',
  (api, id: number, { signal }): Promise<ReviewListAnswer> => api.fetchCompanyReviews(id, 1, { signal }),
  COMPANY_MESSAGES.fetchReviewsFailed,
);

export const followCompany = createCompaniesThunk(
  'companies/followCompany',
  (api, id: number): Promise<Company> => api.followCompany(id),
  COMPANY_MESSAGES.followFailed,
);

export const unfollowCompany = createCompaniesThunk(
  'companies/unfollowCompany',
  (api, id: number): Promise<Company> => api.unfollowCompany(id),
  COMPANY_MESSAGES.unfollowFailed,
);

export const addReview = createCompaniesThunk(
  'companies/addReview',
  (api, { companyId, input }: { companyId: number; input: ReviewInput }): Promise<Saved<Review>> => api.addReview(companyId, input),
  COMPANY_MESSAGES.addReviewFailed,
);

export const updateReview = createCompaniesThunk(
  'companies/updateReview',
  (api, { companyId, reviewId, input }: { companyId: number; reviewId: number; input: ReviewInput }): Promise<Saved<Review>> =>
    api.updateReview(companyId, reviewId, input),
  COMPANY_MESSAGES.addReviewFailed,
);

export const deleteReview = createCompaniesThunk(
  'companies/deleteReview',
  async (api, { companyId, reviewId }: { companyId: number; reviewId: number }): Promise<{ companyId: number; reviewId: number }> => {
    await api.deleteReview(companyId, reviewId);
    return { companyId, reviewId };
  },
  COMPANY_MESSAGES.fetchReviewsFailed,
);

export interface CompanySave {
  input: CompanyInput;
  onProgress?: ProgressCallback;
}

export const fetchOwnCompany = createCompaniesThunk(
  'companies/fetchOwnCompany',
  (api, _: void, { signal }): Promise<Company> => api.fetchOwnCompany({ signal }),
  COMPANY_MESSAGES.fetchCompanyFailed,
);

export const updateOwnCompany = createCompaniesThunk(
  'companies/updateOwnCompany',
  (api, { input, onProgress }: CompanySave): Promise<Saved<Company>> => api.updateOwnCompany(input, onProgress),
  COMPANY_MESSAGES.updateFailed,
);

export const createCompany = createCompaniesThunk(
  'companies/createCompany',
  (api, { input, onProgress }: CompanySave): Promise<Saved<Company>> => api.createCompany(input, onProgress),
  COMPANY_MESSAGES.createFailed,
);

export const updateCompany = createCompaniesThunk(
  'companies/updateCompany',
  (api, { id, input, onProgress }: CompanySave & { id: number }): Promise<Saved<Company>> => api.updateCompany(id, input, onProgress),
  COMPANY_MESSAGES.updateFailed,
);

export const deleteCompany = createCompaniesThunk(
  'companies/deleteCompany',
  async (api, id: number): Promise<number> => {
    await api.deleteCompany(id);
    return id;
  },
  COMPANY_MESSAGES.deleteFailed,
);

export const approveCompany = createCompaniesThunk(
  'companies/approveCompany',
  (api, id: number): Promise<Company> => api.approveCompany(id),
  COMPANY_MESSAGES.updateFailed,
);

export const rejectCompany = createCompaniesThunk(
  'companies/rejectCompany',
  (api, { id, reason }: { id: number; reason: string }): Promise<Company> => api.rejectCompany(id, reason),
  COMPANY_MESSAGES.updateFailed,
);

export const approveCompanyChange = createCompaniesThunk(
  'companies/approveCompanyChange',
  (api, id: number): Promise<Company> => api.approveCompanyChange(id),
  COMPANY_MESSAGES.updateFailed,
);

export const rejectCompanyChange = createCompaniesThunk(
  'companies/rejectCompanyChange',
  (api, { id, reason }: { id: number; reason: string }): Promise<Company> => api.rejectCompanyChange(id, reason),
  COMPANY_MESSAGES.updateFailed,
);

export const verifyCompany = createCompaniesThunk(
  'companies/verifyCompany',
  (api, { id, verified }: { id: number; verified: boolean }): Promise<Company> => api.verifyCompany(id, verified),
  COMPANY_MESSAGES.updateFailed,
);

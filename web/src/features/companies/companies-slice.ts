/**
 * Company state (SPEC section 3) and the rules of section 4 "Companies":
 *
 * - Following sets isFollowed and adds 1 to followersCount everywhere the company appears (the
 *   list, the current company, the details, search results, featured and recommended); the
 *   followed list holds each id once. Unfollowing is the reverse, never below 0. An entry that
 *   already shows the state asked for is left as it is, so a repeated answer is not counted twice.
 * - Creating puts the company first; updating replaces it in the list and as the current company;
 *   deleting removes it and clears the current company when it is that one.
 * - A new review goes first in that company's review list.
 * - Resetting keeps the followed list.
 *
 * Not persisted: SPEC section 4 keeps persistence to auth and user.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import {
  COMPANY_MESSAGES,
  addReview,
  approveCompany,
  approveCompanyChange,
  createCompany,
  deleteCompany,
  deleteReview,
  fetchCompanies,
  fetchCompaniesForAdmin,
  fetchCompany,
  fetchCompanyJobs,
  fetchCompanyReviews,
  fetchCompanyStats,
  fetchFeaturedForDirectory,
  fetchFollowedCompanies,
  fetchOwnCompany,
  fetchRecommendedCompanies,
  followCompany,
  rejectCompany,
  rejectCompanyChange,
  searchCompanies,
  searchDirectory,
  fetchIndustryCompanies,
  unfollowCompany,
  updateCompany,
  updateOwnCompany,
  updateReview,
  verifyCompany,
} from '@/features/companies/companies-thunks';
import type {
  Company,
  CompanyJob,
  CompanySortBy,
  CompanyStats,
  Pagination,
  RatingSummary,
  Review,
  SortOrder,
  ViewMode,
} from '@/features/companies/types';
import { COMPANIES_PER_PAGE, DEFAULT_COMPANY_SORT_BY, DEFAULT_COMPANY_SORT_ORDER } from '@/features/companies/types';
import type { LoadStatus } from '@/lib/loadable';

/** One company's reviews, with the summary of its ratings. */
export interface CompanyReviews {
  items: Review[];
  summary: RatingSummary;
  status: LoadStatus;
  error: string | null;
}

export interface CompanyJobs {
  items: CompanyJob[];
  status: LoadStatus;
  error: string | null;
}

export interface CompaniesState {
  companies: Company[];
  currentCompany: Company | null;
  companyDetails: Record<number, Company>;
  searchResults: Company[];
  searchQuery: string;
  featuredCompanies: Company[];
  recommendedCompanies: Company[];
  /** Ids of the companies the signed-in customer follows. */
  followedCompanies: number[];
  companyJobs: Record<number, CompanyJobs>;
  companyReviews: Record<number, CompanyReviews>;
  companyStats: CompanyStats;
  pagination: Pagination;
  sortBy: CompanySortBy;
  sortOrder: SortOrder;
  viewMode: ViewMode;
  showFilters: boolean;
  /** The directory (or the admins' list). */
  listStatus: LoadStatus;
  listError: string | null;
  searchStatus: LoadStatus;
  currentStatus: LoadStatus;
  currentError: string | null;
  /** The HTTP status of a failed company fetch (404: no such public page), or null. */
  currentErrorStatus: number | null;
  /** The directory's "Hiring now" companies (featuredCompanies) and its recommended ones. */
  highlightsStatus: LoadStatus;
  recommendedStatus: LoadStatus;
  /** Ids whose follow or unfollow is on its way. */
  followPending: number[];
  error: string | null;
}

export const EMPTY_SUMMARY: RatingSummary = { average: 0, count: 0, stars: {} };

export const initialCompaniesState: CompaniesState = {
  companies: [],
  currentCompany: null,
  companyDetails: {},
  searchResults: [],
  searchQuery: '',
  featuredCompanies: [],
  recommendedCompanies: [],
  followedCompanies: [],
  companyJobs: {},
  companyReviews: {},
  companyStats: { totalCompanies: 0, totalJobs: 0, averageRating: 0, topIndustries: [] },
  pagination: { page: 1, limit: COMPANIES_PER_PAGE, total: 0, totalPages: 0 },
  sortBy: DEFAULT_COMPANY_SORT_BY,
  sortOrder: DEFAULT_COMPANY_SORT_ORDER,
  viewMode: 'grid',
  showFilters: false,
  listStatus: 'idle',
  listError: null,
  searchStatus: 'idle',
  currentStatus: 'idle',
  currentError: null,
  currentErrorStatus: null,
  highlightsStatus: 'idle',
  recommendedStatus: 'idle',
  followPending: [],
  error: null,
};

/** Every place a company may appear in, as one list of entries. */
function appearances(state: CompaniesState, id: number): Company[] {
  const found: Company[] = [];
  for (const list of [state.companies, state.searchResults, state.featuredCompanies, state.recommendedCompanies]) {
    for (const company of list) if (company.id === id) found.push(company);
  }
  if (state.currentCompany?.id === id) found.push(state.currentCompany);
  const details = state.companyDetails[id];
  if (details) found.push(details);
  return found;
}

function markFollowed(state: CompaniesState, id: number): void {
  for (const company of appearances(state, id)) {
    if (company.isFollowed) continue;
    company.isFollowed = true;
    company.followersCount += 1;
  }
  if (!state.followedCompanies.includes(id)) state.followedCompanies.push(id);
}

function markUnfollowed(state: CompaniesState, id: number): void {
  for (const company of appearances(state, id)) {
    if (!company.isFollowed) continue;
    company.isFollowed = false;
    company.followersCount = Math.max(0, company.followersCount - 1);
  }
  state.followedCompanies = state.followedCompanies.filter((item) => item !== id);
}

/** A changed company replaces its old self wherever it is shown. */
function replaceCompany(state: CompaniesState, company: Company): void {
  for (const list of [state.companies, state.searchResults, state.featuredCompanies, state.recommendedCompanies]) {
    const index = list.findIndex((item) => item.id === company.id);
    if (index >= 0) list[index] = company;
  }
  if (state.currentCompany?.id === company.id) state.currentCompany = company;
  if (state.companyDetails[company.id]) state.companyDetails[company.id] = company;
}

function addCompany(state: CompaniesState, company: Company): void {
  state.companies = [company, ...state.companies.filter((item) => item.id !== company.id)];
  state.pagination.total += 1;
}

function removeCompany(state: CompaniesState, id: number): void {
  const without = (list: Company[]) => list.filter((company) => company.id !== id);
  const before = state.companies.length;
  state.companies = without(state.companies);
  if (state.companies.length < before) state.pagination.total = Math.max(0, state.pagination.total - 1);
  state.searchResults = without(state.searchResults);
  state.featuredCompanies = without(state.featuredCompanies);
  state.recommendedCompanies = without(state.recommendedCompanies);
  delete state.companyDetails[id];
  delete state.companyReviews[id];
  delete state.companyJobs[id];
  state.followedCompanies = state.followedCompanies.filter((item) => item !== id);
  if (state.currentCompany?.id === id) state.currentCompany = null;
}

function reviewsOf(state: CompaniesState, companyId: number): CompanyReviews {
  state.companyReviews[companyId] ??= { items: [], summary: EMPTY_SUMMARY, status: 'idle', error: null };
  return state.companyReviews[companyId];
}

function jobsOf(state: CompaniesState, companyId: number): CompanyJobs {
  state.companyJobs[companyId] ??= { items: [], status: 'idle', error: null };
  return state.companyJobs[companyId];
}

export const companiesSlice = createSlice({
  name: 'companies',
  initialState: initialCompaniesState,
  reducers: {
    companyFollowed(state, action: PayloadAction<number>) {
      markFollowed(state, action.payload);
    },
    companyUnfollowed(state, action: PayloadAction<number>) {
      markUnfollowed(state, action.payload);
    },
    companyAdded(state, action: PayloadAction<Company>) {
      addCompany(state, action.payload);
    },
    companyChanged(state, action: PayloadAction<Company>) {
      replaceCompany(state, action.payload);
    },
    companyRemoved(state, action: PayloadAction<number>) {
      removeCompany(state, action.payload);
    },
    reviewAdded(state, action: PayloadAction<Review>) {
      const reviews = reviewsOf(state, action.payload.companyId);
      reviews.items = [action.payload, ...reviews.items.filter((item) => item.id !== action.payload.id)];
    },
    setSearchQuery(state, action: PayloadAction<string>) {
      state.searchQuery = action.payload;
    },
    setSort(state, action: PayloadAction<{ sortBy: CompanySortBy; sortOrder: SortOrder }>) {
      state.sortBy = action.payload.sortBy;
      state.sortOrder = action.payload.sortOrder;
    },
    setViewMode(state, action: PayloadAction<ViewMode>) {
      state.viewMode = action.payload;
    },
    setShowFilters(state, action: PayloadAction<boolean>) {
      state.showFilters = action.payload;
    },
    clearCurrentCompany(state) {
      state.currentCompany = null;
      state.currentStatus = 'idle';
      state.currentError = null;
      state.currentErrorStatus = null;
    },
    /** Back to the initial state, keeping the followed list (SPEC section 4). */
    resetCompanies(state) {
      return { ...initialCompaniesState, followedCompanies: state.followedCompanies };
    },
  },
  extraReducers: (builder) => {
    const listPending = (state: CompaniesState) => {
      state.listStatus = 'loading';
      state.listError = null;
    };
    const listFulfilled = (state: CompaniesState, answer: { data: Company[]; pagination: Pagination }) => {
      state.companies = answer.data;
      state.pagination = answer.pagination;
      state.listStatus = 'succeeded';
      state.listError = null;
      for (const company of answer.data) if (company.isFollowed && !state.followedCompanies.includes(company.id)) state.followedCompanies.push(company.id);
    };
    builder
      .addCase(fetchCompanies.pending, listPending)
      .addCase(fetchCompaniesForAdmin.pending, listPending)
      .addCase(fetchCompanies.fulfilled, (state, action) => listFulfilled(state, action.payload))
      .addCase(fetchCompaniesForAdmin.fulfilled, (state, action) => listFulfilled(state, action.payload))
      .addCase(fetchCompanies.rejected, (state, action) => {
        if (action.meta.aborted) return;
        state.listStatus = 'failed';
        state.listError = action.payload?.message ?? COMPANY_MESSAGES.fetchCompaniesFailed;
      })
      .addCase(searchDirectory.pending, listPending)
      .addCase(searchDirectory.fulfilled, (state, action) => listFulfilled(state, action.payload))
      .addCase(searchDirectory.rejected, (state, action) => {
        if (action.meta.aborted) return;
        state.listStatus = 'failed';
        state.listError = action.payload?.message ?? COMPANY_MESSAGES.searchFailed;
      })
      .addCase(fetchIndustryCompanies.pending, listPending)
      .addCase(fetchIndustryCompanies.fulfilled, (state, action) => listFulfilled(state, action.payload))
      .addCase(fetchIndustryCompanies.rejected, (state, action) => {
        if (action.meta.aborted) return;
        state.listStatus = 'failed';
        state.listError = action.payload?.message ?? COMPANY_MESSAGES.fetchCompaniesFailed;
      })
      .addCase(fetchCompaniesForAdmin.rejected, (state, action) => {
        if (action.meta.aborted) return;
        state.listStatus = 'failed';
        state.listError = action.payload?.message ?? COMPANY_MESSAGES.fetchCompaniesFailed;
      })
      .addCase(searchCompanies.pending, (state, action) => {
        state.searchQuery = action.meta.arg;
        state.searchStatus = 'loading';
      })
      .addCase(searchCompanies.fulfilled, (state, action) => {
        state.searchResults = action.payload.data;
        state.searchStatus = 'succeeded';
      })
      .addCase(searchCompanies.rejected, (state, action) => {
        if (action.meta.aborted) return;
        state.searchStatus = 'failed';
        state.error = action.payload?.message ?? COMPANY_MESSAGES.searchFailed;
      })
      .addCase(fetchFeaturedForDirectory.pending, (state) => {
        state.highlightsStatus = 'loading';
      })
      .addCase(fetchFeaturedForDirectory.fulfilled, (state, action) => {
        state.featuredCompanies = action.payload;
        state.highlightsStatus = 'succeeded';
      })
      .addCase(fetchFeaturedForDirectory.rejected, (state, action) => {
        if (!action.meta.aborted) state.highlightsStatus = 'failed';
      })
      .addCase(fetchRecommendedCompanies.pending, (state) => {
        state.recommendedStatus = 'loading';
      })
      .addCase(fetchRecommendedCompanies.fulfilled, (state, action) => {
        state.recommendedCompanies = action.payload.recommended;
        if (action.payload.followed) state.followedCompanies = action.payload.followed;
        state.recommendedStatus = 'succeeded';
      })
      .addCase(fetchRecommendedCompanies.rejected, (state, action) => {
        if (!action.meta.aborted) state.recommendedStatus = 'failed';
      })
      .addCase(fetchFollowedCompanies.fulfilled, (state, action) => {
        state.followedCompanies = action.payload.map((company) => company.id);
      })
      .addCase(fetchCompanyStats.fulfilled, (state, action) => {
        state.companyStats = action.payload;
      })
      .addCase(fetchCompany.pending, (state, action) => {
        state.currentStatus = 'loading';
        state.currentError = null;
        state.currentErrorStatus = null;
        if (state.currentCompany?.id !== action.meta.arg.id) state.currentCompany = state.companyDetails[action.meta.arg.id] ?? null;
      })
      .addCase(fetchCompany.fulfilled, (state, action) => {
        state.currentCompany = action.payload;
        state.companyDetails[action.payload.id] = action.payload;
        state.currentStatus = 'succeeded';
        if (action.payload.isFollowed && !state.followedCompanies.includes(action.payload.id)) state.followedCompanies.push(action.payload.id);
      })
      .addCase(fetchCompany.rejected, (state, action) => {
        if (action.meta.aborted) return;
        state.currentStatus = 'failed';
        state.currentError = action.payload?.message ?? COMPANY_MESSAGES.fetchCompanyFailed;
        state.currentErrorStatus = action.payload?.status ?? null;
      })
      .addCase(fetchOwnCompany.fulfilled, (state, action) => {
        state.currentCompany = action.payload;
        state.companyDetails[action.payload.id] = action.payload;
      })
      .addCase(fetchCompanyJobs.pending, (state, action) => {
        const jobs = jobsOf(state, action.meta.arg);
        jobs.status = 'loading';
        jobs.error = null;
      })
      .addCase(fetchCompanyJobs.fulfilled, (state, action) => {
        const jobs = jobsOf(state, action.meta.arg);
        jobs.items = action.payload;
        jobs.status = 'succeeded';
      })
      .addCase(fetchCompanyJobs.rejected, (state, action) => {
        if (action.meta.aborted) return;
        const jobs = jobsOf(state, action.meta.arg);
        jobs.status = 'failed';
        jobs.error = action.payload?.message ?? COMPANY_MESSAGES.fetchCompanyJobsFailed;
      })
      .addCase(fetchCompanyReviews.pending, (state, action) => {
        const reviews = reviewsOf(state, action.meta.arg);
        reviews.status = 'loading';
        reviews.error = null;
      })
      .addCase(fetchCompanyReviews.fulfilled, (state, action) => {
        const reviews = reviewsOf(state, action.meta.arg);
        reviews.items = action.payload.data;
        reviews.summary = action.payload.summary;
        reviews.status = 'succeeded';
      })
      .addCase(fetchCompanyReviews.rejected, (state, action) => {
        if (action.meta.aborted) return;
        const reviews = reviewsOf(state, action.meta.arg);
        reviews.status = 'failed';
        reviews.error = action.payload?.message ?? COMPANY_MESSAGES.fetchReviewsFailed;
      })
      .addCase(followCompany.pending, (state, action) => {
        state.followPending.push(action.meta.arg);
      })
      .addCase(followCompany.fulfilled, (state, action) => {
        state.followPending = state.followPending.filter((id) => id !== action.meta.arg);
        markFollowed(state, action.meta.arg);
      })
      .addCase(followCompany.rejected, (state, action) => {
        state.followPending = state.followPending.filter((id) => id !== action.meta.arg);
        state.error = action.payload?.message ?? COMPANY_MESSAGES.followFailed;
      })
      .addCase(unfollowCompany.pending, (state, action) => {
        state.followPending.push(action.meta.arg);
      })
      .addCase(unfollowCompany.fulfilled, (state, action) => {
        state.followPending = state.followPending.filter((id) => id !== action.meta.arg);
        markUnfollowed(state, action.meta.arg);
      })
      .addCase(unfollowCompany.rejected, (state, action) => {
        state.followPending = state.followPending.filter((id) => id !== action.meta.arg);
        state.error = action.payload?.message ?? COMPANY_MESSAGES.unfollowFailed;
      })
      .addCase(addReview.fulfilled, (state, action) => {
        const reviews = reviewsOf(state, action.meta.arg.companyId);
        reviews.items = [action.payload.value, ...reviews.items.filter((item) => item.id !== action.payload.value.id)];
      })
      .addCase(updateReview.fulfilled, (state, action) => {
        const reviews = reviewsOf(state, action.meta.arg.companyId);
        reviews.items = reviews.items.map((item) => (item.id === action.payload.value.id ? action.payload.value : item));
      })
      .addCase(deleteReview.fulfilled, (state, action) => {
        const reviews = reviewsOf(state, action.payload.companyId);
        reviews.items = reviews.items.filter((item) => item.id !== action.payload.reviewId);
      })
      .addCase(createCompany.fulfilled, (state, action) => addCompany(state, action.payload.value))
      .addCase(updateCompany.fulfilled, (state, action) => replaceCompany(state, action.payload.value))
      .addCase(updateOwnCompany.fulfilled, (state, action) => {
        replaceCompany(state, action.payload.value);
        state.currentCompany = action.payload.value;
      })
      .addCase(deleteCompany.fulfilled, (state, action) => removeCompany(state, action.payload))
      .addCase(approveCompany.fulfilled, (state, action) => replaceCompany(state, action.payload))
      .addCase(rejectCompany.fulfilled, (state, action) => replaceCompany(state, action.payload))
      .addCase(approveCompanyChange.fulfilled, (state, action) => replaceCompany(state, action.payload))
      .addCase(rejectCompanyChange.fulfilled, (state, action) => replaceCompany(state, action.payload))
      .addCase(verifyCompany.fulfilled, (state, action) => replaceCompany(state, action.payload));
  },
});

export const {
  companyFollowed,
  companyUnfollowed,
  companyAdded,
  companyChanged,
  companyRemoved,
  reviewAdded,
  setSearchQuery,
  setSort,
  setViewMode,
  setShowFilters,
  clearCurrentCompany,
  resetCompanies,
} = companiesSlice.actions;

type RootState = { companies: CompaniesState };

export const selectCompanies = (state: RootState) => state.companies;
export const selectCompanyReviews = (state: RootState, id: number): CompanyReviews | undefined => state.companies.companyReviews[id];
export const selectCompanyJobs = (state: RootState, id: number): CompanyJobs | undefined => state.companies.companyJobs[id];
export const selectIsFollowPending = (state: RootState, id: number) => state.companies.followPending.includes(id);

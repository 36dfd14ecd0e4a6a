import { describe, expect, it } from 'vitest';
import { makeStore, type AppStore } from '@/app/store';
import { mockApi, routes } from '@/testing/mock-api';
import {
  companyAdded,
  companyChanged,
  companyFollowed,
  companyRemoved,
  companyUnfollowed,
  initialCompaniesState,
  resetCompanies,
  reviewAdded,
  type CompaniesState,
} from '@/features/companies/companies-slice';
import {
  addReview,
  COMPANY_MESSAGES,
  createCompany,
  deleteCompany,
  fetchCompanies,
  fetchCompany,
  fetchCompanyJobs,
  followCompany,
  unfollowCompany,
  updateCompany,
} from '@/features/companies/companies-thunks';
import { aCompany, aReview } from '@/features/companies/testing/fixtures';
import type { CompanyInput } from '@/features/companies/types';

function storeWith(companies: Partial<CompaniesState>) {
  return makeStore({ companies: { ...initialCompaniesState, ...companies } });
}

/** A store where company 1 appears in every place the state keeps companies. */
function storeShowingCompanyOne(overrides: Partial<ReturnType<typeof aCompany>> = {}) {
  const one = () => aCompany({ id: 1, followersCount: 3, ...overrides });
  return storeWith({
    companies: [one(), aCompany({ id: 2 })],
    currentCompany: one(),
    companyDetails: { 1: one() },
    searchResults: [one()],
    featuredCompanies: [one()],
    recommendedCompanies: [one()],
  });
}

function everyCopyOfOne(state: CompaniesState) {
  return [
    state.companies.find((c) => c.id === 1),
    state.currentCompany,
    state.companyDetails[1],
    state.searchResults[0],
    state.featuredCompanies[0],
    state.recommendedCompanies[0],
  ];
}

const input: CompanyInput = {
  name: 'Lanka Tea',
  industry: '',
  size: '',
  location: '',
  website: '',
  email: '',
  phone: '',
  founded: null,
  description: '',
};

describe('companies slice', () => {
  it('starts with SPEC section 9: 20 to a page, sorted by name ascending, grid view, filters hidden', () => {
    const state = makeStore().getState().companies;
    expect(state.pagination.limit).toBe(20);
    expect(state.sortBy).toBe('name');
    expect(state.sortOrder).toBe('asc');
    expect(state.viewMode).toBe('grid');
    expect(state.showFilters).toBe(false);
  });

  it('following sets isFollowed and adds 1 everywhere the company appears', () => {
    const store = storeShowingCompanyOne();
    store.dispatch(companyFollowed(1));
    const state = store.getState().companies;
    for (const company of everyCopyOfOne(state)) {
      expect(company?.isFollowed).toBe(true);
      expect(company?.followersCount).toBe(4);
    }
    expect(state.companies[1]).toMatchObject({ id: 2, isFollowed: false, followersCount: 3 });
    expect(state.followedCompanies).toEqual([1]);
  });

  it('following twice keeps the company once in the followed list and counts it once', () => {
    const store = storeShowingCompanyOne();
    store.dispatch(companyFollowed(1));
    store.dispatch(companyFollowed(1));
    const state = store.getState().companies;
    expect(state.followedCompanies).toEqual([1]);
    expect(state.currentCompany?.followersCount).toBe(4);
  });

  it('unfollowing clears isFollowed and takes 1 everywhere', () => {
    const store = storeShowingCompanyOne({ isFollowed: true });
    store.dispatch(companyFollowed(1));
    store.dispatch(companyUnfollowed(1));
    const state = store.getState().companies;
    for (const company of everyCopyOfOne(state)) {
      expect(company?.isFollowed).toBe(false);
      expect(company?.followersCount).toBe(2);
    }
    expect(state.followedCompanies).toEqual([]);
  });

  it('unfollowing never takes the count below 0', () => {
    const store = storeShowingCompanyOne({ isFollowed: true, followersCount: 0 });
    store.dispatch(companyUnfollowed(1));
    for (const company of everyCopyOfOne(store.getState().companies)) expect(company?.followersCount).toBe(0);
  });

  it('creating puts the company first', () => {
    const store = storeWith({ companies: [aCompany({ id: 1 }), aCompany({ id: 2 })] });
    store.dispatch(companyAdded(aCompany({ id: 9 })));
    expect(store.getState().companies.companies.map((c) => c.id)).toEqual([9, 1, 2]);
  });

  it('updating replaces the company in the list and as the current company', () => {
    const store = storeWith({ companies: [aCompany({ id: 1 }), aCompany({ id: 2 })], currentCompany: aCompany({ id: 2 }) });
    store.dispatch(companyChanged(aCompany({ id: 2, name: 'Renamed' })));
    const state = store.getState().companies;
    expect(state.companies.map((c) => c.name)).toEqual(['Company 1', 'Renamed']);
    expect(state.currentCompany?.name).toBe('Renamed');
  });

  it('deleting removes the company and clears the current company when it matches', () => {
    const store = storeWith({ companies: [aCompany({ id: 1 }), aCompany({ id: 2 })], currentCompany: aCompany({ id: 2 }) });
    store.dispatch(companyRemoved(2));
    expect(store.getState().companies.companies.map((c) => c.id)).toEqual([1]);
    expect(store.getState().companies.currentCompany).toBeNull();
  });

  it('deleting another company keeps the current one', () => {
    const store = storeWith({ companies: [aCompany({ id: 1 }), aCompany({ id: 2 })], currentCompany: aCompany({ id: 2 }) });
    store.dispatch(companyRemoved(1));
    expect(store.getState().companies.currentCompany?.id).toBe(2);
  });

  it('a new review goes first in that company’s review list', () => {
    const store = makeStore();
    store.dispatch(reviewAdded(aReview({ id: 1, companyId: 5 })));
    store.dispatch(reviewAdded(aReview({ id: 2, companyId: 5 })));
    store.dispatch(reviewAdded(aReview({ id: 3, companyId: 6 })));
    const reviews = store.getState().companies.companyReviews;
    expect(reviews[5]?.items.map((r) => r.id)).toEqual([2, 1]);
    expect(reviews[6]?.items.map((r) => r.id)).toEqual([3]);
  });

  it('resetting keeps the followed list and nothing else', () => {
    const store = storeShowingCompanyOne();
    store.dispatch(companyFollowed(1));
    store.dispatch(resetCompanies());
    const state = store.getState().companies;
    expect(state.followedCompanies).toEqual([1]);
    expect(state.companies).toEqual([]);
    expect(state.currentCompany).toBeNull();
  });
});

describe('companies thunks', () => {
  it('follow and unfollow call the server and apply the rules', async () => {
    const { requests } = mockApi(
      routes({
        'POST /companies/1/follow': { status: 200, data: { success: true, data: aCompany({ id: 1, isFollowed: true, followersCount: 4 }) } },
        'DELETE /companies/1/follow': { status: 200, data: { success: true, data: aCompany({ id: 1, followersCount: 3 }) } },
      }),
    );
    const store = storeShowingCompanyOne();
    await store.dispatch(followCompany(1));
    expect(store.getState().companies.currentCompany).toMatchObject({ isFollowed: true, followersCount: 4 });
    await store.dispatch(unfollowCompany(1));
    expect(store.getState().companies.currentCompany).toMatchObject({ isFollowed: false, followersCount: 3 });
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['POST /companies/1/follow', 'DELETE /companies/1/follow']);
  });

  it.each([
    ['follow', followCompany, 'POST /companies/1/follow', 'Failed to follow company'],
    ['unfollow', unfollowCompany, 'DELETE /companies/1/follow', 'Failed to unfollow company'],
  ] as const)('a failed %s keeps the count and falls back to SPEC’s text', async (_, thunk, route, message) => {
    mockApi(routes({ [route]: { status: 500, data: {} } }));
    const store = storeShowingCompanyOne();
    const result = await store.dispatch(thunk(1));
    expect(result.payload).toMatchObject({ message });
    expect(store.getState().companies.currentCompany?.followersCount).toBe(3);
  });

  it('uses the server’s message over the fallback', async () => {
    mockApi(routes({ 'GET /companies/4': { status: 404, data: { success: false, message: 'Company not found.' } } }));
    const store = makeStore();
    await store.dispatch(fetchCompany({ id: 4 }));
    expect(store.getState().companies).toMatchObject({ currentStatus: 'failed', currentError: 'Company not found.', currentErrorStatus: 404 });
  });

  it.each([
    [(store: AppStore) => store.dispatch(fetchCompanies({})), 'GET /companies', COMPANY_MESSAGES.fetchCompaniesFailed, 'Failed to fetch companies'],
    [(store: AppStore) => store.dispatch(fetchCompany({ id: 1 })), 'GET /companies/1', COMPANY_MESSAGES.fetchCompanyFailed, 'Failed to fetch company'],
    [(store: AppStore) => store.dispatch(createCompany({ input })), 'POST /companies', COMPANY_MESSAGES.createFailed, 'Failed to create company'],
    [(store: AppStore) => store.dispatch(updateCompany({ id: 1, input })), 'PUT /companies/1', COMPANY_MESSAGES.updateFailed, 'Failed to update company'],
    [(store: AppStore) => store.dispatch(deleteCompany(1)), 'DELETE /companies/1', COMPANY_MESSAGES.deleteFailed, 'Failed to delete company'],
    [
      (store: AppStore) => store.dispatch(addReview({ companyId: 1, input: { rating: 5, title: 't', text: 'x', pros: '', cons: '' } })),
      'POST /companies/1/reviews',
      COMPANY_MESSAGES.addReviewFailed,
      'Failed to add review',
    ],
  ] as [(store: AppStore) => Promise<{ payload: unknown }>, string, string, string][])('falls back to SPEC section 8 word for word (%#)', async (run, route, constant, text) => {
    expect(constant).toBe(text);
    mockApi(routes({ [route]: { status: 500, data: {} } }));
    const result = await run(makeStore());
    expect(result.payload).toMatchObject({ message: text, fromServer: false });
  });

  it('reads the directory with its pagination and sends only what differs from the defaults', async () => {
    const { requests } = mockApi(
      routes({
        'GET /companies': {
          status: 200,
          data: { success: true, data: [aCompany({ id: 3 })], pagination: { page: 2, limit: 20, total: 21, totalPages: 2 } },
        },
      }),
    );
    const store = makeStore();
    await store.dispatch(
      fetchCompanies({
        filters: { industry: ['Healthcare'], size: [], location: ['Kandy'], founded: { min: 1990, max: null }, rating: { min: 3, max: 5 }, hasJobs: true },
        sortBy: 'name',
        sortOrder: 'asc',
        page: 2,
      }),
    );
    expect(store.getState().companies.pagination).toEqual({ page: 2, limit: 20, total: 21, totalPages: 2 });
    expect(String(requests[0]?.config.params)).toBe('industry=Healthcare&location=Kandy&foundedMin=1990&ratingMin=3&hasJobs=true&page=2');
  });

  it('creating, updating and deleting through the admin calls keep the list in step', async () => {
    mockApi(
      routes({
        'POST /companies': { status: 201, data: { success: true, data: aCompany({ id: 9, name: 'Lanka Tea' }), message: 'Company created.' } },
        'PUT /companies/9': { status: 200, data: { success: true, data: aCompany({ id: 9, name: 'Lanka Tea PLC' }) } },
        'DELETE /companies/9': { status: 200, data: { success: true } },
      }),
    );
    const store = storeWith({ companies: [aCompany({ id: 1 })] });
    await store.dispatch(createCompany({ input }));
    expect(store.getState().companies.companies.map((c) => c.id)).toEqual([9, 1]);
    await store.dispatch(updateCompany({ id: 9, input }));
    expect(store.getState().companies.companies[0]?.name).toBe('Lanka Tea PLC');
    await store.dispatch(deleteCompany(9));
    expect(store.getState().companies.companies.map((c) => c.id)).toEqual([1]);
  });
});

describe("a company's jobs that cannot be loaded", () => {
  it("keep SPEC's 'Failed to fetch company jobs' when the failure brings no message", () => {
    const store = storeWith({});
    store.dispatch({ type: fetchCompanyJobs.rejected.type, payload: undefined, meta: { arg: 4, requestId: 'r', requestStatus: 'rejected', aborted: false, condition: false, rejectedWithValue: false } });
    expect(store.getState().companies.companyJobs[4]).toMatchObject({ status: 'failed', error: COMPANY_MESSAGES.fetchCompanyJobsFailed });
  });
});

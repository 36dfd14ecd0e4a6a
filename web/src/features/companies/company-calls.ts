/**
 * The companies area's calls, made with the shared thunk helper. The home page's strip keeps
 * the answer itself (lib/use-remote): nothing else reads it yet.
 */
import { apiThunkCreator } from '@/app/create-api-thunk';
import type { FeaturedCompany } from '@/features/companies/types';

const createCompaniesThunk = apiThunkCreator(() => import('@/features/companies/api'));

/** SPEC section 8's fallback for the company lists. */
export const FETCH_COMPANIES_FAILED = 'Failed to fetch companies';

export const fetchFeaturedCompanies = createCompaniesThunk(
  'companies/fetchFeaturedCompanies',
  (api, _: void, { signal }): Promise<FeaturedCompany[]> => api.fetchFeaturedCompanies({ signal }),
  FETCH_COMPANIES_FAILED,
);

/**
 * The company calls of SPEC section 7 ("Companies") that the app makes so far, without any state.
 * Loaded lazily by the companies area's thunks, so axios stays off the start-up bundle.
 */
import { api } from '@/app/api-client';
import { listOf } from '@/lib/api-error';
import type { FeaturedCompany } from '@/features/companies/types';

/** GET /companies/featured: up to 12 companies hiring now, the most open jobs first. */
export async function fetchFeaturedCompanies(options: { signal?: AbortSignal } = {}): Promise<FeaturedCompany[]> {
  const response = await api.get('/companies/featured', { signal: options.signal });
  return listOf<FeaturedCompany>(response.data);
}

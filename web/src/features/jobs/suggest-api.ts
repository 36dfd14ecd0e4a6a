/**
 * GET /jobs/suggest: completions of a search being typed, in English, Sinhala and Tamil. Loaded
 * lazily (loadJobSuggestions) the first time a search box is focused, so the HTTP client stays off
 * the home page's start-up bundle.
 */
import { api } from '@/app/api-client';
import type { Suggestion } from '@/components/search/suggest-input';

/** The completions of `typed` (at most 8); none when the server refuses or fails. */
export async function fetchSuggestions(typed: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const response = await api.get<{ data?: Suggestion[] }>('/jobs/suggest', { params: { q: typed }, signal });
  return Array.isArray(response.data?.data) ? response.data.data : [];
}

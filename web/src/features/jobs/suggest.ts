import type { SuggestionFetcher } from '@/components/search/suggest-input';

/** Loads the job search's suggestions (GET /jobs/suggest) when a search box first needs them. */
export function loadJobSuggestions(): Promise<SuggestionFetcher> {
  return import('./suggest-api').then((module) => module.fetchSuggestions);
}

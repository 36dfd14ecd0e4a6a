import { useTranslation } from '@/i18n/react';

/**
 * The recent search terms under a search box (the search history of the user state), as buttons
 * that search again, with a button that clears them. Nothing shows while there are none.
 */
export function RecentSearches({ terms, onPick, onClear, limit = 6 }: { terms: readonly string[]; onPick: (term: string) => void; onClear: () => void; limit?: number }) {
  const { t } = useTranslation();
  if (terms.length === 0) return null;
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2 text-sm">
      <h2 id="recent-searches-title" className="font-medium text-gray-700">
        {t('search.recent')}
      </h2>
      <ul aria-labelledby="recent-searches-title" className="flex flex-wrap gap-2">
        {terms.slice(0, limit).map((term) => (
          <li key={term}>
            <button
              type="button"
              onClick={() => onPick(term)}
              aria-label={t('search.searchAgain', { term })}
              className="inline-flex min-h-11 max-w-64 items-center truncate rounded-full border border-gray-300 bg-white px-3 text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
            >
              {term}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={onClear}
        className="inline-flex min-h-11 items-center rounded-lg px-2 font-medium text-teal-800 underline underline-offset-2 hover:text-teal-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        {t('search.clearRecent')}
      </button>
    </div>
  );
}

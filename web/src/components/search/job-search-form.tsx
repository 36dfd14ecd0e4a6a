import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '@/components/ui/icons';
import { SuggestInput, type SuggestionFetcher } from './suggest-input';

/** Where a job search for `text` goes: /browse?search=<trimmed text>, or /browse when empty (SPEC 5). */
export function browseUrl(text: string): string {
  const keyword = text.trim();
  return keyword ? `/browse?${new URLSearchParams({ search: keyword }).toString()}` : '/browse';
}

interface JobSearchFormProps {
  defaultValue?: string;
  /** Larger input and button, for the home page hero. */
  size?: 'lg' | 'md';
  /** Told of each keyword searched for (the search history). */
  onSearch?: (keyword: string) => void;
  /** Loads the fetcher of suggestions offered as one types. */
  loadSuggestions: () => Promise<SuggestionFetcher>;
}

/** A keyword box that opens the job list filtered by the keyword, with suggestions as one types. */
export function JobSearchForm({ defaultValue = '', size = 'md', onSearch, loadSuggestions }: JobSearchFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(defaultValue);
  const inputId = useId();

  function search(words: string) {
    if (words.trim()) onSearch?.(words.trim());
    void navigate(browseUrl(words));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    search(text);
  }

  const height = size === 'lg' ? 'min-h-13' : 'min-h-11';
  return (
    <form role="search" onSubmit={onSubmit} className="flex w-full flex-col gap-2 sm:flex-row">
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <div className="relative flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-400" />
        <SuggestInput
          id={inputId}
          name="search"
          value={text}
          onChange={setText}
          onPick={search}
          loadSuggestions={loadSuggestions}
          placeholder={t('search.placeholder')}
          className={`${height} w-full rounded-lg border border-gray-300 bg-white pr-3 pl-10 text-base text-gray-900 placeholder:text-gray-500 focus:border-teal-700 focus:ring-2 focus:ring-teal-700/20 focus:outline-none`}
        />
      </div>
      <button
        type="submit"
        className={`${height} inline-flex items-center justify-center rounded-lg bg-teal-700 px-6 text-base font-semibold text-white hover:bg-teal-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700`}
      >
        {t('search.button')}
      </button>
    </form>
  );
}

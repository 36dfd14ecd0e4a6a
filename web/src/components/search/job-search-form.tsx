import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { useNavigate } from 'react-router';
import { SearchIcon } from '@/components/ui/icons';

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
}

/** A keyword box that opens the job list filtered by the keyword. */
export function JobSearchForm({ defaultValue = '', size = 'md', onSearch }: JobSearchFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(defaultValue);
  const inputId = useId();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (text.trim()) onSearch?.(text.trim());
    void navigate(browseUrl(text));
  }

  const height = size === 'lg' ? 'min-h-13' : 'min-h-11';
  return (
    <form role="search" onSubmit={onSubmit} className="flex w-full flex-col gap-2 sm:flex-row">
      <label htmlFor={inputId} className="sr-only">
        {t('search.label')}
      </label>
      <div className="relative flex-1">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-400" />
        <input
          id={inputId}
          type="search"
          name="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
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

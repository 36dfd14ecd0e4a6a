/**
 * The filter and search panel above the job list. Lists (location, type, topic, experience, date)
 * apply as soon as they change; the words and the salary range apply when the form is sent
 * (Search, or Enter in any box), so nothing reloads while someone is typing.
 */
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import '@/features/jobs/texts';
import { Button } from '@/components/ui/button';
import { ChevronDownIcon, SearchIcon } from '@/components/ui/icons';
import { LocationSelect } from '@/components/ui/location-select';
import { SuggestInput } from '@/components/search/suggest-input';
import { loadJobSuggestions } from '@/features/jobs/suggest';
import {
  DATE_POSTED_WINDOWS,
  EXPERIENCE_LEVELS,
  JOB_TYPES,
  MAIN_TOPICS,
  SUB_TOPICS,
  type DatePosted,
  type MainTopic,
} from '@/features/jobs/types';
import { activeFilterCount, hasActiveFilters, type BrowseParams } from '@/lib/job-filter-params';
import { DEFAULT_MAX_SALARY, DEFAULT_MIN_SALARY } from '@/lib/salary-filter';
import { FilterIcon } from './job-icons';

interface JobFilterPanelProps {
  params: BrowseParams;
  onChange: (changes: Partial<BrowseParams>) => void;
  onClear: () => void;
}

const selectClasses =
  'min-h-11 w-full appearance-none rounded-lg border border-gray-300 bg-white py-2 pr-10 pl-3 text-sm text-gray-900 focus:border-teal-700 focus:ring-2 focus:ring-teal-700/20 focus:outline-none';
const inputClasses =
  'min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-base text-gray-900 placeholder:text-gray-500 focus:border-teal-700 focus:ring-2 focus:ring-teal-700/20 focus:outline-none sm:text-sm';

function Select({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-700">
        {label}
      </label>
      <div className="relative">
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={selectClasses}>
          {children}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-500" />
      </div>
    </div>
  );
}

/** What the salary boxes show: empty at the defaults, so the placeholders speak. */
function salaryDraft(value: string, fallback: string): string {
  return value === fallback ? '' : value;
}

export function JobFilterPanel({ params, onChange, onClear }: JobFilterPanelProps) {
  const { t } = useTranslation('jobs');
  const keywordId = useId();
  const minId = useId();
  const maxId = useId();
  const filtersId = useId();
  const [keyword, setKeyword] = useState(params.search);
  const [minSal, setMinSal] = useState(salaryDraft(params.minSal, DEFAULT_MIN_SALARY));
  const [maxSal, setMaxSal] = useState(salaryDraft(params.maxSal, DEFAULT_MAX_SALARY));
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(params);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ search: keyword, minSal, maxSal });
  }

  function toggleSubTopic(topic: string) {
    const chosen = params.subTopics.includes(topic)
      ? params.subTopics.filter((item) => item !== topic)
      : [...params.subTopics, topic];
    onChange({ subTopics: chosen });
  }

  return (
    <form role="search" onSubmit={onSubmit} className="mt-6" aria-label={t('browse.filters')}>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor={keywordId} className="sr-only">
          {t('browse.keyword')}
        </label>
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-gray-400" />
          <SuggestInput
            id={keywordId}
            name="search"
            value={keyword}
            onChange={setKeyword}
            onPick={(search) => onChange({ search, minSal, maxSal })}
            loadSuggestions={loadJobSuggestions}
            placeholder={t('browse.keywordPlaceholder')}
            className={`${inputClasses} pl-10 text-base`}
          />
        </div>
        <div className="flex gap-2">
          <Button type="submit" className="flex-1 px-6 text-base sm:flex-none">
            {t('browse.search')}
          </Button>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={filtersId}
            onClick={() => setOpen((value) => !value)}
            className="inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700 md:hidden"
          >
            <FilterIcon className="size-4" />
            {count > 0 ? t('browse.filtersCount', { count }) : t('browse.filters')}
            <ChevronDownIcon className={`size-4 transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} />
          </button>
        </div>
      </div>

      <div id={filtersId} className={`${open ? 'block' : 'hidden'} mt-4 md:block`}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <LocationSelect value={params.location} onChange={(location) => onChange({ location })} />
          <Select label={t('jobType.label')} value={params.jobType} onChange={(jobType) => onChange({ jobType })}>
            <option value="">{t('jobType.any')}</option>
            {JOB_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`jobType.${type}`)}
              </option>
            ))}
          </Select>
          <Select
            label={t('topic.label')}
            value={params.mainTopics}
            onChange={(value) => onChange({ mainTopics: value as MainTopic | '' })}
          >
            <option value="">{t('topic.any')}</option>
            {MAIN_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {t(`topic.${topic}`)}
              </option>
            ))}
          </Select>
          <Select
            label={t('experience.label')}
            value={params.experienceLevel}
            onChange={(experienceLevel) => onChange({ experienceLevel })}
          >
            <option value="">{t('experience.any')}</option>
            {EXPERIENCE_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`experience.${level}`)}
              </option>
            ))}
          </Select>
          <WalkInFilter checked={params.walkIn} onChange={(walkIn) => onChange({ walkIn })} />
          <Select
            label={t('datePosted.label')}
            value={params.datePosted}
            onChange={(value) => onChange({ datePosted: value as DatePosted })}
          >
            <option value="">{t('datePosted.any')}</option>
            {DATE_POSTED_WINDOWS.map((window) => (
              <option key={window} value={window}>
                {t(`datePosted.${window}`)}
              </option>
            ))}
          </Select>
          <div>
            <label htmlFor={minId} className="mb-1 block text-sm font-medium text-gray-700">
              {t('salary.min')}
            </label>
            <input
              id={minId}
              name="minSal"
              inputMode="numeric"
              autoComplete="off"
              value={minSal}
              placeholder={t('salary.minPlaceholder')}
              onChange={(event) => setMinSal(event.target.value)}
              className={inputClasses}
            />
          </div>
          <div>
            <label htmlFor={maxId} className="mb-1 block text-sm font-medium text-gray-700">
              {t('salary.max')}
            </label>
            <input
              id={maxId}
              name="maxSal"
              inputMode="numeric"
              autoComplete="off"
              value={maxSal}
              placeholder={t('salary.maxPlaceholder')}
              onChange={(event) => setMaxSal(event.target.value)}
              className={inputClasses}
            />
          </div>
          <div className="flex items-end">
            <Button type="submit" variant="secondary" className="w-full">
              {t('browse.applySalary')}
            </Button>
          </div>
        </div>

        {params.mainTopics && (
          <fieldset className="mt-4">
            <legend className="mb-2 text-sm font-medium text-gray-700">{t('topic.subTopics')}</legend>
            <div className="flex flex-wrap gap-2">
              {SUB_TOPICS[params.mainTopics].map((topic) => {
                const checked = params.subTopics.includes(topic);
                return (
                  <label key={topic} className="relative">
                    <input
                      type="checkbox"
                      checked={checked}
                      onChange={() => toggleSubTopic(topic)}
                      className="peer sr-only"
                    />
                    <span
                      className={`inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-teal-700 ${
                        checked
                          ? 'border-teal-700 bg-teal-700 text-white'
                          : 'border-gray-300 bg-white text-gray-800 hover:border-teal-300 hover:bg-teal-50'
                      }`}
                    >
                      {t(`subTopic.${topic}`, { defaultValue: topic })}
                    </span>
                  </label>
                );
              })}
            </div>
          </fieldset>
        )}
      </div>

      {hasActiveFilters(params) && (
        <div className="mt-3 flex justify-end">
          <Button variant="ghost" onClick={onClear}>
            {t('browse.clearFilters')}
          </Button>
        </div>
      )}
    </form>
  );
}

/** The "walk-in interviews only" filter: the address's walkIn=1. */
function WalkInFilter({ checked, onChange }: { checked: boolean; onChange: (walkIn: boolean) => void }) {
  const { t } = useTranslation('jobs');
  return (
    <label className="flex min-h-11 items-center gap-3 self-end rounded-lg px-1 text-sm font-medium text-gray-700">
      <input type="checkbox" name="walkIn" className="size-5 shrink-0 accent-teal-700" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {t('walkIn.filter')}
    </label>
  );
}

import { useState, type FormEvent } from 'react';
import { useNames } from '@/i18n/names';
import { useTranslation } from '@/i18n/react';
import { Button } from '@/components/ui/button';
import { FormField, SelectField } from '@/components/ui/form-field';
import { NO_FILTERS } from '@/features/companies/directory-params';
import type { CompanyFilters } from '@/features/companies/types';
import { COMPANY_SIZES, INDUSTRIES, RATING_MAX, RATING_MIN } from '@/features/companies/types';
import { DISTRICTS, FOREIGN } from '@/lib/locations';

function yearOrNull(text: string): number | null {
  return /^\d{4}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/**
 * The directory's filters (SPEC section 3): industry, size, district, founded range, rating
 * range and open jobs. Applied together with one button, so a phone user is not sent a new list
 * after every tap.
 */
export function DirectoryFilters({ value, onApply }: { value: CompanyFilters; onApply: (filters: CompanyFilters) => void }) {
  const { t } = useTranslation('companies');
  const names = useNames();
  const [industry, setIndustry] = useState(value.industry[0] ?? '');
  const [location, setLocation] = useState(value.location[0] ?? '');
  const [sizes, setSizes] = useState<string[]>(value.size);
  const [foundedMin, setFoundedMin] = useState(value.founded.min?.toString() ?? '');
  const [foundedMax, setFoundedMax] = useState(value.founded.max?.toString() ?? '');
  const [ratingMin, setRatingMin] = useState(String(value.rating.min));
  const [ratingMax, setRatingMax] = useState(String(value.rating.max));
  const [hasJobs, setHasJobs] = useState(value.hasJobs);

  function submit(event: FormEvent) {
    event.preventDefault();
    const min = Number(ratingMin);
    const max = Number(ratingMax);
    onApply({
      industry: industry ? [industry] : [],
      size: sizes,
      location: location ? [location] : [],
      founded: { min: yearOrNull(foundedMin), max: yearOrNull(foundedMax) },
      rating: { min: Math.min(min, max), max: Math.max(min, max) },
      hasJobs,
    });
  }

  const starOptions = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

  return (
    <form onSubmit={submit} aria-label={t('filters.title')} className="grid gap-4 rounded-2xl border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3">
      <SelectField label={t('filters.industry')} value={industry} onChange={(event) => setIndustry(event.target.value)}>
        <option value="">{t('filters.any')}</option>
        {INDUSTRIES.map((name) => (
          <option key={name} value={name}>
            {names.industry(name)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('filters.district')} value={location} onChange={(event) => setLocation(event.target.value)}>
        <option value="">{t('filters.any')}</option>
        {[...DISTRICTS, FOREIGN].map((name) => (
          <option key={name} value={name}>
            {names.district(name)}
          </option>
        ))}
      </SelectField>
      <fieldset className="sm:row-span-2">
        <legend className="mb-1 text-sm font-medium text-gray-900">{t('filters.size')}</legend>
        <div className="grid grid-cols-2 gap-1">
          {COMPANY_SIZES.map((size) => (
            <label key={size} className="flex min-h-11 items-center gap-2 text-sm text-gray-800">
              <input
                type="checkbox"
                className="size-5 accent-teal-700"
                checked={sizes.includes(size)}
                onChange={(event) => setSizes(event.target.checked ? [...sizes, size] : sizes.filter((item) => item !== size))}
              />
              {t('sizeBand', { size })}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-1 text-sm font-medium text-gray-900">{t('filters.founded')}</legend>
        <FormField label={t('filters.from')} inputMode="numeric" value={foundedMin} onChange={(event) => setFoundedMin(event.target.value)} placeholder="1990" />
        <FormField label={t('filters.to')} inputMode="numeric" value={foundedMax} onChange={(event) => setFoundedMax(event.target.value)} placeholder="2020" />
      </fieldset>
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="mb-1 text-sm font-medium text-gray-900">{t('filters.rating')}</legend>
        <SelectField label={t('filters.from')} value={ratingMin} onChange={(event) => setRatingMin(event.target.value)}>
          {starOptions.map((star) => (
            <option key={star} value={star}>
              {t('filters.stars', { count: star })}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('filters.to')} value={ratingMax} onChange={(event) => setRatingMax(event.target.value)}>
          {starOptions.map((star) => (
            <option key={star} value={star}>
              {t('filters.stars', { count: star })}
            </option>
          ))}
        </SelectField>
      </fieldset>
      <label className="flex min-h-11 items-center gap-2 text-sm text-gray-800">
        <input type="checkbox" className="size-5 accent-teal-700" checked={hasJobs} onChange={(event) => setHasJobs(event.target.checked)} />
        {t('filters.hasJobs')}
      </label>
      <div className="flex flex-wrap gap-2 sm:col-span-2 lg:col-span-3">
        <Button type="submit">{t('filters.apply')}</Button>
        <Button variant="secondary" onClick={() => onApply(NO_FILTERS)}>
          {t('filters.clear')}
        </Button>
      </div>
    </form>
  );
}

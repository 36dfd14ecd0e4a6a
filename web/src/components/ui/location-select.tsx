import { useId, type SelectHTMLAttributes } from 'react';
import { useTranslation } from '@/i18n/react';
import { DISTRICTS, FOREIGN, type LocationValue } from '@/lib/locations';
import { ChevronDownIcon } from './icons';

export interface LocationSelectProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'children'> {
  value: LocationValue;
  onChange: (value: LocationValue) => void;
  /** Visible label; pass hideLabel to keep it for screen readers only. */
  label?: string;
  hideLabel?: boolean;
}

/**
 * The location selector of SPEC section 2: 'Sri Lanka (all)' (value ''), 'Foreign', then the 25
 * districts in alphabetical order. Values stay in English; the names shown follow the language.
 */
export function LocationSelect({
  value,
  onChange,
  label,
  hideLabel = false,
  id,
  className = '',
  ...props
}: LocationSelectProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div className={className}>
      <label htmlFor={selectId} className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-gray-700'}>
        {label ?? t('location.label')}
      </label>
      <div className="relative">
        <select
          id={selectId}
          value={value}
          onChange={(event) => onChange(event.target.value as LocationValue)}
          className="min-h-11 w-full appearance-none rounded-lg border border-gray-300 bg-white py-2 pr-10 pl-3 text-sm text-gray-900 focus:border-teal-700 focus:ring-2 focus:ring-teal-700/20 focus:outline-none"
          {...props}
        >
          <option value="">{t('location.all')}</option>
          <option value={FOREIGN}>{t('location.foreign')}</option>
          {DISTRICTS.map((district) => (
            <option key={district} value={district}>
              {t(`location.${district}`)}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-500" />
      </div>
    </div>
  );
}

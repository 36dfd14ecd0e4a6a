/**
 * The names of values that the data keeps in English (a district, an industry) in the language
 * shown. The common texts hold them (`location.*`, `industry.*`), so every area, on the server
 * and in the browser, calls a place or a trade by the same words. A value the lists do not know
 * (an account's industry typed in by hand) is shown as it was written.
 */
import { useMemo } from 'react';
import type { TFunction } from '@/i18n/core';
import { useTranslation } from '@/i18n/react';
import { INDUSTRIES } from '@/lib/industries';
import { FOREIGN, isDistrict } from '@/lib/locations';

/** A district ("Kandy"), or Foreign for work abroad, in the language of `common`, the common namespace's t. */
export function districtName(common: TFunction, value: string | null | undefined): string {
  if (!value) return '';
  if (value === FOREIGN) return common('location.foreign');
  return isDistrict(value) ? common(`location.${value}`) : value;
}

/** An industry of the fixed list ("IT and Software") in the language of `common`; any other as it is. */
export function industryName(common: TFunction, value: string | null | undefined): string {
  if (!value) return '';
  return (INDUSTRIES as readonly string[]).includes(value) ? common(`industry.${value}`) : value;
}

/** districtName and industryName in the language shown. */
export function useNames() {
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      district: (value: string | null | undefined) => districtName(t, value),
      industry: (value: string | null | undefined) => industryName(t, value),
    }),
    [t],
  );
}

import { useTranslation } from '@/i18n/react';
import { Stars } from '@/features/companies/components/stars';
import type { RatingSummary as Summary } from '@/features/companies/types';

/** The average rating and a bar for each star, as a list a screen reader reads as numbers. */
export function RatingSummary({ summary }: { summary: Summary }) {
  const { t } = useTranslation('companies');
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <div className="text-center sm:w-40">
        <p className="text-4xl font-bold text-gray-900">{summary.count > 0 ? summary.average.toFixed(1) : '–'}</p>
        <Stars rating={summary.average} className="text-lg" />
        <p className="text-sm text-gray-600">{t('reviews.count', { count: summary.count })}</p>
      </div>
      <ul className="flex-1 space-y-1" aria-label={t('reviews.breakdown')}>
        {[5, 4, 3, 2, 1].map((star) => {
          const number = summary.stars[String(star)] ?? 0;
          const percent = summary.count > 0 ? Math.round((number / summary.count) * 100) : 0;
          return (
            <li key={star} className="flex items-center gap-2 text-sm">
              <span className="w-16 shrink-0 text-gray-700">{t('filters.stars', { count: star })}</span>
              <span aria-hidden="true" className="h-2.5 flex-1 overflow-hidden rounded-full bg-gray-100">
                <span className="block h-full rounded-full bg-amber-500" style={{ width: `${percent}%` }} />
              </span>
              <span className="w-8 shrink-0 text-right text-gray-700">{number}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

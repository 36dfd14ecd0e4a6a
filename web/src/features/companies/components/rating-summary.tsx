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
      {/* One grid for the five rows (each a subgrid), so that the bars line up however long the
          words of the language are ("5 நட்சத்திரங்கள்"). */}
      <ul className="grid flex-1 grid-cols-[max-content_1fr_2rem] items-center gap-x-2 gap-y-1" aria-label={t('reviews.breakdown')}>
        {[5, 4, 3, 2, 1].map((star) => {
          const number = summary.stars[String(star)] ?? 0;
          const percent = summary.count > 0 ? Math.round((number / summary.count) * 100) : 0;
          return (
            <li key={star} className="col-span-3 grid grid-cols-subgrid items-center text-sm">
              <span className="min-w-16 text-gray-700">{t('filters.stars', { count: star })}</span>
              <span aria-hidden="true" className="h-2.5 overflow-hidden rounded-full bg-gray-100">
                <span className="block h-full rounded-full bg-amber-500" style={{ width: `${percent}%` }} />
              </span>
              <span className="text-right text-gray-700">{number}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

import { useTranslation } from '@/i18n/react';

/** A rating out of 5 as five stars (filled to the nearest whole star), with the number for everyone. */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  const { t } = useTranslation('companies');
  const whole = Math.round(rating);
  return (
    <span className={`inline-flex items-center gap-1 ${className}`}>
      <span aria-hidden="true" className="tracking-tight text-amber-500">
        {[1, 2, 3, 4, 5].map((star) => (star <= whole ? '★' : '☆')).join('')}
      </span>
      <span className="sr-only">{t('rating.outOf', { rating: rating.toFixed(1) })}</span>
    </span>
  );
}

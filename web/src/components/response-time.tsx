import { useTranslation } from '@/i18n/react';

/**
 * How soon an employer answers its applicants (the API's `responseDays`: the median time to a
 * first answer over the applications of the last 90 days, given once five count); nothing when
 * there is no figure.
 */
export function ResponseTime({ days, className = '' }: { days?: number | null; className?: string }) {
  const { t } = useTranslation();
  if (!days) return null;
  return (
    <p className={`text-sm text-gray-700 ${className}`} data-testid="response-time">
      <span className="font-medium">{t('responseTime.within', { count: days })}</span>
      <span className="block text-xs text-gray-600">{t('responseTime.how')}</span>
    </p>
  );
}

import { useTranslation } from '@/i18n/react';
import { CheckCircleIcon } from '@/components/ui/icons';

/** The admins' mark that the company is who it says it is. */
export function VerifiedBadge() {
  const { t } = useTranslation('companies');
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-teal-50 px-2 py-0.5 text-xs font-semibold text-teal-800 ring-1 ring-teal-200">
      <CheckCircleIcon className="size-3.5" aria-hidden="true" />
      {t('verified')}
    </span>
  );
}

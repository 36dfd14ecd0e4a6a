import { Link } from '@/lib/link';
import { useTranslation } from '@/i18n/react';

/** The product mark and name, linking home. */
export function Logo({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg font-bold text-gray-900 ${className}`}
      aria-label={t('app.homeLink')}
    >
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="#0f766e" />
        <path d="M9 12h14v11H9z" fill="none" stroke="#fff" strokeWidth="2.2" />
        <path d="M13 12V9h6v3" fill="none" stroke="#fff" strokeWidth="2.2" />
      </svg>
      <span className="logo-wordmark text-lg tracking-tight">
        Job<span className="text-teal-700">Portal</span>
      </span>
    </Link>
  );
}

import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import '@/i18n/ui-texts';
import type { ApiFailure } from '@/lib/api-error';
import { Button } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';

/** Grey placeholder rows shaped like the list that is loading, announced once to screen readers. */
export function ListSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-live="polite" className="space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} aria-hidden="true" className="rounded-xl border border-gray-200 bg-white p-4 motion-safe:animate-pulse">
          <div className="h-4 w-2/3 rounded bg-gray-200" />
          <div className="mt-3 h-3 w-1/2 rounded bg-gray-200" />
          <div className="mt-2 h-3 w-1/3 rounded bg-gray-200" />
        </div>
      ))}
    </div>
  );
}

/**
 * A list that could not be loaded: the server's message when it gave one (else the translated
 * fallback) and a button to try again.
 */
export function LoadError({ failure, fallback, onRetry }: { failure: ApiFailure; fallback: string; onRetry: () => void }) {
  const { t } = useTranslation('ui');
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 sm:flex-row sm:items-center">
      <AlertIcon className="size-5 shrink-0" />
      <p className="flex-1">{failure.fromServer ? failure.message : fallback}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('lists.retry')}
      </Button>
    </div>
  );
}

/** An empty list: what it would hold and a way forward. */
export function EmptyList({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-xl border border-dashed border-gray-300 bg-white px-6 py-10 text-center">
      <p className="font-semibold text-gray-900">{title}</p>
      {children ? <div className="mx-auto mt-1 max-w-md text-sm text-gray-600">{children}</div> : null}
      {action ? <div className="mt-4 flex justify-center">{action}</div> : null}
    </div>
  );
}

/** Previous / next between pages of a list, with "Page 2 of 5". */
export function Pager({
  page,
  totalPages,
  onChange,
  disabled = false,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('ui');
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t('lists.pages')} className="flex items-center justify-between gap-3 pt-2">
      <Button variant="secondary" size="sm" disabled={disabled || page <= 1} onClick={() => onChange(page - 1)}>
        {t('lists.previous')}
      </Button>
      <p className="text-sm text-gray-700" aria-live="polite">
        {t('lists.pageOf', { page, total: totalPages })}
      </p>
      <Button variant="secondary" size="sm" disabled={disabled || page >= totalPages} onClick={() => onChange(page + 1)}>
        {t('lists.next')}
      </Button>
    </nav>
  );
}

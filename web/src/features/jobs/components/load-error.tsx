import { useTranslation } from '@/i18n/react';
import '@/features/jobs/texts';
import { Button } from '@/components/ui/button';
import { AlertIcon } from '@/components/ui/icons';
import { JOB_MESSAGES } from '@/features/jobs/jobs-thunks';

/** The lists' and the job's SPEC fallbacks (SPEC section 8), by their English words. */
const FAILURES: Record<string, string> = {
  [JOB_MESSAGES.fetchJobsFailed]: 'fetchJobsFailed',
  [JOB_MESSAGES.fetchJobFailed]: 'fetchJobFailed',
  [JOB_MESSAGES.searchFailed]: 'searchFailed',
  [JOB_MESSAGES.fetchCompanyJobsFailed]: 'fetchCompanyJobsFailed',
  [JOB_MESSAGES.fetchTopicsFailed]: 'fetchTopicsFailed',
};

interface LoadErrorProps {
  title?: string;
  /** The server's message, shown as it came, or the fallback of SPEC section 8, shown in the reader's language. */
  message?: string | null;
  onRetry: () => void;
  compact?: boolean;
}

/** The error state of a list or page: what went wrong and a way to try again. */
export function LoadError({ title, message, onRetry, compact = false }: LoadErrorProps) {
  const { t } = useTranslation('jobs');
  const said = message && FAILURES[message] ? t(`states.failures.${FAILURES[message]}`) : message;
  if (compact) {
    return (
      <div role="alert" className="flex flex-col gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 sm:flex-row sm:items-center sm:justify-between">
        <p className="flex items-start gap-2">
          <AlertIcon className="mt-0.5 size-5 shrink-0 text-red-700" />
          <span>
            {title ?? t('states.errorTitle')}
            {said ? <span className="block text-red-800/90">{said}</span> : null}
          </span>
        </p>
        <Button variant="secondary" onClick={onRetry} className="shrink-0">
          {t('states.retry')}
        </Button>
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-center rounded-2xl border border-red-200 bg-white px-6 py-12 text-center">
      <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
        <AlertIcon className="size-7" />
      </span>
      <h2 className="text-lg font-semibold text-gray-900">{title ?? t('states.errorTitle')}</h2>
      {said ? <p className="mt-2 max-w-md text-sm text-gray-700">{said}</p> : null}
      <p className="mt-1 max-w-md text-sm text-gray-600">{t('states.errorHint')}</p>
      <Button onClick={onRetry} className="mt-6">
        {t('states.retry')}
      </Button>
    </div>
  );
}

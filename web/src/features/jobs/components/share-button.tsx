import { useState } from 'react';
import { useTranslation } from '@/i18n/react';
import '@/features/jobs/texts';
import { ShareIcon } from './job-icons';

interface ShareButtonProps {
  title: string;
  company: string;
  /** The address to share (absolute). */
  url: string;
  className?: string;
}

type Outcome = 'idle' | 'copied' | 'manual';

/**
 * Shares a job through the device's share sheet (navigator.share), else copies its link; if
 * even that is refused, shows the link selected, ready to copy by hand.
 */
export function ShareButton({ title, company, url, className = '' }: ShareButtonProps) {
  const { t } = useTranslation('jobs');
  const [outcome, setOutcome] = useState<Outcome>('idle');

  async function share() {
    const text = t('share.text', { title, company });
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url });
        setOutcome('idle');
        return;
      } catch (error) {
        // The person closed the share sheet: nothing more to do.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('manual');
    }
  }

  return (
    <div className={className}>
      <button
        type="button"
        onClick={() => void share()}
        aria-label={t('share.label')}
        className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700"
      >
        <ShareIcon className="size-5 text-gray-500" />
        {t('share.button')}
      </button>
      <div role="status" aria-live="polite" className="text-sm">
        {outcome === 'copied' && <p className="mt-2 text-green-800">{t('share.copied')}</p>}
        {outcome === 'manual' && (
          <label className="mt-2 block text-gray-700">
            {t('share.copyFailed')}
            <input
              readOnly
              value={url}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-1 block min-h-11 w-full rounded-lg border border-gray-300 bg-gray-50 px-3 text-sm"
            />
          </label>
        )}
      </div>
    </div>
  );
}

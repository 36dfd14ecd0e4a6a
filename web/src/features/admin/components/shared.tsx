/** Small pieces the console's sections share: toasts, dates, a scrolling table, role and status badges. */
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';
import '@/features/admin/texts';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { toApiFailure, type ApiFailure } from '@/lib/api-error';
import { SRI_LANKA_TIME_ZONE } from '@/lib/format';

const LOCALES: Record<string, string> = { en: 'en-LK', si: 'si-LK', ta: 'ta-LK' };

/** A moment as a date and time of Sri Lanka, in the interface's language. */
export function formatMoment(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(LOCALES[language] ?? 'en-LK', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: SRI_LANKA_TIME_ZONE,
  }).format(date);
}

/** Toasts: the server's message when it gave one, else ours. */
export function useNotify() {
  const dispatch = useAppDispatch();
  return {
    success(message: string | undefined, fallback: string) {
      dispatch(toastAdded({ type: 'success', message: message || fallback }));
    },
    failure(error: unknown, fallback: string): ApiFailure {
      const failure = toApiFailure(error, fallback);
      dispatch(toastAdded({ type: 'error', message: failure.message }));
      return failure;
    },
  };
}

/**
 * A table that scrolls sideways on a narrow screen. The region takes the keyboard focus so a
 * keyboard user can scroll it too, and is named after the table. It is positioned, so that
 * visually hidden headings (absolute) inside stay within it rather than widen the page.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto rounded-2xl border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-teal-700">
      <table className="min-w-full divide-y divide-gray-200 text-left text-sm">{children}</table>
    </div>
  );
}

export const TH = 'px-3 py-2 text-xs font-semibold tracking-wide whitespace-nowrap text-gray-700 uppercase';
export const TD = 'px-3 py-2 align-top text-gray-900';

export function Badge({ tone, children }: { tone: 'green' | 'red' | 'amber' | 'gray' | 'teal'; children: ReactNode }) {
  const tones = {
    green: 'bg-green-50 text-green-800 ring-green-200',
    red: 'bg-red-50 text-red-800 ring-red-200',
    amber: 'bg-amber-50 text-amber-900 ring-amber-200',
    gray: 'bg-gray-100 text-gray-800 ring-gray-300',
    teal: 'bg-teal-50 text-teal-900 ring-teal-200',
  };
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tones[tone]}`}>{children}</span>;
}

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return <Badge tone={status === 'banned' ? 'red' : 'green'}>{t(`status.${status}`, { defaultValue: status })}</Badge>;
}

export function SectionHeading({ id, title, intro }: { id: string; title: string; intro?: string }) {
  return (
    <div className="space-y-1">
      <h2 id={id} className="text-xl font-bold text-gray-900">
        {title}
      </h2>
      {intro ? <p className="text-sm text-gray-700">{intro}</p> : null}
    </div>
  );
}

import type { ReactNode } from 'react';

/** A dashboard panel: a white card named by its heading. */
export function Panel({ id, title, intro, actions, children }: { id: string; title: string; intro?: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-gray-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={id} className="text-lg font-semibold text-gray-900">
            {title}
          </h2>
          {intro ? <p className="mt-1 text-sm text-gray-600">{intro}</p> : null}
        </div>
        {actions}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** The date part of an ISO date-time in the reader's language, or '' when it does not parse. */
export function formatDate(value: string | null | undefined, language: string): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/react';

export interface CountCard {
  label: string;
  value: number | string;
  /** A coloured mark beside the label, matching the status badge of the same state. */
  tone?: 'amber' | 'green' | 'red' | 'grey' | 'teal';
  hint?: ReactNode;
}

const marks = {
  amber: 'bg-amber-500',
  green: 'bg-green-600',
  red: 'bg-red-600',
  grey: 'bg-gray-400',
  teal: 'bg-teal-700',
} as const;

/** A row of numbers: each card shows a count and what it counts. */
export function CountCards({ cards, label }: { cards: readonly CountCard[]; label: string }) {
  const { i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      {cards.map((card) => (
        // An odd card out fills the row on phones (two columns) rather than leaving a hole.
        <div key={card.label} className="rounded-xl border border-gray-200 bg-white p-3 last:odd:col-span-2 sm:p-4 sm:last:odd:col-span-1">
          {/* Not a flex row: a long Sinhala or Tamil word goes under the mark rather than out of the card. */}
          <dt className="text-sm wrap-break-word text-gray-600">
            {card.tone ? <span aria-hidden="true" className={`me-2 inline-block size-2 rounded-full align-middle ${marks[card.tone]}`} /> : null}
            {card.label}
          </dt>
          <dd className="mt-1 text-2xl font-semibold text-gray-900 tabular-nums">{typeof card.value === 'number' ? number.format(card.value) : card.value}</dd>
          {card.hint ? <dd className="mt-0.5 text-xs text-gray-600">{card.hint}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/** Placeholder cards while the numbers load. */
export function CountCardsSkeleton({ count, label }: { count: number; label: string }) {
  return (
    <div role="status" aria-live="polite" className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <span className="sr-only">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} aria-hidden="true" className="rounded-xl border border-gray-200 bg-white p-4 motion-safe:animate-pulse">
          <div className="h-3 w-2/3 rounded bg-gray-200" />
          <div className="mt-3 h-6 w-1/3 rounded bg-gray-200" />
        </div>
      ))}
    </div>
  );
}

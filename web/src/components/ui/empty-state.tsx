import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  /** Links or buttons that lead on from here. */
  actions?: ReactNode;
  /** Heading level: h2 inside a page that has its own h1, h1 when this is the whole page. */
  headingLevel?: 'h1' | 'h2';
}

/** A calm message for an empty list or a missing item, with a way forward. */
export function EmptyState({ icon, title, children, actions, headingLevel = 'h2' }: EmptyStateProps) {
  const Heading = headingLevel;
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center sm:py-16">
      {icon && (
        <span className="mb-4 inline-flex size-14 items-center justify-center rounded-full bg-teal-50 text-teal-700">
          {icon}
        </span>
      )}
      <Heading className="text-lg font-semibold text-gray-900">{title}</Heading>
      {children && <div className="mt-2 max-w-md text-sm leading-6 text-gray-600">{children}</div>}
      {actions && <div className="mt-6 flex flex-col gap-2 sm:flex-row">{actions}</div>}
    </div>
  );
}

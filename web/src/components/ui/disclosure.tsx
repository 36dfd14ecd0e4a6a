import type { ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons';

/** Text folded away behind a summary line with a chevron that turns when it opens. */
export function Disclosure({ summary, children, className = '' }: { summary: string; children: ReactNode; className?: string }) {
  return (
    <details className={`group rounded-lg bg-gray-50 px-3 text-sm ${className}`}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-2 font-medium text-gray-900 [&::-webkit-details-marker]:hidden">
        {summary}
        <ChevronDownIcon className="size-4 shrink-0 text-gray-600 transition-transform duration-150 group-open:rotate-180 motion-reduce:transition-none" />
      </summary>
      {children}
    </details>
  );
}

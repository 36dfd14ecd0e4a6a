import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

interface PageHeaderProps {
  title: string;
  intro?: ReactNode;
  /** The description search engines show; by default the intro, when it is plain text. */
  description?: string;
  children?: ReactNode;
}

/** The band at the top of a page: its title (the page's h1) and a line about it. */
export function PageHeader({ title, intro, description, children }: PageHeaderProps) {
  useDocumentTitle(title, description ?? (typeof intro === 'string' ? intro : null));
  return (
    <div className="border-b border-gray-200 bg-white">
      <div className="mx-auto max-w-page px-4 py-8 sm:py-10 lg:px-6">
        <h1 className="text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">{title}</h1>
        {intro && <div className="mt-2 max-w-2xl text-base text-gray-600">{intro}</div>}
        {children}
      </div>
    </div>
  );
}

/** The width-capped column that page content sits in. */
export function PageBody({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto max-w-page px-4 py-8 sm:py-10 lg:px-6 ${className}`}>{children}</div>;
}

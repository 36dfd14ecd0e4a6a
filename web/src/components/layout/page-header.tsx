import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

interface PageHeaderProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
}

/** The band at the top of a page: its title (the page's h1) and a line about it. */
export function PageHeader({ title, intro, children }: PageHeaderProps) {
  useDocumentTitle(title);
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

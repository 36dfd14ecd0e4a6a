import type { ReactNode } from 'react';
import { utcDay, writeDay } from '@/lib/intl';
import { useTranslation } from '@/i18n/react';
import { PageBody, PageHeader } from '@/components/layout/page-header';

interface StaticPageProps {
  title: string;
  intro?: ReactNode;
  /** What the page is about, in a sentence: the description search engines show. */
  description?: string;
  /** ISO date of the last change, for the policies. */
  updated?: string;
  children: ReactNode;
}

/** Frame of the long-form pages (about, FAQ, privacy, terms), in the language shown. */
export function StaticPage({ title, intro, description, updated, children }: StaticPageProps) {
  const { t, i18n } = useTranslation();
  const updatedText = updated
    ? writeDay(utcDay(new Date(`${updated}T00:00:00Z`)), i18n.resolvedLanguage ?? 'en', 'long', true)
    : null;

  return (
    <>
      <PageHeader title={title} intro={intro} description={description}>
        {updatedText && <p className="mt-3 text-sm text-gray-500">{t('static.lastUpdated', { date: updatedText })}</p>}
      </PageHeader>
      <PageBody>
        <div className="prose-page">
          {children}
        </div>
      </PageBody>
    </>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageBody } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { DocumentIcon } from '@/components/ui/icons';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /blogs/:id, /blogs/:id/:blogSlug and /job-Article. No article is published yet. */
export default function BlogArticlePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('blog.notFoundTitle'));
  return (
    <PageBody>
      <EmptyState
        headingLevel="h1"
        icon={<DocumentIcon className="size-7" />}
        title={t('blog.notFoundTitle')}
        actions={
          <Link to="/blogs" className={buttonClasses('primary')}>
            {t('blog.backToBlogs')}
          </Link>
        }
      >
        <p>{t('blog.notFoundMessage')}</p>
      </EmptyState>
    </PageBody>
  );
}

import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { DocumentIcon } from '@/components/ui/icons';

/** /blogs: the article list. No article is published yet. */
export default function BlogListPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('blog.title')} intro={t('blog.intro')} />
      <PageBody>
        <EmptyState
          icon={<DocumentIcon className="size-7" />}
          title={t('blog.emptyTitle')}
          actions={
            <Link to="/faq" className={buttonClasses('secondary')}>
              {t('blog.readFaq')}
            </Link>
          }
        >
          <p>{t('blog.emptyMessage')}</p>
          <p>{t('blog.emptyHint')}</p>
        </EmptyState>
      </PageBody>
    </>
  );
}

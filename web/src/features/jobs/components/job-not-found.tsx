import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageBody } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BriefcaseIcon } from '@/components/ui/icons';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Shown at a job's address when there is no published job there. */
export function JobNotFound() {
  const { t } = useTranslation();
  useDocumentTitle(t('jobs.notFoundTitle'));
  return (
    <PageBody>
      <EmptyState
        headingLevel="h1"
        icon={<BriefcaseIcon className="size-7" />}
        title={t('jobs.notFoundTitle')}
        actions={
          <>
            <Link to="/browse" className={buttonClasses('primary')}>
              {t('jobs.backToJobs')}
            </Link>
            <Link to="/customer/login" className={buttonClasses('secondary')}>
              {t('jobs.postJob')}
            </Link>
          </>
        }
      >
        <p>{t('jobs.notFoundMessage')}</p>
        <p className="mt-2">
          {t('jobs.emptyMessage')} {t('jobs.emptyEmployers')}
        </p>
      </EmptyState>
    </PageBody>
  );
}

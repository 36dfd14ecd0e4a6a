import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageBody } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BuildingIcon } from '@/components/ui/icons';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /company/:companyId and /company/:companyId/:companySlug. No company is listed yet. */
export default function CompanyDetailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('companies.notFoundTitle'));
  return (
    <PageBody>
      <EmptyState
        headingLevel="h1"
        icon={<BuildingIcon className="size-7" />}
        title={t('companies.notFoundTitle')}
        actions={
          <Link to="/company" className={buttonClasses('primary')}>
            {t('companies.backToCompanies')}
          </Link>
        }
      >
        <p>{t('companies.notFoundMessage')}</p>
      </EmptyState>
    </PageBody>
  );
}

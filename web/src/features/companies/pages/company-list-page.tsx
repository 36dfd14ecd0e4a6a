import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BuildingIcon } from '@/components/ui/icons';

/** /company: the Top Companies list. No company is listed yet. */
export default function CompanyListPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('companies.title')} intro={t('companies.intro')} />
      <PageBody>
        <EmptyState
          icon={<BuildingIcon className="size-7" />}
          title={t('companies.emptyTitle')}
          actions={
            <Link to="/customer/register" className={buttonClasses('primary')}>
              {t('companies.createAccount')}
            </Link>
          }
        >
          <p>{t('companies.emptyMessage')}</p>
          <p>{t('companies.emptyEmployers')}</p>
        </EmptyState>
      </PageBody>
    </>
  );
}

import { memo } from 'react';
import { useNames } from '@/i18n/names';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import { MapPinIcon } from '@/components/ui/icons';
import { CompanyLogo } from '@/features/companies/components/company-logo';
import { Stars } from '@/features/companies/components/stars';
import { VerifiedBadge } from '@/features/companies/components/verified-badge';
import type { Company, ViewMode } from '@/features/companies/types';
import { companyPath } from '@/lib/paths';

/**
 * A company in the directory: logo, name, mark, industry, district, rating, followers and jobs.
 * Drawn again only when its company or view changes, not with every redraw of its list's page.
 */
export const CompanyCard = memo(function CompanyCard({ company, view = 'grid' }: { company: Company; view?: ViewMode }) {
  const { t } = useTranslation('companies');
  const names = useNames();
  return (
    <article
      className={`relative flex h-full gap-3 rounded-2xl border border-gray-200 bg-white p-4 transition-shadow focus-within:ring-2 focus-within:ring-teal-700 hover:border-teal-200 hover:shadow-md ${
        view === 'grid' ? 'flex-col' : 'flex-row items-start'
      }`}
    >
      <div className="flex min-w-0 items-start gap-3">
        <CompanyLogo name={company.name} logo={company.logo} />
        <div className="min-w-0">
          <h3 className="font-semibold text-gray-900">
            <Link to={companyPath(company.id, company.slug)} className="after:absolute after:inset-0 focus-visible:outline-none">
              {company.name}
            </Link>
          </h3>
          {company.verified ? <VerifiedBadge /> : null}
          {company.industry ? <p className="text-sm text-gray-600">{names.industry(company.industry)}</p> : null}
          {company.location ? (
            <p className="flex items-center gap-1 text-sm text-gray-600">
              <MapPinIcon className="size-3.5 shrink-0" />
              {names.district(company.location)}
            </p>
          ) : null}
        </div>
      </div>
      <dl className={`flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-700 ${view === 'grid' ? 'mt-auto' : 'sm:ml-auto'}`}>
        <div className="flex items-center gap-1">
          <dt className="sr-only">{t('facts.rating')}</dt>
          <dd className="flex items-center gap-1">
            <Stars rating={company.rating} />
            <span aria-hidden="true">{company.reviewsCount > 0 ? company.rating.toFixed(1) : ''}</span>
            <span>({t('reviews.count', { count: company.reviewsCount })})</span>
          </dd>
        </div>
        <div>
          <dt className="sr-only">{t('facts.followers')}</dt>
          <dd>{t('followers', { count: company.followersCount })}</dd>
        </div>
        <div>
          <dt className="sr-only">{t('facts.jobs')}</dt>
          <dd className="font-semibold text-teal-800">{t('jobs.count', { count: company.jobsCount })}</dd>
        </div>
      </dl>
    </article>
  );
});

import { useState } from 'react';
import { useNames } from '@/i18n/names';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import '@/features/companies/texts';
import { useAppDispatch } from '@/app/hooks';
import { MapPinIcon } from '@/components/ui/icons';
import { FETCH_COMPANIES_FAILED, fetchFeaturedCompanies } from '@/features/companies/companies-thunks';
import type { FeaturedCompany } from '@/features/companies/types';
import { initials } from '@/lib/initials';
import { companyPath } from '@/lib/paths';
import { useRemote } from '@/lib/use-remote';

/** The seed (lib/seeds.ts) of the strip on a home page the server drew. */
export const TOP_COMPANIES_SEED = 'companies/featured';

/** How many placeholder cards the strip shows while it loads. */
const SKELETON_CARDS = 4;

/**
 * "Top companies hiring now" (the Jobs issue): the companies with the most open jobs, each
 * leading to its company page. Nothing at all is shown when there are none, or when they
 * cannot be loaded: the strip is an extra, and the rest of the home page stands without it.
 */
export function TopCompanies() {
  const { t } = useTranslation('companies');
  const dispatch = useAppDispatch();
  const { state: load } = useRemote(() => dispatch(fetchFeaturedCompanies()).unwrap(), 'featured', FETCH_COMPANIES_FAILED, { seed: TOP_COMPANIES_SEED });

  if (load.status === 'error' || (load.status === 'ready' && load.data.length === 0)) return null;

  return (
    <section aria-labelledby="top-companies-heading" className="border-y border-gray-200 bg-gray-50">
      <div className="mx-auto max-w-page px-4 py-10 sm:py-14 lg:px-6">
        <div className="mb-6 flex flex-col gap-1">
          <h2 id="top-companies-heading" className="text-2xl font-bold tracking-tight text-gray-900">
            {t('strip.title')}
          </h2>
          <p className="text-gray-600">{t('strip.intro')}</p>
        </div>
        {load.status === 'loading' ? (
          <div role="status" aria-label={t('strip.loading')} className={STRIP}>
            {Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <div key={index} aria-hidden="true" className={`${CARD} gap-3`}>
                <span className="size-12 shrink-0 rounded-full bg-gray-200 motion-safe:animate-pulse" />
                <span className="flex flex-1 flex-col gap-2">
                  <span className="h-4 w-3/4 rounded bg-gray-200 motion-safe:animate-pulse" />
                  <span className="h-3 w-1/2 rounded bg-gray-100 motion-safe:animate-pulse" />
                </span>
              </div>
            ))}
          </div>
        ) : (
          <ul className={STRIP} aria-label={t('strip.title')}>
            {load.data.map((company) => (
              <li key={company.id} className="flex">
                <CompanyCard company={company} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

const STRIP =
  'grid auto-cols-[16rem] grid-flow-col gap-3 overflow-x-auto pb-2 sm:auto-cols-auto sm:grid-flow-row sm:grid-cols-2 sm:overflow-visible sm:pb-0 lg:grid-cols-4';
const CARD = 'flex w-full items-center rounded-2xl border border-gray-200 bg-white p-4';

function CompanyCard({ company }: { company: FeaturedCompany }) {
  const { t } = useTranslation('companies');
  const names = useNames();
  return (
    <Link
      to={companyPath(company.id, company.slug)}
      className={`${CARD} group gap-3 transition-shadow hover:border-teal-200 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-700`}
    >
      <CompanyAvatar name={company.name} avatar={company.avatar} />
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-semibold text-gray-900 group-hover:text-teal-800">{company.name}</span>
        {company.district && (
          <span className="flex items-center gap-1 text-sm text-gray-600">
            <MapPinIcon className="size-3.5 shrink-0" />
            <span className="truncate">{names.district(company.district)}</span>
          </span>
        )}
        <span className="text-sm font-semibold text-teal-800">{t('strip.jobs', { count: company.jobsCount })}</span>
      </span>
    </Link>
  );
}

/** The company's picture, or its initials when it has none or the picture does not load. */
function CompanyAvatar({ name, avatar }: { name: string; avatar: string }) {
  const [broken, setBroken] = useState(false);
  if (avatar && !broken) {
    return (
      <img
        src={avatar}
        alt=""
        loading="lazy"
        onError={() => setBroken(true)}
        className="size-12 shrink-0 rounded-full bg-white object-cover ring-1 ring-gray-200"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-teal-50 text-base font-bold text-teal-800 ring-1 ring-teal-100"
    >
      {initials(name) || '?'}
    </span>
  );
}

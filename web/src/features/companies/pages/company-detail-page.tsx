import { ResponseTime } from '@/components/response-time';
import { useEffect, type ReactNode } from 'react';
import { useNames } from '@/i18n/names';
import { useTranslation } from '@/i18n/react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Link } from '@/lib/link';
import '@/features/companies/texts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageBody } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { BuildingIcon, MapPinIcon } from '@/components/ui/icons';
import { EmptyList, ListSkeleton, LoadError } from '@/components/ui/list-states';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { selectCompanyJobs } from '@/features/companies/companies-slice';
import { COMPANY_MESSAGES, fetchCompany, fetchCompanyJobs } from '@/features/companies/companies-thunks';
import { CompanyLogo } from '@/features/companies/components/company-logo';
import { CompanyReviews } from '@/features/companies/components/company-reviews';
import { FollowButton } from '@/features/companies/components/follow-button';
import { Stars } from '@/features/companies/components/stars';
import { VerifiedBadge } from '@/features/companies/components/verified-badge';
import { failureOf } from '@/features/companies/failure';
import type { Company } from '@/features/companies/types';
import { INDUSTRIES } from '@/features/companies/types';
import { useViewer } from '@/features/companies/use-viewer';
import { formatDate } from '@/lib/format';
import { companyIndustryPath, companyJobsPath, companyPath } from '@/lib/paths';
import { SITE_NAME } from '@/lib/site';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Only http(s) addresses become links: anything else (javascript:, data:) is shown as text. */
export function safeWebsite(value: string): string | null {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** /company/:companyId and /company/:companyId/:companySlug. */
export default function CompanyDetailPage() {
  const { t } = useTranslation('companies');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { companyId, companySlug } = useParams();
  const id = Number(companyId);
  const valid = Number.isInteger(id) && id > 0;
  const { admin } = useViewer();
  const state = useAppSelector((root) => root.companies);
  const company = state.currentCompany?.id === id ? state.currentCompany : null;

  // A company that has not written about itself is described by its facts, in the reader's words
  // (the server describes one that has, from its own words).
  const names = useNames();
  const facts = company && !company.description.trim() ? [company.name, names.industry(company.industry), names.district(company.location)] : null;
  useDocumentTitle(company ? company.name : t('title'), facts ? t('metaDescription', { facts: facts.filter(Boolean).join(', '), site: SITE_NAME }) : null);

  useEffect(() => {
    if (!valid) return;
    const request = dispatch(fetchCompany({ id, admin }));
    return () => request.abort();
  }, [dispatch, id, valid, admin]);

  // The canonical address carries the company's current slug: an old or missing one is replaced.
  const slug = company?.slug;
  useEffect(() => {
    if (!slug || companySlug === slug) return;
    navigate(`${companyPath(id, slug)}${location.search}${location.hash}`, { replace: true });
  }, [slug, companySlug, id, navigate, location.search, location.hash]);

  if (!valid || (state.currentStatus === 'failed' && state.currentErrorStatus === 404)) {
    return (
      <PageBody>
        <EmptyState
          headingLevel="h1"
          icon={<BuildingIcon className="size-7" />}
          title={t('notFound.title')}
          actions={
            <Link to="/company" className={buttonClasses('primary')}>
              {t('notFound.back')}
            </Link>
          }
        >
          <p>{t('notFound.message')}</p>
        </EmptyState>
      </PageBody>
    );
  }

  if (!company) {
    return (
      <PageBody>
        <h1 className="sr-only">{t('title')}</h1>
        {state.currentStatus === 'failed' ? (
          <LoadError failure={failureOf(state.currentError, COMPANY_MESSAGES.fetchCompanyFailed)} fallback={t('errors.fetchCompany')} onRetry={() => void dispatch(fetchCompany({ id, admin }))} />
        ) : (
          <ListSkeleton label={t('loadingCompany')} rows={3} />
        )}
      </PageBody>
    );
  }

  return <CompanyView company={company} />;
}

function CompanyView({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const names = useNames();
  const website = safeWebsite(company.website);
  return (
    <article>
      <div className="bg-gray-100">
        <div className="mx-auto max-w-page">
          {company.cover ? (
            <ResponsiveImage src={company.cover} alt="" width={1200} height={300} sizes="(min-width: 1200px) 1200px, 100vw" preload className="aspect-[4/1] w-full" />
          ) : (
            <div aria-hidden="true" className="aspect-[6/1] w-full bg-gradient-to-r from-teal-700 to-teal-900" />
          )}
        </div>
      </div>
      <PageBody className="space-y-8">
        <header className="-mt-12 flex flex-col gap-4 sm:flex-row sm:items-end">
          <div className="rounded-2xl bg-white p-1 shadow-sm">
            <CompanyLogo name={company.name} logo={company.logo} size="lg" />
          </div>
          <div className="min-w-0 flex-1 space-y-1">
            <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold text-gray-900 sm:text-3xl">
              <span>{company.name}</span>
              {company.verified ? <VerifiedBadge /> : null}
            </h1>
            <p className="flex flex-wrap items-center gap-x-3 text-sm text-gray-600">
              {company.industry ? <IndustryLink industry={company.industry} /> : null}
              {company.location ? (
                <span className="flex items-center gap-1">
                  <MapPinIcon className="size-3.5" />
                  {names.district(company.location)}
                </span>
              ) : null}
              <span className="flex items-center gap-1" data-testid="company-rating">
                <Stars rating={company.rating} />
                <span>{company.reviewsCount > 0 ? company.rating.toFixed(1) : ''}</span>
                <span>({t('reviews.count', { count: company.reviewsCount })})</span>
              </span>
            </p>
            <ResponseTime days={company.responseDays} />
          </div>
          <FollowButton company={company} />
        </header>

        {company.status !== 'approved' ? (
          <p role="status" className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            {t(`status.${company.status}`)}
            {company.status === 'rejected' && company.rejectionReason ? ` ${t('status.reason', { reason: company.rejectionReason })}` : ''}
          </p>
        ) : null}

        <div className="grid gap-8 lg:grid-cols-3">
          <div className="space-y-8 lg:col-span-2">
            <section aria-labelledby="company-about" className="space-y-2">
              <h2 id="company-about" className="text-xl font-bold text-gray-900">
                {t('about')}
              </h2>
              <p className="whitespace-pre-line text-gray-800">{company.description || t('noDescription')}</p>
            </section>
            <CompanyJobsSection company={company} />
            <CompanyReviews company={company} />
          </div>
          <aside aria-labelledby="company-facts" className="h-fit rounded-2xl border border-gray-200 bg-white p-4">
            <h2 id="company-facts" className="text-lg font-bold text-gray-900">
              {t('facts.title')}
            </h2>
            <dl className="mt-3 space-y-3 text-sm">
              <Fact label={t('facts.industry')} value={company.industry ? <IndustryLink industry={company.industry} /> : ''} />
              <Fact label={t('facts.size')} value={company.size ? t('sizeBand', { size: company.size }) : ''} />
              <Fact label={t('facts.district')} value={names.district(company.location)} />
              <Fact label={t('facts.founded')} value={company.founded ? String(company.founded) : ''} />
              {company.website ? (
                <div>
                  <dt className="font-medium text-gray-600">{t('facts.website')}</dt>
                  <dd className="break-words text-gray-900">
                    {website ? (
                      <a href={website} target="_blank" rel="noopener noreferrer nofollow" className="text-teal-800 underline">
                        {company.website}
                      </a>
                    ) : (
                      company.website
                    )}
                  </dd>
                </div>
              ) : null}
              <Fact label={t('facts.email')} value={company.email} />
              <Fact label={t('facts.phone')} value={company.phone} />
            </dl>
          </aside>
        </div>
      </PageBody>
    </article>
  );
}

/** A company's industry, linked to the industry's page when it is one the directory lists. */
function IndustryLink({ industry }: { industry: string }) {
  const names = useNames();
  if (!(INDUSTRIES as readonly string[]).includes(industry)) return <span>{industry}</span>;
  return (
    <Link to={companyIndustryPath(industry)} className="rounded-sm text-teal-800 underline decoration-teal-300 underline-offset-2 hover:decoration-teal-700">
      {names.industry(industry)}
    </Link>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  if (!value) return null;
  return (
    <div>
      <dt className="font-medium text-gray-600">{label}</dt>
      <dd className="text-gray-900">{value}</dd>
    </div>
  );
}

function CompanyJobsSection({ company }: { company: Company }) {
  const { t, i18n } = useTranslation('companies');
  const dispatch = useAppDispatch();
  const jobs = useAppSelector((state) => selectCompanyJobs(state, company.id));

  useEffect(() => {
    const request = dispatch(fetchCompanyJobs(company.id));
    return () => request.abort();
  }, [dispatch, company.id]);

  return (
    <section aria-labelledby="company-jobs" className="space-y-3">
      <h2 id="company-jobs" className="text-xl font-bold text-gray-900">
        {t('jobs.title')}
      </h2>
      {jobs?.status === 'failed' ? (
        <LoadError failure={failureOf(jobs.error, COMPANY_MESSAGES.fetchCompanyJobsFailed)} fallback={t('errors.fetchCompanyJobs')} onRetry={() => void dispatch(fetchCompanyJobs(company.id))} />
      ) : !jobs || jobs.status !== 'succeeded' ? (
        <ListSkeleton label={t('jobs.loading')} rows={2} />
      ) : jobs.items.length === 0 ? (
        <EmptyList title={t('jobs.emptyTitle')}>{t('jobs.emptyMessage')}</EmptyList>
      ) : (
        <ul className="divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
          {jobs.items.map((job) => (
            <li key={job.id} className="p-4">
              <Link to={`/job/${job.id}/${encodeURIComponent(job.slug)}`} className="font-semibold text-teal-800 underline-offset-2 hover:underline">
                {job.title}
              </Link>
              <p className="text-sm text-gray-600">
                {[job.location, job.jobType, job.closingDate ? t('jobs.closes', { date: formatDate(job.closingDate, i18n.language) }) : '']
                  .filter(Boolean)
                  .join(' · ')}
              </p>
            </li>
          ))}
        </ul>
      )}
      {jobs?.status === 'succeeded' && jobs.items.length > 0 ? (
        <Link to={companyJobsPath(company.id, company.slug)} className="inline-flex min-h-11 items-center font-medium text-teal-800 underline-offset-2 hover:underline">
          {t('jobs.all')}
        </Link>
      ) : null}
    </section>
  );
}

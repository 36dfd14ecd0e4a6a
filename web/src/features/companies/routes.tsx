import type { AreaRoute } from '@/components/layout/route-page';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

const CompanyListPage = lazyWithTimeout(() => import('@/features/companies/pages/company-list-page'));
const CompanyIndustryPage = lazyWithTimeout(() => import('@/features/companies/pages/company-industry-page'));
const CompanyDetailPage = lazyWithTimeout(() => import('@/features/companies/pages/company-detail-page'));

/** The company list, an industry's companies and a company's page (SPEC section 2). */
export const companiesRoutes: AreaRoute[] = [
  { path: 'company', page: CompanyListPage, loading: 'content' },
  { path: 'company/industry/:industry', page: CompanyIndustryPage, loading: 'content' },
  { path: 'company/:companyId', page: CompanyDetailPage, loading: 'content' },
  { path: 'company/:companyId/:companySlug', page: CompanyDetailPage, loading: 'content' },
];

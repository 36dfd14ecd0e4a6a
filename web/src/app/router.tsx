import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { RouteErrorBoundary } from '@/components/layout/route-error-boundary';
import { ScrollToTop } from '@/components/layout/scroll-to-top';
import { SiteLayout } from '@/app/layout/site-layout';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

// Every page is its own chunk, fetched when first needed (with the 120 s time-out of SPEC 9).
const HomePage = lazyWithTimeout(() => import('@/app/home/home-page'));
const BrowsePage = lazyWithTimeout(() => import('@/features/jobs/pages/browse-page'));
const JobDetailPage = lazyWithTimeout(() => import('@/features/jobs/pages/job-detail-page'));
const JobFullDetailsPage = lazyWithTimeout(() => import('@/features/jobs/pages/job-full-details-page'));
const CompanyListPage = lazyWithTimeout(() => import('@/features/companies/pages/company-list-page'));
const CompanyDetailPage = lazyWithTimeout(() => import('@/features/companies/pages/company-detail-page'));
const BlogListPage = lazyWithTimeout(() => import('@/features/blog/pages/blog-list-page'));
const BlogArticlePage = lazyWithTimeout(() => import('@/features/blog/pages/blog-article-page'));
const AboutPage = lazyWithTimeout(() => import('@/features/static/pages/about-page'));
const FaqPage = lazyWithTimeout(() => import('@/features/static/pages/faq-page'));
const ContactPage = lazyWithTimeout(() => import('@/features/static/pages/contact-page'));
const PrivacyPage = lazyWithTimeout(() => import('@/features/static/pages/privacy-page'));
const TermsPage = lazyWithTimeout(() => import('@/features/static/pages/terms-page'));
const NotFoundPage = lazyWithTimeout(() => import('@/features/static/pages/not-found-page'));

const CustomerLoginPage = lazyWithTimeout(() => import('@/features/auth/pages/customer-login-page'));
const CustomerRegisterPage = lazyWithTimeout(() => import('@/features/auth/pages/customer-register-page'));
const ForgotPasswordPage = lazyWithTimeout(() => import('@/features/auth/pages/forgot-password-page'));
const ResetPasswordPage = lazyWithTimeout(() => import('@/features/auth/pages/reset-password-page'));
const CustomerDashboardPage = lazyWithTimeout(
  () => import('@/app/dashboard/customer-dashboard-page'),
);

const AdminLoginPage = lazyWithTimeout(() => import('@/features/auth/pages/admin-login-page'));
const AdminDashboardPage = lazyWithTimeout(() => import('@/app/dashboard/admin-dashboard-page'));

/** Which of SPEC section 2's fallback texts a page shows while its code loads. */
type LoadingText = 'content' | 'page' | 'admin';

interface RoutePageProps {
  page: ComponentType;
  loading: LoadingText;
  /** Pages without the site header and footer fill the screen while loading. */
  standalone?: boolean;
}

/**
 * One lazily loaded page: its loading text while the chunk arrives, and the load error with a
 * retry if it cannot be fetched. A shown error clears when the address changes.
 */
function RoutePage({ page: Page, loading, standalone = false }: RoutePageProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading text={t(`loading.${loading}`)} fullScreen={standalone} />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}

const content = (page: ComponentType) => <RoutePage page={page} loading="content" />;

/** The routes of SPEC section 2 (plus the password reset pages), without a router around them. */
export function AppRoutes() {
  return (
    <>
      <ScrollToTop />
      <Routes>
        <Route element={<SiteLayout />}>
          <Route index element={content(HomePage)} />
          <Route path="browse" element={content(BrowsePage)} />

          <Route path="job/:jobId" element={content(JobDetailPage)} />
          <Route path="job/:jobId/full-details" element={content(JobFullDetailsPage)} />
          <Route path="job/:jobId/:jobSlug" element={content(JobDetailPage)} />
          <Route path="job/:jobId/:jobSlug/full-details" element={content(JobFullDetailsPage)} />

          <Route path="company" element={content(CompanyListPage)} />
          <Route path="company/:companyId" element={content(CompanyDetailPage)} />
          <Route path="company/:companyId/:companySlug" element={content(CompanyDetailPage)} />

          <Route path="blogs" element={content(BlogListPage)} />
          <Route path="blogs/:id" element={content(BlogArticlePage)} />
          <Route path="blogs/:id/:blogSlug" element={content(BlogArticlePage)} />
          <Route path="job-Article" element={content(BlogArticlePage)} />

          <Route path="about" element={content(AboutPage)} />
          <Route path="faq" element={content(FaqPage)} />
          <Route path="contact" element={content(ContactPage)} />
          <Route path="privacy" element={content(PrivacyPage)} />
          <Route path="terms" element={content(TermsPage)} />

          <Route path="customer/dashboard" element={<RoutePage page={CustomerDashboardPage} loading="page" />} />

          <Route path="*" element={content(NotFoundPage)} />
        </Route>

        <Route path="customer/login" element={<RoutePage page={CustomerLoginPage} loading="page" standalone />} />
        <Route
          path="customer/register"
          element={<RoutePage page={CustomerRegisterPage} loading="page" standalone />}
        />
        <Route
          path="customer/forgot-password"
          element={<RoutePage page={ForgotPasswordPage} loading="page" standalone />}
        />
        <Route
          path="customer/reset-password"
          element={<RoutePage page={ResetPasswordPage} loading="page" standalone />}
        />

        <Route path="jp-admin" element={<RoutePage page={AdminLoginPage} loading="admin" standalone />} />
        <Route path="dashboard" element={<RoutePage page={AdminDashboardPage} loading="admin" standalone />} />
      </Routes>
    </>
  );
}

/** Shown only while the texts of a Sinhala or Tamil visitor's language arrive on the first visit. */
function LanguageLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center" role="status" aria-label="Loading">
      <span
        className="size-8 rounded-full border-[3px] border-gray-200 border-t-teal-700 motion-safe:animate-spin"
        aria-hidden="true"
      />
    </div>
  );
}

/**
 * The app's router: the browser address drives AppRoutes. Navigations are not transitions, so a
 * tap on a link whose page is still downloading shows the loading text at once instead of
 * leaving the old page on screen with no sign that anything is happening.
 */
export function AppRouter() {
  return (
    <BrowserRouter useTransitions={false}>
      <Suspense fallback={<LanguageLoading />}>
        <AppRoutes />
      </Suspense>
    </BrowserRouter>
  );
}

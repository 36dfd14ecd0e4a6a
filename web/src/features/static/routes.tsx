import type { AreaRoute } from '@/components/layout/route-page';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

const AboutPage = lazyWithTimeout(() => import('@/features/static/pages/about-page'));
const FaqPage = lazyWithTimeout(() => import('@/features/static/pages/faq-page'));
const ContactPage = lazyWithTimeout(() => import('@/features/static/pages/contact-page'));
const PrivacyPage = lazyWithTimeout(() => import('@/features/static/pages/privacy-page'));
const TermsPage = lazyWithTimeout(() => import('@/features/static/pages/terms-page'));

/** The site's own pages (SPEC section 2). The not-found page is the router's. */
export const staticRoutes: AreaRoute[] = [
  { path: 'about', page: AboutPage, loading: 'content' },
  { path: 'faq', page: FaqPage, loading: 'content' },
  { path: 'contact', page: ContactPage, loading: 'content' },
  { path: 'privacy', page: PrivacyPage, loading: 'content' },
  { path: 'terms', page: TermsPage, loading: 'content' },
];

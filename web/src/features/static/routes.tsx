import type { ComponentType } from 'react';
import type { AreaRoute } from '@/components/layout/route-page';
import i18n from '@/i18n';
import { lazyWithAlongside } from '@/lib/lazy-with-timeout';

/**
 * A page whose code comes with its texts in the language shown (its namespace is fetched on
 * demand, i18n/index.ts): a page the server drew hydrates only once both are here (its Suspense
 * boundary waits for them), so no part of it waits for its words.
 */
function withTexts(namespace: string, load: () => Promise<{ default: ComponentType }>) {
  return lazyWithAlongside(load, () => i18n.loadNamespaces(namespace));
}

const AboutPage = withTexts('static-about', () => import('@/features/static/pages/about-page'));
const FaqPage = withTexts('static-faq', () => import('@/features/static/pages/faq-page'));
const ContactPage = withTexts('static-contact', () => import('@/features/static/pages/contact-page'));
const PrivacyPage = withTexts('static-privacy', () => import('@/features/static/pages/privacy-page'));
const TermsPage = withTexts('static-terms', () => import('@/features/static/pages/terms-page'));

/** The site's own pages (SPEC section 2). The not-found page is the router's. */
export const staticRoutes: AreaRoute[] = [
  { path: 'about', page: AboutPage, loading: 'content' },
  { path: 'faq', page: FaqPage, loading: 'content' },
  { path: 'contact', page: ContactPage, loading: 'content' },
  { path: 'privacy', page: PrivacyPage, loading: 'content' },
  { path: 'terms', page: TermsPage, loading: 'content' },
];

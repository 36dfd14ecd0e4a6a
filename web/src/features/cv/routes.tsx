import type { AreaRoute } from '@/components/layout/route-page';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

const CvBuilderPage = lazyWithTimeout(() => import('@/features/cv/pages/cv-builder-page'));
const SharedCvPage = lazyWithTimeout(() => import('@/features/cv/pages/shared-cv-page'));
const CvTemplatePage = lazyWithTimeout(() => import('@/features/cv/pages/cv-template-page'));

/** The CV builder (signed-in job seekers), a shared CV (anyone with the link) and a template's preview (anyone). */
export const cvRoutes: AreaRoute[] = [
  { path: 'customer/cv/:id', page: CvBuilderPage, loading: 'page' },
  { path: 'cv/s/:token', page: SharedCvPage, loading: 'content' },
  { path: 'cv-templates/:id', page: CvTemplatePage, loading: 'content' },
];

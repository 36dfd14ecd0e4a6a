import type { AreaRoute } from '@/components/layout/route-page';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

const CvBuilderPage = lazyWithTimeout(() => import('@/features/cv/pages/cv-builder-page'));
const SharedCvPage = lazyWithTimeout(() => import('@/features/cv/pages/shared-cv-page'));

/** The CV builder (signed-in job seekers) and a shared CV (anyone with the link). */
export const cvRoutes: AreaRoute[] = [
  { path: 'customer/cv/:id', page: CvBuilderPage, loading: 'page' },
  { path: 'cv/s/:token', page: SharedCvPage, loading: 'content' },
];

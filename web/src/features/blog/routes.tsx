import type { AreaRoute } from '@/components/layout/route-page';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';

const BlogListPage = lazyWithTimeout(() => import('@/features/blog/pages/blog-list-page'));
const BlogTagPage = lazyWithTimeout(() => import('@/features/blog/pages/blog-tag-page'));
const BlogArticlePage = lazyWithTimeout(() => import('@/features/blog/pages/blog-article-page'));

/** The blog list, a tag's articles and an article (SPEC section 2, job-Article included). */
export const blogRoutes: AreaRoute[] = [
  { path: 'blogs', page: BlogListPage, loading: 'content' },
  { path: 'blogs/tag/:tag', page: BlogTagPage, loading: 'content' },
  { path: 'blogs/:id', page: BlogArticlePage, loading: 'content' },
  { path: 'blogs/:id/:blogSlug', page: BlogArticlePage, loading: 'content' },
  { path: 'job-Article', page: BlogArticlePage, loading: 'content' },
];

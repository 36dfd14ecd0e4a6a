import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import { useAppSelector } from '@/app/hooks';
import { selectBlog } from '@/features/blog/blog-slice';
import type { BlogPost } from '@/features/blog/types';
import { categoryListPath, tagPagePath } from '@/features/blog/list-params';
import { blogPath } from '@/lib/paths';
import '@/features/blog/texts';

function PostLinks({ id, title, posts }: { id: string; title: string; posts: BlogPost[] }) {
  const { t } = useTranslation('blog');
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-base font-bold text-gray-900">
        {title}
      </h2>
      <ol className="space-y-2">
        {posts.map((post) => (
          <li key={post.id} className="text-sm">
            <Link to={blogPath(post.id, post.slug)} className="font-medium text-teal-800 underline-offset-2 hover:underline">
              {post.title}
            </Link>
            <span className="block text-xs text-gray-600">{t('post.views', { count: post.views })}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The list's sidebar: the most viewed and the newest articles, the categories with their counts
 * and the tags; the chosen category and tags are marked.
 */
export function BlogSidebar({ activeCategories, activeTags }: { activeCategories: string[]; activeTags: string[] }) {
  const { t } = useTranslation('blog');
  const { popularPosts, recentPosts, categories, tags } = useAppSelector(selectBlog);
  return (
    <div className="space-y-6 rounded-2xl border border-gray-200 bg-white p-4">
      <PostLinks id="blog-popular" title={t('sidebar.popular')} posts={popularPosts} />
      <PostLinks id="blog-recent" title={t('sidebar.recent')} posts={recentPosts} />
      {categories.length > 0 ? (
        <section aria-labelledby="blog-categories" className="space-y-2">
          <h2 id="blog-categories" className="text-base font-bold text-gray-900">
            {t('sidebar.categories')}
          </h2>
          <ul className="space-y-1">
            {categories.map((category) => {
              const active = activeCategories.includes(category.slug);
              return (
                <li key={category.id}>
                  <Link
                    to={categoryListPath(category.slug)}
                    aria-current={active ? 'page' : undefined}
                    className={`flex min-h-11 items-center justify-between gap-2 rounded-lg px-2 text-sm hover:bg-gray-50 ${active ? 'bg-teal-50 font-semibold text-teal-900' : 'text-gray-800'}`}
                  >
                    <span>{category.name}</span>
                    <span className="text-xs text-gray-600">{t('sidebar.count', { count: category.postCount })}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {tags.length > 0 ? (
        <section aria-labelledby="blog-tags" className="space-y-2">
          <h2 id="blog-tags" className="text-base font-bold text-gray-900">
            {t('sidebar.tags')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {tags.map((tag) => {
              const active = activeTags.includes(tag.slug);
              return (
                <li key={tag.id}>
                  <Link
                    to={tagPagePath(tag.slug)}
                    aria-current={active ? 'page' : undefined}
                    className={`inline-flex min-h-11 items-center rounded-full border px-3 text-sm ${active ? 'border-teal-700 bg-teal-50 font-semibold text-teal-900' : 'border-gray-300 text-gray-800 hover:bg-gray-50'}`}
                  >
                    #{tag.name}
                    <span className="sr-only">{` (${t('sidebar.count', { count: tag.postCount })})`}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

import { useTranslation } from '@/i18n/react';
import type { BlogPost } from '@/features/blog/types';
import { formatDate } from '@/lib/format';
import '@/features/blog/texts';

/** An article's byline: author, publication date and read time. */
export function PostByline({ post, className = '' }: { post: BlogPost; className?: string }) {
  const { t, i18n } = useTranslation('blog');
  return (
    <p className={`flex flex-wrap gap-x-3 gap-y-1 text-sm text-gray-600 ${className}`}>
      <span>{t('post.by', { name: post.author.name })}</span>
      {post.publishedAt ? <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, i18n.language)}</time> : null}
      <span>{t('post.readTime', { count: post.readTime })}</span>
    </p>
  );
}

/** Views, likes and comments of an article. */
export function PostCounts({ post, className = '' }: { post: BlogPost; className?: string }) {
  const { t } = useTranslation('blog');
  return (
    <ul className={`flex flex-wrap gap-x-3 gap-y-1 text-sm text-gray-600 ${className}`} aria-label={t('post.counts')}>
      <li>{t('post.views', { count: post.views })}</li>
      <li>{t('post.likes', { count: post.likesCount })}</li>
      <li>{t('post.comments', { count: post.commentsCount })}</li>
    </ul>
  );
}

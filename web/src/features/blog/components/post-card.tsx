import { memo } from 'react';
import { useTranslation } from '@/i18n/react';
import { Link } from '@/lib/link';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { PostByline, PostCounts } from '@/features/blog/components/post-meta';
import { Snippet } from '@/features/blog/components/snippet';
import type { BlogPost, ViewMode } from '@/features/blog/types';
import { blogPath } from '@/lib/paths';
import '@/features/blog/texts';

/**
 * An article in a list: cover, category, title, byline, excerpt (or a search's snippet) and counts.
 * The lead card (the list's first with a cover) loads its cover at once and first: on a phone it is
 * the largest picture of the first screen. The others load as they come near the screen. A card is
 * drawn again only when its props change, not with every redraw of its list's page.
 */
export const PostCard = memo(function PostCard({
  post,
  view = 'grid',
  headingLevel = 'h3',
  lead = false,
}: {
  post: BlogPost;
  view?: ViewMode;
  headingLevel?: 'h2' | 'h3';
  lead?: boolean;
}) {
  const { t } = useTranslation('blog');
  const Heading = headingLevel;
  const grid = view === 'grid';
  return (
    <article
      className={`relative flex h-full overflow-hidden rounded-2xl border border-gray-200 bg-white transition-shadow focus-within:ring-2 focus-within:ring-teal-700 hover:border-teal-200 hover:shadow-md ${
        grid ? 'flex-col' : 'flex-col sm:flex-row'
      }`}
    >
      <div className={grid ? '' : 'sm:w-56 sm:shrink-0'}>
        {post.coverImage ? (
          <ResponsiveImage
            src={post.coverImage}
            alt=""
            width={16}
            height={9}
            sizes={grid ? '(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw' : '(min-width: 640px) 224px, 100vw'}
            preload={lead}
            className="w-full"
          />
        ) : (
          <div aria-hidden="true" className="aspect-video w-full bg-gradient-to-br from-teal-700 to-teal-900" />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2 p-4">
        {post.category ? <p className="text-xs font-semibold tracking-wide text-teal-800 uppercase">{post.category.name}</p> : null}
        <Heading className="text-lg leading-snug font-semibold text-gray-900">
          <Link to={blogPath(post.id, post.slug)} className="after:absolute after:inset-0 focus-visible:outline-none">
            {post.title}
          </Link>
        </Heading>
        <PostByline post={post} />
        <p className="text-sm text-gray-700">{post.snippet ? <Snippet html={post.snippet} /> : post.excerpt}</p>
        <PostCounts post={post} className="mt-auto pt-1" />
        {post.featured ? <span className="sr-only">{t('post.featured')}</span> : null}
      </div>
    </article>
  );
});

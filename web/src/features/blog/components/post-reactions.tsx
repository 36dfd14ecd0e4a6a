import { useTranslation } from '@/i18n/react';
import { useLocation } from 'react-router';
import { Link } from '@/lib/link';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { Button, buttonClasses } from '@/components/ui/button';
import { selectIsReactionPending } from '@/features/blog/blog-slice';
import { bookmarkPost, likePost, unbookmarkPost, unlikePost } from '@/features/blog/blog-thunks';
import { BookmarkIcon, HeartIcon } from '@/features/blog/components/blog-icons';
import type { BlogPost } from '@/features/blog/types';
import { useReader } from '@/features/blog/use-reader';
import '@/features/blog/texts';

/**
 * Like and save an article, with its number of likes. A visitor is asked to sign in (and comes
 * back to the article afterwards); an admin sees the count only.
 */
export function PostReactions({ post }: { post: BlogPost }) {
  const { t } = useTranslation('blog');
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { customerId, admin } = useReader();
  const pending = useAppSelector((state) => selectIsReactionPending(state, post.id));
  const likes = <span className="text-sm text-gray-700">{t('post.likes', { count: post.likesCount })}</span>;

  if (customerId === null) {
    return (
      <div className="flex flex-wrap items-center gap-3" data-testid="post-reactions">
        {admin ? null : (
          <Link to="/customer/login" state={{ from: location.pathname }} className={buttonClasses('secondary', 'md', 'whitespace-normal text-center')}>
            <HeartIcon className="size-5" />
            {t('reactions.signIn')}
          </Link>
        )}
        {likes}
      </div>
    );
  }

  async function run(kind: 'like' | 'bookmark') {
    const on = kind === 'like' ? post.isLiked : post.isBookmarked;
    const thunk = kind === 'like' ? (on ? unlikePost : likePost) : on ? unbookmarkPost : bookmarkPost;
    const result = await dispatch(thunk(post.id));
    if (thunk.rejected.match(result)) {
      const failure = result.payload;
      const fallback = t(kind === 'like' ? (on ? 'errors.unlike' : 'errors.like') : on ? 'errors.unbookmark' : 'errors.bookmark');
      dispatch(toastAdded({ type: 'error', message: failure?.fromServer ? failure.message : fallback }));
    } else if (kind === 'bookmark') {
      dispatch(toastAdded({ type: 'success', message: t(on ? 'reactions.unsavedToast' : 'reactions.savedToast') }));
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="post-reactions">
      <Button variant={post.isLiked ? 'primary' : 'secondary'} aria-pressed={post.isLiked} disabled={pending} onClick={() => void run('like')}>
        <HeartIcon className="size-5" filled={post.isLiked} />
        {post.isLiked ? t('reactions.liked') : t('reactions.like')}
      </Button>
      {likes}
      <Button variant={post.isBookmarked ? 'primary' : 'secondary'} aria-pressed={post.isBookmarked} disabled={pending} onClick={() => void run('bookmark')}>
        <BookmarkIcon className="size-5" filled={post.isBookmarked} />
        {post.isBookmarked ? t('reactions.saved') : t('reactions.save')}
      </Button>
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Link } from '@/lib/link';
import '@/features/blog/texts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageBody } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { DocumentIcon } from '@/components/ui/icons';
import { ListSkeleton, LoadError } from '@/components/ui/list-states';
import { ResponsiveImage } from '@/components/ui/responsive-image';
import { recordReading, selectBlog } from '@/features/blog/blog-slice';
import { BLOG_MESSAGES, fetchJobArticle, fetchPost, fetchRelatedPosts, recordView } from '@/features/blog/blog-thunks';
import { PostByline, PostCounts } from '@/features/blog/components/post-meta';
import { PostCard } from '@/features/blog/components/post-card';
import { PostComments } from '@/features/blog/components/post-comments';
import { PostReactions } from '@/features/blog/components/post-reactions';
import { ReadingProgress } from '@/features/blog/components/reading-progress';
import { failureOf } from '@/features/blog/failure';
import { categoryListPath, tagPagePath } from '@/features/blog/list-params';
import type { BlogPost } from '@/features/blog/types';
import { claimPostView } from '@/features/blog/view-tracker';
import { blogPath } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The id in /blogs/:id, or null when it is not a positive whole number. */
function postIdOf(value: string | undefined): number | null {
  if (!value || !/^\d{1,15}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/**
 * /blogs/:id, /blogs/:id/:blogSlug and /job-Article. The id decides the article (the slug is
 * cosmetic: an old or missing one is replaced by the current one). /job-Article shows the newest
 * featured article, else the newest, as the server's page head for it does.
 */
export default function BlogArticlePage() {
  const { t } = useTranslation('blog');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const params = useParams();
  const jobArticle = params.id === undefined;
  const id = jobArticle ? null : postIdOf(params.id);
  const state = useAppSelector(selectBlog);
  // /job-Article does not know its article's id before the answer: it shows the article once it
  // has come, and keeps showing it while the same one is asked for again (the page the server drew
  // asks again as it mounts, answered at once).
  const [jobArticleId, setJobArticleId] = useState<number | null>(null);
  const settledJobArticle = jobArticle && state.currentStatus === 'succeeded' ? (state.currentPost?.id ?? null) : null;
  if (settledJobArticle !== null && settledJobArticle !== jobArticleId) setJobArticleId(settledJobArticle);
  const shownJobArticle = state.currentPost !== null && (settledJobArticle !== null || state.currentPost.id === jobArticleId);
  const post = state.currentPost && (jobArticle ? shownJobArticle : state.currentPost.id === id) ? state.currentPost : null;

  useDocumentTitle(post ? post.title : t('title'));

  useEffect(() => {
    if (jobArticle) {
      const request = dispatch(fetchJobArticle());
      return () => request.abort();
    }
    if (id === null) return;
    const request = dispatch(fetchPost(id));
    return () => request.abort();
  }, [dispatch, id, jobArticle]);

  // The canonical address carries the article's current slug.
  const slug = post?.slug;
  useEffect(() => {
    if (jobArticle || !slug || id === null || params.blogSlug === slug) return;
    navigate(`${blogPath(id, slug)}${location.search}${location.hash}`, { replace: true });
  }, [jobArticle, slug, params.blogSlug, id, navigate, location.search, location.hash]);

  const notFound = (!jobArticle && id === null) || (state.currentStatus === 'failed' && state.currentErrorStatus === 404);
  if (notFound) {
    return (
      <PageBody>
        <EmptyState
          headingLevel="h1"
          icon={<DocumentIcon className="size-7" />}
          title={t('notFound.title')}
          actions={
            <Link to="/blogs" className={buttonClasses('primary')}>
              {t('notFound.back')}
            </Link>
          }
        >
          <p>{t('notFound.message')}</p>
        </EmptyState>
      </PageBody>
    );
  }

  if (!post || (state.currentStatus === 'loading' && post.content === undefined)) {
    return (
      <PageBody>
        <h1 className="sr-only">{t('title')}</h1>
        {state.currentStatus === 'failed' ? (
          <LoadError
            failure={failureOf(state.currentError, BLOG_MESSAGES.fetchPostFailed)}
            fallback={t('errors.fetchPost')}
            onRetry={() => void (jobArticle || id === null ? dispatch(fetchJobArticle()) : dispatch(fetchPost(id)))}
          />
        ) : (
          <ListSkeleton label={t('article.loading')} rows={3} />
        )}
      </PageBody>
    );
  }

  return <ArticleView post={post} />;
}

function ArticleView({ post }: { post: BlogPost }) {
  const { t } = useTranslation('blog');
  const dispatch = useAppDispatch();
  const body = useRef<HTMLDivElement>(null);
  const related = useAppSelector((state) => selectBlog(state).recommendedPosts);

  // Once per article shown: the reading history, and a view once per visit.
  useEffect(() => {
    dispatch(recordReading(post));
    if (claimPostView(post.id)) void dispatch(recordView(post.id));
    // Only a new article counts, not a change of its counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, post.id]);

  const categorySlug = post.category?.slug ?? null;
  useEffect(() => {
    const request = dispatch(fetchRelatedPosts({ id: post.id, category: categorySlug }));
    return () => request.abort();
  }, [dispatch, post.id, categorySlug]);

  return (
    <>
      <ReadingProgress postId={post.id} target={body} />
      <article>
        <PageBody className="space-y-6">
          <nav aria-label={t('article.breadcrumb')} className="text-sm">
            <Link to="/blogs" className="text-teal-800 underline-offset-2 hover:underline">
              {t('title')}
            </Link>
            {post.category ? (
              <>
                <span aria-hidden="true" className="mx-2 text-gray-500">
                  /
                </span>
                <Link to={categoryListPath(post.category.slug)} className="text-teal-800 underline-offset-2 hover:underline">
                  {post.category.name}
                </Link>
              </>
            ) : null}
          </nav>
          <header className="mx-auto max-w-3xl space-y-3">
            <h1 className="text-2xl font-bold tracking-tight break-words text-gray-900 sm:text-4xl">{post.title}</h1>
            {post.excerpt ? <p className="text-lg text-gray-700">{post.excerpt}</p> : null}
            <PostByline post={post} />
            <PostCounts post={post} />
          </header>
          {post.coverImage ? (
            <ResponsiveImage
              src={post.coverImage}
              alt=""
              width={16}
              height={9}
              sizes="(min-width: 1200px) 1152px, 100vw"
              preload
              className="mx-auto max-w-5xl rounded-2xl"
            />
          ) : null}
          <div
            ref={body}
            className="prose-page mx-auto break-words [&_blockquote]:my-4 [&_blockquote]:border-l-4 [&_blockquote]:border-teal-700 [&_blockquote]:pl-4 [&_blockquote]:italic [&_code]:rounded [&_code]:bg-gray-100 [&_code]:px-1 [&_h4]:mt-4 [&_h4]:font-semibold [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-xl [&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-gray-900 [&_pre]:p-4 [&_pre]:text-gray-100 [&_pre_code]:bg-transparent"
            data-testid="post-content"
            // Cleaned on the server (bluemonday, docs/openapi.yaml PostInput): no scripts, handlers or styles.
            dangerouslySetInnerHTML={{ __html: post.content ?? '' }}
          />
          <footer className="mx-auto max-w-3xl space-y-4 border-t border-gray-200 pt-4">
            {post.tags.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label={t('article.tags')}>
                {post.tags.map((tag) => (
                  <li key={tag.id}>
                    <Link to={tagPagePath(tag.slug)} className="inline-flex min-h-11 items-center rounded-full border border-gray-300 px-3 text-sm text-gray-800 hover:bg-gray-50">
                      #{tag.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
            <PostReactions post={post} />
          </footer>
          <div className="mx-auto max-w-3xl">
            <PostComments post={post} />
          </div>
          {related.length > 0 ? (
            <section aria-labelledby="related-posts" className="space-y-3">
              <h2 id="related-posts" className="text-xl font-bold text-gray-900">
                {t('article.related')}
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {related.map((item) => (
                  <li key={item.id}>
                    <PostCard post={item} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </PageBody>
      </article>
    </>
  );
}

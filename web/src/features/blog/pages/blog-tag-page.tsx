import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '@/lib/link';
import '@/features/blog/texts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { DocumentIcon } from '@/components/ui/icons';
import { EmptyList, ListSkeleton, LoadError, Pager } from '@/components/ui/list-states';
import { selectBlog } from '@/features/blog/blog-slice';
import { BLOG_MESSAGES, fetchTagPosts, fetchTags } from '@/features/blog/blog-thunks';
import { PostCard } from '@/features/blog/components/post-card';
import { failureOf } from '@/features/blog/failure';
import { readListParams } from '@/features/blog/list-params';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /blogs/tag/{slug}: the articles with one tag, newest first (GET /blogs/tag/{t}), a page of its
 * own that readers and search engines land on from an article's tags and the sidebar.
 */
export default function BlogTagPage() {
  const { t } = useTranslation('blog');
  const dispatch = useAppDispatch();
  const { tag: slug = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = readListParams(params).page;
  const state = useAppSelector(selectBlog);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const request = dispatch(fetchTagPosts({ tag: slug, page }));
    return () => request.abort();
  }, [dispatch, slug, page, attempt]);

  useEffect(() => {
    const request = dispatch(fetchTags());
    return () => request.abort();
  }, [dispatch]);

  // The tag's name: from the list of tags, else from the posts that carry it.
  const name =
    state.tags.find((tag) => tag.slug === slug)?.name ??
    state.posts.flatMap((post) => post.tags).find((tag) => tag.slug === slug)?.name ??
    null;
  const notFound = state.listStatus === 'failed' && state.listErrorStatus === 404;
  const title = notFound ? t('tagPage.notFoundTitle') : name ? t('tagPage.title', { name }) : t('title');
  useDocumentTitle(title);

  if (notFound) {
    return (
      <PageBody>
        <EmptyState
          headingLevel="h1"
          icon={<DocumentIcon className="size-7" />}
          title={title}
          actions={
            <Link to="/blogs" className={buttonClasses('primary')}>
              {t('tagPage.allArticles')}
            </Link>
          }
        >
          <p>{t('tagPage.notFoundMessage')}</p>
        </EmptyState>
      </PageBody>
    );
  }

  const { posts } = state;
  const leadId = posts.find((post) => post.coverImage)?.id;
  return (
    <>
      <PageHeader title={title} intro={name ? t('tagPage.intro', { name }) : undefined}>
        <Link to="/blogs" className={`${buttonClasses('secondary')} mt-5`}>
          {t('tagPage.allArticles')}
        </Link>
      </PageHeader>
      <PageBody className="space-y-4">
        <h2 className="text-xl font-bold text-gray-900">
          {state.listStatus === 'succeeded' ? t('results.filtered', { count: state.pagination.total }) : t('loading')}
        </h2>
        {state.listStatus === 'failed' ? (
          <LoadError
            failure={failureOf(state.listError, BLOG_MESSAGES.fetchPostsFailed)}
            fallback={t('errors.fetchPosts')}
            onRetry={() => setAttempt((value) => value + 1)}
          />
        ) : state.listStatus !== 'succeeded' ? (
          <ListSkeleton label={t('loading')} rows={4} />
        ) : posts.length === 0 ? (
          <EmptyList
            title={t('tagPage.emptyTitle')}
            action={
              <Link to="/blogs" className={buttonClasses('secondary')}>
                {t('tagPage.allArticles')}
              </Link>
            }
          />
        ) : (
          <>
            <ul className={state.viewMode === 'grid' ? 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3' : 'flex flex-col gap-4'}>
              {posts.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} view={state.viewMode} lead={post.id === leadId} />
                </li>
              ))}
            </ul>
            <Pager
              page={state.pagination.page}
              totalPages={state.pagination.totalPages}
              onChange={(next) => setParams(next > 1 ? new URLSearchParams({ page: String(next) }) : new URLSearchParams())}
            />
          </>
        )}
      </PageBody>
    </>
  );
}

/**
 * The blog in the admin dashboard: the posts (drafts and published, with search and pages),
 * writing and editing one, publishing, deleting with a confirmation, a preview as readers will
 * see it, the categories and tags, and the blog's figures.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { FormField, SelectField } from '@/components/ui/form-field';
import { EmptyList, ListSkeleton, LoadError, Pager } from '@/components/ui/list-states';
import type { PostStatusFilter } from '@/features/blog/admin-api';
import { ArticlePreview } from '@/features/blog/admin/article-preview';
import { BLOG_ADMIN_MESSAGES, deletePost, fetchAdminPost, fetchAdminPosts, setPostPublished } from '@/features/blog/admin/blog-admin-thunks';
import { PostEditor } from '@/features/blog/admin/post-editor';
import { StatsPanel } from '@/features/blog/admin/stats-panel';
import { TermsPanel, useTerms } from '@/features/blog/admin/terms-panel';
import type { BlogPost } from '@/features/blog/types';
import { toApiFailure } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { useRemote } from '@/lib/use-remote';
import '@/features/blog/admin/texts';

type View = 'posts' | 'terms' | 'stats';

export default function BlogAdminPanel() {
  const { t } = useTranslation('blog-admin');
  const [view, setView] = useState<View>('posts');
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const terms = useTerms();

  const views: { id: View; label: string }[] = [
    { id: 'posts', label: t('views.posts') },
    { id: 'terms', label: t('views.terms') },
    { id: 'stats', label: t('views.stats') },
  ];

  return (
    <section aria-labelledby="blog-admin-title" className="space-y-4">
      <h2 id="blog-admin-title" className="text-xl font-bold text-gray-900">
        {t('title')}
      </h2>
      {editing === null ? (
        <>
          <nav aria-label={t('views.label')} className="flex flex-wrap gap-2">
            {views.map((item) => (
              <Button key={item.id} variant={view === item.id ? 'primary' : 'secondary'} size="sm" aria-current={view === item.id ? 'page' : undefined} onClick={() => setView(item.id)}>
                {item.label}
              </Button>
            ))}
          </nav>
          {view === 'posts' ? <PostList onEdit={setEditing} /> : null}
          {view === 'terms' ? <TermsPanel terms={terms} /> : null}
          {view === 'stats' ? <StatsPanel /> : null}
        </>
      ) : (
        <PostEditor postId={editing === 'new' ? null : editing} terms={terms} onClose={() => setEditing(null)} />
      )}
    </section>
  );
}

function StatusBadge({ published }: { published: boolean }) {
  const { t } = useTranslation('blog-admin');
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${published ? 'bg-green-50 text-green-800 ring-green-200' : 'bg-amber-50 text-amber-900 ring-amber-200'}`}
    >
      {published ? t('status.published') : t('status.draft')}
    </span>
  );
}

function PostList({ onEdit }: { onEdit: (id: number | 'new') => void }) {
  const { t, i18n } = useTranslation('blog-admin');
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<PostStatusFilter>('all');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<number | null>(null);
  const [toDelete, setToDelete] = useState<BlogPost | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [previewing, setPreviewing] = useState<BlogPost | null>(null);
  const key = `${status}|${q}|${page}`;
  const { state, retry, update } = useRemote(
    () => dispatch(fetchAdminPosts({ status, q, page })).unwrap(),
    key,
    BLOG_ADMIN_MESSAGES.fetchPostsFailed,
  );

  function submitSearch(event: FormEvent) {
    event.preventDefault();
    setQ(search.trim());
    setPage(1);
  }

  async function togglePublished(post: BlogPost) {
    setBusy(post.id);
    const result = await dispatch(setPostPublished({ id: post.id, published: !post.published }));
    setBusy(null);
    if (setPostPublished.fulfilled.match(result)) {
      const changed = result.payload.value;
      update((list) => ({ ...list, data: list.data.map((item) => (item.id === changed.id ? { ...item, ...changed } : item)) }));
      dispatch(toastAdded({ type: 'success', message: changed.published ? t('toasts.published') : t('toasts.unpublished') }));
    } else {
      const failure = toApiFailure(result.payload, BLOG_ADMIN_MESSAGES.updateFailed);
      dispatch(toastAdded({ type: 'error', message: failure.fromServer ? failure.message : t('toasts.updateFailed') }));
    }
  }

  async function confirmDelete() {
    if (!toDelete) return;
    setDeleting(true);
    const result = await dispatch(deletePost(toDelete.id));
    setDeleting(false);
    if (deletePost.fulfilled.match(result)) {
      dispatch(toastAdded({ type: 'success', message: t('toasts.deleted') }));
      setToDelete(null);
      retry();
    } else {
      const failure = toApiFailure(result.payload, BLOG_ADMIN_MESSAGES.deleteFailed);
      dispatch(toastAdded({ type: 'error', message: failure.fromServer ? failure.message : t('toasts.deleteFailed') }));
    }
  }

  async function preview(post: BlogPost) {
    const result = await dispatch(fetchAdminPost(post.id));
    if (fetchAdminPost.fulfilled.match(result)) setPreviewing(result.payload);
    else {
      const failure = toApiFailure(result.payload, BLOG_ADMIN_MESSAGES.fetchPostFailed);
      dispatch(toastAdded({ type: 'error', message: failure.fromServer ? failure.message : t('toasts.fetchPostFailed') }));
    }
  }

  const list = state.data;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <form role="search" onSubmit={submitSearch} className="flex min-w-0 flex-1 basis-64 items-end gap-2">
          <FormField label={t('list.search')} type="search" value={search} onChange={(event) => setSearch(event.target.value)} className="min-w-0 flex-1" />
          <Button type="submit" variant="secondary">
            {t('list.searchButton')}
          </Button>
        </form>
        <SelectField
          label={t('list.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as PostStatusFilter);
            setPage(1);
          }}
          className="basis-40"
        >
          <option value="all">{t('list.statusAll')}</option>
          <option value="published">{t('status.published')}</option>
          <option value="draft">{t('status.draft')}</option>
        </SelectField>
        <Button onClick={() => onEdit('new')}>{t('list.new')}</Button>
      </div>
      {state.status === 'error' && !list ? (
        <LoadError failure={state.failure} fallback={BLOG_ADMIN_MESSAGES.fetchPostsFailed} onRetry={retry} />
      ) : !list ? (
        <ListSkeleton label={t('list.loading')} rows={3} />
      ) : list.data.length === 0 ? (
        <EmptyList title={q ? t('list.noMatch') : t('list.empty')} />
      ) : (
        <>
          <p className="text-sm text-gray-700" aria-live="polite">
            {t('list.count', { count: list.pagination.total })}
          </p>
          <ul className="space-y-3" aria-label={t('list.label')}>
            {list.data.map((post) => (
              <li key={post.id} className="rounded-2xl border border-gray-200 bg-white p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0 flex-1">
                    <h3 className="font-semibold break-words text-gray-900">{post.title}</h3>
                    <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-700">
                      <StatusBadge published={post.published} />
                      {post.featured ? <span className="font-medium text-teal-800">{t('list.featured')}</span> : null}
                      {post.category ? <span>{post.category.name}</span> : null}
                      <span>
                        {post.published && post.publishedAt
                          ? t('list.publishedOn', { date: formatDate(post.publishedAt, i18n.language) })
                          : t('list.updatedOn', { date: formatDate(post.updatedAt, i18n.language) })}
                      </span>
                    </p>
                    <p className="mt-1 text-sm text-gray-700">
                      {t('list.figures', { views: post.views, likes: post.likesCount, comments: post.commentsCount })}
                    </p>
                  </div>
                </div>
                <div className="mt-3 flex flex-wrap gap-2">
                  <Button size="sm" variant="secondary" onClick={() => onEdit(post.id)} aria-label={t('list.editPost', { title: post.title })}>
                    {t('list.edit')}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => void preview(post)} aria-label={t('list.previewPost', { title: post.title })}>
                    {t('list.preview')}
                  </Button>
                  <Button
                    size="sm"
                    variant={post.published ? 'secondary' : 'primary'}
                    disabled={busy === post.id}
                    onClick={() => void togglePublished(post)}
                    aria-label={post.published ? t('list.unpublishPost', { title: post.title }) : t('list.publishPost', { title: post.title })}
                  >
                    {post.published ? t('list.unpublish') : t('list.publish')}
                  </Button>
                  <Button size="sm" variant="danger" onClick={() => setToDelete(post)} aria-label={t('list.deletePost', { title: post.title })}>
                    {t('list.delete')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          <Pager page={list.pagination.page} totalPages={list.pagination.totalPages} onChange={setPage} disabled={state.status === 'loading'} />
        </>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t('delete.title')}
        confirmLabel={t('delete.confirm')}
        busyLabel={t('delete.busy')}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      >
        <p>{t('delete.body', { title: toDelete?.title ?? '' })}</p>
      </ConfirmDialog>
      <Dialog open={previewing !== null} onClose={() => setPreviewing(null)} title={t('preview.title')} className="max-w-3xl">
        {previewing ? (
          <ArticlePreview
            article={{
              title: previewing.title,
              excerpt: previewing.excerpt,
              content: previewing.content ?? '',
              cover: previewing.coverImage,
              category: previewing.category?.name ?? '',
              tags: previewing.tags.map((tag) => tag.name),
              author: previewing.author.name,
            }}
          />
        ) : null}
      </Dialog>
    </div>
  );
}

import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { useLocation } from 'react-router';
import { Link } from '@/lib/link';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { Button, buttonClasses, SubmitButton } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextareaField } from '@/components/ui/form-field';
import { EmptyList, ListSkeleton, LoadError } from '@/components/ui/list-states';
import { selectPostComments } from '@/features/blog/blog-slice';
import { addComment, BLOG_MESSAGES, deleteComment, fetchComments, updateComment } from '@/features/blog/blog-thunks';
import { failureOf } from '@/features/blog/failure';
import type { BlogComment, BlogPost } from '@/features/blog/types';
import { COMMENT_MAX_LENGTH } from '@/features/blog/types';
import { useReader } from '@/features/blog/use-reader';
import type { ApiFailure } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import '@/features/blog/texts';

/** A comment's text as typed, checked as the server checks it (1 to 2,000 characters). */
function useCommentText(initial: string) {
  const { t } = useTranslation('blog');
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  function check(): string | null {
    const trimmed = text.trim();
    const problem = trimmed === '' ? t('comments.empty') : [...trimmed].length > COMMENT_MAX_LENGTH ? t('comments.tooLong', { max: COMMENT_MAX_LENGTH }) : null;
    setError(problem);
    return problem ? null : trimmed;
  }
  return { text, setText, error, setError, check };
}

function CommentField({ label, value, error, onChange, autoFocus }: { label: string; value: string; error: string | null; onChange: (value: string) => void; autoFocus?: boolean }) {
  const { t } = useTranslation('blog');
  const length = [...value].length;
  return (
    <TextareaField
      label={label}
      value={value}
      error={error ?? undefined}
      hint={t('comments.counter', { count: length, max: COMMENT_MAX_LENGTH })}
      maxLength={COMMENT_MAX_LENGTH}
      required
      autoFocus={autoFocus}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** The server's message when it gave one, else the translated fallback. */
function messageFor(failure: ApiFailure | undefined, fallback: string): string {
  return failure?.fromServer ? failure.message : fallback;
}

function NewComment({ postId }: { postId: number }) {
  const { t } = useTranslation('blog');
  const dispatch = useAppDispatch();
  const field = useCommentText('');
  const [busy, setBusy] = useState(false);
  const formId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = field.check();
    if (text === null) return;
    setBusy(true);
    const result = await dispatch(addComment({ postId, text }));
    setBusy(false);
    if (addComment.fulfilled.match(result)) {
      field.setText('');
      dispatch(toastAdded({ type: 'success', message: t('comments.added') }));
    } else {
      const message = messageFor(result.payload, t('errors.addComment'));
      field.setError(result.payload?.fieldErrors[0]?.message ?? message);
      dispatch(toastAdded({ type: 'error', message }));
    }
  }

  return (
    <form aria-labelledby={formId} onSubmit={(event) => void submit(event)} noValidate className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4">
      <h3 id={formId} className="font-semibold text-gray-900">
        {t('comments.write')}
      </h3>
      <CommentField label={t('comments.label')} value={field.text} error={field.error} onChange={field.setText} />
      <SubmitButton busy={busy} busyText={t('comments.posting')}>
        {t('comments.post')}
      </SubmitButton>
    </form>
  );
}

function EditComment({ comment, onDone }: { comment: BlogComment; onDone: () => void }) {
  const { t } = useTranslation('blog');
  const dispatch = useAppDispatch();
  const field = useCommentText(comment.text);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const text = field.check();
    if (text === null) return;
    setBusy(true);
    const result = await dispatch(updateComment({ postId: comment.postId, commentId: comment.id, text }));
    setBusy(false);
    if (updateComment.fulfilled.match(result)) {
      dispatch(toastAdded({ type: 'success', message: t('comments.updated') }));
      onDone();
    } else {
      const message = messageFor(result.payload, t('errors.updateComment'));
      field.setError(result.payload?.fieldErrors[0]?.message ?? message);
      dispatch(toastAdded({ type: 'error', message }));
    }
  }

  return (
    <form aria-label={t('comments.editLabel')} onSubmit={(event) => void submit(event)} noValidate className="mt-2 space-y-3">
      <CommentField label={t('comments.editField')} value={field.text} error={field.error} onChange={field.setText} autoFocus />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={busy} busyText={t('comments.saving')} size="sm">
          {t('comments.save')}
        </SubmitButton>
        <Button variant="secondary" size="sm" onClick={onDone} disabled={busy}>
          {t('comments.cancel')}
        </Button>
      </div>
    </form>
  );
}

/**
 * An article's comments: oldest first, ten at a time with "load more"; the reader's new comments
 * go first (SPEC section 4), right under the form. Their author edits and deletes them (an admin
 * may delete any). Shown as plain text with their line breaks.
 */
export function PostComments({ post }: { post: BlogPost }) {
  const { t, i18n } = useTranslation('blog');
  const dispatch = useAppDispatch();
  const location = useLocation();
  const { customerId, admin } = useReader();
  const comments = useAppSelector((state) => selectPostComments(state, post.id));
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<BlogComment | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const request = dispatch(fetchComments({ postId: post.id }));
    return () => request.abort();
  }, [dispatch, post.id]);

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    const result = await dispatch(deleteComment({ postId: post.id, commentId: deleting.id }));
    setBusy(false);
    setDeleting(null);
    if (deleteComment.fulfilled.match(result)) dispatch(toastAdded({ type: 'success', message: t('comments.deleted') }));
    else dispatch(toastAdded({ type: 'error', message: messageFor(result.payload, t('errors.deleteComment')) }));
  }

  const items = comments?.items ?? [];
  const loading = comments?.status === 'loading';

  return (
    <section aria-labelledby="post-comments" className="space-y-4">
      <h2 id="post-comments" className="text-xl font-bold text-gray-900">
        {t('comments.title', { count: post.commentsCount })}
      </h2>
      {customerId !== null ? (
        <NewComment postId={post.id} />
      ) : admin ? null : (
        <div className="rounded-2xl border border-gray-200 bg-gray-50 p-4 text-sm text-gray-700">
          <p>{t('comments.signInText')}</p>
          <Link to="/customer/login" state={{ from: location.pathname }} className={buttonClasses('primary', 'md', 'mt-3 whitespace-normal text-center')}>
            {t('comments.signIn')}
          </Link>
        </div>
      )}
      {comments?.status === 'failed' && items.length === 0 ? (
        <LoadError
          failure={failureOf(comments.error, BLOG_MESSAGES.fetchCommentsFailed)}
          fallback={t('errors.fetchComments')}
          onRetry={() => void dispatch(fetchComments({ postId: post.id }))}
        />
      ) : !comments || (loading && items.length === 0) ? (
        <ListSkeleton label={t('comments.loading')} rows={2} />
      ) : items.length === 0 ? (
        <EmptyList title={t('comments.emptyTitle')}>{t('comments.emptyMessage')}</EmptyList>
      ) : (
        <>
          <ul className="space-y-3" aria-label={t('comments.listLabel')}>
            {items.map((comment) => {
              const own = customerId !== null && comment.author.id === customerId;
              return (
                <li key={comment.id}>
                  <article className="rounded-2xl border border-gray-200 bg-white p-4" aria-label={t('comments.by', { name: comment.author.name })}>
                    <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
                      <span className="font-semibold text-gray-900">{comment.author.name}</span>
                      <time dateTime={comment.createdAt} className="text-gray-600">
                        {formatDate(comment.createdAt, i18n.language)}
                      </time>
                      {comment.edited ? <span className="text-gray-600">{t('comments.edited')}</span> : null}
                    </p>
                    {editing === comment.id ? (
                      <EditComment comment={comment} onDone={() => setEditing(null)} />
                    ) : (
                      <p className="mt-2 break-words whitespace-pre-line text-gray-800">{comment.text}</p>
                    )}
                    {(own || admin) && editing !== comment.id ? (
                      <div className="mt-3 flex gap-2">
                        {own ? (
                          <Button variant="secondary" size="sm" onClick={() => setEditing(comment.id)}>
                            {t('comments.edit')}
                          </Button>
                        ) : null}
                        <Button variant="ghost" size="sm" onClick={() => setDeleting(comment)}>
                          {t('comments.delete')}
                        </Button>
                      </div>
                    ) : null}
                  </article>
                </li>
              );
            })}
          </ul>
          {comments.status === 'failed' ? (
            <LoadError
              failure={failureOf(comments.error, BLOG_MESSAGES.fetchCommentsFailed)}
              fallback={t('errors.fetchComments')}
              onRetry={() => void dispatch(fetchComments({ postId: post.id, page: comments.page + 1 }))}
            />
          ) : comments.page < comments.totalPages ? (
            <Button variant="secondary" disabled={loading} aria-busy={loading || undefined} onClick={() => void dispatch(fetchComments({ postId: post.id, page: comments.page + 1 }))}>
              {loading ? t('comments.loading') : t('comments.loadMore')}
            </Button>
          ) : null}
        </>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('comments.deleteTitle')}
        confirmLabel={t('comments.delete')}
        busyLabel={t('comments.deleting')}
        busy={busy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('comments.deleteText')}</p>
      </ConfirmDialog>
    </section>
  );
}

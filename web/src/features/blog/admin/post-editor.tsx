/**
 * Writing or editing a post: title, excerpt, category, tags, featured, a cover (checked before it
 * is sent, previewed, uploaded with a progress bar) and the text in the rich-text editor, which is
 * fetched only here. A new post is saved as a draft or published at once; a preview shows it as
 * readers will see it. The server's field messages are shown beside the fields.
 */
import { Suspense, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField, FormMessage, SelectField, TextareaField } from '@/components/ui/form-field';
import { ListSkeleton, LoadError } from '@/components/ui/list-states';
import { UploadProgress } from '@/components/ui/upload-progress';
import type { PostFormInput } from '@/features/blog/admin-api';
import { ArticlePreview } from '@/features/blog/admin/article-preview';
import { BLOG_ADMIN_MESSAGES, createPost, fetchAdminPost, updatePost, uploadPostImage } from '@/features/blog/admin/blog-admin-thunks';
import type { Terms } from '@/features/blog/admin/terms-panel';
import type { BlogPost } from '@/features/blog/types';
import { toApiFailure, type ApiFailure } from '@/lib/api-error';
import { lazyWithTimeout } from '@/lib/lazy-with-timeout';
import { useRemote } from '@/lib/use-remote';
import '@/features/blog/admin/texts';

const RichTextEditor = lazyWithTimeout(() => import('@/features/blog/admin/rich-text-editor'));

/** The server's limits (internal/jobportal/blog.go) and the cover's (5 MB; JPEG, PNG or WebP). */
export const POST_LIMITS = { title: 200, excerpt: 500, tags: 10, coverBytes: 5 * 1024 * 1024 } as const;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

type Field = 'title' | 'excerpt' | 'content' | 'categoryId' | 'tagIds' | 'coverImage';
type Errors = Partial<Record<Field, string>>;

export function PostEditor({ postId, terms, onClose }: { postId: number | null; terms: Terms; onClose: () => void }) {
  const { t } = useTranslation('blog-admin');
  const dispatch = useAppDispatch();
  const { state, retry } = useRemote<BlogPost | null>(
    () => (postId === null ? Promise.resolve(null) : dispatch(fetchAdminPost(postId)).unwrap()),
    `post-${postId ?? 'new'}`,
    BLOG_ADMIN_MESSAGES.fetchPostFailed,
  );
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-gray-900">{postId === null ? t('form.newTitle') : t('form.editTitle')}</h3>
        <Button variant="secondary" size="sm" onClick={onClose}>
          {t('form.back')}
        </Button>
      </div>
      {state.status === 'error' ? (
        <LoadError failure={state.failure} fallback={BLOG_ADMIN_MESSAGES.fetchPostFailed} onRetry={retry} />
      ) : state.status === 'loading' ? (
        <ListSkeleton label={t('loading')} rows={3} />
      ) : (
        <PostForm post={state.data} terms={terms} onClose={onClose} />
      )}
    </div>
  );
}

function PostForm({ post, terms, onClose }: { post: BlogPost | null; terms: Terms; onClose: () => void }) {
  const { t } = useTranslation('blog-admin');
  const dispatch = useAppDispatch();
  const ids = useId();
  const [title, setTitle] = useState(post?.title ?? '');
  const [excerpt, setExcerpt] = useState(post?.excerpt ?? '');
  const [categoryId, setCategoryId] = useState<number | null>(post?.category?.id ?? null);
  const [tagIds, setTagIds] = useState<number[]>(post?.tags.map((tag) => tag.id) ?? []);
  const [featured, setFeatured] = useState(post?.featured ?? false);
  const [cover, setCover] = useState<File | null>(null);
  const [removeCover, setRemoveCover] = useState(false);
  const [content, setContent] = useState(post?.content ?? '');
  const [contentEmpty, setContentEmpty] = useState(!(post?.content ?? '').replace(/<[^>]*>/g, '').trim() && !/<img/.test(post?.content ?? ''));
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const coverUrl = useMemo(() => (cover ? URL.createObjectURL(cover) : ''), [cover]);
  useEffect(() => () => (coverUrl ? URL.revokeObjectURL(coverUrl) : undefined), [coverUrl]);
  const shownCover = coverUrl || (removeCover ? '' : (post?.coverImage ?? ''));
  const categories = terms.categories.data ?? [];
  const tags = terms.tags.data ?? [];
  const contentLabelId = `${ids}-content`;
  const contentErrorId = `${ids}-content-error`;

  function chooseCover(file: File | null) {
    setErrors((current) => ({ ...current, coverImage: undefined }));
    if (file && !IMAGE_TYPES.includes(file.type)) {
      setErrors((current) => ({ ...current, coverImage: t('form.coverType') }));
      setCover(null);
      return;
    }
    if (file && file.size > POST_LIMITS.coverBytes) {
      setErrors((current) => ({ ...current, coverImage: t('form.coverSize') }));
      setCover(null);
      return;
    }
    setCover(file);
    if (file) setRemoveCover(false);
  }

  function validate(): Errors {
    const found: Errors = {};
    if (!title.trim()) found.title = t('form.titleRequired');
    else if (title.trim().length > POST_LIMITS.title) found.title = t('form.titleLong', { max: POST_LIMITS.title });
    if (excerpt.trim().length > POST_LIMITS.excerpt) found.excerpt = t('form.excerptLong', { max: POST_LIMITS.excerpt });
    if (contentEmpty) found.content = t('form.contentRequired');
    if (tagIds.length > POST_LIMITS.tags) found.tagIds = t('form.tooManyTags', { max: POST_LIMITS.tags });
    if (errors.coverImage) found.coverImage = errors.coverImage;
    return found;
  }

  function focusFirstError() {
    requestAnimationFrame(() => {
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      invalid?.focus();
    });
  }

  function serverErrors(failure: ApiFailure) {
    const found: Errors = {};
    for (const problem of failure.fieldErrors) {
      if (['title', 'excerpt', 'content', 'categoryId', 'tagIds', 'coverImage'].includes(problem.field)) found[problem.field as Field] = problem.message;
    }
    setErrors(found);
    setFormError(failure.fromServer ? failure.message : '');
    if (Object.keys(found).length) focusFirstError();
  }

  async function save(publish?: boolean) {
    const found = validate();
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length) {
      focusFirstError();
      return;
    }
    const input: PostFormInput = {
      title,
      excerpt,
      content,
      categoryId,
      tagIds,
      featured,
      ...(publish === undefined ? {} : { published: publish }),
      coverImage: cover,
      removeCoverImage: removeCover && !cover,
    };
    setProgress(0);
    const result = post ? await dispatch(updatePost({ id: post.id, input, onProgress: setProgress })) : await dispatch(createPost({ input, onProgress: setProgress }));
    setProgress(null);
    if (result.meta.requestStatus === 'fulfilled') {
      dispatch(toastAdded({ type: 'success', message: t(post ? 'toasts.updated' : 'toasts.created') }));
      onClose();
      return;
    }
    const failure = toApiFailure(result.payload, post ? BLOG_ADMIN_MESSAGES.updateFailed : BLOG_ADMIN_MESSAGES.createFailed);
    dispatch(toastAdded({ type: 'error', message: t(post ? 'toasts.updateFailed' : 'toasts.createFailed') }));
    serverErrors(failure);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void save(post ? undefined : false);
  }

  async function uploadImage(file: File, onProgress: (percent: number) => void): Promise<string | null> {
    if (!IMAGE_TYPES.includes(file.type) || file.size > POST_LIMITS.coverBytes) {
      dispatch(toastAdded({ type: 'error', message: t('form.imageInvalid') }));
      return null;
    }
    const result = await dispatch(uploadPostImage({ file, onProgress }));
    if (uploadPostImage.fulfilled.match(result)) return result.payload;
    const failure = toApiFailure(result.payload, '');
    dispatch(toastAdded({ type: 'error', message: failure.fromServer ? failure.message : t('form.imageFailed') }));
    return null;
  }

  function toggleTag(id: number) {
    setTagIds((current) => (current.includes(id) ? current.filter((value) => value !== id) : [...current, id]));
  }

  const saving = progress !== null;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="space-y-4 rounded-2xl border border-gray-200 bg-white p-4" aria-label={post ? t('form.editTitle') : t('form.newTitle')}>
      {formError ? <FormMessage tone="error">{formError}</FormMessage> : null}
      <FormField label={t('form.title')} value={title} onChange={(event) => setTitle(event.target.value)} error={errors.title} required maxLength={POST_LIMITS.title} />
      <TextareaField label={t('form.excerpt')} hint={t('form.excerptHint')} value={excerpt} onChange={(event) => setExcerpt(event.target.value)} error={errors.excerpt} rows={3} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('form.category')}
          value={categoryId === null ? '' : String(categoryId)}
          onChange={(event) => setCategoryId(event.target.value ? Number(event.target.value) : null)}
          error={errors.categoryId}
        >
          <option value="">{t('form.noCategory')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <label className="flex min-h-11 items-center gap-3 self-end text-sm font-medium text-gray-900">
          <input type="checkbox" checked={featured} onChange={(event) => setFeatured(event.target.checked)} className="size-5 accent-teal-700" />
          {t('form.featured')}
        </label>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-900">{t('form.tags')}</legend>
        {tags.length === 0 ? (
          <p className="text-sm text-gray-700">{t('form.noTags')}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {tags.map((tag) => (
              <label key={tag.id} className="flex min-h-11 items-center gap-2 rounded-full border border-gray-300 px-3 text-sm text-gray-900 has-checked:border-teal-700 has-checked:bg-teal-50">
                <input type="checkbox" checked={tagIds.includes(tag.id)} onChange={() => toggleTag(tag.id)} className="size-4 accent-teal-700" />
                {tag.name}
              </label>
            ))}
          </div>
        )}
        {errors.tagIds ? <p className="text-sm font-medium text-red-700">{errors.tagIds}</p> : null}
      </fieldset>
      <div className="space-y-2">
        <FormField
          type="file"
          label={t('form.cover')}
          hint={t('form.imageHint')}
          accept={IMAGE_TYPES.join(',')}
          onChange={(event) => chooseCover(event.target.files?.[0] ?? null)}
          error={errors.coverImage}
          className="[&_input]:py-2"
        />
        {shownCover ? (
          <div className="flex flex-wrap items-end gap-3">
            <img src={shownCover} alt={t('form.coverPreview')} className="h-28 w-auto max-w-full rounded-lg border border-gray-200 object-cover" />
            {post?.coverImage && !cover ? (
              <Button size="sm" variant="secondary" onClick={() => setRemoveCover(true)}>
                {t('form.removeCover')}
              </Button>
            ) : null}
          </div>
        ) : null}
        {removeCover && !cover ? <p className="text-sm text-gray-700">{t('form.coverRemoved')}</p> : null}
      </div>
      <div className="space-y-1.5">
        <span id={contentLabelId} className="text-sm font-medium text-gray-900">
          {t('form.content')}
        </span>
        <Suspense fallback={<ListSkeleton label={t('editor.loading')} rows={2} />}>
          <RichTextEditor
            initialContent={post?.content ?? ''}
            labelledBy={contentLabelId}
            describedBy={errors.content ? contentErrorId : undefined}
            invalid={Boolean(errors.content)}
            onChange={(html, isEmpty) => {
              setContent(html);
              setContentEmpty(isEmpty);
            }}
            uploadImage={uploadImage}
          />
        </Suspense>
        {errors.content ? (
          <p id={contentErrorId} className="text-sm font-medium text-red-700">
            {errors.content}
          </p>
        ) : null}
      </div>
      {saving && cover ? <UploadProgress percent={progress} label={t('form.uploading')} /> : null}
      <div className="flex flex-wrap gap-2">
        {post ? (
          <Button type="submit" disabled={saving}>
            {saving ? t('form.saving') : t('form.saveChanges')}
          </Button>
        ) : (
          <>
            <Button type="button" disabled={saving} onClick={() => void save(true)}>
              {t('form.publish')}
            </Button>
            <Button type="submit" variant="secondary" disabled={saving}>
              {t('form.saveDraft')}
            </Button>
          </>
        )}
        <Button variant="secondary" onClick={() => setPreviewOpen(true)}>
          {t('form.preview')}
        </Button>
        <Button variant="ghost" onClick={onClose} disabled={saving}>
          {t('cancel')}
        </Button>
      </div>
      <Dialog open={previewOpen} onClose={() => setPreviewOpen(false)} title={t('preview.title')} className="max-w-3xl">
        <ArticlePreview
          article={{
            title: title.trim(),
            excerpt: excerpt.trim(),
            content,
            cover: shownCover,
            category: categories.find((category) => category.id === categoryId)?.name ?? '',
            tags: tags.filter((tag) => tagIds.includes(tag.id)).map((tag) => tag.name),
            author: post?.author.name ?? t('preview.you'),
          }}
        />
      </Dialog>
    </form>
  );
}

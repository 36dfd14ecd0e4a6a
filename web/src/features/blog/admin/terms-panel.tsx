/**
 * The blog's categories and tags: the lists (shared with the post form), and creating, renaming
 * and deleting them. A category some post is in cannot be deleted: the server's 409 message is
 * shown as an error toast.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { useAppDispatch } from '@/app/hooks';
import { toastAdded } from '@/app/ui-slice';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { ListSkeleton, LoadError } from '@/components/ui/list-states';
import type { TermKind } from '@/features/blog/admin-api';
import { BLOG_ADMIN_MESSAGES, createTerm, deleteTerm, fetchCategories, fetchTags, updateTerm } from '@/features/blog/admin/blog-admin-thunks';
import type { BlogCategory, BlogTag } from '@/features/blog/types';
import { toApiFailure } from '@/lib/api-error';
import { useRemote, type RemoteState } from '@/lib/use-remote';
import '@/features/blog/admin/texts';

export interface Terms {
  categories: RemoteState<BlogCategory[]>;
  tags: RemoteState<BlogTag[]>;
  reload: (kind: TermKind) => void;
}

/** The categories and the tags, loaded once for the panel; a failure is SPEC's toast. */
export function useTerms(): Terms {
  const dispatch = useAppDispatch();
  const categories = useRemote(() => dispatch(fetchCategories()).unwrap(), 'categories', BLOG_ADMIN_MESSAGES.fetchCategoriesFailed);
  const tags = useRemote(() => dispatch(fetchTags()).unwrap(), 'tags', BLOG_ADMIN_MESSAGES.fetchTagsFailed);
  const categoriesFailed = categories.state.status === 'error';
  const tagsFailed = tags.state.status === 'error';
  useEffect(() => {
    if (categoriesFailed) dispatch(toastAdded({ type: 'error', message: BLOG_ADMIN_MESSAGES.fetchCategoriesFailed }));
  }, [categoriesFailed, dispatch]);
  useEffect(() => {
    if (tagsFailed) dispatch(toastAdded({ type: 'error', message: BLOG_ADMIN_MESSAGES.fetchTagsFailed }));
  }, [tagsFailed, dispatch]);
  const reloadCategories = categories.retry;
  const reloadTags = tags.retry;
  return {
    categories: categories.state,
    tags: tags.state,
    reload: (kind) => (kind === 'categories' ? reloadCategories() : reloadTags()),
  };
}

export function TermsPanel({ terms }: { terms: Terms }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <TermList kind="categories" state={terms.categories} reload={() => terms.reload('categories')} />
      <TermList kind="tags" state={terms.tags} reload={() => terms.reload('tags')} />
    </div>
  );
}

function TermList({ kind, state, reload }: { kind: TermKind; state: RemoteState<(BlogCategory | BlogTag)[]>; reload: () => void }) {
  const { t } = useTranslation('blog-admin');
  const dispatch = useAppDispatch();
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [renameError, setRenameError] = useState('');
  const [toDelete, setToDelete] = useState<BlogCategory | BlogTag | null>(null);
  const [deleting, setDeleting] = useState(false);
  const headingId = `terms-${kind}`;
  const fallback = t('terms.changeFailed');

  function failed(payload: unknown) {
    const failure = toApiFailure(payload, fallback);
    dispatch(toastAdded({ type: 'error', message: failure.fromServer ? failure.message : fallback }));
    return failure;
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) {
      setError(t('terms.nameRequired'));
      return;
    }
    setError('');
    setSaving(true);
    const result = await dispatch(createTerm({ kind, input: { name } }));
    setSaving(false);
    if (createTerm.fulfilled.match(result)) {
      dispatch(toastAdded({ type: 'success', message: t(`terms.created.${kind}`) }));
      setName('');
      reload();
    } else {
      const failure = failed(result.payload);
      setError(failure.fieldErrors[0]?.message ?? failure.message);
    }
  }

  async function rename(event: FormEvent) {
    event.preventDefault();
    if (!renaming) return;
    if (!renaming.name.trim()) {
      setRenameError(t('terms.nameRequired'));
      return;
    }
    setSaving(true);
    const result = await dispatch(updateTerm({ kind, id: renaming.id, input: { name: renaming.name } }));
    setSaving(false);
    if (updateTerm.fulfilled.match(result)) {
      dispatch(toastAdded({ type: 'success', message: t(`terms.renamed.${kind}`) }));
      setRenaming(null);
      reload();
    } else {
      const failure = failed(result.payload);
      setRenameError(failure.fieldErrors[0]?.message ?? failure.message);
    }
  }

  async function remove() {
    if (!toDelete) return;
    setDeleting(true);
    const result = await dispatch(deleteTerm({ kind, id: toDelete.id }));
    setDeleting(false);
    setToDelete(null);
    if (deleteTerm.fulfilled.match(result)) {
      dispatch(toastAdded({ type: 'success', message: t(`terms.deleted.${kind}`) }));
      reload();
    } else {
      failed(result.payload);
    }
  }

  return (
    <section aria-labelledby={headingId} className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4">
      <h3 id={headingId} className="text-lg font-semibold text-gray-900">
        {t(`terms.title.${kind}`)}
      </h3>
      <form onSubmit={(event) => void create(event)} className="flex flex-wrap items-end gap-2" noValidate>
        <FormField
          label={t(`terms.newName.${kind}`)}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={error || undefined}
          maxLength={kind === 'tags' ? 40 : 60}
          className="min-w-0 flex-1 basis-48"
        />
        <Button type="submit" disabled={saving}>
          {t('terms.add')}
        </Button>
      </form>
      {state.status === 'error' && !state.data ? (
        <LoadError failure={state.failure} fallback={kind === 'tags' ? BLOG_ADMIN_MESSAGES.fetchTagsFailed : BLOG_ADMIN_MESSAGES.fetchCategoriesFailed} onRetry={reload} />
      ) : !state.data ? (
        <ListSkeleton label={t('loading')} rows={2} />
      ) : state.data.length === 0 ? (
        <p className="text-sm text-gray-700">{t(`terms.empty.${kind}`)}</p>
      ) : (
        <ul className="divide-y divide-gray-100" aria-labelledby={headingId}>
          {state.data.map((term) => (
            <li key={term.id} className="py-2">
              {renaming?.id === term.id ? (
                <form onSubmit={(event) => void rename(event)} className="flex flex-wrap items-end gap-2" noValidate>
                  <FormField
                    label={t('terms.renameLabel', { name: term.name })}
                    value={renaming.name}
                    onChange={(event) => setRenaming({ id: term.id, name: event.target.value })}
                    error={renameError || undefined}
                    autoFocus
                    className="min-w-0 flex-1 basis-48"
                  />
                  <Button type="submit" size="sm" disabled={saving}>
                    {t('terms.save')}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setRenaming(null)}>
                    {t('cancel')}
                  </Button>
                </form>
              ) : (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 break-words text-gray-900">
                    {term.name} <span className="text-sm text-gray-600">({t('terms.posts', { count: term.postCount })})</span>
                  </span>
                  <span className="flex gap-2">
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => {
                        setRenameError('');
                        setRenaming({ id: term.id, name: term.name });
                      }}
                      aria-label={t('terms.renameLabel', { name: term.name })}
                    >
                      {t('terms.rename')}
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => setToDelete(term)} aria-label={t('terms.deleteLabel', { name: term.name })}>
                      {t('terms.delete')}
                    </Button>
                  </span>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toDelete !== null}
        title={t(`terms.deleteTitle.${kind}`)}
        confirmLabel={t('terms.delete')}
        busyLabel={t('delete.busy')}
        busy={deleting}
        onConfirm={() => void remove()}
        onCancel={() => setToDelete(null)}
      >
        <p>{t(`terms.deleteBody.${kind}`, { name: toDelete?.name ?? '' })}</p>
      </ConfirmDialog>
    </section>
  );
}

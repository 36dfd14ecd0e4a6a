import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/react';
import { useSearchParams } from 'react-router';
import { Link } from '@/lib/link';
import '@/features/blog/texts';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageBody, PageHeader } from '@/components/layout/page-header';
import { Button, buttonClasses } from '@/components/ui/button';
import { FormField, SelectField } from '@/components/ui/form-field';
import { SearchIcon } from '@/components/ui/icons';
import { EmptyList, ListSkeleton, LoadError, Pager } from '@/components/ui/list-states';
import { selectBlog, setShowFilters, setShowSidebar, setSort, setViewMode } from '@/features/blog/blog-slice';
import { BLOG_MESSAGES, fetchCategories, fetchPopularPosts, fetchPosts, fetchRecentPosts, fetchTags, searchPosts } from '@/features/blog/blog-thunks';
import { BlogSidebar } from '@/features/blog/components/blog-sidebar';
import { PostCard } from '@/features/blog/components/post-card';
import { failureOf } from '@/features/blog/failure';
import { isListFiltered, listQuery, listSearch, readListParams, type BlogListParams, type BlogSortName } from '@/features/blog/list-params';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /blogs: the article list. The search, category, tag, sort and page live in the address, so a
 * list can be shared and the back button steps through it; the view (grid or list), the filters'
 * panel and the sidebar are the state's viewMode, showFilters and showSidebar.
 */
export default function BlogListPage() {
  const { t } = useTranslation('blog');
  useDocumentTitle(t('title'));
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const list = readListParams(params);
  const key = listSearch(list);
  const state = useAppSelector(selectBlog);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const query = listQuery(readListParams(new URLSearchParams(key)));
    const request = query.q ? dispatch(searchPosts(query)) : dispatch(fetchPosts(query));
    return () => request.abort();
  }, [dispatch, key, attempt]);

  useEffect(() => {
    const requests = [dispatch(fetchPopularPosts()), dispatch(fetchRecentPosts()), dispatch(fetchCategories()), dispatch(fetchTags())];
    return () => requests.forEach((request) => request.abort());
  }, [dispatch]);

  const order = listQuery(list);
  useEffect(() => {
    if (state.sortBy !== order.sortBy || state.sortOrder !== order.sortOrder) dispatch(setSort({ sortBy: order.sortBy, sortOrder: order.sortOrder }));
  }, [dispatch, order.sortBy, order.sortOrder, state.sortBy, state.sortOrder]);

  function go(next: BlogListParams) {
    setParams(new URLSearchParams(listSearch(next)));
  }


  const filtered = isListFiltered(list);
  const posts = list.q ? state.searchResults : state.posts;
  // The first cover is the largest picture of a phone's first screen (PostCard's lead).
  const leadId = posts.find((post) => post.coverImage)?.id;
  const sorts: BlogSortName[] = list.q ? ['relevance', 'newest', 'views', 'likes', 'title'] : ['newest', 'views', 'likes', 'title'];
  const sortValue = list.sort ?? (list.q ? 'relevance' : 'newest');
  const fallback = list.q ? BLOG_MESSAGES.searchFailed : BLOG_MESSAGES.fetchPostsFailed;

  return (
    <>
      <PageHeader title={t('title')} intro={t('intro')} />
      <PageBody className="space-y-6">
        <SearchBar key={list.q} initial={list.q} onSearch={(q) => go({ ...list, q, sort: null, page: 1 })} />

        <div className="flex flex-wrap items-end gap-3">
          <Button variant="secondary" aria-expanded={state.showFilters} aria-controls="blog-filters" onClick={() => dispatch(setShowFilters(!state.showFilters))}>
            {state.showFilters ? t('filters.hide') : t('filters.show')}
          </Button>
          <SelectField
            label={t('sort.label')}
            className="min-w-44"
            value={sortValue}
            onChange={(event) => go({ ...list, sort: event.target.value as BlogSortName, page: 1 })}
          >
            {sorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </SelectField>
          <div role="group" aria-label={t('view.label')} className="flex gap-1 sm:ml-auto">
            {(['grid', 'list'] as const).map((mode) => (
              <Button key={mode} variant={state.viewMode === mode ? 'primary' : 'secondary'} size="sm" aria-pressed={state.viewMode === mode} onClick={() => dispatch(setViewMode(mode))}>
                {t(`view.${mode}`)}
              </Button>
            ))}
          </div>
          <Button variant="secondary" size="sm" aria-expanded={state.showSidebar} aria-controls="blog-sidebar" onClick={() => dispatch(setShowSidebar(!state.showSidebar))}>
            {state.showSidebar ? t('sidebar.hide') : t('sidebar.show')}
          </Button>
        </div>

        {state.showFilters ? (
          <div id="blog-filters" className="grid gap-3 rounded-2xl border border-gray-200 bg-white p-4 sm:grid-cols-2">
            <SelectField
              label={t('filters.category')}
              value={list.categories[0] ?? ''}
              onChange={(event) => go({ ...list, categories: event.target.value ? [event.target.value] : [], page: 1 })}
            >
              <option value="">{t('filters.allCategories')}</option>
              {state.categories.map((category) => (
                <option key={category.id} value={category.slug}>
                  {t('filters.option', { name: category.name, count: category.postCount })}
                </option>
              ))}
            </SelectField>
            <SelectField label={t('filters.tag')} value={list.tags[0] ?? ''} onChange={(event) => go({ ...list, tags: event.target.value ? [event.target.value] : [], page: 1 })}>
              <option value="">{t('filters.allTags')}</option>
              {state.tags.map((tag) => (
                <option key={tag.id} value={tag.slug}>
                  {t('filters.option', { name: tag.name, count: tag.postCount })}
                </option>
              ))}
            </SelectField>
          </div>
        ) : null}

        <div className={state.showSidebar ? 'grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]' : ''}>
          <section aria-labelledby="blog-results" className="min-w-0 space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="blog-results" className="text-xl font-bold text-gray-900">
                {list.q
                  ? t('results.search', { q: list.q, count: state.pagination.total })
                  : filtered
                    ? t('results.filtered', { count: state.pagination.total })
                    : t('results.all')}
              </h2>
              {filtered ? (
                <Button variant="ghost" size="sm" onClick={() => go({ q: '', categories: [], tags: [], sort: null, page: 1 })}>
                  {t('filters.clear')}
                </Button>
              ) : null}
            </div>
            {state.listStatus === 'failed' ? (
              <LoadError failure={failureOf(state.listError, fallback)} fallback={t(list.q ? 'errors.search' : 'errors.fetchPosts')} onRetry={() => setAttempt((value) => value + 1)} />
            ) : state.listStatus !== 'succeeded' ? (
              <ListSkeleton label={t('loading')} rows={4} />
            ) : posts.length === 0 ? (
              <EmptyList
                title={filtered ? t('empty.filteredTitle') : t('empty.title')}
                action={
                  filtered ? (
                    <Button variant="secondary" onClick={() => go({ q: '', categories: [], tags: [], sort: null, page: 1 })}>
                      {t('filters.clear')}
                    </Button>
                  ) : (
                    <Link to="/faq" className={buttonClasses('secondary')}>
                      {t('empty.readFaq')}
                    </Link>
                  )
                }
              >
                {filtered ? (
                  t('empty.filteredMessage')
                ) : (
                  <>
                    <p>{t('empty.message')}</p>
                    <p>{t('empty.hint')}</p>
                  </>
                )}
              </EmptyList>
            ) : (
              <>
                <ul className={state.viewMode === 'grid' ? 'grid gap-4 sm:grid-cols-2 xl:grid-cols-3' : 'flex flex-col gap-4'}>
                  {posts.map((post) => (
                    <li key={post.id}>
                      <PostCard post={post} view={state.viewMode} lead={post.id === leadId} />
                    </li>
                  ))}
                </ul>
                <Pager page={state.pagination.page} totalPages={state.pagination.totalPages} onChange={(page) => go({ ...list, page })} />
              </>
            )}
          </section>
          {state.showSidebar ? (
            <aside id="blog-sidebar" aria-label={t('sidebar.label')}>
              <BlogSidebar activeCategories={list.categories} activeTags={list.tags} />
            </aside>
          ) : null}
        </div>
      </PageBody>
    </>
  );
}

function SearchBar({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('blog');
  const [text, setText] = useState(initial);
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form role="search" aria-label={t('search.label')} onSubmit={submit} className="flex items-end gap-2">
      <FormField label={t('search.label')} type="search" value={text} maxLength={200} onChange={(event) => setText(event.target.value)} placeholder={t('search.placeholder')} className="flex-1" />
      <Button type="submit" aria-label={t('search.submit')}>
        <SearchIcon className="size-5" aria-hidden="true" />
        <span className="hidden sm:inline">{t('search.submit')}</span>
      </Button>
    </form>
  );
}

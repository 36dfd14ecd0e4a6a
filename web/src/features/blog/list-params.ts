/**
 * The /blogs list's state in the address: q, category and tag (each repeatable, by slug), sort
 * and page. Values at their defaults are left out and unknown ones dropped, so a shared or
 * hand-edited address always asks the server for something it takes.
 */
import { NO_BLOG_FILTERS } from '@/features/blog/blog-slice';
import type { BlogQuery, BlogSortBy, SortOrder } from '@/features/blog/types';
import { BLOG_PAGE_SIZE } from '@/features/blog/types';

/** The list's orders as the sort menu names them (SPEC sortBy and sortOrder behind each). */
export const BLOG_SORTS = {
  newest: { sortBy: 'publishedAt', sortOrder: 'desc' },
  views: { sortBy: 'views', sortOrder: 'desc' },
  likes: { sortBy: 'likes', sortOrder: 'desc' },
  title: { sortBy: 'title', sortOrder: 'asc' },
  relevance: { sortBy: 'relevance', sortOrder: 'desc' },
} as const satisfies Record<string, { sortBy: BlogSortBy; sortOrder: SortOrder }>;

export type BlogSortName = keyof typeof BLOG_SORTS;

/** The list as the address gives it. */
export interface BlogListParams {
  q: string;
  categories: string[];
  tags: string[];
  /** null: the default (newest, or most relevant when searching). */
  sort: BlogSortName | null;
  page: number;
}

const SLUG = /^[\p{L}\p{N}-]{1,100}$/u;

function slugs(values: string[]): string[] {
  return [...new Set(values.map((value) => value.trim()).filter((value) => SLUG.test(value)))];
}

function isSortName(value: string | null): value is BlogSortName {
  return value !== null && Object.hasOwn(BLOG_SORTS, value);
}

export function readListParams(params: URLSearchParams): BlogListParams {
  const q = (params.get('q') ?? '').trim().slice(0, 200);
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    q,
    categories: slugs(params.getAll('category')),
    tags: slugs(params.getAll('tag')),
    // Relevance needs search words.
    sort: isSortName(sort) && (sort !== 'relevance' || q !== '') && sort !== 'newest' ? sort : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function listSearch(list: BlogListParams): string {
  const params = new URLSearchParams();
  if (list.q) params.set('q', list.q);
  for (const slug of list.categories) params.append('category', slug);
  for (const slug of list.tags) params.append('tag', slug);
  if (list.sort && list.sort !== 'newest') params.set('sort', list.sort);
  if (list.page > 1) params.set('page', String(list.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The query the list page sends (a search when there are words). */
export function listQuery(list: BlogListParams): BlogQuery {
  const order = list.sort ? BLOG_SORTS[list.sort] : list.q ? BLOG_SORTS.relevance : BLOG_SORTS.newest;
  return {
    q: list.q,
    filters: { ...NO_BLOG_FILTERS, categories: list.categories, tags: list.tags },
    sortBy: order.sortBy,
    sortOrder: order.sortOrder,
    page: list.page,
    limit: BLOG_PAGE_SIZE,
  };
}

export function isListFiltered(list: BlogListParams): boolean {
  return list.q !== '' || list.categories.length > 0 || list.tags.length > 0;
}

/** The list address that shows one category's posts. */
export function categoryListPath(slug: string): string {
  return `/blogs${listSearch({ q: '', categories: [slug], tags: [], sort: null, page: 1 })}`;
}

/** A tag's own page, /blogs/tag/{slug}, which readers and search engines land on. */
export function tagPagePath(slug: string): string {
  return `/blogs/tag/${encodeURIComponent(slug)}`;
}

/**
 * The public and customer blog calls of SPEC section 7 ("Blogs"), without any state. Loaded
 * lazily by the area's thunks (app/create-api-thunk), so the HTTP client stays off the start-up bundle.
 * Everything goes through the general channel (the customer token when signed in, so the
 * answers carry the customer's isLiked and isBookmarked).
 */
import { api } from '@/app/api-client';
import { dataOf, listOf } from '@/lib/api-error';
import type {
  BlogCategory,
  BlogComment,
  BlogListAnswer,
  BlogPost,
  BlogQuery,
  BlogTag,
  CommentListAnswer,
  Pagination,
  PostReaction,
} from '@/features/blog/types';
import { BLOG_PAGE_SIZE, COMMENTS_PAGE_SIZE, DEFAULT_BLOG_SORT_BY, DEFAULT_BLOG_SORT_ORDER, READ_TIME_MAX, READ_TIME_MIN } from '@/features/blog/types';

export interface RequestOptions {
  signal?: AbortSignal;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function paginationOf(body: unknown, count: number, limit: number): Pagination {
  const given = isRecord(body) && isRecord(body.pagination) ? body.pagination : {};
  const total = numberOr(given.total, count);
  const size = numberOr(given.limit, limit);
  return {
    page: numberOr(given.page, 1),
    limit: size,
    total,
    totalPages: numberOr(given.totalPages, size > 0 ? Math.ceil(total / size) : 1),
  };
}

function readPostList(body: unknown, limit: number): BlogListAnswer {
  const data = listOf<BlogPost>(body);
  return { data, pagination: paginationOf(body, data.length, limit) };
}

const postPath = (id: number) => `/blogs/${encodeURIComponent(String(id))}`;

/**
 * The query string of a list or search: only what differs from the defaults, in the parameter
 * names of docs/openapi.yaml (categories[], tags[], authors[], dateRange[start], readTime[min]...).
 */
export function blogQueryParams(query: Partial<BlogQuery>): URLSearchParams {
  const params = new URLSearchParams();
  const q = query.q?.trim();
  if (q) params.set('q', q);
  const filters = query.filters;
  if (filters) {
    for (const slug of filters.categories) params.append('categories[]', slug);
    for (const slug of filters.tags) params.append('tags[]', slug);
    for (const id of filters.authors) params.append('authors[]', String(id));
    if (filters.dateRange.start) params.set('dateRange[start]', filters.dateRange.start);
    if (filters.dateRange.end) params.set('dateRange[end]', filters.dateRange.end);
    if (filters.readTime.min > READ_TIME_MIN) params.set('readTime[min]', String(filters.readTime.min));
    if (filters.readTime.max < READ_TIME_MAX) params.set('readTime[max]', String(filters.readTime.max));
    if (filters.featured) params.set('featured', 'true');
  }
  if (query.sortBy && (query.sortBy !== DEFAULT_BLOG_SORT_BY || (query.sortOrder && query.sortOrder !== DEFAULT_BLOG_SORT_ORDER))) {
    params.set('sortBy', query.sortBy);
    if (query.sortOrder) params.set('sortOrder', query.sortOrder);
  }
  if (query.page && query.page > 1) params.set('page', String(query.page));
  params.set('limit', String(query.limit ?? BLOG_PAGE_SIZE));
  return params;
}

/** GET /blogs: a page of published posts (no content). */
export async function fetchPosts(query: Partial<BlogQuery>, options: RequestOptions = {}): Promise<BlogListAnswer> {
  const response = await api.get('/blogs', { params: blogQueryParams(query), signal: options.signal });
  return readPostList(response.data, query.limit ?? BLOG_PAGE_SIZE);
}

/** GET /blogs/search: the same options plus q; each post carries a snippet. */
export async function searchPosts(query: Partial<BlogQuery> & { q: string }, options: RequestOptions = {}): Promise<BlogListAnswer> {
  const response = await api.get('/blogs/search', { params: blogQueryParams(query), signal: options.signal });
  return readPostList(response.data, query.limit ?? BLOG_PAGE_SIZE);
}

/** GET /blogs/featured: the newest featured posts. */
export async function fetchFeaturedPosts(limit: number, options: RequestOptions = {}): Promise<BlogPost[]> {
  const response = await api.get('/blogs/featured', { params: { limit }, signal: options.signal });
  return listOf<BlogPost>(response.data);
}

/** GET /blogs/category/{c}: a category's posts, by its slug. */
export async function fetchPostsByCategory(category: string, query: Partial<BlogQuery> = {}, options: RequestOptions = {}): Promise<BlogListAnswer> {
  const response = await api.get(`/blogs/category/${encodeURIComponent(category)}`, { params: blogQueryParams(query), signal: options.signal });
  return readPostList(response.data, query.limit ?? BLOG_PAGE_SIZE);
}

/** GET /blogs/tag/{t}: the posts with a tag, by its slug. */
export async function fetchPostsByTag(tag: string, query: Partial<BlogQuery> = {}, options: RequestOptions = {}): Promise<BlogListAnswer> {
  const response = await api.get(`/blogs/tag/${encodeURIComponent(tag)}`, { params: blogQueryParams(query), signal: options.signal });
  return readPostList(response.data, query.limit ?? BLOG_PAGE_SIZE);
}

/** GET /blogs/categories: every category with its published posts' count. */
export async function fetchCategories(options: RequestOptions = {}): Promise<BlogCategory[]> {
  const response = await api.get('/blogs/categories', { signal: options.signal });
  return listOf<BlogCategory>(response.data);
}

/** GET /blogs/tags: every tag with its published posts' count. */
export async function fetchTags(options: RequestOptions = {}): Promise<BlogTag[]> {
  const response = await api.get('/blogs/tags', { signal: options.signal });
  return listOf<BlogTag>(response.data);
}

/** GET /blogs/{id}: a published post with its content. */
export async function fetchPost(id: number, options: RequestOptions = {}): Promise<BlogPost> {
  const response = await api.get(postPath(id), { signal: options.signal });
  return dataOf<BlogPost>(response.data);
}

/** The answer of a reaction, "merged with the post id" (SPEC section 7). */
function reactionOf(id: number, body: unknown): PostReaction {
  const data = dataOf<unknown>(body);
  const given = isRecord(data) ? data : {};
  return {
    id,
    likesCount: numberOr(given.likesCount, 0),
    isLiked: given.isLiked === true,
    isBookmarked: given.isBookmarked === true,
  };
}

/** POST /blogs/{id}/like. */
export async function likePost(id: number): Promise<PostReaction> {
  return reactionOf(id, (await api.post(`${postPath(id)}/like`)).data);
}

/** DELETE /blogs/{id}/like. */
export async function unlikePost(id: number): Promise<PostReaction> {
  return reactionOf(id, (await api.delete(`${postPath(id)}/like`)).data);
}

/** POST /blogs/{id}/bookmark. */
export async function bookmarkPost(id: number): Promise<PostReaction> {
  return reactionOf(id, (await api.post(`${postPath(id)}/bookmark`)).data);
}

/** DELETE /blogs/{id}/bookmark. */
export async function unbookmarkPost(id: number): Promise<PostReaction> {
  return reactionOf(id, (await api.delete(`${postPath(id)}/bookmark`)).data);
}

/** GET /user/bookmarked-blogs: the customer's saved articles, most recently saved first. */
export async function fetchBookmarkedPosts(page = 1, options: RequestOptions = {}): Promise<BlogListAnswer> {
  const params = new URLSearchParams({ limit: String(BLOG_PAGE_SIZE) });
  if (page > 1) params.set('page', String(page));
  const response = await api.get('/user/bookmarked-blogs', { params, signal: options.signal });
  return readPostList(response.data, BLOG_PAGE_SIZE);
}

/** POST /blogs/{id}/view: counted on the server in batches. */
export async function recordView(id: number): Promise<void> {
  await api.post(`${postPath(id)}/view`);
}

/** GET /blogs/{id}/comments: oldest first, 10 to a page. */
export async function fetchComments(postId: number, page = 1, options: RequestOptions = {}): Promise<CommentListAnswer> {
  const params = page > 1 ? { page } : {};
  const response = await api.get(`${postPath(postId)}/comments`, { params, signal: options.signal });
  const data = listOf<BlogComment>(response.data);
  return { data, pagination: paginationOf(response.data, data.length, COMMENTS_PAGE_SIZE) };
}

/** POST /blogs/{id}/comments {text}. */
export async function addComment(postId: number, text: string): Promise<BlogComment> {
  const response = await api.post(`${postPath(postId)}/comments`, { text });
  return dataOf<BlogComment>(response.data);
}

/** PUT /blogs/{id}/comments/{commentId} {text}: the author only. */
export async function updateComment(postId: number, commentId: number, text: string): Promise<BlogComment> {
  const response = await api.put(`${postPath(postId)}/comments/${commentId}`, { text });
  return dataOf<BlogComment>(response.data);
}

/** DELETE /blogs/{id}/comments/{commentId}: the author (or an editor). */
export async function deleteComment(postId: number, commentId: number): Promise<void> {
  await api.delete(`${postPath(postId)}/comments/${commentId}`);
}

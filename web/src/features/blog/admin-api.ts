/**
 * The calls of the blog's writers (editors, admins, superadmins), all on the admin channel:
 * posts with their cover (multipart, with upload progress), publishing, categories and tags,
 * the images placed inside articles, and the blog's figures. The public calls are in api.ts.
 */
import type { TransferProgress } from '@/lib/http';
import { adminApi } from '@/app/api-client';
import { dataOf, listOf, messageOf } from '@/lib/api-error';
import type { BlogCategory, BlogPost, BlogTag } from '@/features/blog/types';

export type ProgressCallback = (percent: number) => void;

/** A change the server confirmed, with its message when it gave one. */
export interface Saved<T> {
  value: T;
  message?: string;
}

/** Which posts the writers' list holds (the BlogStatus parameter). */
export type PostStatusFilter = 'all' | 'published' | 'draft';

export interface AdminPostQuery {
  status: PostStatusFilter;
  q: string;
  page: number;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface AdminPostList {
  data: BlogPost[];
  pagination: Pagination;
}

/** A post as the form sends it (PostInput, with the cover as a file). */
export interface PostFormInput {
  title: string;
  excerpt: string;
  /** The editor's HTML. */
  content: string;
  categoryId: number | null;
  tagIds: number[];
  featured: boolean;
  /** Set on creation only: publish at once, or keep a draft. */
  published?: boolean;
  coverImage?: File | null;
  removeCoverImage?: boolean;
}

/** A category or a tag as the writers send it. */
export interface TermInput {
  name: string;
  description?: string;
}

/** A category or a tag with its number of published posts (schema BlogTermCount). */
export interface TermCount {
  id: number;
  name: string;
  slug: string;
  count: number;
}

/** SPEC blogStats, with the posts counted by state. */
export interface BlogStats {
  totalPosts: number;
  publishedPosts: number;
  draftPosts: number;
  totalViews: number;
  totalLikes: number;
  totalComments: number;
  averageReadTime: number;
  topCategories: TermCount[];
  topTags: TermCount[];
}

export interface RequestOptions {
  signal?: AbortSignal;
}

/** SPEC section 9: the blog's page size. */
export const ADMIN_POSTS_PER_PAGE = 12;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function saved<T>(body: unknown): Saved<T> {
  const message = messageOf(body);
  return message === undefined ? { value: dataOf<T>(body) } : { value: dataOf<T>(body), message };
}

const postPath = (id: number) => `/blogs/${encodeURIComponent(String(id))}`;

function uploadConfig(onProgress?: ProgressCallback) {
  return onProgress
    ? {
        onUploadProgress: (event: TransferProgress) => {
          const percent = typeof event.progress === 'number' ? event.progress * 100 : event.total ? (event.loaded / event.total) * 100 : 0;
          onProgress(Math.min(100, Math.round(percent)));
        },
      }
    : {};
}

/** The multipart body of a post: PostInput's fields as text, tagIds repeated, then the cover. */
export function postFormData(input: PostFormInput): FormData {
  const form = new FormData();
  form.append('title', input.title.trim());
  form.append('excerpt', input.excerpt.trim());
  form.append('content', input.content);
  if (input.categoryId !== null) form.append('categoryId', String(input.categoryId));
  for (const id of input.tagIds) form.append('tagIds', String(id));
  form.append('featured', input.featured ? 'true' : 'false');
  if (input.published !== undefined) form.append('published', input.published ? 'true' : 'false');
  if (input.coverImage) form.append('coverImage', input.coverImage);
  else if (input.removeCoverImage) form.append('removeCoverImage', 'true');
  return form;
}

/** GET /blogs?status=...: drafts and published posts for those who write them. */
export async function fetchAdminPosts(query: AdminPostQuery, options: RequestOptions = {}): Promise<AdminPostList> {
  const params = new URLSearchParams({ status: query.status });
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.page > 1) params.set('page', String(query.page));
  const response = await adminApi.get('/blogs', { params, signal: options.signal });
  const data = listOf<BlogPost>(response.data);
  const given = isRecord(response.data) && isRecord(response.data.pagination) ? response.data.pagination : {};
  const total = numberOr(given.total, data.length);
  const limit = numberOr(given.limit, ADMIN_POSTS_PER_PAGE);
  return {
    data,
    pagination: {
      page: numberOr(given.page, query.page),
      limit,
      total,
      totalPages: numberOr(given.totalPages, Math.max(1, Math.ceil(total / limit))),
    },
  };
}

/** GET /blogs/{id}: the whole post, a draft too, with its content. */
export async function fetchAdminPost(id: number, options: RequestOptions = {}): Promise<BlogPost> {
  const response = await adminApi.get(postPath(id), { signal: options.signal });
  return dataOf<BlogPost>(response.data);
}

/** POST /blogs (multipart). */
export async function createPost(input: PostFormInput, onProgress?: ProgressCallback): Promise<Saved<BlogPost>> {
  const response = await adminApi.post('/blogs', postFormData(input), uploadConfig(onProgress));
  return saved<BlogPost>(response.data);
}

/** PUT /blogs/{id} (multipart): the whole post. */
export async function updatePost(id: number, input: PostFormInput, onProgress?: ProgressCallback): Promise<Saved<BlogPost>> {
  const response = await adminApi.put(postPath(id), postFormData(input), uploadConfig(onProgress));
  return saved<BlogPost>(response.data);
}

export async function deletePost(id: number): Promise<void> {
  await adminApi.delete(postPath(id));
}

/** PATCH /blogs/{id}/publish or /unpublish. */
export async function setPostPublished(id: number, published: boolean): Promise<Saved<BlogPost>> {
  const response = await adminApi.patch(`${postPath(id)}/${published ? 'publish' : 'unpublish'}`);
  return saved<BlogPost>(response.data);
}

/** POST /blogs/images: an image to place inside an article; answers its /media path. */
export async function uploadPostImage(file: File, onProgress?: ProgressCallback): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const response = await adminApi.post('/blogs/images', form, uploadConfig(onProgress));
  return dataOf<{ url: string }>(response.data).url;
}

export async function fetchCategories(options: RequestOptions = {}): Promise<BlogCategory[]> {
  const response = await adminApi.get('/blogs/categories', { signal: options.signal });
  return listOf<BlogCategory>(response.data);
}

export async function fetchTags(options: RequestOptions = {}): Promise<BlogTag[]> {
  const response = await adminApi.get('/blogs/tags', { signal: options.signal });
  return listOf<BlogTag>(response.data);
}

/** Which list a term belongs to, and its path. */
export type TermKind = 'categories' | 'tags';

export async function createTerm(kind: TermKind, input: TermInput): Promise<Saved<BlogCategory | BlogTag>> {
  const response = await adminApi.post(`/blogs/${kind}`, kind === 'tags' ? { name: input.name.trim() } : { name: input.name.trim(), description: (input.description ?? '').trim() });
  return saved(response.data);
}

export async function updateTerm(kind: TermKind, id: number, input: TermInput): Promise<Saved<BlogCategory | BlogTag>> {
  const body = kind === 'tags' ? { name: input.name.trim() } : { name: input.name.trim(), description: (input.description ?? '').trim() };
  const response = await adminApi.put(`/blogs/${kind}/${encodeURIComponent(String(id))}`, body);
  return saved(response.data);
}

export async function deleteTerm(kind: TermKind, id: number): Promise<void> {
  await adminApi.delete(`/blogs/${kind}/${encodeURIComponent(String(id))}`);
}

/** GET /blogs/stats. */
export async function fetchBlogStats(options: RequestOptions = {}): Promise<BlogStats> {
  const response = await adminApi.get('/blogs/stats', { signal: options.signal });
  return dataOf<BlogStats>(response.data);
}

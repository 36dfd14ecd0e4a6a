/**
 * The blog writers' calls, made with the shared thunk helper (app/create-api-thunk): admin-api.ts
 * is fetched on the first call, and a failure becomes the server's message or SPEC section 8's
 * text for that call, word for word.
 */
import { apiThunkCreator } from '@/app/create-api-thunk';
import type {
  AdminPostList,
  AdminPostQuery,
  BlogStats,
  PostFormInput,
  ProgressCallback,
  Saved,
  TermInput,
  TermKind,
} from '@/features/blog/admin-api';
import type { BlogCategory, BlogPost, BlogTag } from '@/features/blog/types';

const createBlogAdminThunk = apiThunkCreator(() => import('@/features/blog/admin-api'));

/** SPEC section 8: the blog's texts the writers see. */
export const BLOG_ADMIN_MESSAGES = {
  fetchPostsFailed: 'Failed to fetch blog posts',
  fetchPostFailed: 'Failed to fetch blog post',
  created: 'Blog post created successfully',
  updated: 'Blog post updated successfully',
  deleted: 'Blog post deleted successfully',
  createFailed: 'Failed to create blog post',
  updateFailed: 'Failed to update blog post',
  deleteFailed: 'Failed to delete blog post',
  fetchCategoriesFailed: 'Failed to fetch categories',
  fetchTagsFailed: 'Failed to fetch tags',
} as const;

export const fetchAdminPosts = createBlogAdminThunk(
  'blogAdmin/fetchPosts',
  (api, query: AdminPostQuery, { signal }): Promise<AdminPostList> => api.fetchAdminPosts(query, { signal }),
  BLOG_ADMIN_MESSAGES.fetchPostsFailed,
);

export const fetchAdminPost = createBlogAdminThunk(
  'blogAdmin/fetchPost',
  (api, id: number, { signal }): Promise<BlogPost> => api.fetchAdminPost(id, { signal }),
  BLOG_ADMIN_MESSAGES.fetchPostFailed,
);

export const createPost = createBlogAdminThunk(
  'blogAdmin/createPost',
  (api, { input, onProgress }: { input: PostFormInput; onProgress?: ProgressCallback }): Promise<Saved<BlogPost>> =>
    api.createPost(input, onProgress),
  BLOG_ADMIN_MESSAGES.createFailed,
);

export const updatePost = createBlogAdminThunk(
  'blogAdmin/updatePost',
  (api, { id, input, onProgress }: { id: number; input: PostFormInput; onProgress?: ProgressCallback }): Promise<Saved<BlogPost>> =>
    api.updatePost(id, input, onProgress),
  BLOG_ADMIN_MESSAGES.updateFailed,
);

export const deletePost = createBlogAdminThunk('blogAdmin/deletePost', (api, id: number) => api.deletePost(id), BLOG_ADMIN_MESSAGES.deleteFailed);

/** Publishing is a change of the post: its failure is SPEC's update text. */
export const setPostPublished = createBlogAdminThunk(
  'blogAdmin/setPublished',
  (api, { id, published }: { id: number; published: boolean }): Promise<Saved<BlogPost>> => api.setPostPublished(id, published),
  BLOG_ADMIN_MESSAGES.updateFailed,
);

/** An image placed inside an article; its failure is the server's message, else SPEC's update text. */
export const uploadPostImage = createBlogAdminThunk(
  'blogAdmin/uploadImage',
  (api, { file, onProgress }: { file: File; onProgress?: ProgressCallback }): Promise<string> => api.uploadPostImage(file, onProgress),
  BLOG_ADMIN_MESSAGES.updateFailed,
);

export const fetchCategories = createBlogAdminThunk(
  'blogAdmin/fetchCategories',
  (api, _: void, { signal }): Promise<BlogCategory[]> => api.fetchCategories({ signal }),
  BLOG_ADMIN_MESSAGES.fetchCategoriesFailed,
);

export const fetchTags = createBlogAdminThunk(
  'blogAdmin/fetchTags',
  (api, _: void, { signal }): Promise<BlogTag[]> => api.fetchTags({ signal }),
  BLOG_ADMIN_MESSAGES.fetchTagsFailed,
);


export const createTerm = createBlogAdminThunk(
  'blogAdmin/createTerm',
  (api, { kind, input }: { kind: TermKind; input: TermInput }) => api.createTerm(kind, input),
  'The change could not be saved.',
);

export const updateTerm = createBlogAdminThunk(
  'blogAdmin/updateTerm',
  (api, { kind, id, input }: { kind: TermKind; id: number; input: TermInput }) => api.updateTerm(kind, id, input),
  'The change could not be saved.',
);

export const deleteTerm = createBlogAdminThunk(
  'blogAdmin/deleteTerm',
  (api, { kind, id }: { kind: TermKind; id: number }) => api.deleteTerm(kind, id),
  'The change could not be saved.',
);

export const fetchBlogStats = createBlogAdminThunk(
  'blogAdmin/fetchStats',
  (api, _: void, { signal }): Promise<BlogStats> => api.fetchBlogStats({ signal }),
  'Failed to fetch blog statistics',
);

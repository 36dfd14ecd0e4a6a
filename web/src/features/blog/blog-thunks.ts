/**
 * The blog's public and customer calls, made with the shared thunk helper (app/create-api-thunk),
 * with the fallback messages of SPEC section 8 word for word.
 */
import { apiThunkCreator } from '@/app/create-api-thunk';
import type { BlogCategory, BlogComment, BlogListAnswer, BlogPost, BlogQuery, BlogTag, CommentListAnswer, PostReaction } from '@/features/blog/types';
import { BLOG_PAGE_SIZE } from '@/features/blog/types';

const createBlogThunk = apiThunkCreator(() => import('@/features/blog/api'));

/** SPEC section 8: the fallbacks of the blog calls and the success text of a comment. */
export const BLOG_MESSAGES = {
  fetchPostsFailed: 'Failed to fetch blog posts',
  fetchPostFailed: 'Failed to fetch blog post',
  searchFailed: 'Failed to search blog posts',
  fetchCategoriesFailed: 'Failed to fetch categories',
  fetchTagsFailed: 'Failed to fetch tags',
  fetchCommentsFailed: 'Failed to fetch comments',
  addCommentFailed: 'Failed to add comment',
  likeFailed: 'Failed to like post',
  unlikeFailed: 'Failed to unlike post',
  bookmarkFailed: 'Failed to bookmark post',
  unbookmarkFailed: 'Failed to unbookmark post',
  commentAdded: 'Comment added successfully',
} as const;

/** How many posts the sidebar's popular and recent lists, and the related posts, show. */
export const SIDEBAR_COUNT = 5;
export const RELATED_COUNT = 3;

export const fetchPosts = createBlogThunk(
  'blog/fetchPosts',
  (api, query: Partial<BlogQuery>, { signal }): Promise<BlogListAnswer> => api.fetchPosts(query, { signal }),
  BLOG_MESSAGES.fetchPostsFailed,
);

export const searchPosts = createBlogThunk(
  'blog/searchPosts',
  (api, query: Partial<BlogQuery> & { q: string }, { signal }): Promise<BlogListAnswer> => api.searchPosts(query, { signal }),
  BLOG_MESSAGES.searchFailed,
);

export interface TagPostsArgs {
  /** The tag's slug. */
  tag: string;
  page: number;
}

/** GET /blogs/tag/{t}: a page of the posts with a tag, newest first, for the tag's own page. */
export const fetchTagPosts = createBlogThunk(
  'blog/fetchTagPosts',
  (api, { tag, page }: TagPostsArgs, { signal }): Promise<BlogListAnswer> => api.fetchPostsByTag(tag, { page, limit: BLOG_PAGE_SIZE }, { signal }),
  BLOG_MESSAGES.fetchPostsFailed,
);

export const fetchFeaturedPosts = createBlogThunk(
  'blog/fetchFeaturedPosts',
  (api, limit: number, { signal }): Promise<BlogPost[]> => api.fetchFeaturedPosts(limit, { signal }),
  BLOG_MESSAGES.fetchPostsFailed,
);

/** The sidebar's most viewed posts. */
export const fetchPopularPosts = createBlogThunk(
  'blog/fetchPopularPosts',
  async (api, _: void, { signal }): Promise<BlogPost[]> =>
    (await api.fetchPosts({ sortBy: 'views', sortOrder: 'desc', limit: SIDEBAR_COUNT }, { signal })).data,
  BLOG_MESSAGES.fetchPostsFailed,
);

/** The sidebar's newest posts. */
export const fetchRecentPosts = createBlogThunk(
  'blog/fetchRecentPosts',
  async (api, _: void, { signal }): Promise<BlogPost[]> => (await api.fetchPosts({ limit: SIDEBAR_COUNT }, { signal })).data,
  BLOG_MESSAGES.fetchPostsFailed,
);

/**
 * The recommended posts under an article: the newest others of its category (GET
 * /blogs/category/{c}), else the newest posts, leaving the article itself out.
 */
export const fetchRelatedPosts = createBlogThunk(
  'blog/fetchRelatedPosts',
  async (api, post: { id: number; category: string | null }, { signal }): Promise<BlogPost[]> => {
    const limit = RELATED_COUNT + 1;
    const answer = post.category ? await api.fetchPostsByCategory(post.category, { limit }, { signal }) : await api.fetchPosts({ limit }, { signal });
    return answer.data.filter((item) => item.id !== post.id).slice(0, RELATED_COUNT);
  },
  BLOG_MESSAGES.fetchPostsFailed,
);

export const fetchCategories = createBlogThunk(
  'blog/fetchCategories',
  (api, _: void, { signal }): Promise<BlogCategory[]> => api.fetchCategories({ signal }),
  BLOG_MESSAGES.fetchCategoriesFailed,
);

export const fetchTags = createBlogThunk(
  'blog/fetchTags',
  (api, _: void, { signal }): Promise<BlogTag[]> => api.fetchTags({ signal }),
  BLOG_MESSAGES.fetchTagsFailed,
);

export const fetchPost = createBlogThunk(
  'blog/fetchPost',
  (api, id: number, { signal }): Promise<BlogPost> => api.fetchPost(id, { signal }),
  BLOG_MESSAGES.fetchPostFailed,
);

/**
 * The article /job-Article shows, as the server's page head picks it (internal/httpapi/
 * blog_pages.go): the newest featured post, else the newest post; null when none is published.
 */
export const fetchJobArticle = createBlogThunk(
  'blog/fetchJobArticle',
  async (api, _: void, { signal }): Promise<BlogPost | null> => {
    const featured = await api.fetchFeaturedPosts(1, { signal });
    const newest = featured[0] ?? (await api.fetchPosts({ limit: 1 }, { signal })).data[0];
    return newest ? api.fetchPost(newest.id, { signal }) : null;
  },
  BLOG_MESSAGES.fetchPostFailed,
);

export const likePost = createBlogThunk('blog/likePost', (api, id: number): Promise<PostReaction> => api.likePost(id), BLOG_MESSAGES.likeFailed);

export const unlikePost = createBlogThunk('blog/unlikePost', (api, id: number): Promise<PostReaction> => api.unlikePost(id), BLOG_MESSAGES.unlikeFailed);

export const bookmarkPost = createBlogThunk(
  'blog/bookmarkPost',
  (api, id: number): Promise<PostReaction> => api.bookmarkPost(id),
  BLOG_MESSAGES.bookmarkFailed,
);

export const unbookmarkPost = createBlogThunk(
  'blog/unbookmarkPost',
  (api, id: number): Promise<PostReaction> => api.unbookmarkPost(id),
  BLOG_MESSAGES.unbookmarkFailed,
);

export const fetchBookmarkedPosts = createBlogThunk(
  'blog/fetchBookmarkedPosts',
  (api, page: number, { signal }): Promise<BlogListAnswer> => api.fetchBookmarkedPosts(page, { signal }),
  BLOG_MESSAGES.fetchPostsFailed,
);

/** POST /blogs/{id}/view; the slice adds 1 to the post's views when it is counted. */
export const recordView = createBlogThunk(
  'blog/recordView',
  async (api, id: number): Promise<number> => {
    await api.recordView(id);
    return id;
  },
  BLOG_MESSAGES.fetchPostFailed,
);

/** A page of a post's comments; page 1 starts the list again, later pages are added to it. */
export const fetchComments = createBlogThunk(
  'blog/fetchComments',
  (api, { postId, page = 1 }: { postId: number; page?: number }, { signal }): Promise<CommentListAnswer> => api.fetchComments(postId, page, { signal }),
  BLOG_MESSAGES.fetchCommentsFailed,
);

export const addComment = createBlogThunk(
  'blog/addComment',
  (api, { postId, text }: { postId: number; text: string }): Promise<BlogComment> => api.addComment(postId, text),
  BLOG_MESSAGES.addCommentFailed,
);

export const updateComment = createBlogThunk(
  'blog/updateComment',
  (api, { postId, commentId, text }: { postId: number; commentId: number; text: string }): Promise<BlogComment> =>
    api.updateComment(postId, commentId, text),
  BLOG_MESSAGES.addCommentFailed,
);

export const deleteComment = createBlogThunk(
  'blog/deleteComment',
  async (api, { postId, commentId }: { postId: number; commentId: number }): Promise<{ postId: number; commentId: number }> => {
    await api.deleteComment(postId, commentId);
    return { postId, commentId };
  },
  BLOG_MESSAGES.fetchCommentsFailed,
);

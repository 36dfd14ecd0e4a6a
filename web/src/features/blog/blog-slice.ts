/**
 * Blog state (SPEC section 3, "Blog state") and the rules of section 4 "Blogs":
 *
 * - Liking sets isLiked and adds 1 to likesCount wherever the post appears (the list, the current
 *   post, the details, search results, featured, recommended, popular and recent posts, the saved
 *   articles); unliking is the reverse, never below 0. An entry that already shows the state
 *   asked for is left as it is, so a repeated answer is not counted twice.
 * - Bookmarking sets or clears isBookmarked (an unbookmarked post also leaves the saved list).
 * - A new comment goes first in the post's comments and adds 1 to commentsCount; a view adds 1.
 * - A re-read post moves to the front of readingHistory with its lastReadAt updated: newest
 *   first, at most 50. Reading progress is kept per post id.
 * - Resetting keeps likedPosts, bookmarkedPosts, readingHistory and readingProgress.
 *
 * Not persisted by redux-persist (SPEC section 4): the history and progress are read from and
 * written to localStorage by ./reading-storage (the initial state reads them; the thunks at the
 * end of this file write them).
 */
import { createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { installBlogReducer } from '@/features/blog/blog-reducer';
import {
  BLOG_MESSAGES,
  addComment,
  bookmarkPost,
  deleteComment,
  fetchBookmarkedPosts,
  fetchCategories,
  fetchComments,
  fetchFeaturedPosts,
  fetchJobArticle,
  fetchPopularPosts,
  fetchPost,
  fetchPosts,
  fetchRecentPosts,
  fetchRelatedPosts,
  fetchTagPosts,
  fetchTags,
  likePost,
  recordView,
  searchPosts,
  unbookmarkPost,
  unlikePost,
  updateComment,
} from '@/features/blog/blog-thunks';
import { loadReading, saveReading } from '@/features/blog/reading-storage';
import type {
  BlogCategory,
  BlogComment,
  BlogFilters,
  BlogListAnswer,
  BlogPost,
  BlogSortBy,
  BlogStats,
  BlogTag,
  Pagination,
  ReadingHistoryEntry,
  SortOrder,
  ViewMode,
} from '@/features/blog/types';
import { BLOG_PAGE_SIZE, DEFAULT_BLOG_SORT_BY, DEFAULT_BLOG_SORT_ORDER, READING_HISTORY_CAP, READ_TIME_MAX, READ_TIME_MIN } from '@/features/blog/types';
import type { LoadStatus } from '@/lib/loadable';

/** One post's comments as far as they have been read (oldest first, new ones first). */
export interface PostComments {
  items: BlogComment[];
  /** The last page read. */
  page: number;
  totalPages: number;
  status: LoadStatus;
  error: string | null;
}

export interface BlogState {
  posts: BlogPost[];
  currentPost: BlogPost | null;
  postDetails: Record<number, BlogPost>;
  searchResults: BlogPost[];
  searchQuery: string;
  categories: BlogCategory[];
  tags: BlogTag[];
  filters: BlogFilters;
  sortBy: BlogSortBy;
  sortOrder: SortOrder;
  pagination: Pagination;
  postComments: Record<number, PostComments>;
  /** Ids of the posts the signed-in customer likes and bookmarked. */
  likedPosts: number[];
  bookmarkedPosts: number[];
  featuredPosts: BlogPost[];
  /** The posts recommended under the current article (its category's newest). */
  recommendedPosts: BlogPost[];
  popularPosts: BlogPost[];
  recentPosts: BlogPost[];
  /** The customer's saved articles (GET /user/bookmarked-blogs), most recently saved first. */
  savedPosts: BlogPost[];
  savedPagination: Pagination;
  readingHistory: ReadingHistoryEntry[];
  /** Percent read, 0 to 100, by post id. */
  readingProgress: Record<number, number>;
  viewMode: ViewMode;
  showFilters: boolean;
  showSidebar: boolean;
  blogStats: BlogStats;
  listStatus: LoadStatus;
  listError: string | null;
  /** The HTTP status of a failed tag page's list (404: no such tag), or null. */
  listErrorStatus: number | null;
  currentStatus: LoadStatus;
  currentError: string | null;
  /** The HTTP status of a failed post fetch (404: no such published post), or null. */
  currentErrorStatus: number | null;
  sidebarStatus: LoadStatus;
  savedStatus: LoadStatus;
  savedError: string | null;
  /** Ids whose like or bookmark is on its way. */
  reactionPending: number[];
  error: string | null;
}

export const NO_BLOG_FILTERS: BlogFilters = {
  categories: [],
  tags: [],
  authors: [],
  dateRange: { start: null, end: null },
  readTime: { min: READ_TIME_MIN, max: READ_TIME_MAX },
  featured: false,
};

const firstPage = (): Pagination => ({ page: 1, limit: BLOG_PAGE_SIZE, total: 0, totalPages: 0 });

/** SPEC's initial state, without what this device kept. */
export const initialBlogState: BlogState = {
  posts: [],
  currentPost: null,
  postDetails: {},
  searchResults: [],
  searchQuery: '',
  categories: [],
  tags: [],
  filters: NO_BLOG_FILTERS,
  sortBy: DEFAULT_BLOG_SORT_BY,
  sortOrder: DEFAULT_BLOG_SORT_ORDER,
  pagination: firstPage(),
  postComments: {},
  likedPosts: [],
  bookmarkedPosts: [],
  featuredPosts: [],
  recommendedPosts: [],
  popularPosts: [],
  recentPosts: [],
  savedPosts: [],
  savedPagination: firstPage(),
  readingHistory: [],
  readingProgress: {},
  viewMode: 'grid',
  showFilters: false,
  showSidebar: true,
  blogStats: { totalPosts: 0, totalViews: 0, totalLikes: 0, totalComments: 0, averageReadTime: 0, topCategories: [], topTags: [] },
  listStatus: 'idle',
  listError: null,
  listErrorStatus: null,
  currentStatus: 'idle',
  currentError: null,
  currentErrorStatus: null,
  sidebarStatus: 'idle',
  savedStatus: 'idle',
  savedError: null,
  reactionPending: [],
  error: null,
};

/** Every place a post may appear in. */
function appearances(state: BlogState, id: number): BlogPost[] {
  const found: BlogPost[] = [];
  const lists = [state.posts, state.searchResults, state.featuredPosts, state.recommendedPosts, state.popularPosts, state.recentPosts, state.savedPosts];
  for (const list of lists) for (const post of list) if (post.id === id) found.push(post);
  if (state.currentPost?.id === id) found.push(state.currentPost);
  const details = state.postDetails[id];
  if (details) found.push(details);
  return found;
}

function addId(ids: number[], id: number): void {
  if (!ids.includes(id)) ids.push(id);
}

function markLiked(state: BlogState, id: number): void {
  for (const post of appearances(state, id)) {
    if (post.isLiked) continue;
    post.isLiked = true;
    post.likesCount += 1;
  }
  addId(state.likedPosts, id);
}

function markUnliked(state: BlogState, id: number): void {
  for (const post of appearances(state, id)) {
    if (!post.isLiked) continue;
    post.isLiked = false;
    post.likesCount = Math.max(0, post.likesCount - 1);
  }
  state.likedPosts = state.likedPosts.filter((item) => item !== id);
}

function markBookmarked(state: BlogState, id: number, bookmarked: boolean): void {
  for (const post of appearances(state, id)) post.isBookmarked = bookmarked;
  if (bookmarked) {
    addId(state.bookmarkedPosts, id);
  } else {
    state.bookmarkedPosts = state.bookmarkedPosts.filter((item) => item !== id);
    const before = state.savedPosts.length;
    state.savedPosts = state.savedPosts.filter((post) => post.id !== id);
    if (state.savedPosts.length < before) state.savedPagination.total = Math.max(0, state.savedPagination.total - 1);
  }
}

function changeCommentsCount(state: BlogState, id: number, change: 1 | -1): void {
  for (const post of appearances(state, id)) post.commentsCount = Math.max(0, post.commentsCount + change);
}

function commentsOf(state: BlogState, postId: number): PostComments {
  state.postComments[postId] ??= { items: [], page: 0, totalPages: 0, status: 'idle', error: null };
  return state.postComments[postId];
}

/** The liked and bookmarked ids follow what the server says of the posts it sends. */
function noteFlags(state: BlogState, posts: BlogPost[]): void {
  for (const post of posts) {
    if (post.isLiked) addId(state.likedPosts, post.id);
    else state.likedPosts = state.likedPosts.filter((item) => item !== post.id);
    if (post.isBookmarked) addId(state.bookmarkedPosts, post.id);
    else state.bookmarkedPosts = state.bookmarkedPosts.filter((item) => item !== post.id);
  }
}

function readPost(state: BlogState, entry: ReadingHistoryEntry): void {
  state.readingHistory = [entry, ...state.readingHistory.filter((item) => item.id !== entry.id)].slice(0, READING_HISTORY_CAP);
}

export const blogSlice = createSlice({
  name: 'blog',
  // Read lazily, so each store (and each reset) starts from what this device kept.
  initialState: (): BlogState => ({ ...initialBlogState, ...loadReading() }),
  reducers: {
    postLiked(state, action: PayloadAction<number>) {
      markLiked(state, action.payload);
    },
    postUnliked(state, action: PayloadAction<number>) {
      markUnliked(state, action.payload);
    },
    postBookmarked(state, action: PayloadAction<{ id: number; bookmarked: boolean }>) {
      markBookmarked(state, action.payload.id, action.payload.bookmarked);
    },
    commentAdded(state, action: PayloadAction<BlogComment>) {
      const comments = commentsOf(state, action.payload.postId);
      comments.items = [action.payload, ...comments.items.filter((item) => item.id !== action.payload.id)];
      changeCommentsCount(state, action.payload.postId, 1);
    },
    postViewed(state, action: PayloadAction<number>) {
      for (const post of appearances(state, action.payload)) post.views += 1;
    },
    /** A post was read: it goes to the front of the history with lastReadAt (an ISO time). */
    postRead(state, action: PayloadAction<ReadingHistoryEntry>) {
      readPost(state, action.payload);
    },
    readingProgressChanged(state, action: PayloadAction<{ id: number; percent: number }>) {
      state.readingProgress[action.payload.id] = Math.min(100, Math.max(0, Math.round(action.payload.percent)));
    },
    readingHistoryCleared(state) {
      state.readingHistory = [];
      state.readingProgress = {};
    },
    setSearchQuery(state, action: PayloadAction<string>) {
      state.searchQuery = action.payload;
    },
    setFilters(state, action: PayloadAction<BlogFilters>) {
      state.filters = action.payload;
    },
    setSort(state, action: PayloadAction<{ sortBy: BlogSortBy; sortOrder: SortOrder }>) {
      state.sortBy = action.payload.sortBy;
      state.sortOrder = action.payload.sortOrder;
    },
    setViewMode(state, action: PayloadAction<ViewMode>) {
      state.viewMode = action.payload;
    },
    setShowFilters(state, action: PayloadAction<boolean>) {
      state.showFilters = action.payload;
    },
    setShowSidebar(state, action: PayloadAction<boolean>) {
      state.showSidebar = action.payload;
    },
    /** Back to the initial state, keeping liked, bookmarked, history and progress (SPEC section 4). */
    resetBlog(state) {
      return {
        ...initialBlogState,
        likedPosts: state.likedPosts,
        bookmarkedPosts: state.bookmarkedPosts,
        readingHistory: state.readingHistory,
        readingProgress: state.readingProgress,
      };
    },
  },
  extraReducers: (builder) => {
    const listFulfilled = (state: BlogState, answer: BlogListAnswer) => {
      state.pagination = answer.pagination;
      state.listStatus = 'succeeded';
      state.listError = null;
      noteFlags(state, answer.data);
    };
    builder
      .addCase(fetchPosts.pending, (state, action) => {
        state.listStatus = 'loading';
        state.listError = null;
        state.searchQuery = '';
        if (action.meta.arg.filters) state.filters = action.meta.arg.filters;
      })
      .addCase(fetchPosts.fulfilled, (state, action) => {
        state.posts = action.payload.data;
        listFulfilled(state, action.payload);
      })
      .addCase(fetchPosts.rejected, (state, action) => {
        if (action.meta.aborted) return;
        state.listStatus = 'failed';
        state.listError = action.payload?.message ?? BLOG_MESSAGES.fetchPostsFailed;
      })
      .addCase(fetchTagPosts.pending, (state) => {
        state.listStatus = 'loading';
        state.listError = null;
        state.listErrorStatus = null;
        state.searchQuery = '';
      })
      .addCase(fetchTagPosts.fulfilled, (state, action) => {
        state.posts = action.payload.data;
        listFulfilled(state, action.payload);
      })
      .addCase(fetchTagPosts.rejected, (state, action) => {
        if (action.meta.aborted) return;
        state.listStatus = 'failed';
        state.listError = action.payload?.message ?? BLOG_MESSAGES.fetchPostsFailed;
        state.listErrorStatus = action.payload?.status ?? null;
      })
      .addCase(searchPosts.pending, (state, action) => {
        state.listStatus = 'loading';
        state.listError = null;
        state.searchQuery = action.meta.arg.q;
        if (action.meta.arg.filters) state.filters = action.meta.arg.filters;
      })
      .addCase(searchPosts.fulfilled, (state, action) => {
        state.searchResults = action.payload.data;
        listFulfilled(state, action.payload);
      })
      .addCase(searchPosts.rejected, (state, action) => {
        if (action.meta.aborted) return;
        state.listStatus = 'failed';
        state.listError = action.payload?.message ?? BLOG_MESSAGES.searchFailed;
      })
      .addCase(fetchFeaturedPosts.fulfilled, (state, action) => {
        state.featuredPosts = action.payload;
      })
      .addCase(fetchPopularPosts.pending, (state) => {
        state.sidebarStatus = 'loading';
      })
      .addCase(fetchPopularPosts.fulfilled, (state, action) => {
        state.popularPosts = action.payload;
        state.sidebarStatus = 'succeeded';
      })
      .addCase(fetchPopularPosts.rejected, (state, action) => {
        if (!action.meta.aborted) state.sidebarStatus = 'failed';
      })
      .addCase(fetchRecentPosts.fulfilled, (state, action) => {
        state.recentPosts = action.payload;
      })
      .addCase(fetchRelatedPosts.pending, (state) => {
        state.recommendedPosts = [];
      })
      .addCase(fetchRelatedPosts.fulfilled, (state, action) => {
        state.recommendedPosts = action.payload;
      })
      .addCase(fetchCategories.fulfilled, (state, action) => {
        state.categories = action.payload;
      })
      .addCase(fetchTags.fulfilled, (state, action) => {
        state.tags = action.payload;
      })
      .addCase(fetchPost.pending, (state, action) => {
        state.currentStatus = 'loading';
        state.currentError = null;
        state.currentErrorStatus = null;
        if (state.currentPost?.id !== action.meta.arg) state.currentPost = state.postDetails[action.meta.arg] ?? null;
      })
      .addCase(fetchPost.fulfilled, (state, action) => {
        state.currentPost = action.payload;
        state.postDetails[action.payload.id] = action.payload;
        state.currentStatus = 'succeeded';
        noteFlags(state, [action.payload]);
      })
      .addCase(fetchPost.rejected, (state, action) => {
        if (action.meta.aborted) return;
        state.currentStatus = 'failed';
        state.currentError = action.payload?.message ?? BLOG_MESSAGES.fetchPostFailed;
        state.currentErrorStatus = action.payload?.status ?? null;
      })
      .addCase(fetchJobArticle.pending, (state) => {
        state.currentStatus = 'loading';
        state.currentError = null;
        state.currentErrorStatus = null;
      })
      .addCase(fetchJobArticle.fulfilled, (state, action) => {
        const post = action.payload;
        if (!post) {
          state.currentPost = null;
          state.currentStatus = 'failed';
          state.currentErrorStatus = 404;
          return;
        }
        state.currentPost = post;
        state.postDetails[post.id] = post;
        state.currentStatus = 'succeeded';
        noteFlags(state, [post]);
      })
      .addCase(fetchJobArticle.rejected, (state, action) => {
        if (action.meta.aborted) return;
        state.currentStatus = 'failed';
        state.currentError = action.payload?.message ?? BLOG_MESSAGES.fetchPostFailed;
        state.currentErrorStatus = action.payload?.status ?? null;
      })
      .addCase(likePost.pending, (state, action) => {
        addId(state.reactionPending, action.meta.arg);
      })
      .addCase(likePost.fulfilled, (state, action) => {
        state.reactionPending = state.reactionPending.filter((id) => id !== action.meta.arg);
        markLiked(state, action.payload.id);
      })
      .addCase(likePost.rejected, (state, action) => {
        state.reactionPending = state.reactionPending.filter((id) => id !== action.meta.arg);
        state.error = action.payload?.message ?? BLOG_MESSAGES.likeFailed;
      })
      .addCase(unlikePost.pending, (state, action) => {
        addId(state.reactionPending, action.meta.arg);
      })
      .addCase(unlikePost.fulfilled, (state, action) => {
        state.reactionPending = state.reactionPending.filter((id) => id !== action.meta.arg);
        markUnliked(state, action.payload.id);
      })
      .addCase(unlikePost.rejected, (state, action) => {
        state.reactionPending = state.reactionPending.filter((id) => id !== action.meta.arg);
        state.error = action.payload?.message ?? BLOG_MESSAGES.unlikeFailed;
      })
      .addCase(bookmarkPost.pending, (state, action) => {
        addId(state.reactionPending, action.meta.arg);
      })
      .addCase(bookmarkPost.fulfilled, (state, action) => {
        state.reactionPending = state.reactionPending.filter((id) => id !== action.meta.arg);
        markBookmarked(state, action.payload.id, true);
      })
      .addCase(bookmarkPost.rejected, (state, action) => {
        state.reactionPending = state.reactionPending.filter((id) => id !== action.meta.arg);
        state.error = action.payload?.message ?? BLOG_MESSAGES.bookmarkFailed;
      })
      .addCase(unbookmarkPost.pending, (state, action) => {
        addId(state.reactionPending, action.meta.arg);
      })
      .addCase(unbookmarkPost.fulfilled, (state, action) => {
        state.reactionPending = state.reactionPending.filter((id) => id !== action.meta.arg);
        markBookmarked(state, action.payload.id, false);
      })
      .addCase(unbookmarkPost.rejected, (state, action) => {
        state.reactionPending = state.reactionPending.filter((id) => id !== action.meta.arg);
        state.error = action.payload?.message ?? BLOG_MESSAGES.unbookmarkFailed;
      })
      .addCase(fetchBookmarkedPosts.pending, (state) => {
        state.savedStatus = 'loading';
        state.savedError = null;
      })
      .addCase(fetchBookmarkedPosts.fulfilled, (state, action) => {
        state.savedPosts = action.payload.data;
        state.savedPagination = action.payload.pagination;
        state.savedStatus = 'succeeded';
        for (const post of action.payload.data) addId(state.bookmarkedPosts, post.id);
      })
      .addCase(fetchBookmarkedPosts.rejected, (state, action) => {
        if (action.meta.aborted) return;
        state.savedStatus = 'failed';
        state.savedError = action.payload?.message ?? BLOG_MESSAGES.fetchPostsFailed;
      })
      .addCase(recordView.fulfilled, (state, action) => {
        for (const post of appearances(state, action.payload)) post.views += 1;
      })
      .addCase(fetchComments.pending, (state, action) => {
        const comments = commentsOf(state, action.meta.arg.postId);
        comments.status = 'loading';
        comments.error = null;
      })
      .addCase(fetchComments.fulfilled, (state, action) => {
        const { postId, page = 1 } = action.meta.arg;
        const comments = commentsOf(state, postId);
        const known = page === 1 ? [] : comments.items;
        const ids = new Set(known.map((item) => item.id));
        comments.items = [...known, ...action.payload.data.filter((item) => !ids.has(item.id))];
        comments.page = action.payload.pagination.page;
        comments.totalPages = action.payload.pagination.totalPages;
        comments.status = 'succeeded';
      })
      .addCase(fetchComments.rejected, (state, action) => {
        if (action.meta.aborted) return;
        const comments = commentsOf(state, action.meta.arg.postId);
        comments.status = 'failed';
        comments.error = action.payload?.message ?? BLOG_MESSAGES.fetchCommentsFailed;
      })
      .addCase(addComment.fulfilled, (state, action) => {
        const comments = commentsOf(state, action.meta.arg.postId);
        comments.items = [action.payload, ...comments.items.filter((item) => item.id !== action.payload.id)];
        changeCommentsCount(state, action.meta.arg.postId, 1);
      })
      .addCase(addComment.rejected, (state, action) => {
        state.error = action.payload?.message ?? BLOG_MESSAGES.addCommentFailed;
      })
      .addCase(updateComment.fulfilled, (state, action) => {
        const comments = commentsOf(state, action.meta.arg.postId);
        comments.items = comments.items.map((item) => (item.id === action.payload.id ? action.payload : item));
      })
      .addCase(deleteComment.fulfilled, (state, action) => {
        const comments = commentsOf(state, action.payload.postId);
        const before = comments.items.length;
        comments.items = comments.items.filter((item) => item.id !== action.payload.commentId);
        if (comments.items.length < before) changeCommentsCount(state, action.payload.postId, -1);
      });
  },
});

export const {
  postLiked,
  postUnliked,
  postBookmarked,
  commentAdded,
  postViewed,
  postRead,
  readingProgressChanged,
  readingHistoryCleared,
  setSearchQuery,
  setFilters,
  setSort,
  setViewMode,
  setShowFilters,
  setShowSidebar,
  resetBlog,
} = blogSlice.actions;

installBlogReducer(blogSlice.reducer);

/** Any state that holds the blog slice (null until the slice has seen its first action). */
type RootState = { blog: BlogState | null };

// The state shown before the slice's first action: made once, with the reading kept on this
// device, so that selectors keep returning the same object.
let beforeFirstAction: BlogState | null = null;

export const selectBlog = (state: RootState): BlogState => state.blog ?? (beforeFirstAction ??= blogSlice.getInitialState());
export const selectPostComments = (state: RootState, id: number): PostComments | undefined => selectBlog(state).postComments[id];
export const selectIsReactionPending = (state: RootState, id: number) => selectBlog(state).reactionPending.includes(id);

/** What the reading thunks need of the store. */
type Dispatch = (action: UnknownAction) => unknown;
type GetState = () => RootState;

function keepReading(getState: GetState): void {
  const { readingHistory, readingProgress } = selectBlog(getState());
  saveReading({ readingHistory, readingProgress });
}

/** Records that a post was read now, here and on this device. */
export function recordReading(post: BlogPost, now: Date = new Date()) {
  return (dispatch: Dispatch, getState: GetState) => {
    dispatch(postRead({ id: post.id, title: post.title, slug: post.slug, coverImage: post.coverImage, readTime: post.readTime, lastReadAt: now.toISOString() }));
    keepReading(getState);
  };
}

/** Records how far a post has been read, here and on this device. */
export function recordProgress(id: number, percent: number) {
  return (dispatch: Dispatch, getState: GetState) => {
    dispatch(readingProgressChanged({ id, percent }));
    keepReading(getState);
  };
}

/** Forgets the reading history and progress, here and on this device. */
export function clearReading() {
  return (dispatch: Dispatch, getState: GetState) => {
    dispatch(readingHistoryCleared());
    keepReading(getState);
  };
}

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '@/app/store';
import {
  blogSlice,
  commentAdded,
  initialBlogState,
  postBookmarked,
  postLiked,
  postRead,
  postUnliked,
  postViewed,
  readingProgressChanged,
  recordProgress,
  recordReading,
  resetBlog,
  setShowSidebar,
  setViewMode,
  type BlogState,
} from '@/features/blog/blog-slice';
import { addComment, BLOG_MESSAGES, deleteComment, fetchPosts, likePost, unbookmarkPost } from '@/features/blog/blog-thunks';
import { loadReading, READING_STORAGE_KEY } from '@/features/blog/reading-storage';
import { aComment, aPost } from '@/features/blog/testing/fixtures';
import type { ReadingHistoryEntry } from '@/features/blog/types';

const reduce = blogSlice.reducer;

/** The same post in every list the slice keeps. */
function everywhere(overrides = {}): BlogState {
  const post = () => aPost({ id: 1, ...overrides });
  return {
    ...initialBlogState,
    posts: [post(), aPost({ id: 2 })],
    currentPost: post(),
    postDetails: { 1: post() },
    searchResults: [post()],
    featuredPosts: [post()],
    recommendedPosts: [post()],
    popularPosts: [post()],
    recentPosts: [post()],
  };
}

function allCopies(state: BlogState) {
  return [
    state.posts[0]!,
    state.currentPost!,
    state.postDetails[1]!,
    state.searchResults[0]!,
    state.featuredPosts[0]!,
    state.recommendedPosts[0]!,
    state.popularPosts[0]!,
    state.recentPosts[0]!,
  ];
}

function entry(id: number, lastReadAt: string): ReadingHistoryEntry {
  return { id, title: `Article ${id}`, slug: `article-${id}`, coverImage: '', readTime: 3, lastReadAt };
}

beforeEach(() => localStorage.clear());

describe('blog slice: SPEC initial state', () => {
  it('starts with SPEC section 3 values', () => {
    const state = reduce(undefined, { type: '@@init' });
    expect(state.sortBy).toBe('publishedAt');
    expect(state.sortOrder).toBe('desc');
    expect(state.viewMode).toBe('grid');
    expect(state.showFilters).toBe(false);
    expect(state.showSidebar).toBe(true);
    expect(state.pagination).toMatchObject({ page: 1, limit: 12 });
    expect(state.filters).toEqual({ categories: [], tags: [], authors: [], dateRange: { start: null, end: null }, readTime: { min: 0, max: 60 }, featured: false });
  });

  it('is registered in the store under blog', () => {
    expect(makeStore().getState().blog!.viewMode).toBe('grid');
  });

  it('toggles the view mode and the sidebar', () => {
    let state = reduce(initialBlogState, setViewMode('list'));
    state = reduce(state, setShowSidebar(false));
    expect(state.viewMode).toBe('list');
    expect(state.showSidebar).toBe(false);
  });
});

describe('blog slice: SPEC section 4 rules', () => {
  it('liking sets isLiked and adds 1 to likesCount everywhere the post appears, once', () => {
    let state = reduce(everywhere({ likesCount: 2 }), postLiked(1));
    state = reduce(state, postLiked(1));
    for (const post of allCopies(state)) expect(post).toMatchObject({ isLiked: true, likesCount: 3 });
    expect(state.posts[1]).toMatchObject({ isLiked: false, likesCount: 2 });
    expect(state.likedPosts).toEqual([1]);
  });

  it('unliking clears isLiked and subtracts 1, never below 0', () => {
    let state = reduce({ ...everywhere({ isLiked: true, likesCount: 5 }), likedPosts: [1] }, postUnliked(1));
    for (const post of allCopies(state)) expect(post).toMatchObject({ isLiked: false, likesCount: 4 });
    expect(state.likedPosts).toEqual([]);
    state = reduce(everywhere({ isLiked: true, likesCount: 0 }), postUnliked(1));
    for (const post of allCopies(state)) expect(post.likesCount).toBe(0);
  });

  it('bookmarking sets isBookmarked; unbookmarking clears it and takes it off the saved list', () => {
    let state = reduce({ ...everywhere(), savedPosts: [aPost({ id: 1 })] }, postBookmarked({ id: 1, bookmarked: true }));
    for (const post of allCopies(state)) expect(post.isBookmarked).toBe(true);
    expect(state.bookmarkedPosts).toEqual([1]);
    state = reduce(state, postBookmarked({ id: 1, bookmarked: false }));
    for (const post of allCopies(state)) expect(post.isBookmarked).toBe(false);
    expect(state.bookmarkedPosts).toEqual([]);
    expect(state.savedPosts).toEqual([]);
  });

  it('a new comment goes first and adds 1 to commentsCount', () => {
    let state = reduce(everywhere({ commentsCount: 1 }), commentAdded(aComment({ id: 1, postId: 1 })));
    state = reduce(state, commentAdded(aComment({ id: 2, postId: 1, text: 'Second' })));
    expect(state.postComments[1]!.items.map((comment) => comment.id)).toEqual([2, 1]);
    for (const post of allCopies(state)) expect(post.commentsCount).toBe(3);
  });

  it('a view adds 1 to views', () => {
    const state = reduce(everywhere({ views: 10 }), postViewed(1));
    for (const post of allCopies(state)) expect(post.views).toBe(11);
    expect(state.posts[1]!.views).toBe(10);
  });

  it('a re-read post moves to the front of the history with its new lastReadAt', () => {
    let state = reduce(initialBlogState, postRead(entry(1, '2026-03-01T00:00:00.000Z')));
    state = reduce(state, postRead(entry(2, '2026-03-02T00:00:00.000Z')));
    state = reduce(state, postRead(entry(1, '2026-03-03T00:00:00.000Z')));
    expect(state.readingHistory.map((item) => [item.id, item.lastReadAt])).toEqual([
      [1, '2026-03-03T00:00:00.000Z'],
      [2, '2026-03-02T00:00:00.000Z'],
    ]);
  });

  it('keeps at most 50 posts in the history, newest first', () => {
    let state = initialBlogState;
    for (let id = 1; id <= 55; id++) state = reduce(state, postRead(entry(id, `2026-03-01T00:00:${String(id).padStart(2, '0')}.000Z`)));
    expect(state.readingHistory).toHaveLength(50);
    expect(state.readingHistory[0]!.id).toBe(55);
    expect(state.readingHistory.at(-1)!.id).toBe(6);
  });

  it('keeps reading progress per post id, between 0 and 100', () => {
    let state = reduce(initialBlogState, readingProgressChanged({ id: 1, percent: 42.4 }));
    state = reduce(state, readingProgressChanged({ id: 2, percent: 140 }));
    expect(state.readingProgress).toEqual({ 1: 42, 2: 100 });
  });

  it('resetting keeps liked, bookmarked, history and progress, and nothing else', () => {
    const before: BlogState = {
      ...everywhere(),
      likedPosts: [1],
      bookmarkedPosts: [2],
      readingHistory: [entry(1, '2026-03-01T00:00:00.000Z')],
      readingProgress: { 1: 30 },
      viewMode: 'list',
      searchQuery: 'cv',
    };
    const state = reduce(before, resetBlog());
    expect(state).toEqual({ ...initialBlogState, likedPosts: [1], bookmarkedPosts: [2], readingHistory: before.readingHistory, readingProgress: { 1: 30 } });
  });
});

describe('blog slice: calls', () => {
  it('applies a like answered by the server everywhere', () => {
    const state = reduce(everywhere({ likesCount: 2 }), likePost.fulfilled({ id: 1, likesCount: 3, isLiked: true, isBookmarked: false }, 'r', 1));
    for (const post of allCopies(state)) expect(post).toMatchObject({ isLiked: true, likesCount: 3 });
  });

  it('stores the SPEC fallback when a call fails without a message', () => {
    const state = reduce(initialBlogState, fetchPosts.rejected(null, 'r', {}, undefined));
    expect(state.listError).toBe(BLOG_MESSAGES.fetchPostsFailed);
    const failed = reduce(everywhere(), unbookmarkPost.rejected(null, 'r', 1, undefined));
    expect(failed.error).toBe('Failed to unbookmark post');
  });

  it('an added comment goes first; a deleted one leaves and takes 1 off the count', () => {
    let state = reduce(everywhere({ commentsCount: 1 }), addComment.fulfilled(aComment({ id: 5 }), 'r', { postId: 1, text: 'x' }));
    expect(state.postComments[1]!.items[0]!.id).toBe(5);
    expect(state.currentPost!.commentsCount).toBe(2);
    state = reduce(state, deleteComment.fulfilled({ postId: 1, commentId: 5 }, 'r', { postId: 1, commentId: 5 }));
    expect(state.postComments[1]!.items).toEqual([]);
    expect(state.currentPost!.commentsCount).toBe(1);
  });
});

describe('reading history on this device', () => {
  it('is written on each reading and read back by a new store, and survives a reset', () => {
    const store = makeStore();
    store.dispatch(recordReading(aPost({ id: 3, title: 'Interview checklist' }), new Date('2026-03-05T10:00:00Z')));
    store.dispatch(recordProgress(3, 60));
    expect(JSON.parse(localStorage.getItem(READING_STORAGE_KEY)!)).toMatchObject({ readingProgress: { 3: 60 } });

    const next = makeStore();
    expect(next.getState().blog!.readingHistory).toEqual([
      { id: 3, title: 'Interview checklist', slug: 'article-3', coverImage: '', readTime: 4, lastReadAt: '2026-03-05T10:00:00.000Z' },
    ]);
    expect(next.getState().blog!.readingProgress).toEqual({ 3: 60 });
    next.dispatch(resetBlog());
    expect(next.getState().blog!.readingHistory).toHaveLength(1);
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem(READING_STORAGE_KEY, '{"readingHistory":[{"id":"x"}],"readingProgress":{"1":"a","2":50}}');
    expect(loadReading()).toEqual({ readingHistory: [], readingProgress: { 2: 50 } });
    localStorage.setItem(READING_STORAGE_KEY, 'not json');
    expect(loadReading()).toEqual({ readingHistory: [], readingProgress: {} });
  });
});

describe('the blog state before the blog slice loads', () => {
  it('is null in the store, and the selectors give the initial state with the reading on this device', async () => {
    vi.resetModules();
    localStorage.setItem('jobportal.blogReading', JSON.stringify({ readingHistory: [], readingProgress: { 7: 40 } }));
    const { blogReducer } = await import('@/features/blog/blog-reducer');
    expect(blogReducer(undefined, { type: 'any' })).toBeNull();
    const { selectBlog } = await import('@/features/blog/blog-slice');
    const state = { blog: blogReducer(undefined, { type: 'any' }) };
    expect(state.blog).not.toBeNull();
    expect(selectBlog({ blog: null }).readingProgress).toEqual({ 7: 40 });
    expect(selectBlog({ blog: null })).toBe(selectBlog({ blog: null }));
    localStorage.removeItem('jobportal.blogReading');
  });
});

describe('signing out', () => {
  it("forgets the reader's history and progress, in storage and in the store, so the next person on the device does not see them", async () => {
    const { logout, restoreSession } = await import('@/app/session/auth-slice');
    const { selectBlog } = await import('@/features/blog/blog-slice');
    const { mockApi } = await import('@/testing/mock-api');
    mockApi(() => ({ status: 200, data: { success: true } }));
    const entry: ReadingHistoryEntry = { id: 7, title: 'How to spot a job scam', slug: 'job-scams', coverImage: '', readTime: 4, lastReadAt: '2026-12-01T08:00:00Z' };
    localStorage.setItem(READING_STORAGE_KEY, JSON.stringify({ readingHistory: [entry], readingProgress: { 7: 60 } }));
    localStorage.setItem('customerToken', 'c-tok');
    const store = makeStore();
    await store.dispatch(restoreSession());
    expect(selectBlog(store.getState()).readingHistory).toEqual([entry]);

    await store.dispatch(logout());

    expect(localStorage.getItem(READING_STORAGE_KEY)).toBeNull();
    expect(selectBlog(store.getState()).readingHistory).toEqual([]);
    expect(selectBlog(store.getState()).readingProgress).toEqual({});
  });
});

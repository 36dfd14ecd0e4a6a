/** The blog area's types (SPEC section 3, "Blog state"), as docs/openapi.yaml gives them. */

/** A category or tag as a post names it (schema TermRef). */
export interface TermRef {
  id: number;
  name: string;
  slug: string;
}

/**
 * A blog article (schema Post). `content` is HTML cleaned on the server; lists leave it out.
 * `isLiked` and `isBookmarked` are the signed-in customer's.
 */
export interface BlogPost {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content?: string;
  /** A /media path, or ''. */
  coverImage: string;
  author: { id: number; name: string };
  category: TermRef | null;
  tags: TermRef[];
  published: boolean;
  publishedAt: string | null;
  /** Minutes. */
  readTime: number;
  featured: boolean;
  views: number;
  likesCount: number;
  commentsCount: number;
  isLiked: boolean;
  isBookmarked: boolean;
  /** Set by a search; only <mark> is markup. */
  snippet?: string;
  createdAt: string;
  updatedAt: string;
}

/** A blog category (schema Category). */
export interface BlogCategory {
  id: number;
  name: string;
  slug: string;
  description: string;
  postCount: number;
  createdAt?: string;
  updatedAt?: string;
}

/** A blog tag (schema Tag). */
export interface BlogTag {
  id: number;
  name: string;
  slug: string;
  postCount: number;
  createdAt?: string;
  updatedAt?: string;
}

/** A comment on a post (schema Comment): plain text, shown with its line breaks. */
export interface BlogComment {
  id: number;
  postId: number;
  author: { id: number; name: string; avatar: string };
  text: string;
  edited: boolean;
  createdAt: string;
  updatedAt: string;
}

/** The answer to a like, unlike, bookmark or unbookmark, "merged with the post id" (SPEC section 7). */
export interface PostReaction {
  id: number;
  likesCount: number;
  isLiked: boolean;
  isBookmarked: boolean;
}

/** SPEC section 9: blog page size, default sort, and the read-time filter's range. */
export const BLOG_PAGE_SIZE = 12;
export const DEFAULT_BLOG_SORT_BY = 'publishedAt';
export const DEFAULT_BLOG_SORT_ORDER = 'desc';
export const READ_TIME_MIN = 0;
export const READ_TIME_MAX = 60;
/** SPEC section 9: reading history cap. */
export const READING_HISTORY_CAP = 50;

/** The orders GET /blogs takes (relevance only with search words). */
export type BlogSortBy = 'publishedAt' | 'views' | 'likes' | 'title' | 'relevance';
export type SortOrder = 'asc' | 'desc';
export type ViewMode = 'grid' | 'list';

/** SPEC section 3, "Blog state", Filters. */
export interface BlogFilters {
  /** Category slugs. */
  categories: string[];
  /** Tag slugs. */
  tags: string[];
  /** Author (admin user) ids. */
  authors: number[];
  /** YYYY-MM-DD, or null for no bound. */
  dateRange: { start: string | null; end: string | null };
  /** Minutes, 0 to 60 (60: no upper limit). */
  readTime: { min: number; max: number };
  featured: boolean;
}

/** What a page of posts is asked with. */
export interface BlogQuery {
  q: string;
  filters: BlogFilters;
  sortBy: BlogSortBy;
  sortOrder: SortOrder;
  page: number;
  limit: number;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface BlogListAnswer {
  data: BlogPost[];
  pagination: Pagination;
}

export interface CommentListAnswer {
  data: BlogComment[];
  pagination: Pagination;
}

/** SPEC section 3, blogStats. */
export interface BlogStats {
  totalPosts: number;
  totalViews: number;
  totalLikes: number;
  totalComments: number;
  averageReadTime: number;
  topCategories: string[];
  topTags: string[];
}

/** An article the reader opened on this device (SPEC: entries get lastReadAt). */
export interface ReadingHistoryEntry {
  id: number;
  title: string;
  slug: string;
  coverImage: string;
  readTime: number;
  /** ISO time of the latest reading. */
  lastReadAt: string;
}

/** SPEC section 5 (comments): plain text of 1 to 2,000 characters. */
export const COMMENT_MAX_LENGTH = 2000;
/** The server's comment page size. */
export const COMMENTS_PAGE_SIZE = 10;

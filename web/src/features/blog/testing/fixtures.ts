/** Posts, terms and comments for the blog's tests, in the server's shapes. */
import type { BlogCategory, BlogComment, BlogPost, BlogTag } from '@/features/blog/types';

export function aPost(overrides: Partial<BlogPost> = {}): BlogPost {
  const id = overrides.id ?? 1;
  return {
    id,
    title: `Article ${id}`,
    slug: `article-${id}`,
    excerpt: 'What to put first on a CV for a Colombo employer.',
    coverImage: '',
    author: { id: 2, name: 'Dilini Editor' },
    category: { id: 1, name: 'Career Advice', slug: 'career-advice' },
    tags: [{ id: 1, name: 'CV', slug: 'cv' }],
    published: true,
    publishedAt: '2026-03-01T04:30:00Z',
    readTime: 4,
    featured: false,
    views: 10,
    likesCount: 2,
    commentsCount: 1,
    isLiked: false,
    isBookmarked: false,
    createdAt: '2026-03-01T04:00:00Z',
    updatedAt: '2026-03-01T04:30:00Z',
    ...overrides,
  };
}

export function aCategory(overrides: Partial<BlogCategory> = {}): BlogCategory {
  return { id: 1, name: 'Career Advice', slug: 'career-advice', description: '', postCount: 5, ...overrides };
}

export function aTag(overrides: Partial<BlogTag> = {}): BlogTag {
  return { id: 1, name: 'CV', slug: 'cv', postCount: 3, ...overrides };
}

export function aComment(overrides: Partial<BlogComment> = {}): BlogComment {
  return {
    id: 1,
    postId: 1,
    author: { id: 9, name: 'Kamala Jayasuriya', avatar: '' },
    text: 'Very useful, thank you.',
    edited: false,
    createdAt: '2026-03-02T05:00:00Z',
    updatedAt: '2026-03-02T05:00:00Z',
    ...overrides,
  };
}

/** A list answer of the server. */
export function listAnswer<T>(data: T[], page = 1, total = data.length, limit = 12) {
  return { success: true, data, pagination: { page, limit, total, totalPages: Math.max(1, Math.ceil(total / limit)) } };
}

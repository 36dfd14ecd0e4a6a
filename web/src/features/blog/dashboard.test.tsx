import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blogDashboardSections } from '@/features/blog/dashboard';
import { initialBlogState } from '@/features/blog/blog-slice';
import { aPost, listAnswer } from '@/features/blog/testing/fixtures';
import { mockApi, routes } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';

const viewer = { name: 'Nimal Perera', role: 'individual' as const };

function section(id: string) {
  const found = blogDashboardSections.find((item) => item.id === id);
  if (!found) throw new Error(id);
  return found.component;
}

describe('blog dashboard sections', () => {
  it('are shown to customers of both kinds, not to admins', () => {
    for (const item of blogDashboardSections) expect(item.roles).toEqual(['company', 'individual']);
  });

  it('lists the saved articles and removes one', async () => {
    let saved = [aPost({ id: 1, title: 'Write a CV', isBookmarked: true }), aPost({ id: 2, title: 'Work abroad safely', isBookmarked: true })];
    const { requests } = mockApi(
      routes({
        'GET /user/bookmarked-blogs': () => ({ status: 200, data: listAnswer(saved) }),
        'DELETE /blogs/1/bookmark': () => {
          saved = saved.filter((post) => post.id !== 1);
          return { status: 200, data: { success: true, data: { id: 1, likesCount: 2, isLiked: false, isBookmarked: false } } };
        },
      }),
    );
    const Saved = section('saved-articles');
    const { user, store } = renderWithProviders(<Saved viewer={viewer} />);
    const list = await screen.findByRole('list', { name: 'Saved articles' });
    expect(within(list).getByRole('link', { name: 'Write a CV' })).toHaveAttribute('href', '/blogs/1/article-1');
    await user.click(within(list).getByRole('button', { name: 'Remove “Write a CV” from saved articles' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Saved articles' })).queryByRole('link', { name: 'Write a CV' })).not.toBeInTheDocument());
    expect(screen.getByText('“Write a CV” removed from your saved articles.')).toBeInTheDocument();
    expect(store.getState().blog!.bookmarkedPosts).toEqual([2]);
    expect(requests.some((request) => request.method === 'DELETE' && request.url === '/blogs/1/bookmark')).toBe(true);
  });

  it('shows an empty saved list with a way to the articles', async () => {
    mockApi(routes({ 'GET /user/bookmarked-blogs': { status: 200, data: listAnswer([]) } }));
    const Saved = section('saved-articles');
    renderWithProviders(<Saved viewer={viewer} />);
    expect(await screen.findByText('No saved articles')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse articles' })).toHaveAttribute('href', '/blogs');
  });

  it('shows the reading history, newest first, with progress, and clears it', async () => {
    const History = section('reading-history');
    const { user, store } = renderWithProviders(<History viewer={viewer} />, {
      preloadedState: {
        blog: {
          ...initialBlogState,
          readingHistory: [
            { id: 2, title: 'Interview checklist', slug: 'interview-checklist', coverImage: '', readTime: 5, lastReadAt: '2026-03-05T10:00:00Z' },
            { id: 1, title: 'Write a CV', slug: 'write-a-cv', coverImage: '', readTime: 4, lastReadAt: '2026-03-01T10:00:00Z' },
          ],
          readingProgress: { 2: 75 },
        },
      },
    });
    const items = within(screen.getByRole('list', { name: 'Reading history' })).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual(['Interview checklist', 'Write a CV']);
    expect(items[0]).toHaveTextContent('75% read');
    await user.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(screen.getByText('Nothing read yet')).toBeInTheDocument();
    expect(store.getState().blog!.readingHistory).toEqual([]);
  });
});

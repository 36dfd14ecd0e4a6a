import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { initialAuthState } from '@/app/session/auth-slice';
import type { CustomerUser } from '@/app/session/types';
import { percentRead } from '@/features/blog/components/reading-progress';
import BlogArticlePage from '@/features/blog/pages/blog-article-page';
import { aComment, aPost, listAnswer } from '@/features/blog/testing/fixtures';
import { resetPostViews } from '@/features/blog/view-tracker';
import { mockApi, routes } from '@/testing/mock-api';
import { LocationProbe, renderWithProviders } from '@/testing/render';

const reader: CustomerUser = {
  id: 7,
  type: 'individual',
  name: 'Nimal Perera',
  email: 'nimal@mail.example',
  phone: '',
  contactPerson: '',
  website: '',
  industry: '',
  district: '',
  avatar: '',
  status: 'active',
  createdAt: '2026-01-01T00:00:00Z',
};
const signedIn = { auth: { ...initialAuthState, isAuthenticated: true, user: reader, token: 't', userType: 'customer' as const } };

const article = aPost({
  id: 3,
  title: 'How to write a CV',
  slug: 'how-to-write-a-cv',
  content: '<h2>Start with your contact details</h2><p>Keep it to two pages.</p>',
  likesCount: 4,
  commentsCount: 1,
  views: 20,
});

function page(route: string, preloadedState = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/blogs/:id" element={<BlogArticlePage />} />
      <Route
        path="/blogs/:id/:blogSlug"
        element={
          <>
            <BlogArticlePage />
            <LocationProbe />
          </>
        }
      />
      <Route path="/job-Article" element={<BlogArticlePage />} />
      <Route path="/customer/login" element={<LocationProbe />} />
    </Routes>,
    { route, preloadedState },
  );
}

function serve(extra: Parameters<typeof routes>[0] = {}) {
  return mockApi(
    routes({
      'GET /blogs/3': { status: 200, data: { success: true, data: article } },
      'POST /blogs/3/view': { status: 200, data: { success: true } },
      'GET /blogs/3/comments': { status: 200, data: listAnswer([aComment({ postId: 3, text: 'First line\nSecond line' })], 1, 1, 10) },
      'GET /blogs/category/career-advice': { status: 200, data: listAnswer([article, aPost({ id: 8, title: 'Salary talks' })]) },
      ...extra,
    }),
  );
}

beforeEach(() => {
  resetPostViews();
  localStorage.clear();
});

describe('BlogArticlePage', () => {
  it('shows the article under its canonical address, with counts, related posts and comments', async () => {
    const { requests } = serve();
    const { store } = page('/blogs/3/old-title');
    expect(await screen.findByRole('heading', { level: 1, name: 'How to write a CV' }, { timeout: 3000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/blogs/3/how-to-write-a-cv'));
    expect(screen.getByTestId('post-content')).toContainHTML('<h2>Start with your contact details</h2>');
    expect(screen.getByText('4 likes', { selector: 'li' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Career Advice' })).toHaveAttribute('href', '/blogs?category=career-advice');
    expect(screen.getByRole('link', { name: '#CV' })).toHaveAttribute('href', '/blogs/tag/cv');
    expect(await screen.findByRole('link', { name: 'Salary talks' })).toBeInTheDocument();
    expect(screen.queryAllByRole('link', { name: 'How to write a CV' })).toHaveLength(0);
    const comment = await screen.findByRole('article', { name: 'Comment by Kamala Jayasuriya' });
    expect(within(comment).getByText(/First line/)).toHaveClass('whitespace-pre-line');

    // One view per visit, and the history records the article.
    await waitFor(() => expect(requests.filter((request) => request.url === '/blogs/3/view')).toHaveLength(1));
    await waitFor(() => expect(store.getState().blog!.currentPost?.views).toBe(21));
    expect(store.getState().blog!.readingHistory[0]).toMatchObject({ id: 3, title: 'How to write a CV' });
    expect(JSON.parse(localStorage.getItem('jobportal.blogReading')!).readingHistory[0].id).toBe(3);
  });

  it('asks a visitor to sign in to react or comment, and to come back', async () => {
    serve();
    const { user } = page('/blogs/3/how-to-write-a-cv');
    const signIn = await screen.findByRole('link', { name: 'Sign in to like or save' });
    expect(screen.getByRole('link', { name: 'Sign in to comment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Like' })).not.toBeInTheDocument();
    await user.click(signIn);
    expect(await screen.findByTestId('location')).toHaveTextContent('/customer/login');
    expect(screen.getByTestId('location')).toHaveAttribute('data-state', JSON.stringify({ from: '/blogs/3/how-to-write-a-cv' }));
  });

  it('lets a customer like, save and comment; the counts follow', async () => {
    const { requests } = serve({
      'POST /blogs/3/like': { status: 200, data: { success: true, data: { id: 3, likesCount: 5, isLiked: true, isBookmarked: false } } },
      'POST /blogs/3/bookmark': { status: 200, data: { success: true, data: { id: 3, likesCount: 5, isLiked: true, isBookmarked: true } } },
      'POST /blogs/3/comments': { status: 201, data: { success: true, data: aComment({ id: 2, postId: 3, author: { id: 7, name: 'Nimal Perera', avatar: '' }, text: 'Thanks!' }) } },
    });
    const { user } = page('/blogs/3/how-to-write-a-cv', signedIn);
    await user.click(await screen.findByRole('button', { name: 'Like' }));
    expect(await screen.findByRole('button', { name: 'Liked' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(screen.getByTestId('post-reactions')).getByText('5 likes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

    const form = screen.getByRole('form', { name: 'Write a comment' });
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(within(form).getByLabelText('Your comment')).toHaveAccessibleDescription(/Write your comment first\./);
    await user.type(within(form).getByLabelText('Your comment'), 'Thanks!');
    expect(within(form).getByText('7 of 2000 characters')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByText('Comment added successfully')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2 comments' })).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Comments' })).getAllByRole('article');
    expect(items[0]).toHaveAccessibleName('Comment by Nimal Perera');
    expect(requests.find((request) => request.url === '/blogs/3/comments' && request.method === 'POST')?.data).toEqual({ text: 'Thanks!' });
  });

  it('lets the author edit and delete their comment, after confirming', async () => {
    const own = aComment({ id: 4, postId: 3, author: { id: 7, name: 'Nimal Perera', avatar: '' }, text: 'Old words' });
    const { requests } = serve({
      'GET /blogs/3/comments': { status: 200, data: listAnswer([own, aComment({ id: 5, postId: 3 })], 1, 2, 10) },
      'PUT /blogs/3/comments/4': { status: 200, data: { success: true, data: { ...own, text: 'New words', edited: true } } },
      'DELETE /blogs/3/comments/4': { status: 200, data: { success: true } },
    });
    const { user } = page('/blogs/3/how-to-write-a-cv', signedIn);
    const mine = await screen.findByRole('article', { name: 'Comment by Nimal Perera' });
    expect(within(screen.getByRole('article', { name: 'Comment by Kamala Jayasuriya' })).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(within(mine).getByRole('button', { name: 'Edit' }));
    const field = within(mine).getByLabelText('Your comment');
    await user.clear(field);
    await user.type(field, 'New words');
    await user.click(within(mine).getByRole('button', { name: 'Save changes' }));
    expect(await within(mine).findByText('New words')).toBeInTheDocument();
    expect(within(mine).getByText('(edited)')).toBeInTheDocument();

    await user.click(within(mine).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this comment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Comment by Nimal Perera' })).not.toBeInTheDocument());
    expect(requests.some((request) => request.method === 'DELETE' && request.url === '/blogs/3/comments/4')).toBe(true);
  });

  it('loads more comments on demand', async () => {
    serve({
      'GET /blogs/3/comments': (request) => {
        const second = request.query.get('page') === '2';
        return { status: 200, data: listAnswer([aComment({ id: second ? 11 : 1, postId: 3, text: second ? 'From page two' : 'From page one' })], second ? 2 : 1, 11, 10) };
      },
    });
    const { user } = page('/blogs/3/how-to-write-a-cv');
    expect(await screen.findByText('From page one')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more comments' }));
    expect(await screen.findByText('From page two')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more comments' })).not.toBeInTheDocument();
  });

  it('shows the reading progress and keeps it per article', async () => {
    serve();
    const { store } = page('/blogs/3/how-to-write-a-cv');
    const bar = await screen.findByRole('progressbar', { name: 'Reading progress' });
    const content = screen.getByTestId('post-content');
    content.getBoundingClientRect = () => ({ top: -200, height: 1000, bottom: 800, left: 0, right: 0, width: 0, x: 0, y: -200, toJSON: () => ({}) });
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    fireEvent.scroll(window);
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(store.getState().blog!.readingProgress[3]).toBe(100);
    expect(percentRead(400, 1000, 800)).toBe(40);
    expect(percentRead(900, 1000, 800)).toBe(0);
  });

  it('shows the not-found state for an unknown or unpublished article', async () => {
    mockApi(routes({ 'GET /blogs/9': { status: 404, data: { success: false, message: 'Blog post not found.' } } }));
    page('/blogs/9');
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
  });

  it('/job-Article shows the newest featured article', async () => {
    const { requests } = serve({ 'GET /blogs/featured': { status: 200, data: { success: true, data: [aPost({ id: 3 })] } } });
    page('/job-Article');
    expect(await screen.findByRole('heading', { level: 1, name: 'How to write a CV' }, { timeout: 3000 })).toBeInTheDocument();
    expect(requests.find((request) => request.url === '/blogs/featured')?.config.params).toEqual({ limit: 1 });
  });
});
